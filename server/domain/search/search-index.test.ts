import { describe, expect, it } from "vitest";
import type { ListingType } from "../../../core/listing-types";
import { SearchIndex, WEIGHT_BITS, type IndexedDocument } from "./search-index";
import { buildSearchTerms } from "./search-terms";

const { A, B, C, D } = WEIGHT_BITS;

/** A document whose lexemes are given already stemmed, with their weights. */
function documentOf(
  listingId: number,
  title: string,
  lexemes: Record<string, number>,
  { type = "basic", isFeatured = false }: { type?: ListingType; isFeatured?: boolean } = {},
): IndexedDocument {
  return {
    listingId,
    type,
    isFeatured,
    title,
    slug: `listing-${listingId}`,
    city: null,
    country: null,
    website: null,
    image: null,
    lexemes: new Map(Object.entries(lexemes)),
  };
}

function ids(index: SearchIndex, query: string, options: { kinds?: ListingType[]; offset?: number; limit?: number } = {}) {
  const terms = buildSearchTerms(query);
  if (!terms) return { ids: [], total: 0 };
  const answer = index.search({ terms, kinds: options.kinds, offset: options.offset ?? 0, limit: options.limit ?? 12 });
  return { ids: answer.hits.map((hit) => hit.listingId), total: answer.total };
}

describe("SearchIndex", () => {
  const index = new SearchIndex();
  index.put(documentOf(1, "Villa Rosa", { villa: A, rosa: A, amalfi: B, garden: D, pergola: D }));
  index.put(documentOf(2, "Rosa Gardens", { rosa: A, garden: A, villa: D }, { isFeatured: true }));
  index.put(documentOf(3, "Harbour House", { harbour: A, hous: A, villa: C }, { type: "property" }));
  index.put(documentOf(4, "Amalfi Coast Guide", { amalfi: A, coast: A, guid: A }, { type: "article" }));
  index.put(documentOf(5, "Villa Rosa Annex", { villa: A, rosa: A, annex: A }));

  it("ranks listings holding every word (the last one as a prefix) before those holding some", () => {
    const villaRos = ids(index, "villa ros").ids;
    expect(villaRos.slice(0, 3).sort()).toEqual([1, 2, 5]);
    // 3 holds "villa" but no word starting with "ros": it follows.
    expect(villaRos.slice(3)).toEqual([3]);
    expect(ids(index, "amal").ids.sort()).toEqual([1, 4]);
    expect(ids(index, "villa harbour").ids[0]).toBe(3);
  });

  it("falls back to the listings holding the most words, a title word before a keyword before a description word", () => {
    // No listing holds "zebra": the villas, by where they hold "villa".
    expect(ids(index, "villa zebra").ids).toEqual([1, 5, 3, 2]);
    // Two words of three beat one; a title word beats the same word in a description.
    expect(ids(index, "rosa garden zebra").ids).toEqual([2, 1, 5]);
  });

  it("ranks title starts, then every word in the title, then anywhere; featured first within a tier", () => {
    // 1 and 5 start with "villa" (the shorter title first); 2 (villa in its description) and 3
    // (villa in its keywords) match elsewhere, and 2 is featured.
    expect(ids(index, "villa").ids).toEqual([1, 5, 2, 3]);
    // "rosa": 2 starts with it; 1 and 5 have it in the title; shorter title first.
    expect(ids(index, "rosa").ids).toEqual([2, 1, 5]);
  });

  it("filters by kind and pages through the ranking", () => {
    expect(ids(index, "amalfi", { kinds: ["article"] }).ids).toEqual([4]);
    expect(ids(index, "villa", { kinds: ["property"] }).ids).toEqual([3]);
    expect(ids(index, "villa", { limit: 2 })).toEqual({ ids: [1, 5], total: 4 });
    expect(ids(index, "villa", { offset: 2, limit: 2 })).toEqual({ ids: [2, 3], total: 4 });
    expect(ids(index, "villa", { offset: 8, limit: 2 })).toEqual({ ids: [], total: 4 });
  });

  it("answers a single letter or stop words by title prefix alone", () => {
    expect(ids(index, "h").ids).toEqual([3]);
    expect(ids(index, "r").ids).toEqual([2]);
  });

  it("finds title and place words within the typo budget, after exact matches", () => {
    expect(ids(index, "amalfy").ids.sort()).toEqual([1, 4]);
    expect(ids(index, "hrabour").ids).toEqual([3]);
    // Four letters allow one typo, three none.
    expect(ids(index, "rosq").ids).toEqual([2, 1, 5]);
    expect(ids(index, "vla").ids).toEqual([]);
    // A typo is corrected towards title and place words, which then match wherever they are...
    expect(ids(index, "gardan").ids).toEqual([2, 1]);
    // ...and so is a word found only in a description (tuscnay: Tuscany).
    expect(ids(index, "pergolq").ids).toEqual([1]);
  });

  it("replaces a document, takes one out, and compacts without losing the others", () => {
    const changing = new SearchIndex();
    for (let id = 1; id <= 3000; id++) changing.put(documentOf(id, `Lodge ${id}`, { lodg: A, [`n${id}`]: D }));
    changing.put(documentOf(7, "Cabin Seven", { cabin: A }));
    expect(ids(changing, "cabin").ids).toEqual([7]);
    expect(ids(changing, "n7 lodge").ids).not.toContain(7);
    // Taking out over a quarter of the slots compacts the lists.
    for (let id = 1000; id <= 2999; id++) changing.remove(id);
    expect(changing.size).toBe(1000);
    expect(ids(changing, "lodge").total).toBe(999);
    // n300 is one typo away, after the exact match.
    expect(ids(changing, "n3000").ids).toEqual([3000, 300]);
    expect(ids(changing, "n1500 lodge").ids).not.toContain(1500);
    expect(ids(changing, "cabin").ids).toEqual([7]);
    changing.put(documentOf(1500, "Lodge Returned", { lodg: A, return: A }));
    expect(ids(changing, "lodge returned").ids[0]).toBe(1500);
    expect(ids(changing, "lodge", { limit: 3 }).ids).toEqual([1, 2, 3]);
    // A page far past the matches answers nothing, with the count.
    expect(ids(changing, "lodge", { offset: 12_000_000, limit: 12 })).toEqual({ ids: [], total: 1000 });
    expect(ids(changing, "lodge", { offset: 996, limit: 12 }).ids).toHaveLength(4);
  });
});
