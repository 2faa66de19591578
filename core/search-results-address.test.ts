import { describe, expect, it } from "vitest";
import { searchResultsHref } from "./search-results-address";

describe("searchResultsHref", () => {
  it("keeps the query and leaves out page 1 and every kind", () => {
    expect(searchResultsHref({ query: " italy " })).toBe("/search?query=italy");
    expect(searchResultsHref({ query: "italy", type: null, page: 1 })).toBe("/search?query=italy");
  });

  it("adds the kind and a later page, and encodes what was typed", () => {
    expect(searchResultsHref({ query: "st lucia & co", type: "hotels", page: 2 })).toBe("/search?query=st+lucia+%26+co&type=hotels&page=2");
  });
});
