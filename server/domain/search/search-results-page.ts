import { and, eq, inArray } from "drizzle-orm";
import { CATALOGUE_RESOURCES } from "../../../core/catalogue-resources";
import { SEARCH_RESULT_KINDS, type SearchResultKind } from "../../../core/search-results-address";
import type { ListingSummary } from "../../../core/listing-view";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/catalogue";
import { toListingSummary } from "../catalogue/listing-mapper";
import { coverImages } from "../catalogue/paginate-listings";
import type { SearchEngine } from "./search-engine";
import { searchListings } from "./search-listings";

// The kinds live in core, so the results page can name them without bringing this module (drizzle, zod) into the browser.
export { isSearchResultKind, SEARCH_RESULT_KINDS, type SearchResultKind } from "../../../core/search-results-address";

export type SearchResultsPage = {
  /** The listings of this page, in the search's order, as cards show them. */
  items: ListingSummary[];
  page: number;
  perPage: number;
  /** Matches of the chosen kind (of every kind when none is chosen). */
  total: number;
  lastPage: number;
  /** Matches of every kind together, whatever kind is chosen. */
  allTotal: number;
  /** The kinds with at least one match, with how many, in SEARCH_RESULT_KINDS order. */
  kinds: { key: SearchResultKind; label: string; total: number }[];
};

export type SearchResultsPageOptions = {
  engine: SearchEngine;
  db: Database;
  query: string;
  /** Only this kind; every kind when omitted. */
  kind?: SearchResultKind;
  page?: number;
  perPage?: number;
};

/**
 * One page of the full search results (the /search page): every match of the same search the
 * overlay runs, a page at a time, optionally of one kind, with the number of matches of each kind
 * for the filter links. The listings are read back whole so the page can draw its usual cards.
 */
export async function searchResultsPage({ engine, db, query, kind, page = 1, perPage = 24 }: SearchResultsPageOptions): Promise<SearchResultsPage> {
  const [answer, all, ...kindTotals] = await Promise.all([
    searchListings({ engine, query, types: kind ? CATALOGUE_RESOURCES[kind] : undefined, page, perPage }),
    searchListings({ engine, query, perPage: 1 }),
    ...SEARCH_RESULT_KINDS.map((candidate) => searchListings({ engine, query, types: CATALOGUE_RESOURCES[candidate.key], perPage: 1 })),
  ]);
  const ids = answer.items.map((item) => item.id);
  const rows = ids.length === 0 ? [] : await db.select().from(listings).where(and(inArray(listings.id, ids), eq(listings.status, "active")));
  const covers = await coverImages(
    db,
    rows.map((row) => row.id),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items: ListingSummary[] = [];
  for (const hit of answer.items) {
    const row = byId.get(hit.id);
    // Taken offline since the index last heard: left out rather than shown as a dead card.
    if (!row) continue;
    // The search decides where a result links (an itinerary opens its own website address).
    items.push({ ...toListingSummary(row, covers.get(row.id)), path: hit.path });
  }
  return {
    items,
    page: answer.page,
    perPage: answer.perPage,
    total: answer.total,
    lastPage: answer.lastPage,
    allTotal: all.total,
    kinds: SEARCH_RESULT_KINDS.map((candidate, index) => ({ ...candidate, total: kindTotals[index]?.total ?? 0 })).filter(
      (candidate) => candidate.total > 0,
    ),
  };
}
