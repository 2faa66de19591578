import { HOTEL_LISTING_TYPES } from "../../../core/listing-types";
import type { Database } from "../../db/client";
import { searchListings, type SearchPage } from "./search-listings";

export type SearchHotelsOptions = {
  db: Database;
  query: string;
  perPage?: number;
};

/** Hotels only (basic and Spotlight listings), ranked like every search (SPEC section 7 hotelsearch). */
export function searchHotels({ db, query, perPage = 10 }: SearchHotelsOptions): Promise<SearchPage> {
  return searchListings({ db, query, types: HOTEL_LISTING_TYPES, perPage });
}
