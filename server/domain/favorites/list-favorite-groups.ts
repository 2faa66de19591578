import { and, desc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/catalogue";
import { favorites } from "../../db/schema/favorites";
import { toListingSummary } from "../catalogue/listing-mapper";
import { coverImages } from "../catalogue/paginate-listings";
import { FAVORITE_GROUPS, favoriteGroupOf, type FavoriteGroup } from "../../../core/favorite-groups";
import { countFavorites, type FavoriteItem } from "./list-favorites";

export type FavoriteGroupView = {
  group: FavoriteGroup;
  label: string;
  /** Every saved listing of the group; `items` holds the newest `perGroup` of them. */
  total: number;
  items: FavoriteItem[];
};

export type ListFavoriteGroupsOptions = {
  db: Database;
  userId: number;
  /** The newest this many of each group; the rest are a page of `listFavorites` away. */
  perGroup?: number;
};

/**
 * The member's saved listings grouped by kind (the /favorite page), groups in the fixed order of
 * FAVORITE_GROUPS, empty groups left out. Three queries whatever the number of groups: the
 * newest few per listing kind by a window function, their rows and covers, and the counts.
 */
export async function listFavoriteGroups({ db, userId, perGroup = 12 }: ListFavoriteGroupsOptions): Promise<FavoriteGroupView[]> {
  const ranked = db
    .select({
      listingId: favorites.listingId,
      likedAt: favorites.createdAt,
      rank: sql<number>`row_number() over (partition by ${listings.type} order by ${favorites.createdAt} desc, ${favorites.listingId} desc)`.as(
        "rank",
      ),
    })
    .from(favorites)
    .innerJoin(listings, eq(listings.id, favorites.listingId))
    .where(and(eq(favorites.userId, userId), eq(listings.status, "active")))
    .as("ranked");
  const [picked, counts] = await Promise.all([
    db.select({ listingId: ranked.listingId, likedAt: ranked.likedAt }).from(ranked).where(lte(ranked.rank, perGroup)),
    countFavorites({ db, userId }),
  ]);
  if (picked.length === 0) return [];
  const ids = picked.map((row) => row.listingId);
  const [rows, covers] = await Promise.all([
    db
      .select()
      .from(listings)
      .where(inArray(listings.id, ids))
      .orderBy(desc(listings.id)),
    coverImages(db, ids),
  ]);
  const likedAt = new Map(picked.map((row) => [row.listingId, row.likedAt]));
  const byGroup = new Map<FavoriteGroup, FavoriteItem[]>();
  for (const row of rows) {
    const group = favoriteGroupOf(row.type);
    const items = byGroup.get(group) ?? [];
    items.push({ ...toListingSummary(row, covers.get(row.id)), likedAt: (likedAt.get(row.id) ?? row.createdAt).toISOString() });
    byGroup.set(group, items);
  }
  return FAVORITE_GROUPS.flatMap(({ key, label }) => {
    const items = byGroup.get(key);
    if (!items) return [];
    // Hotels are two kinds (basic and property), each ranked on its own: merge, newest first, cut.
    const newestFirst = items.sort((a, b) => b.likedAt.localeCompare(a.likedAt) || b.id - a.id).slice(0, perGroup);
    return [{ group: key, label, total: counts[key], items: newestFirst }];
  });
}
