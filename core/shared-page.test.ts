import { describe, expect, it } from "vitest";
import { createSharedPageMarks, fillSharedPage, memberDataString, parseMemberData } from "./shared-page";

const marks = createSharedPageMarks("abcdefghij0123456789");

function page(parts: { hearts: number[]; area: string }) {
  const hearts = parts.hearts
    .map((id) => `${marks.heartStart(id)}<button aria-pressed="true"></button>${marks.heartBetween}<button aria-pressed="false"></button>${marks.heartEnd}`)
    .join("");
  return `<header>Amora<!-- -->${parts.area}<!-- -->menu</header><main>${hearts}</main><script>enqueue(${JSON.stringify(JSON.stringify(["member", marks.memberData]))})</script>`;
}

describe("a page rendered once for everyone", () => {
  it("keeps each heart's pressed drawing for saved listings and the other for the rest", () => {
    const body = page({ hearts: [3, 40, 7], area: marks.accountArea });
    const filled = fillSharedPage(body, marks, { accountAreaHtml: "<div>Maya</div>", memberData: "x", favoriteIds: new Set([40]) });
    expect(filled).toContain('<main><button aria-pressed="false"></button><button aria-pressed="true"></button><button aria-pressed="false"></button></main>');
    expect(filled).not.toContain(marks.heartBetween);
  });

  it("puts the account area in place of its mark, without the text separators around the mark", () => {
    const filled = fillSharedPage(page({ hearts: [], area: marks.accountArea }), marks, {
      accountAreaHtml: '<div class="account">Maya</div>',
      memberData: memberDataString(null),
      favoriteIds: new Set(),
    });
    expect(filled).toContain('<header>Amora<div class="account">Maya</div>menu</header>');
  });

  it("writes the member's data as React Router's hydration script holds a string", () => {
    const data = memberDataString({ user: { name: 'Maya "M" <Okafor> & co\u2028' }, favoriteIds: [1] });
    const filled = fillSharedPage(page({ hearts: [], area: "" }), marks, { accountAreaHtml: "", memberData: data, favoriteIds: new Set() });
    const script = /enqueue\((".*")\)/.exec(filled)?.[1] ?? "";
    expect(script).not.toMatch(/[<>&\u2028]/);
    // The script's string literal, read as the browser does, is the payload; its second item the data.
    const payload = JSON.parse(new Function(`return ${script}`)() as string) as unknown[];
    expect(JSON.parse(String(payload[1]))).toEqual({ user: { name: 'Maya "M" <Okafor> & co\u2028' }, favoriteIds: [1] });
  });

  it("reads a member's data back, and a visitor's or a mark as nobody", () => {
    expect(parseMemberData(memberDataString({ user: { id: 2 }, favoriteIds: [] }))).toEqual({ user: { id: 2 }, favoriteIds: [] });
    expect(parseMemberData(memberDataString(null))).toBeNull();
    expect(parseMemberData(marks.memberData)).toBeNull();
    expect(parseMemberData("{broken")).toBeNull();
  });

  it("refuses a mark prefix that escaping could change or content could hold", () => {
    expect(() => createSharedPageMarks("short")).toThrow();
    expect(() => createSharedPageMarks("has spaces and <tags> in it")).toThrow();
  });
});
