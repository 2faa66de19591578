import type { ContractOutput } from "../../../core/contracts/contract";
import type { search } from "../../../core/contracts/search";

/** One quick result as GET /api/v1/posts/search returns it (its contract, core/contracts/search.ts). */
export type SearchResultItem = ContractOutput<typeof search>["data"][number];

/** docs/product.md §9: search waits for the person to pause typing. */
export const SEARCH_DEBOUNCE_MS = 500;

/** "Paris, France"; either part may be missing. */
export function placeLine(result: Pick<SearchResultItem, "city" | "country">): string {
  return [result.city, result.country].filter(Boolean).join(", ");
}
