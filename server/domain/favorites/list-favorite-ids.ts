import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { favorites } from "../../db/schema/favorites";

/**
 * Pages send the member's saved ids with the first HTML, so hearts are drawn pressed before any
 * script runs. A bound keeps that payload small for a member who saved thousands: past it, an
 * old favourite's heart shows unpressed until pressed (a like of a saved listing changes nothing).
 */
export const FAVORITE_IDS_LIMIT = 1000;

export type ListFavoriteIdsOptions = { db: Database; userId: number; limit?: number };

/** Ids of the listings the member saved, newest first (any status: the caller shows what it has). */
export async function listFavoriteIds({ db, userId, limit = FAVORITE_IDS_LIMIT }: ListFavoriteIdsOptions): Promise<number[]> {
  const rows = await db
    .select({ listingId: favorites.listingId })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.listingId))
    .limit(limit);
  return rows.map((row) => row.listingId);
}
