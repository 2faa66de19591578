/** The search overlay's own limit (core/contracts/search-schemas.ts): longer text names no listing better. */
export const MAX_SEARCH_TEXT = 200;

/**
 * What was typed, as the results page searches for it: first `query` value, control characters
 * turned to spaces, surrounding space trimmed, cut at MAX_SEARCH_TEXT characters (never inside a
 * character). Anything goes in: the page shows results or suggestions, never an error.
 */
export function searchTextFrom(params: URLSearchParams): string {
  const raw = params.get("query") ?? "";
  const cleaned = raw.replace(/\p{Cc}/gu, " ").trim();
  return Array.from(cleaned).slice(0, MAX_SEARCH_TEXT).join("").trim();
}
