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
      terms: [
        { lexeme: "villa", prefix: false, typed: "villa" },
        { lexeme: "rosa", prefix: false, typed: "rosa" },
        { lexeme: "ama", prefix: true, typed: "ama" },
      ],
    });
  });

  it("stems words as PostgreSQL's english configuration does, and drops stop words", () => {
    expect(buildSearchTerms("the villas of Honeymoons")?.terms.map((term) => term.lexeme)).toEqual(["villa", "honeymoon"]);
    expect(buildSearchTerms("the of")).toEqual({ text: "the of", terms: [] });
  });

  it("keeps words with digits as typed", () => {
    expect(buildSearchTerms("5days 2026")?.terms.map((term) => term.lexeme)).toEqual(["5days", "2026"]);
  });

  it("drops query syntax and LIKE wildcards the person typed", () => {
    const terms = buildSearchTerms("villa':* | !rosa% _xy");
    expect(terms?.terms.map((term) => term.lexeme)).toEqual(["villa", "rosa", "xy"]);
    expect(terms?.text).not.toMatch(/[%_'|!:*]/);
  });

  it("leaves a single trailing letter to the title prefix", () => {
    expect(buildSearchTerms("v")).toEqual({ text: "v", terms: [] });
    expect(buildSearchTerms("villa r")?.terms).toEqual([{ lexeme: "villa", prefix: false, typed: "villa" }]);
  });

  it("keeps letters of every script, accents folded and ligatures written out", () => {
    expect(buildSearchTerms("Zürich Café Ελλάδα")?.terms.map((term) => term.lexeme)).toEqual(["zurich", "cafe", "ελλαδα"]);
    expect(buildSearchTerms("Maison Cœur Doux Straße Hội Tōkyō")).toEqual({
      text: "maison coeur doux strasse hoi tokyo",
      terms: ["maison", "coeur", "doux", "strass", "hoi", "tokyo"].map((lexeme, index) => ({
        lexeme,
        prefix: index === 5,
        typed: ["maison", "coeur", "doux", "strasse", "hoi", "tokyo"][index],
      })),
    });
  });

  it("offers the words a short form stands for as an alternative match", () => {
    expect(buildSearchTerms("st lucia")?.terms).toEqual([
      { lexeme: "st", prefix: false, typed: "st", alternatives: [["saint"]] },
      { lexeme: "lucia", prefix: true, typed: "lucia" },
    ]);
    expect(buildSearchTerms("mt fuji")?.terms[0]?.alternatives).toEqual([["mount"]]);
    expect(buildSearchTerms("nyc hotels")?.terms[0]?.alternatives).toEqual([["new", "york"]]);
  });
});
