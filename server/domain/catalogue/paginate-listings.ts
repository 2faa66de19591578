import { count, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/catalogue";
import type { ListingPage } from "./list-listings";
import { coverImages } from "./list-listings";
import { toListingSummary } from "./listing-mapper";

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
