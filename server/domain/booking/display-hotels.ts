import { asc, desc, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/catalogue";
import { notFound } from "../../kernel/errors";
import { paginateListings, type ListingPage } from "../catalogue/paginate-listings";
import { PLACE_NOT_FOUND, resolveBookingLocation, type BookingLocation } from "./booking-location";

export const DISPLAY_HOTELS_PER_PAGE = 24;

/**
 * A place's hotels without dates (displayhotels): the listings as they are, in the order the
 * location's page shows them. An unknown LocationId is a 404; a place without hotels an empty page.
 */
export async function displayHotels(
  db: Database,
  { location, page }: { location: string; page: number },
): Promise<{ location: Omit<BookingLocation, "hotels">; hotels: ListingPage }> {
  const found = await resolveBookingLocation(db, location);
  if (!found) throw notFound(PLACE_NOT_FOUND);
  const { hotels: where, ...place } = found;
  const hotels = await paginateListings({
    db,
    where,
    orderBy: [sql`(${listings.type} = 'property') desc`, desc(listings.isFeatured), asc(listings.id)],
    page,
    perPage: DISPLAY_HOTELS_PER_PAGE,
  });
  return { location: place, hotels };
}
