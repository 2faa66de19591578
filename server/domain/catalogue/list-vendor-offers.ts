import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/catalogue";
import { catalogueCacheKey, type CatalogueCache } from "./catalogue-cache";
import { paginateListings, type ListingPage } from "./paginate-listings";

export type ListVendorOffersOptions = {
  db: Database;
  /** The hotel whose deals these are (offers name it in details.hotelId). */
  vendorId: number;
  /** Deals whose last valid day is before this day are over and left out. */
  now: Date;
  page?: number;
  perPage?: number;
  cache?: CatalogueCache;
};

/**
 * A marketplace vendor's running deals (SPEC section 2 /marketplace-vendor/{id}): the active
 * offers that name the hotel, newest first. An offer runs to the end of its last valid day,
 * wherever the couple books from, so a day's grace is given as on the offer's own page.
 */
export function listVendorOffers({ db, vendorId, now, page = 1, perPage = 12, cache }: ListVendorOffersOptions): Promise<ListingPage> {
  // Day granularity keeps the cache key stable through the day.
  const lastOpenDay = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  const load = () =>
    paginateListings({
      db,
      where: and(
        eq(listings.type, "offer"),
        eq(listings.status, "active"),
        sql`(${listings.details} ->> 'hotelId') = ${String(vendorId)}`,
        sql`coalesce(${listings.details} ->> 'validUntil', '9999-12-31') >= ${lastOpenDay}`,
      ),
      orderBy: [desc(listings.publishedAt), desc(listings.id)],
      page,
      perPage,
    });
  if (!cache) return load();
  return cache.read(catalogueCacheKey("listVendorOffers", { vendorId, lastOpenDay, page, perPage }), load);
}
