import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { ListingSummary } from "../../../core/listing-view";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/catalogue";
import { favorites } from "../../db/schema/favorites";
import { toListingSummary } from "../catalogue/listing-mapper";
import { coverImages } from "../catalogue/paginate-listings";
import { FAVORITE_GROUP_KEYS, favoriteGroupOf, favoriteGroupTypes, type FavoriteGroup } from "../../../core/favorite-groups";

/** A saved listing as the member's list shows it: the card, plus when it was saved. */
export type FavoriteItem = ListingSummary & { likedAt: string };

export type FavoritePage = {
  items: FavoriteItem[];
  page: number;
  perPage: number;
  total: number;
  lastPage: number;
  /** Saved listings per group, whatever `group` filters, so a client can draw its tabs. */
  counts: Record<FavoriteGroup, number>;
};

export type ListFavoritesOptions = {
  db: Database;
  userId: number;
  /** One group only (hotels, destinations, ...); every group when absent. */
  group?: FavoriteGroup;
  page?: number;
  perPage?: number;
};

/**
 * The member's saved listings, newest first. Only active listings: one taken offline disappears
 * from the list (its row stays, so it comes back if the listing does). Never cached: it is one
 * member's own data.
 */
export async function listFavorites({ db, userId, group, page = 1, perPage = 24 }: ListFavoritesOptions): Promise<FavoritePage> {
  const safePage = Number.isInteger(page) && page > 0 ? page : 1;
  const conditions: SQL[] = [eq(favorites.userId, userId), eq(listings.status, "active")];
  if (group) conditions.push(inArray(listings.type, [...favoriteGroupTypes(group)]));
  const [rows, counts] = await Promise.all([
    db
      .select({ listing: listings, likedAt: favorites.createdAt })
      .from(favorites)
      .innerJoin(listings, eq(listings.id, favorites.listingId))
      .where(and(...conditions))
      .orderBy(desc(favorites.createdAt), desc(favorites.listingId))
      .limit(perPage)
      .offset((safePage - 1) * perPage),
    countFavorites({ db, userId }),
  ]);
  const covers = await coverImages(
    db,
    rows.map((row) => row.listing.id),
  );
  const total = group ? counts[group] : Object.values(counts).reduce((sum, value) => sum + value, 0);
  return {
    items: rows.map((row) => ({ ...toListingSummary(row.listing, covers.get(row.listing.id)), likedAt: row.likedAt.toISOString() })),
    page: safePage,
    perPage,
    total,
    lastPage: Math.max(1, Math.ceil(total / perPage)),
    counts,
  };
}

/** How many active listings the member saved, per group. */
export async function countFavorites({ db, userId }: { db: Database; userId: number }): Promise<Record<FavoriteGroup, number>> {
  const rows = await db
    .select({ type: listings.type, total: count() })
    .from(favorites)
    .innerJoin(listings, eq(listings.id, favorites.listingId))
    .where(and(eq(favorites.userId, userId), eq(listings.status, "active")))
    .groupBy(listings.type);
  const counts = Object.fromEntries(FAVORITE_GROUP_KEYS.map((key) => [key, 0])) as Record<FavoriteGroup, number>;
  for (const row of rows) counts[favoriteGroupOf(row.type)] += row.total;
  return counts;
}
