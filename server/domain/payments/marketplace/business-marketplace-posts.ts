import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { businessMarketplacePostView } from "../../../../core/contracts/business-marketplace-post-schemas";
import { listingPath } from "../../../../core/listing-path";
import {
  MARKETPLACE_POST_MANAGE_MESSAGES,
  marketplacePostStateLabel,
  marketplacePostStateOf,
  type MarketplacePostState,
} from "../../../../core/marketplace-post-states";
import type { Database } from "../../../db/client";
import { businessAccounts, type BusinessAccountRow } from "../../../db/schema/business";
import { listings, type ListingRow } from "../../../db/schema/catalogue";
import { marketplacePosts, type MarketplacePostRow } from "../../../db/schema/payments";
import type { Clock } from "../../../kernel/clock";
import { AppError, notFound } from "../../../kernel/errors";
import type { CatalogueCache } from "../../catalogue/catalogue-cache";
import { listingCounterOf, type ListingCounter } from "../../statistics/listing-counter";
import { adEndOf } from "./end-marketplace-ads";

/** What the dashboard's post operations need (a subset of AppServices). */
export type BusinessPostDeps = {
  db: Database;
  clock: Clock;
  /** Cleared after a change, with the page cache that depends on it; absent in most tests. */
  catalogueCache?: CatalogueCache;
  listingCounter?: ListingCounter;
};

/** A post as the dashboard's operations answer it (the contract's wire shape). */
export type BusinessMarketplacePostView = z.input<typeof businessMarketplacePostView>;

/**
 * The signed-in user's business account. A member without one is refused (403), as is an account
 * an admin made inactive; an account still in review manages the posts it paid for.
 */
export async function businessAccountForPosts(db: Database, userId: number): Promise<BusinessAccountRow> {
  const [account] = await db.select().from(businessAccounts).where(eq(businessAccounts.userId, userId)).limit(1);
  if (!account) throw new AppError("FORBIDDEN", MARKETPLACE_POST_MANAGE_MESSAGES.notABusiness);
  if (account.status === "in_active") throw new AppError("FORBIDDEN", MARKETPLACE_POST_MANAGE_MESSAGES.accountInactive);
  return account;
}

/**
 * The posts an account owns, as the marketplace routes their leads (match-businesses.ts): those
 * its user paid for, and those whose e-mail is the account's when no business account paid for
 * them (paid without signing in, or by a member who is not a business).
 */
export function ownedBy(account: Pick<BusinessAccountRow, "userId" | "email">): SQL {
  return sql`(${marketplacePosts.userId} = ${account.userId} or (lower(${marketplacePosts.email}) = lower(${account.email}) and (${marketplacePosts.userId} is null or not exists (select 1 from ${businessAccounts} where ${businessAccounts.userId} = ${marketplacePosts.userId}))))`;
}

export type OwnedPost = { post: MarketplacePostRow; listing: ListingRow | null; account: BusinessAccountRow };

/** One of the account's posts with its listing; another's, or an unknown id, is 404 alike. */
export async function ownedPost(db: Database, userId: number, postId: number): Promise<OwnedPost> {
  const account = await businessAccountForPosts(db, userId);
  const [found] = await db
    .select({ post: marketplacePosts, listing: listings })
    .from(marketplacePosts)
    .leftJoin(listings, eq(listings.id, marketplacePosts.listingId))
    .where(and(eq(marketplacePosts.id, postId), ownedBy(account)))
    .limit(1);
  if (!found) throw notFound(MARKETPLACE_POST_MANAGE_MESSAGES.notFound);
  return { ...found, account };
}

/** The ad's end as written on the listing (or the payment's time plus the days bought). */
export function adEndsAtOf(post: MarketplacePostRow, listing: ListingRow | null): Date | null {
  if (post.paidAt === null) return null;
  const written = listing?.details.adEndsAt;
  return adEndOf({ adEndsAt: typeof written === "string" ? written : null, paidAt: post.paidAt, adDurationDays: post.adDurationDays });
}

export function pausedAtOf(listing: ListingRow | null): string | null {
  const paused = listing?.details.pausedAt;
  return typeof paused === "string" && !Number.isNaN(Date.parse(paused)) ? paused : null;
}

