import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { marketplacePostEditBody } from "../../../../core/contracts/business-marketplace-post-schemas";
import { validUntilMessage } from "../../../../core/marketplace-post-rules";
import { canDo, MARKETPLACE_POST_MANAGE_MESSAGES, type MarketplacePostAction } from "../../../../core/marketplace-post-states";
import type { Transaction } from "../../../db/client";
import { listings, type ListingRow } from "../../../db/schema/catalogue";
import { marketplacePosts, type MarketplacePostRow } from "../../../db/schema/payments";
import { AppError, notFound } from "../../../kernel/errors";
import { invalidateCatalogue } from "../../catalogue/invalidate-catalogue";
import { SEARCH_DOCUMENTS_CHANNEL } from "../../search/search-engine";
import { ownedPost, stateOf, viewOfPost, type BusinessMarketplacePostView, type BusinessPostDeps } from "./business-marketplace-posts";
import { placeOf } from "./publish-marketplace-post";

/** The editor's fields as the contract hands them over: the code's names, the price in cents. */
export type MarketplacePostEdit = z.output<typeof marketplacePostEditBody>;

const REFUSALS: Record<MarketplacePostAction, string> = {
  edit: MARKETPLACE_POST_MANAGE_MESSAGES.cannotEdit,
  pause: MARKETPLACE_POST_MANAGE_MESSAGES.cannotPause,
  resume: MARKETPLACE_POST_MANAGE_MESSAGES.cannotResume,
  renew: MARKETPLACE_POST_MANAGE_MESSAGES.cannotRenew,
};

/**
 * The post and its listing locked for a change the post's state allows; another business's post
 * is 404, a state that does not allow it 409. The lock keeps a change from crossing the hourly
 * end of ads or a renewal.
 */
export async function lockForAction(
  tx: Transaction,
  deps: BusinessPostDeps,
  { userId, postId, action }: { userId: number; postId: number; action: MarketplacePostAction },
): Promise<{ post: MarketplacePostRow; listing: ListingRow }> {
  await ownedPost(tx, userId, postId);
  const [post] = await tx.select().from(marketplacePosts).where(eq(marketplacePosts.id, postId)).for("update");
  if (!post) throw notFound(MARKETPLACE_POST_MANAGE_MESSAGES.notFound);
  const [listing] = post.listingId === null ? [] : await tx.select().from(listings).where(eq(listings.id, post.listingId)).for("update");
  if (!listing || !canDo(stateOf(post, listing, deps.clock.now()), action)) throw new AppError("CONFLICT", REFUSALS[action]);
  return { post, listing };
}

/** This process's caches now, the other processes through the search index's notification (as the storefront does). */
export async function publishListingChange(deps: BusinessPostDeps, listingId: number): Promise<void> {
  invalidateCatalogue({ cache: deps.catalogueCache });
  await deps.db.execute(sql`select pg_notify(${SEARCH_DOCUMENTS_CHANNEL}, ${String(listingId)})`);
}

async function answer(deps: BusinessPostDeps, postId: number): Promise<BusinessMarketplacePostView> {
  const [found] = await deps.db
    .select({ post: marketplacePosts, listing: listings })
    .from(marketplacePosts)
    .leftJoin(listings, eq(listings.id, marketplacePosts.listingId))
    .where(eq(marketplacePosts.id, postId));
  if (!found) throw notFound(MARKETPLACE_POST_MANAGE_MESSAGES.notFound);
  return viewOfPost(deps, found.post, found.listing);
}

/**
 * The edit's writes, in the caller's transaction: the post's record and its public listing
 * together (the business's edit and an admin's alike; the caller checked the state and locked both).
 */
export async function writeMarketplacePostEdit(
  tx: Transaction,
  { post, listing, fields, now }: { post: MarketplacePostRow; listing: ListingRow; fields: MarketplacePostEdit; now: Date },
): Promise<void> {
  const place = await placeOf(tx, fields.destination);
  await tx
    .update(marketplacePosts)
    .set({
      title: fields.title,
      description: fields.description,
      destination: fields.destination,
      dealPriceCents: fields.price,
      validUntil: new Date(`${fields.validUntil}T00:00:00Z`),
    })
    .where(eq(marketplacePosts.id, post.id));
  await tx
    .update(listings)
    .set({
      title: fields.title,
      description: fields.description,
      body: fields.description,
      keywords: [fields.destination, `${fields.destination} deal`, "marketplace deals", "romantic getaway offer"].join(", "),
      ...place,
      priceFromCents: fields.price,
      details: { ...listing.details, validUntil: fields.validUntil, destination: fields.destination },
      updatedAt: now,
    })
    .where(eq(listings.id, listing.id));
}

/**
 * Saves a live or paused post's title, description, destination, price per stay and last day,
 * checked by the marketplace request form's rules; the ad's duration and featured option stay as
 * paid, and so does the page's address (links already shared keep working). The post's record
 * and its public listing change together.
 */
export async function updateMarketplacePost(
  deps: BusinessPostDeps,
  { userId, postId, fields }: { userId: number; postId: number; fields: MarketplacePostEdit },
): Promise<BusinessMarketplacePostView> {
  const now = deps.clock.now();
  const validUntilProblem = validUntilMessage(fields.validUntil, now);
  if (validUntilProblem !== null) throw new AppError("VALIDATION_FAILED", validUntilProblem, { valid_until: [validUntilProblem] });
  const listingId = await deps.db.transaction(async (tx) => {
    const { post, listing } = await lockForAction(tx, deps, { userId, postId, action: "edit" });
    await writeMarketplacePostEdit(tx, { post, listing, fields, now });
    return listing.id;
  });
  await publishListingChange(deps, listingId);
  return answer(deps, postId);
}

/**
 * Pauses a live post: its listing leaves /marketplace, search and its own page (404, as an ended
 * ad's), and a request naming it is refused. The ad's end does not move (decision 041).
 */
export async function pauseMarketplacePost(deps: BusinessPostDeps, { userId, postId }: { userId: number; postId: number }): Promise<BusinessMarketplacePostView> {
  const current = await ownedPost(deps.db, userId, postId);
  // Pausing a paused post again changes nothing and answers it.
  if (stateOf(current.post, current.listing, deps.clock.now()) === "paused") return viewOfPost(deps, current.post, current.listing);
  const now = deps.clock.now();
  const listingId = await deps.db.transaction(async (tx) => {
    const { listing } = await lockForAction(tx, deps, { userId, postId, action: "pause" });
    await tx
      .update(listings)
      .set({ status: "in_active", details: { ...listing.details, pausedAt: now.toISOString() }, updatedAt: now })
      .where(eq(listings.id, listing.id));
    return listing.id;
  });
  await publishListingChange(deps, listingId);
  return answer(deps, postId);
}

/** Shows a paused post again until its ad's end; one whose ad ended meanwhile must be renewed (409). */
export async function resumeMarketplacePost(deps: BusinessPostDeps, { userId, postId }: { userId: number; postId: number }): Promise<BusinessMarketplacePostView> {
  const now = deps.clock.now();
  const listingId = await deps.db.transaction(async (tx) => {
    const { listing } = await lockForAction(tx, deps, { userId, postId, action: "resume" });
    const details = { ...listing.details };
    delete details.pausedAt;
    await tx.update(listings).set({ status: "active", details, updatedAt: now }).where(eq(listings.id, listing.id));
    return listing.id;
  });
  await publishListingChange(deps, listingId);
  return answer(deps, postId);
}
