import { describe, expect, it } from "vitest";
import { classesInCss, classesInHtml, classesOfSelector, createCriticalCss, insertInHead } from "./critical-css";

const SHEET = [
  ":root{--ink:#222}",
  "*,:after{box-sizing:border-box}",
  "body{margin:0}",
  ".card{padding:1rem}",
  ".card__title,.drawer__title{font-weight:600}",
  ".drawer{position:fixed}",
  ".card .badge{color:red}",
  '.card:before{content:"{.drawer}"}',
  ".btn:not(.btn--ghost):hover{color:blue}",
  ".list:has(.empty){display:none}",
  "@media (min-width:40em){.card{padding:2rem}.drawer{width:20rem}}",
  "@media print{.drawer{display:none}}",
  "@keyframes spin{to{transform:rotate(1turn)}}",
  "@supports (display:grid){@media (min-width:60em){.card{display:grid}}}",
  ".a\\:b{color:green}",
].join("");

describe("classesOfSelector", () => {
  it("names the classes a selector requires, not those inside pseudo-class arguments or attributes", () => {
    expect(classesOfSelector(".card .badge")).toEqual(["card", "badge"]);
    expect(classesOfSelector(".btn:not(.btn--ghost):hover")).toEqual(["btn"]);
    expect(classesOfSelector('a[href$=".pdf"]')).toEqual([]);
    expect(classesOfSelector(".a\\:b")).toEqual(["a:b"]);
  });
});

describe("classesInHtml", () => {
  it("reads class attributes as React writes them, not text that looks like one inside scripts", () => {
    const html = '<div class="card  card--wide"><p class="card__title">x</p><script>x = "<b class=\\"drawer\\">"</script></div>';
    expect([...classesInHtml(html)].sort()).toEqual(["card", "card--wide", "card__title"]);
  });
});

describe("createCriticalCss", () => {
  const page = '<html><head><title>t</title></head><body><div class="card"><h2 class="card__title">x</h2></div><ul class="list btn"></ul></body></html>';

  it("keeps the rules the page's classes can match, in the stylesheet's order, and drops the rest", () => {
    const css = createCriticalCss(SHEET).forHtml(page);
    expect(css).toBe(
      [
        ":root{--ink:#222}",
        "*,:after{box-sizing:border-box}",
        "body{margin:0}",
        ".card{padding:1rem}",
        // Only the selector of the list that can match.
        ".card__title{font-weight:600}",
        '.card:before{content:"{.drawer}"}',
        ".btn:not(.btn--ghost):hover{color:blue}",
        ".list:has(.empty){display:none}",
        "@media (min-width:40em){.card{padding:2rem}}",
        "@keyframes spin{to{transform:rotate(1turn)}}",
        "@supports (display:grid){@media (min-width:60em){.card{display:grid}}}",
      ].join(""),
    );
  });

  it("takes the classes it is told to as used on every page", () => {
    const css = createCriticalCss(SHEET, ["drawer"]).forHtml(page);
    // drawer__title is neither on the page nor always used.
    expect(css).toContain(".card__title{font-weight:600}");
    expect(css).toContain(".drawer{position:fixed}");
    expect(css).toContain("@media (min-width:40em){.card{padding:2rem}.drawer{width:20rem}}");
    expect(css).toContain("@media print{.drawer{display:none}}");
  });

  it("puts the rules in a style element at the end of the head", () => {
    const inlined = createCriticalCss(SHEET).inline(page);
    expect(inlined).toMatch(/<title>t<\/title><style data-critical-css="">:root\{--ink:#222\}.*<\/style><\/head>/);
    expect(insertInHead("<p>no head</p>", "<style></style>")).toBe("<p>no head</p>");
  });

  it("gives the same styles whatever the account area holds when its classes are always used", () => {
    const accountStyles = ".account-menu{display:flex}.account-menu__avatar{border-radius:50%}.btn--join{color:red}";
    const sheet = `${SHEET}${accountStyles}.unused{color:red}`;
    const critical = createCriticalCss(sheet, classesInCss(accountStyles));
    const visitor = page.replace("<body>", '<body><div class="btn--join"></div>');
    const member = page.replace("<body>", '<body><div class="account-menu"><img class="account-menu__avatar"></div>');
    expect(critical.forHtml(visitor)).toBe(critical.forHtml(member));
    expect(critical.forHtml(member)).toContain(".btn--join{color:red}");
    expect(critical.forHtml(member)).not.toContain(".unused");
  });
});
