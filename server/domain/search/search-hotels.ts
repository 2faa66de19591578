import { HOTEL_LISTING_TYPES } from "../../../core/listing-types";
import type { Database } from "../../db/client";
import type { SearchEngine } from "./search-engine";
import { searchListings, type SearchPage } from "./search-listings";

export type SearchHotelsOptions = {
  engine: SearchEngine;
  db: Database;
  query: string;
  perPage?: number;
};

/** Hotels only (basic and Spotlight listings), ranked like every search (SPEC section 7 hotelsearch). */
export function searchHotels({ engine, db, query, perPage = 10 }: SearchHotelsOptions): Promise<SearchPage> {
  return searchListings({ engine, db, query, types: HOTEL_LISTING_TYPES, perPage });
}
