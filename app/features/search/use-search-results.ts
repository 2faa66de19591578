import { useEffect, useState } from "react";
import { search } from "../../../core/contracts/search";
import { callApi } from "../../components/api-client";
import { SEARCH_DEBOUNCE_MS, type SearchResultItem } from "./search-result";

export type SearchState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "done"; query: string; results: SearchResultItem[]; total: number }
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
      const answer = await callApi(search, { query: { query } }, { signal: controller.signal });
      // A newer keystroke ended this call: its answer, whatever it is, no longer counts.
      if (controller.signal.aborted) return;
      if (answer.ok) {
        setState({ status: "done", query, results: answer.data.data, total: answer.data.total });
      } else {
        console.error(`search answered ${answer.status ?? "nothing"}`);
        setState({ status: "failed" });
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
