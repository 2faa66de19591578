import { describe, expect, it } from "vitest";
import { buildSearchTerms } from "./search-terms";

describe("buildSearchTerms", () => {
  it("returns null for empty, blank or punctuation-only text", () => {
    expect(buildSearchTerms("")).toBeNull();
    expect(buildSearchTerms("   \t ")).toBeNull();
    expect(buildSearchTerms("&|!:*'()")).toBeNull();
  });

  it("requires every word and treats the last as a prefix", () => {
    expect(buildSearchTerms("  Villa   Rosa Ama ")).toEqual({
      text: "villa rosa ama",
      tsquery: "villa & rosa & ama:*",
      titleTsquery: "villa:A & rosa:A & ama:*A",
    });
  });

  it("drops tsquery syntax and LIKE wildcards the person typed", () => {
    const terms = buildSearchTerms("villa':* | !rosa% _xy");
    expect(terms?.tsquery).toBe("villa & rosa & xy:*");
    expect(terms?.text).not.toMatch(/[%_'|!:*]/);
  });

  it("leaves a single trailing letter to the title prefix", () => {
    expect(buildSearchTerms("v")).toEqual({ text: "v", tsquery: null, titleTsquery: null });
    expect(buildSearchTerms("villa r")?.tsquery).toBe("villa");
  });

  it("keeps letters of every script", () => {
    expect(buildSearchTerms("Zürich Café")?.tsquery).toBe("zürich & café:*");
  });
});
