// The fixed query mix of the search benchmark (`npm run bench -- --search`): what people type
// into the search box, in the order each connection cycles through them. Kinds: prefixes typed so
// far, typos, whole words, several words; some narrowed by `type` (a listing type of core/listing-types).
import { URLSearchParams } from "node:url";

export const SEARCH_QUERIES = [
  { kind: "prefix", query: "ama" },
  { kind: "typo", query: "amalfy" },
  { kind: "word", query: "villa" },
  { kind: "prefix", query: "sant", type: "basic" },
  { kind: "multi-word", query: "beach resort bali" },
  { kind: "typo", query: "maldivs" },
  { kind: "word", query: "honeymoon" },
  { kind: "prefix", query: "honeym" },
  { kind: "typo", query: "santorni" },
  { kind: "word", query: "paris", type: "basic" },
  { kind: "multi-word", query: "overwater villa maldives", type: "property" },
  { kind: "word", query: "kyoto" },
  { kind: "prefix", query: "tusc" },
  { kind: "typo", query: "positno" },
  { kind: "multi-word", query: "honeymoon guide", type: "article" },
  { kind: "word", query: "santorini" },
];

/** `/api/v1/posts/websearch?query=...[&type=...]` for one entry of the mix. */
export function websearchPath({ query, type }) {
  const parameters = new URLSearchParams({ query });
  if (type) parameters.set("type", type);
  return `/api/v1/posts/websearch?${parameters}`;
}
