import { asc, count, inArray, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import type { ListingSummary } from "../../../core/listing-view";
import type { MediaSizes } from "../../../core/listing-types";
import { listingMedia, listings } from "../../db/schema/catalogue";
import { versionedSceneSizes } from "../media/scene-urls";
import { toListingSummary } from "./listing-mapper";


export type ListingPage = {
  items: ListingSummary[];
  page: number;
  perPage: number;
  total: number;
  lastPage: number;
};

export type PaginateListingsOptions = {
  db: Database;
  where: SQL | undefined;
  orderBy: (SQL | PgColumn)[];
  page?: number;
  perPage?: number;
};

/**
 * One page of listings with their cover images and the total, in the same shape as
 * listListings, so every section page paginates the same way whatever its filter.
 */
export async function paginateListings({
  db,
  where,
  orderBy,
  page = 1,
  perPage = 12,
}: PaginateListingsOptions): Promise<ListingPage> {
  const safePage = Number.isInteger(page) && page > 0 ? page : 1;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(listings)
      .where(where)
      .orderBy(...orderBy)
      .limit(perPage)
      .offset((safePage - 1) * perPage),
    db.select({ total: count() }).from(listings).where(where),
  ]);
  const covers = await coverImages(
    db,
    rows.map((row) => row.id),
  );
  const total = totals?.total ?? 0;
  return {
    items: rows.map((row) => toListingSummary(row, covers.get(row.id))),
    page: safePage,
    perPage,
    total,
    lastPage: Math.max(1, Math.ceil(total / perPage)),
  };
}

/** The first image of each listing, a drawn one at the current drawing's address (versionedSceneSizes). */
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
  for (const row of rows) covers.set(row.listingId, { alt: row.alt, sizes: versionedSceneSizes(row.sizes) });
  return covers;
}
