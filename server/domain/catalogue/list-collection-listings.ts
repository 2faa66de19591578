import { and, asc, count, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { collectionItems, listings } from "../../db/schema/catalogue";
import { coverImages, type ListingPage } from "./paginate-listings";
import { toListingSummary } from "./listing-mapper";

export type ListCollectionListingsOptions = {
  db: Database;
  collectionId: number;
  page?: number;
  perPage?: number;
};

/** The active listings gathered in a collection, in the collection's own order. */
export async function listCollectionListings({
  db,
  collectionId,
  page = 1,
  perPage = 12,
}: ListCollectionListingsOptions): Promise<ListingPage> {
  const safePage = Number.isInteger(page) && page > 0 ? page : 1;
  const where = and(eq(collectionItems.collectionId, collectionId), eq(listings.status, "active"));
  const [rows, [totals]] = await Promise.all([
    db
      .select({ listing: listings })
      .from(collectionItems)
      .innerJoin(listings, eq(listings.id, collectionItems.listingId))
      .where(where)
      .orderBy(asc(collectionItems.position), asc(listings.id))
      .limit(perPage)
      .offset((safePage - 1) * perPage),
    db
      .select({ total: count() })
      .from(collectionItems)
      .innerJoin(listings, eq(listings.id, collectionItems.listingId))
      .where(where),
  ]);
  const covers = await coverImages(
    db,
    rows.map((row) => row.listing.id),
  );
  const total = totals?.total ?? 0;
  return {
    items: rows.map((row) => toListingSummary(row.listing, covers.get(row.listing.id))),
    page: safePage,
    perPage,
    total,
    lastPage: Math.max(1, Math.ceil(total / perPage)),
  };
}
