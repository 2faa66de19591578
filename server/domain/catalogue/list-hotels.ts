import { and, arrayContains, asc, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { HOTEL_LISTING_TYPES, type OccasionSlug } from "../../../core/listing-types";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/catalogue";
import type { ListingPage } from "./paginate-listings";
import { paginateListings } from "./paginate-listings";

export type ListHotelsOptions = {
  db: Database;
  page?: number;
  perPage?: number;
  /** Only hotels good for this occasion (their goodFor holds the slug). */
  occasion?: OccasionSlug;
  /** Only hotels in this destination. */
  destinationId?: number;
  /** Only hotels of this brand. */
  brandId?: number;
  /** Leave this hotel out, e.g. the one whose page lists its neighbours. */
  excludeListingId?: number;
};

/**
 * A page of active hotels. Paid Spotlight (`property`) listings come first, then featured
 * ones, then the rest in a stable order, so page N always holds the same hotels.
 */
export async function listHotels({
  db,
  page,
  perPage,
  occasion,
  destinationId,
  brandId,
  excludeListingId,
}: ListHotelsOptions): Promise<ListingPage> {
  const conditions: SQL[] = [
    inArray(listings.type, [...HOTEL_LISTING_TYPES]),
    eq(listings.status, "active"),
  ];
  if (occasion) conditions.push(arrayContains(listings.goodFor, [occasion]));
  if (destinationId !== undefined) conditions.push(eq(listings.destinationId, destinationId));
  // Hotels name their brand in details.brandId; the brand row keeps no list of its hotels.
  if (brandId !== undefined) conditions.push(sql`(${listings.details} ->> 'brandId') = ${String(brandId)}`);
  if (excludeListingId !== undefined) conditions.push(ne(listings.id, excludeListingId));
  return paginateListings({
    db,
    where: and(...conditions),
    orderBy: [sql`(${listings.type} = 'property') desc`, desc(listings.isFeatured), asc(listings.id)],
    page,
    perPage,
  });
}
