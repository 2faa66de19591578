import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { HOTEL_LISTING_TYPES } from "../../../core/listing-types";
import { slugFromTitle } from "../../../core/slug";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/catalogue";
import { getListing } from "../catalogue/get-listing";
import { listHotels } from "../catalogue/list-hotels";
import { paginateListings, type ListingPage } from "../catalogue/paginate-listings";

export type ListLocationHotelsOptions = {
  db: Database;
  /**
   * The {LocationId} of /search/{LocationId}: a destination's id or slug, or a city's name
   * (as typed, or slugged like "cabo-san-lucas").
   */
  location: string;
  page?: number;
  perPage?: number;
};

export type SearchLocation = {
  kind: "destination" | "city";
  /** What the page calls the place, e.g. "Japan" or "Kyoto". */
  name: string;
  country: string | null;
  /** The destination's own page, when the place is a destination. */
  path: string | null;
};

export type LocationHotels = { location: SearchLocation; hotels: ListingPage };

/**
 * The hotels of a place named in a /search/{LocationId} address, or null when no destination
 * or city answers to that name (the page is then a 404, not an empty list for a typo).
 * Destinations are tried first, because their slugs are unique and cities can repeat.
 */
export async function listLocationHotels({
  db,
  location,
  page = 1,
  perPage = 24,
}: ListLocationHotelsOptions): Promise<LocationHotels | null> {
  const wanted = location.trim();
  if (wanted === "" || wanted.length > 120) return null;

  const destination = await findDestination(db, wanted);
  if (destination) {
    return {
      location: { kind: "destination", name: destination.title, country: destination.country, path: destination.path },
      hotels: await listHotels({ db, destinationId: destination.id, page, perPage }),
    };
  }

  // "cabo-san-lucas" and "Cabo San Lucas" name the same city; so does "cabo san lucas".
  const asTyped = wanted.toLowerCase();
  const asSlug = slugFromTitle(wanted.replace(/-/g, " "));
  const cityMatches = sql`(lower(${listings.city}) = ${asTyped} or lower(regexp_replace(trim(${listings.city}), '\\s+', '-', 'g')) = ${asSlug})`;
  const hotelsHere = and(inArray(listings.type, [...HOTEL_LISTING_TYPES]), eq(listings.status, "active"), cityMatches);
  const [city] = await db
    .select({ city: listings.city, country: listings.country })
    .from(listings)
    .where(hotelsHere)
    .limit(1);
  if (!city?.city) return null;
  return {
    location: { kind: "city", name: city.city, country: city.country, path: null },
    hotels: await paginateListings({
      db,
      where: hotelsHere,
      orderBy: [sql`(${listings.type} = 'property') desc`, desc(listings.isFeatured), asc(listings.id)],
      page,
      perPage,
    }),
  };
}

async function findDestination(db: Database, wanted: string) {
  const types = ["destination"] as const;
  if (/^\d{1,9}$/.test(wanted)) return getListing({ db, by: { id: Number(wanted) }, types });
  return (
    (await getListing({ db, by: { slug: wanted.toLowerCase() }, types })) ??
    (await getListing({ db, by: { slug: slugFromTitle(wanted) }, types }))
  );
}
