import { and, asc, eq, inArray, or, type SQL } from "drizzle-orm";
import { HOTEL_LISTING_TYPES } from "../../../core/listing-types";
import { slugFromTitle } from "../../../core/slug";
import type { Database } from "../../db/client";
import { citySlugOf, listings } from "../../db/schema/catalogue";

/** Where a couple searches: a destination, a city (by name) or one hotel. */
export type LocationKind = "destination" | "city" | "hotel";

export type BookingLocation = {
  kind: LocationKind;
  /** The LocationId that names it again: a destination's or hotel's slug, a city's slugged name. */
  locationId: string;
  name: string;
  country: string | null;
  /** The active hotels there, as a condition on `listings`. */
  hotels: SQL;
};

export const PLACE_NOT_FOUND = "We could not find that place. Try a city, a destination or a hotel's name.";

/** A LocationId longer than this names nothing. */
export const MAX_LOCATION_ID_LENGTH = 120;

const activeHotels = and(inArray(listings.type, [...HOTEL_LISTING_TYPES]), eq(listings.status, "active"))!;

/**
 * "cabo-san-lucas" and "Cabo San Lucas" name the same city; so does "cabo san lucas" (as
 * /search/{LocationId}). Matched on the city's slug, which listings_city_slug_idx keeps.
 */
export function cityCondition(name: string): SQL {
  const slugs = [...new Set([slugFromTitle(name), slugFromTitle(name.replace(/-/g, " "))])];
  return inArray(citySlugOf(listings.city), slugs);
}

/** The LocationId of a city: its name slugged, which cityCondition reads back. */
export function cityLocationId(city: string): string {
  return slugFromTitle(city);
}

/**
 * The place a LocationId names, as /search/{LocationId} reads it (app/routes/search-location.tsx):
 * a destination by id or slug first (their slugs are unique), then a city with hotels by name or
 * slugged name, then one hotel by id or slug. Null when nothing answers to it.
 */
export async function resolveBookingLocation(db: Database, locationId: string): Promise<BookingLocation | null> {
  const wanted = locationId.trim();
  if (wanted === "" || wanted.length > MAX_LOCATION_ID_LENGTH) return null;
  const byId = /^[1-9]\d{0,8}$/.test(wanted) ? eq(listings.id, Number(wanted)) : undefined;
  const slugs = [...new Set([wanted.toLowerCase(), slugFromTitle(wanted)].filter((slug) => slug !== ""))];
  const named = or(byId, slugs.length > 0 ? inArray(listings.slug, slugs) : undefined);

  const [destination] = await db
    .select({ id: listings.id, slug: listings.slug, title: listings.title, country: listings.country })
    .from(listings)
    .where(and(eq(listings.type, "destination"), eq(listings.status, "active"), named))
    .orderBy(asc(listings.id))
    .limit(1);
  if (destination) {
    return { kind: "destination", locationId: destination.slug, name: destination.title, country: destination.country, hotels: and(activeHotels, eq(listings.destinationId, destination.id))! };
  }

  const [city] = await db.select({ city: listings.city, country: listings.country }).from(listings).where(and(activeHotels, cityCondition(wanted))).limit(1);
  if (city?.city) {
    return { kind: "city", locationId: cityLocationId(city.city), name: city.city, country: city.country, hotels: and(activeHotels, cityCondition(city.city))! };
  }

  const [hotel] = await db
    .select({ id: listings.id, slug: listings.slug, title: listings.title, country: listings.country })
    .from(listings)
    .where(and(activeHotels, named))
    .orderBy(asc(listings.id))
    .limit(1);
  if (hotel) return { kind: "hotel", locationId: hotel.slug, name: hotel.title, country: hotel.country, hotels: and(activeHotels, eq(listings.id, hotel.id))! };
  return null;
}

/** One active hotel by id or slug (the room page, the hotel's content). */
export async function findHotel(db: Database, hotel: string) {
  const wanted = hotel.trim();
  if (wanted === "" || wanted.length > MAX_LOCATION_ID_LENGTH) return null;
  const byId = /^[1-9]\d{0,8}$/.test(wanted) ? eq(listings.id, Number(wanted)) : undefined;
  const [row] = await db
    .select()
    .from(listings)
    .where(and(activeHotels, or(byId, eq(listings.slug, wanted.toLowerCase()))))
    .orderBy(asc(listings.id))
    .limit(1);
  return row ?? null;
}
