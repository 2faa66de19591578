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
