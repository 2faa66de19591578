import type { ListingType } from "../../../core/listing-types";

/**
 * The token each search document's vector carries beside its words (listing_search_vector in
 * migration 0013): its kind. Narrowing a search to kinds is then one more term of the same text
 * query, answered by the one text index instead of an index per kind. A '~' never comes out of
 * PostgreSQL's text parser, so no typed text produces or matches it.
 */
export function kindToken(type: ListingType): string {
  return `~kind-${type}`;
}

/** tsquery input (quoted lexemes, no text parsing) matching documents of any of these kinds. */
export function kindsTsquery(types: readonly ListingType[]): string {
  return types.map((type) => `'${kindToken(type)}'`).join(" | ");
}
