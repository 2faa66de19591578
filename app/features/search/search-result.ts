/** One quick result as GET /api/v1/posts/search returns it (server/api/v1/search.ts). */
export type SearchResultItem = {
  id: number;
  type: string;
  label: string | null;
  title: string;
  path: string;
  city: string | null;
  country: string | null;
  image: string | null;
};

/** docs/product.md §9: search waits for the person to pause typing. */
export const SEARCH_DEBOUNCE_MS = 500;

export function searchUrl(query: string): string {
  return `/api/v1/posts/search?${new URLSearchParams({ query })}`;
}

/** "Paris, France"; either part may be missing. */
export function placeLine(result: Pick<SearchResultItem, "city" | "country">): string {
  return [result.city, result.country].filter(Boolean).join(", ");
}
