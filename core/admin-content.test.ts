import { describe, expect, it } from "vitest";
import { isLinkAddress, isPictureAddress, localPagePath, sanitizeArticleText } from "./admin-content";

describe("sanitizeArticleText", () => {
  it("takes scripts and styles out with their content, other tags leaving their text", () => {
    const { text, removedMarkup } = sanitizeArticleText('Hi<script>alert(1)</script> <b>there</b>\r\n\r\n<STYLE>p{}</STYLE><img src=x onerror=alert(1)>Bye');
    expect(text).toBe("Hi there\n\nBye");
    expect(removedMarkup).toBe(true);
  });
  it("keeps plain text, a lone < and paragraphs as they are", () => {
    expect(sanitizeArticleText("2 < 3\n\n\n\nand 4 > 1")).toEqual({ text: "2 < 3\n\nand 4 > 1", removedMarkup: false });
  });
  it("drops an unclosed script to the end and control characters", () => {
    expect(sanitizeArticleText("Safe\u0007 text<script>never").text).toBe("Safe text");
  });
  it("is quick on a long run of angle brackets", () => {
    const started = Date.now();
    sanitizeArticleText("<a".repeat(20_000));
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe("page paths and addresses", () => {
  it("accepts local page paths, normalising a trailing slash", () => {
    expect(localPagePath("/")).toBe("/");
    expect(localPagePath("/hotel/")).toBe("/hotel");
    expect(localPagePath("/article/category/honeymoon")).toBe("/article/category/honeymoon");
  });
  it("refuses anything that is not a local path", () => {
    for (const bad of ["hotel", "//evil.example", "https://evil.example", "/a/../b", "/a?x", "/a#x", "/a b", "/a//b", "/\\evil"]) expect(localPagePath(bad), bad).toBeNull();
  });
  it("pictures and links: local or https only", () => {
    expect(isPictureAddress("/media/scenes/hero/large.jpg")).toBe(true);
    expect(isPictureAddress("https://media.example.com/a.webp")).toBe(true);
    expect(isPictureAddress("javascript:alert(1)")).toBe(false);
    expect(isPictureAddress("http://media.example.com/a.webp")).toBe(false);
    expect(isLinkAddress("#offers")).toBe(true);
    expect(isLinkAddress("data:text/html,x")).toBe(false);
  });
});
