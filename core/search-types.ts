import { SEARCH_RESULT_TYPE, type ListingType } from "./listing-types";

/**
 * The type names search accepts and returns (docs/product.md §3 "Search result"), spelled as the apps
 * send them: itineraries are `worldiaitenararies` on the wire and `itinerary` in the database.
 */
export const SEARCH_TYPE_NAMES = [
  "basic",
  "property",
  "advisor",
  "brand",
  "collection",
  "destination",
  "worldiaitenararies",
  "offer",
  "article",
] as const;

export type SearchTypeName = (typeof SEARCH_TYPE_NAMES)[number];

const LISTING_TYPE_BY_SEARCH_TYPE = Object.fromEntries(
  Object.entries(SEARCH_RESULT_TYPE).map(([listingType, searchType]) => [searchType, listingType]),
) as Record<SearchTypeName, ListingType>;

/** The stored listing kind a search type name filters on. */
export function listingTypeForSearchType(name: SearchTypeName): ListingType {
  return LISTING_TYPE_BY_SEARCH_TYPE[name];
}
