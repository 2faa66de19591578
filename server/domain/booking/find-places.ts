import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { HOTEL_LISTING_TYPES } from "../../../core/listing-types";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/catalogue";
import type { SearchEngine } from "../search/search-engine";
import { searchListings } from "../search/search-listings";
import { cityLocationId, type LocationKind } from "./booking-location";

export type BookingPlace = {
  locationId: string;
  kind: LocationKind;
  name: string;
  city: string | null;
  country: string | null;
  /** The place's own page (a destination's or hotel's), or null for a city. */
  path: string | null;
};

const MAX_CITIES = 5;
const MAX_LISTINGS = 10;
/** Longer text names no place better. */
export const MAX_PLACE_QUERY = 100;

/**
 * Places to search as the person types (autolocation): cities with hotels whose name starts with
 * the text, then destinations and hotels from the search index (decision 024), each with the
 * LocationId availabilityresult reads.
 */
export async function findBookingPlaces({ db, engine }: { db: Database; engine: SearchEngine }, query: string): Promise<BookingPlace[]> {
  const text = query.trim().slice(0, MAX_PLACE_QUERY);
  if (text === "") return [];
  const prefix = `${text.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`;
  const [cities, found] = await Promise.all([
    db
      .selectDistinct({ city: listings.city, country: listings.country })
      .from(listings)
      .where(and(inArray(listings.type, [...HOTEL_LISTING_TYPES]), eq(listings.status, "active"), sql`lower(${listings.city}) like ${prefix}`))
      .orderBy(asc(listings.city), asc(listings.country))
      .limit(MAX_CITIES),
    searchListings({ engine, query: text, types: ["destination", ...HOTEL_LISTING_TYPES], perPage: MAX_LISTINGS }),
  ]);
  const places: BookingPlace[] = cities.flatMap(({ city, country }) =>
    city ? [{ locationId: cityLocationId(city), kind: "city" as const, name: city, city, country, path: null }] : [],
  );
  const destinations = found.items.filter((item) => item.type === "destination");
  const hotels = found.items.filter((item) => item.type !== "destination");
  for (const item of [...destinations, ...hotels]) {
    places.push({
      locationId: item.slug,
      kind: item.type === "destination" ? "destination" : "hotel",
      name: item.title,
      city: item.city,
      country: item.country,
      path: item.path,
    });
  }
  return places;
}
