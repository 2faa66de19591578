import { HOTEL_LISTING_TYPES } from "../../../core/listing-types";
import type { SearchEngine } from "./search-engine";
import { searchListings, type SearchPage } from "./search-listings";

export type SearchHotelsOptions = {
  engine: SearchEngine;
  query: string;
  perPage?: number;
};

/** Hotels only (basic and Spotlight listings), ranked like every search (docs/product.md §7 hotelsearch). */
export function searchHotels({ engine, query, perPage = 10 }: SearchHotelsOptions): Promise<SearchPage> {
  return searchListings({ engine, query, types: HOTEL_LISTING_TYPES, perPage });
}
