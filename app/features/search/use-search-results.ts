import { useEffect, useState } from "react";
import { SEARCH_DEBOUNCE_MS, searchUrl, type SearchResultItem } from "./search-result";

export type SearchState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "done"; query: string; results: SearchResultItem[] }
  | { status: "failed" };

/**
 * Quick results for what the person typed: waits SEARCH_DEBOUNCE_MS after the last key, sends
 * nothing for blank text (docs/product.md §5), and aborts a request the next keystroke made stale, so
 * an old answer can never replace a newer one.
 */
export function useSearchResults(text: string): SearchState {
  const [state, setState] = useState<SearchState>({ status: "idle" });
  const query = text.trim();

  useEffect(() => {
    if (query === "") return;
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      setState({ status: "loading" });
      try {
        const response = await fetch(searchUrl(query), {
          signal: controller.signal,
          headers: { accept: "application/json" },
        });
        if (!response.ok) throw new Error(`search answered ${response.status}`);
        const body = (await response.json()) as { data: SearchResultItem[] };
        setState({ status: "done", query, results: body.data });
      } catch (error) {
        if (!controller.signal.aborted) {
          console.error(error);
          setState({ status: "failed" });
        }
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  // Blank text shows nothing at once; otherwise the last answer stays until the next arrives.
  return query === "" ? { status: "idle" } : state;
}
