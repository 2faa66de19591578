import type { ListingType } from "../../../core/listing-types";

/**
 * Tokens that each search document's vector carries beside its words (listing_search_vector in
 * migration 0013): its kind, and whether it is featured. Narrowing a search to a kind or to
 * featured listings is then one more term of the same text query, answered by the one text index.
 * A '~' never comes out of PostgreSQL's text parser, so no typed text produces or matches them.
 */
export const FEATURED_TOKEN = "~featured";

export function kindToken(type: ListingType): string {
  return `~kind-${type}`;
}

/** tsquery input (quoted lexemes, no text parsing) matching documents of any of these kinds. */
export function kindsTsquery(types: readonly ListingType[]): string {
  return types.map((type) => `'${kindToken(type)}'`).join(" | ");
}

/** tsquery input matching featured documents. */
export const FEATURED_TSQUERY = `'${FEATURED_TOKEN}'`;
