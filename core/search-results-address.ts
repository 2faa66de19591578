import type { CATALOGUE_RESOURCES } from "./catalogue-resources";

/** The path of the full search results page (the overlay's "See all results" and Enter go there). */
export const SEARCH_RESULTS_PATH = "/search";

export type SearchResultsAddress = {
  query: string;
  /** A kind of listing (`hotels`, `destinations`...): the /api/v1 resource names; all kinds when absent. */
  type?: string | null;
  /** Page 1 when absent. */
  page?: number;
};

/** `/search?query=italy&type=hotels&page=2`; page 1 and "every kind" are left out. */
export function searchResultsHref({ query, type, page = 1 }: SearchResultsAddress): string {
  const params = new URLSearchParams({ query: query.trim() });
  if (type) params.set("type", type);
  if (page > 1) params.set("page", String(page));
  return `${SEARCH_RESULTS_PATH}?${params.toString()}`;
}

/**
 * The kinds a results page filters by, in the order its links show them: the /api/v1 resource
 * names (docs/product.md §7), so `?type=hotels` means what `GET /hotels` means.
 */
export const SEARCH_RESULT_KINDS = [
  { key: "hotels", label: "Hotels" },
  { key: "destinations", label: "Destinations" },
  { key: "advisors", label: "Travel Advisors" },
  { key: "collections", label: "Collections" },
  { key: "itineraries", label: "Itineraries" },
  { key: "offers", label: "Marketplace Deals" },
  { key: "articles", label: "Articles" },
  { key: "brands", label: "Brands" },
] as const satisfies readonly { key: keyof typeof CATALOGUE_RESOURCES; label: string }[];

export type SearchResultKind = (typeof SEARCH_RESULT_KINDS)[number]["key"];

export function isSearchResultKind(value: string): value is SearchResultKind {
  return SEARCH_RESULT_KINDS.some((kind) => kind.key === value);
}
