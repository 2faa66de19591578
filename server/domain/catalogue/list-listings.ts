import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { ListingSummary } from "../../../core/listing-view";
import type { ListingType, MediaSizes } from "../../../core/listing-types";
import type { Database } from "../../db/client";
import { listingMedia, listings } from "../../db/schema/catalogue";
import { toListingSummary } from "./listing-mapper";

export type ListListingsOptions = {
  db: Database;
  types: readonly ListingType[];
  page?: number;
  perPage?: number;
  featuredFirst?: boolean;
};

export type ListingPage = {
  items: ListingSummary[];
  page: number;
  perPage: number;
  total: number;
  lastPage: number;
};

/** A page of active listings of the given kinds, featured first, then newest. */
export async function listListings({
  db,
  types,
  page = 1,
  perPage = 12,
  featuredFirst = true,
}: ListListingsOptions): Promise<ListingPage> {
  const where = and(inArray(listings.type, [...types]), eq(listings.status, "active"));
  const order = featuredFirst
    ? [desc(listings.isFeatured), asc(listings.id)]
    : [asc(listings.id)];
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(listings)
      .where(where)
      .orderBy(...order)
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(listings).where(where),
  ]);
  const covers = await coverImages(
    db,
    rows.map((row) => row.id),
  );
  const total = totals?.total ?? 0;
  return {
    items: rows.map((row) => toListingSummary(row, covers.get(row.id))),
    page,
    perPage,
    total,
    lastPage: Math.max(1, Math.ceil(total / perPage)),
  };
}

/** The first image of each listing. */
export async function coverImages(db: Database, listingIds: number[]) {
  const covers = new Map<number, { alt: string; sizes: MediaSizes }>();
  if (listingIds.length === 0) return covers;
  const rows = await db
    .selectDistinctOn([listingMedia.listingId], {
      listingId: listingMedia.listingId,
      alt: listingMedia.alt,
      sizes: listingMedia.sizes,
    })
    .from(listingMedia)
    .where(inArray(listingMedia.listingId, listingIds))
    .orderBy(listingMedia.listingId, asc(listingMedia.position));
  for (const row of rows) covers.set(row.listingId, { alt: row.alt, sizes: row.sizes });
  return covers;
}
