import { desc } from "drizzle-orm";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/catalogue";
import { runningOfferCondition } from "./offer-validity";
import { paginateListings, type ListingPage } from "./paginate-listings";

export type ListRunningOffersOptions = {
  db: Database;
  /** Deals whose last valid day ended before this moment are over and left out. */
  now: Date;
  page?: number;
  perPage?: number;
};

/**
 * The marketplace (/marketplace and the home page's offers): every deal still running, featured
 * (paid) first, then the newest. The same rule as the offer page, the vendor pages and the
 * sitemap, so no list shows a deal whose own page says it has ended.
 */
export function listRunningOffers({ db, now, page = 1, perPage = 12 }: ListRunningOffersOptions): Promise<ListingPage> {
  return paginateListings({
    db,
    where: runningOfferCondition(now),
    orderBy: [desc(listings.isFeatured), desc(listings.publishedAt), desc(listings.id)],
    page,
    perPage,
  });
}
