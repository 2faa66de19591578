import { describe, expect, it } from "vitest";
import { MAX_SEARCH_TEXT, searchTextFrom } from "./search-results-query";

const textOf = (query: string) => searchTextFrom(new URLSearchParams(query));

describe("searchTextFrom", () => {
  it("reads the first query value, trimmed", () => {
    expect(textOf("query=%20italy%20&query=france")).toBe("italy");
    expect(textOf("type=hotels")).toBe("");
  });

  it("turns control characters into spaces", () => {
    expect(textOf("query=st%09lucia%0A")).toBe("st lucia");
  });

  it("cuts a huge query at the limit without splitting a character", () => {
    const hearts = textOf(`query=${"%F0%9F%92%96".repeat(300)}`);
    expect(Array.from(hearts)).toHaveLength(MAX_SEARCH_TEXT);
    expect(hearts.endsWith("\u{1F496}")).toBe(true);
  });
});
