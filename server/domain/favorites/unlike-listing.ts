import { and, eq, inArray, sql } from "drizzle-orm";
import { listings } from "../../db/schema/catalogue";
import { favorites } from "../../db/schema/favorites";
import { invalidateCatalogue } from "../catalogue/invalidate-catalogue";
import { notFound } from "../../kernel/errors";
import { LISTING_NOT_FOUND, type ChangeFavoriteOptions, type FavoriteState } from "./favorite-state";

/**
 * Removes a listing from the member's favourites. Idempotent: removing what is not saved changes
 * nothing. The count drops only when a row was really deleted, in the same transaction, and never
 * below zero. A listing that was taken offline after the member saved it can still be removed;
 * otherwise an inactive or unknown listing is a 404, as for a like.
 */
export async function unlikeListing({
  db,
  cache,
  userId,
  listingId,
  types,
  notFoundMessage = LISTING_NOT_FOUND,
}: Omit<ChangeFavoriteOptions, "clock">): Promise<FavoriteState> {
  const result = await db.transaction(async (tx) => {
    const conditions = [eq(listings.id, listingId)];
    if (types) conditions.push(inArray(listings.type, [...types]));
    const [listing] = await tx
      .select({ status: listings.status, likesCount: listings.likesCount })
      .from(listings)
      .where(and(...conditions))
      .limit(1);
    if (!listing) throw notFound(notFoundMessage);

    const deleted = await tx
      .delete(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.listingId, listingId)))
      .returning({ listingId: favorites.listingId });
    if (deleted.length === 0) {
      if (listing.status !== "active") throw notFound(notFoundMessage);
      const [current] = await tx.select({ likesCount: listings.likesCount }).from(listings).where(eq(listings.id, listingId));
      return { isChanged: false, likesCount: current?.likesCount ?? listing.likesCount };
    }
    const [updated] = await tx
      .update(listings)
      .set({ likesCount: sql`greatest(${listings.likesCount} - 1, 0)` })
      .where(eq(listings.id, listingId))
      .returning({ likesCount: listings.likesCount });
    return { isChanged: true, likesCount: updated?.likesCount ?? Math.max(listing.likesCount - 1, 0) };
  });
  if (result.isChanged) invalidateCatalogue({ cache });
  return { id: listingId, isLiked: false, likesCount: result.likesCount };
}
