import { describe, expect, it } from "vitest";
import { createSharedPageMarks, fillSharedPage, memberDataString, type SharedPageFill } from "../../core/shared-page";
import { fixedClock } from "../kernel/clock";
import { createPageCache } from "./page-cache";
import { insertInHead } from "./critical-css";
import { joinPageBytes, toPageBytes, type PageBytes } from "./page-bytes";

const cache = createPageCache({ clock: fixedClock(new Date()) });
const placeholders = { nonce: cache.noncePlaceholder, correlation: cache.correlationPlaceholder };
const { nonce: n, correlation: c } = placeholders;
const marks = createSharedPageMarks("abcdefghij0123456789");
const values = { nonce: "n0nce+/=", correlationId: "req-7" };

function sharedPage(hearts: number[]) {
  const heartsHtml = hearts
    .map((id) => `<!-- -->${marks.heartStart(id)}<button aria-pressed="true">♥ ${id}</button>${marks.heartBetween}<button aria-pressed="false">♡</button>${marks.heartEnd}<!-- -->`)
    .join("<li>é</li>");
  return (
    `<!DOCTYPE html><html><head><script nonce="${n}">café</script></head><body><header>Amora<!-- -->${marks.accountArea}<!-- -->menu</header>` +
    `<main>${heartsHtml}</main><script nonce="${n}">enqueue(${JSON.stringify(JSON.stringify(["member", marks.memberData, "id", c]))})</script></body></html>`
  );
}

describe("a kept page's bytes", () => {
  it("join to the page personalised as text, for any order of placeholders and any text", () => {
    for (const html of ["", "<p>no placeholder, café · 東京 ♥</p>", n, `${c}${n}${c}`, `<meta content="${c}"><script nonce="${n}">"€ ${c}"</script><p>é</p>`]) {
      const bytes = toPageBytes(html, placeholders);
      expect(bytes).not.toBeNull();
      if (!bytes) continue;
      expect(joinPageBytes(bytes, values).toString("utf8")).toBe(cache.personalise(html, values));
      // Made once, joined for each response with its own values.
      expect(joinPageBytes(bytes, { nonce: "other", correlationId: "req-8" }).toString("utf8")).toBe(
        cache.personalise(html, { nonce: "other", correlationId: "req-8" }),
      );
    }
  });

  it("join a page rendered once for everyone to what filling its text gives, for each reader", () => {
    const html = sharedPage([3, 40, 7]);
    const bytes = toPageBytes(html, placeholders, { marks });
    expect(bytes).not.toBeNull();
    if (!bytes) return;
    const readers: SharedPageFill[] = [
      { accountAreaHtml: "<div>JOIN NOW</div>", memberData: memberDataString(null), favoriteIds: new Set() },
      { accountAreaHtml: '<div class="account">Maya Ökafor</div>', memberData: memberDataString({ user: { name: "Maya <M> & co" }, favoriteIds: [40] }), favoriteIds: new Set([40]) },
      { accountAreaHtml: "<div>Léa</div>", memberData: memberDataString({ user: { name: "Léa" }, favoriteIds: [3, 7, 40] }), favoriteIds: new Set([3, 7, 40]) },
    ];
    for (const fill of readers) {
      const joined = joinPageBytes(bytes, { ...values, fill }).toString("utf8");
      expect(joined).toBe(cache.personalise(fillSharedPage(html, marks, fill), values));
      expect(joined).not.toContain(marks.heartBetween);
      expect(joined).not.toContain(n);
    }
  });

  it("put the first paint's styles at the end of the head, as the text does, one copy for every page", () => {
    const styles = "<style data-critical-css=\"\">.a{color:red}</style>";
    const html = sharedPage([5]);
    const first = toPageBytes(html, placeholders, { marks, headStyles: styles });
    const second = toPageBytes(sharedPage([6]), placeholders, { marks, headStyles: styles });
    expect(first && second).toBeTruthy();
    if (!first || !second) return;
    const fill: SharedPageFill = { accountAreaHtml: "<div>Maya</div>", memberData: memberDataString(null), favoriteIds: new Set([5]) };
    expect(joinPageBytes(first, { ...values, fill }).toString("utf8")).toBe(cache.personalise(insertInHead(fillSharedPage(html, marks, fill), styles), values));
    const stylesOf = (bytes: PageBytes) => bytes.holes.flatMap((hole) => (hole.kind === "styles" ? [hole.bytes] : []))[0];
    expect(stylesOf(first)?.toString("utf8")).toBe(styles);
    // One copy: the same bytes, not equal ones.
    expect(stylesOf(first)).toBe(stylesOf(second));
    // The pages' own parts do not hold the styles.
    expect(first.parts.some((part) => part.includes(".a{color:red}"))).toBe(false);
  });

  it("refuse to join a shared page's marks without a reader", () => {
    const bytes = toPageBytes(sharedPage([1]), placeholders, { marks });
    expect(bytes).not.toBeNull();
    if (bytes) expect(() => joinPageBytes(bytes, values)).toThrow(/fill/);
  });

  it("are not made when a heart's rendering holds a placeholder: such a page is filled as text", () => {
    const html = `<main>${marks.heartStart(1)}<button nonce="${n}"></button>${marks.heartBetween}<button></button>${marks.heartEnd}</main>`;
    expect(toPageBytes(html, placeholders, { marks })).toBeNull();
  });
});
