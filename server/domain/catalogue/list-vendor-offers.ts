import { and, desc, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/catalogue";
import { catalogueCacheKey, type CatalogueCache } from "./catalogue-cache";
import { runningOfferCondition, utcDay } from "./offer-validity";
import { paginateListings, type ListingPage } from "./paginate-listings";

export type ListVendorOffersOptions = {
  db: Database;
  /** The hotel whose deals these are (offers name it in details.hotelId). */
  vendorId: number;
  /** Deals whose last valid day ended before this moment are over and left out. */
  now: Date;
  page?: number;
  perPage?: number;
  cache?: CatalogueCache;
};

/**
 * A marketplace vendor's running deals (docs/product.md §2 /marketplace-vendor/{id}): the active,
 * unexpired offers that name the hotel, newest first.
 */
export function listVendorOffers({ db, vendorId, now, page = 1, perPage = 12, cache }: ListVendorOffersOptions): Promise<ListingPage> {
  const load = () =>
    paginateListings({
      db,
      where: and(runningOfferCondition(now), sql`(${listings.details} ->> 'hotelId') = ${String(vendorId)}`),
      orderBy: [desc(listings.publishedAt), desc(listings.id)],
      page,
      perPage,
    });
  if (!cache) return load();
  // The day, not the instant: the list only changes when a day ends, and the key stays stable.
  return cache.read(catalogueCacheKey("listVendorOffers", { vendorId, day: utcDay(now), page, perPage }), load);
}