export function stateOf(post: MarketplacePostRow, listing: ListingRow | null, now: Date): MarketplacePostState {
  return marketplacePostStateOf(
    { status: post.status, listingStatus: listing?.status ?? null, pausedAt: pausedAtOf(listing), adEndsAt: adEndsAtOf(post, listing)?.toISOString() ?? null },
    now,
  );
}

type Figures = { views: number; dealRequests: number };

/** Page views (all days counted so far) and deal requests of each listing. */
async function figuresOf(deps: BusinessPostDeps, listingIds: number[]): Promise<Map<number, Figures>> {
  const figures = new Map<number, Figures>();
  if (listingIds.length === 0) return figures;
  // The views still in this process's memory first, so the figure includes the latest look.
  await listingCounterOf(deps).flush();
  const ids = sql.join(
    listingIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await deps.db.execute(sql`select l.id as listing_id,
      (select coalesce(sum(page_views), 0)::int from listing_daily_counts c where c.listing_id = l.id) as views,
      (select count(*)::int from deal_requests r where r.listing_id = l.id) as deal_requests
    from listings l where l.id in (${ids})`);
  for (const row of (result as unknown as { rows: { listing_id: number; views: number; deal_requests: number }[] }).rows) {
    figures.set(Number(row.listing_id), { views: Number(row.views), dealRequests: Number(row.deal_requests) });
  }
  return figures;
}

const centsToDollars = (cents: number): number => cents / 100;

function toView(post: MarketplacePostRow, listing: ListingRow | null, figures: Figures | undefined, now: Date): BusinessMarketplacePostView {
  const state = stateOf(post, listing, now);
  const adEndsAt = adEndsAtOf(post, listing)?.toISOString() ?? null;
  return {
    id: post.id,
    title: post.title,
    description: post.description,
    destination: post.destination,
    price: centsToDollars(post.dealPriceCents),
    price_cents: post.dealPriceCents,
    valid_until: post.validUntil.toISOString().slice(0, 10),
    marketplace_request_featured_listing: post.featured,
    marketplace_request_ad_duration: post.adDurationDays,
    state,
    state_label: marketplacePostStateLabel(state, adEndsAt),
    ad_ends_at: adEndsAt,
    paused_at: pausedAtOf(listing),
    listing: listing ? { id: listing.id, slug: listing.slug, path: listingPath("offer", listing.slug) } : null,
    views: figures?.views ?? 0,
    deal_requests: figures?.dealRequests ?? 0,
    created_at: post.createdAt.toISOString(),
    paid_at: post.paidAt?.toISOString() ?? null,
  };
}

/** One post as the dashboard shows it, with its figures. */
export async function viewOfPost(deps: BusinessPostDeps, post: MarketplacePostRow, listing: ListingRow | null): Promise<BusinessMarketplacePostView> {
  const figures = listing ? await figuresOf(deps, [listing.id]) : new Map<number, Figures>();
  return toView(post, listing, listing ? figures.get(listing.id) : undefined, deps.clock.now());
}

/** The signed-in business's posts, newest first. */
export async function listBusinessMarketplacePosts(deps: BusinessPostDeps, { userId }: { userId: number }): Promise<BusinessMarketplacePostView[]> {
  const account = await businessAccountForPosts(deps.db, userId);
  const rows = await deps.db
    .select({ post: marketplacePosts, listing: listings })
    .from(marketplacePosts)
    .leftJoin(listings, eq(listings.id, marketplacePosts.listingId))
    .where(ownedBy(account))
    .orderBy(desc(marketplacePosts.createdAt), desc(marketplacePosts.id));
  const figures = await figuresOf(
    deps,
    rows.flatMap((row) => (row.listing ? [row.listing.id] : [])),
  );
  const now = deps.clock.now();
  return rows.map((row) => toView(row.post, row.listing, row.listing ? figures.get(row.listing.id) : undefined, now));
}

/** One of the signed-in business's posts. */
export async function getBusinessMarketplacePost(deps: BusinessPostDeps, { userId, postId }: { userId: number; postId: number }): Promise<BusinessMarketplacePostView> {
  const { post, listing } = await ownedPost(deps.db, userId, postId);
  return viewOfPost(deps, post, listing);
}

/** Whether the signed-in user has a business account that owns any post (the dashboard's link). */
export async function countBusinessMarketplacePosts(db: Database, account: Pick<BusinessAccountRow, "userId" | "email">): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(marketplacePosts).where(ownedBy(account));
  return Number(row?.total ?? 0);
}
