import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { MODERATION_MESSAGES } from "../../../../core/admin-moderation";
import { listingPath } from "../../../../core/listing-path";
import { marketplacePostStateLabel, type MarketplacePostState } from "../../../../core/marketplace-post-states";
import type { Database } from "../../../db/client";
import { listings, type ListingRow } from "../../../db/schema/catalogue";
import { marketplacePosts, payments, type MarketplacePostRow } from "../../../db/schema/payments";
import type { Clock } from "../../../kernel/clock";
import { notFound } from "../../../kernel/errors";
import { adEndsAtOf, pausedAtOf, stateOf } from "../../payments/marketplace/business-marketplace-posts";

export const ADMIN_POSTS_PER_PAGE = 25;

/** A marketplace post as the console shows it. */
export type AdminPost = {
  id: number;
  title: string;
  description: string;
  destination: string;
  businessName: string;
  email: string;
  dealPriceCents: number;
  amountCents: number;
  featured: boolean;
  adDurationDays: number;
  validUntil: string;
  state: MarketplacePostState;
  stateLabel: string;
  adEndsAt: string | null;
  pausedAt: string | null;
  takenDown: { at: string; reason: string; by: string } | null;
  listing: { id: number; slug: string; path: string; status: string } | null;
  createdAt: string;
  paidAt: string | null;
};

export type AdminPostPayment = { id: number; providerPaymentId: string; amountCents: number; status: string; refundedCents: number | null; refundReason: string | null; createdAt: string };

function takenDownOf(listing: ListingRow | null): AdminPost["takenDown"] {
  const details = listing?.details;
  if (!details || typeof details.takenDownAt !== "string") return null;
  return { at: details.takenDownAt, reason: String(details.takedownReason ?? ""), by: String(details.takenDownBy ?? "") };
}

export function adminPostOf(post: MarketplacePostRow, listing: ListingRow | null, now: Date): AdminPost {
  const state = stateOf(post, listing, now);
  const adEndsAt = state === "awaiting_approval" ? null : (adEndsAtOf(post, listing)?.toISOString() ?? null);
  return {
    id: post.id,
    title: post.title,
    description: post.description,
    destination: post.destination,
    businessName: post.businessName,
    email: post.email,
    dealPriceCents: post.dealPriceCents,
    amountCents: post.amountCents,
    featured: post.featured,
    adDurationDays: post.adDurationDays,
    validUntil: post.validUntil.toISOString().slice(0, 10),
    state,
    stateLabel: state === "refunded" && takenDownOf(listing) ? "Taken down and refunded" : marketplacePostStateLabel(state, adEndsAt),
    adEndsAt,
    pausedAt: pausedAtOf(listing),
    takenDown: takenDownOf(listing),
    listing: listing ? { id: listing.id, slug: listing.slug, path: listingPath("offer", listing.slug), status: listing.status } : null,
    createdAt: post.createdAt.toISOString(),
    paidAt: post.paidAt?.toISOString() ?? null,
  };
}

/**
 * The SQL reading of core's marketplacePostStateOf (the list filters by it): the ad's end as the
 * listing wrote it, else the payment's time plus the days bought.
 */
function stateSql(now: Date): SQL<string> {
  const adEnd = sql`coalesce(case when ${listings.details}->>'adEndsAt' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T' then (${listings.details}->>'adEndsAt')::timestamptz end, ${marketplacePosts.paidAt} + ${marketplacePosts.adDurationDays} * interval '1 day')`;
  return sql<string>`case
    when ${marketplacePosts.status} <> 'paid' then ${marketplacePosts.status}
    when ${listings.status} = 'in_review' then 'awaiting_approval'
    when ${listings.id} is null or ${adEnd} <= ${now.toISOString()}::timestamptz then 'ended'
    when ${listings.details}->>'pausedAt' is not null then 'paused'
    when ${listings.status} = 'active' then 'live'
    else 'ended' end`;
}

export type AdminPostQuery = { q?: string | undefined; state?: MarketplacePostState | undefined; page: number };

/**
 * Every post, newest first; with `state` only those in it (posts waiting for approval oldest
 * first: the queue is worked from its start). `q` matches the title, the business or its e-mail.
 */
export async function listAdminPosts({ db, clock }: { db: Database; clock: Clock }, query: AdminPostQuery) {
  const now = clock.now();
  const search = query.q ? `%${query.q.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%` : null;
  const where = and(
    search
      ? sql`(lower(${marketplacePosts.title}) like ${search} or lower(${marketplacePosts.businessName}) like ${search} or lower(${marketplacePosts.email}) like ${search})`
      : undefined,
    query.state ? sql`(${stateSql(now)}) = ${query.state}` : undefined,
  );
  const order = query.state === "awaiting_approval" ? [marketplacePosts.paidAt, marketplacePosts.id] : [desc(marketplacePosts.createdAt), desc(marketplacePosts.id)];
  const [rows, [totals]] = await Promise.all([
    db
      .select({ post: marketplacePosts, listing: listings })
      .from(marketplacePosts)
      .leftJoin(listings, eq(listings.id, marketplacePosts.listingId))
      .where(where)
      .orderBy(...order)
      .limit(ADMIN_POSTS_PER_PAGE)
      .offset((query.page - 1) * ADMIN_POSTS_PER_PAGE),
    db.select({ total: count() }).from(marketplacePosts).leftJoin(listings, eq(listings.id, marketplacePosts.listingId)).where(where),
  ]);
  const total = totals?.total ?? 0;
  return {
    items: rows.map((row) => adminPostOf(row.post, row.listing, now)),
    page: query.page,
    lastPage: Math.max(1, Math.ceil(total / ADMIN_POSTS_PER_PAGE)),
    total,
  };
}

/** How many posts wait for approval (the console's queue badge and dashboard). */
export async function countPostsAwaitingApproval(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(marketplacePosts)
    .innerJoin(listings, eq(listings.id, marketplacePosts.listingId))
    .where(and(eq(marketplacePosts.status, "paid"), eq(listings.status, "in_review")));
  return row?.n ?? 0;
}

/** One post with its payments (the purchase and any renewals). */
export async function getAdminPost({ db, clock }: { db: Database; clock: Clock }, postId: number): Promise<{ post: AdminPost; payments: AdminPostPayment[] }> {
  const [found] = await db
    .select({ post: marketplacePosts, listing: listings })
    .from(marketplacePosts)
    .leftJoin(listings, eq(listings.id, marketplacePosts.listingId))
    .where(eq(marketplacePosts.id, postId));
  if (!found) throw notFound(MODERATION_MESSAGES.postNotFound);
  const paid = await db
    .select()
    .from(payments)
    .where(and(eq(payments.purpose, "marketplace-post"), eq(payments.reference, `marketplace_post:${postId}`)))
    .orderBy(payments.createdAt);
  return {
    post: adminPostOf(found.post, found.listing, clock.now()),
    payments: paid.map((row) => ({
      id: row.id,
      providerPaymentId: row.providerPaymentId,
      amountCents: row.amountCents,
      status: row.status,
      refundedCents: row.refundedCents,
      refundReason: row.refundReason,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
