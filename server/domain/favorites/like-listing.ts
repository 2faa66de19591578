import { and, eq, inArray, sql } from "drizzle-orm";
import { listings } from "../../db/schema/catalogue";
import { favorites } from "../../db/schema/favorites";
import { invalidateCatalogue } from "../catalogue/invalidate-catalogue";
import { notFound } from "../../kernel/errors";
import { LISTING_NOT_FOUND, type ChangeFavoriteOptions, type FavoriteState } from "./favorite-state";

/**
 * Saves an active listing to the member's favourites. Idempotent: liking twice is one like.
 *
 * The count moves only when the insert really added a row, in the same transaction, so parallel
 * likes and unlikes keep `likes_count` equal to the change in favourites rows: a second insert of
 * the same pair waits on the primary key and then does nothing, and `likes_count + 1` is computed
 * from the row as it is when the update takes its lock, never from a value read earlier.
 */
export async function likeListing({
  db,
  clock,
  cache,
  userId,
  listingId,
  types,
  notFoundMessage = LISTING_NOT_FOUND,
}: ChangeFavoriteOptions): Promise<FavoriteState> {
  const result = await db.transaction(async (tx) => {
    const conditions = [eq(listings.id, listingId), eq(listings.status, "active")];
    if (types) conditions.push(inArray(listings.type, [...types]));
    const [listing] = await tx
      .select({ likesCount: listings.likesCount })
      .from(listings)
      .where(and(...conditions))
      .limit(1);
    if (!listing) throw notFound(notFoundMessage);

    const inserted = await tx
      .insert(favorites)
      .values({ userId, listingId, createdAt: clock.now() })
      .onConflictDoNothing()
      .returning({ listingId: favorites.listingId });
    if (inserted.length === 0) {
      const [current] = await tx.select({ likesCount: listings.likesCount }).from(listings).where(eq(listings.id, listingId));
      return { isChanged: false, likesCount: current?.likesCount ?? listing.likesCount };
    }
    const [updated] = await tx
      .update(listings)
      .set({ likesCount: sql`${listings.likesCount} + 1` })
      .where(eq(listings.id, listingId))
      .returning({ likesCount: listings.likesCount });
    return { isChanged: true, likesCount: updated?.likesCount ?? listing.likesCount + 1 };
  });
  if (result.isChanged) invalidateCatalogue({ cache });
  return { id: listingId, isLiked: true, likesCount: result.likesCount };
}
