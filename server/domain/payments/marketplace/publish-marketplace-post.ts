import { and, eq, inArray, sql } from "drizzle-orm";
import type { PaymentIntent, PaymentProvider } from "../../../adapters/payments/payment-provider";
import type { Database, Transaction } from "../../../db/client";
import { listings } from "../../../db/schema/catalogue";
import { marketplacePosts, payments as paymentsTable, type MarketplacePostRow } from "../../../db/schema/payments";
import type { Clock } from "../../../kernel/clock";
import { insertGeneratedCover, uniqueListingSlug } from "../../catalogue/new-listing";
import { queueReceiptEmail, type PaymentEmailDeps } from "../receipt-email";
import { postApprovalSetting } from "../../admin/settings/console-settings";

/** Where the deal is: the post's text, matched to a destination page when one has that name. */
export async function placeOf(tx: Transaction, destination: string) {
  const parts = destination
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const names = [...new Set([destination.trim(), ...parts].map((name) => name.toLowerCase()))];
  const [page] = await tx
    .select({ id: listings.id, country: listings.country, region: listings.region })
    .from(listings)
    .where(and(eq(listings.type, "destination"), eq(listings.status, "active"), inArray(sql`lower(${listings.title})`, names)))
    .limit(1);
  const isCityAndCountry = parts.length >= 2;
  return {
    destinationId: page?.id ?? null,
    city: isCityAndCountry ? (parts[0] ?? null) : page ? null : destination.trim(),
    country: page?.country ?? (isCityAndCountry ? (parts.at(-1) ?? null) : null),
    region: page?.region ?? null,
  };
}

export type PublishOutcome =
  /** Paid and published now. */
  | { status: "published"; post: MarketplacePostRow }
  /** This payment had already published it (a repeat). */
  | { status: "already-published"; post: MarketplacePostRow }
  /** The post was no longer waiting for payment (paid by another payment, or closed): nothing written. */
  | { status: "not-awaiting-payment" };

export type PublishMarketplacePostOptions = Omit<PaymentEmailDeps, "db"> & {
  db: Database;
  clock: Clock;
  provider: PaymentProvider["kind"];
};

/**
 * One transaction: the payment recorded, the post marked paid and its deal created as an active
 * `offer` listing with a generated picture (in review instead when the console holds new posts
 * for approval). Any failure rolls all of it back (the caller then
 * refunds the charge).
 */
export async function publishMarketplacePost(
  { db, clock, provider, ...emailDeps }: PublishMarketplacePostOptions,
  { postId, intent, email }: { postId: number; intent: PaymentIntent; email: string },
): Promise<PublishOutcome> {
  return db.transaction(async (tx) => {
    const [post] = await tx.select().from(marketplacePosts).where(eq(marketplacePosts.id, postId)).for("update");
    if (post?.status === "paid" && post.providerPaymentId === intent.id) return { status: "already-published", post };
    if (post?.status !== "awaiting_payment") return { status: "not-awaiting-payment" };
    const now = clock.now();
    await tx
      .insert(paymentsTable)
      .values({
        provider,
        providerPaymentId: intent.id,
        purpose: "marketplace-post",
        amountCents: intent.amountCents,
        currency: intent.currency.toUpperCase(),
        userId: post.userId,
        email,
        couponName: post.couponName,
        reference: `marketplace_post:${post.id}`,
        createdAt: now,
      })
      .onConflictDoNothing();

    // The console's setting: a post held for approval is paid but not public (its listing in review);
    // its ad's days start when an admin approves it (approve-marketplace-post.ts).
    const { mode } = await postApprovalSetting(tx);
    const slug = await uniqueListingSlug(tx, post.title, { suffix: String(post.id), fallback: "marketplace-deal" });
    const place = await placeOf(tx, post.destination);
    const validUntil = post.validUntil.toISOString().slice(0, 10);
    const adEndsAt = new Date(now.getTime() + post.adDurationDays * 86_400_000).toISOString();
    const details = {
      validUntil,
      destination: post.destination,
      businessName: post.businessName,
      marketplacePostId: post.id,
      adDurationDays: post.adDurationDays,
      adEndsAt,
    };
    const [listing] = await tx
      .insert(listings)
      .values({
        type: "offer",
        slug,
        title: post.title,
        heading: `A deal from ${post.businessName}`,
        description: post.description,
        body: post.description,
        keywords: [post.destination, `${post.destination} deal`, "marketplace deals", "romantic getaway offer"].join(", "),
        ...place,
        priceFromCents: post.dealPriceCents,
        isFeatured: post.featured,
        status: mode === "review" ? "in_review" : "active",
        email: post.email,
        tags: ["deal"],
        details,
        publishedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: listings.id });
    if (!listing) throw new Error("offer listing insert returned no row");
    await insertGeneratedCover(tx, { id: listing.id, type: "offer", slug, title: post.title, ...place, category: null, details }, now);
    const [paid] = await tx
      .update(marketplacePosts)
      .set({ status: "paid", paidAt: now, providerPaymentId: intent.id, listingId: listing.id })
      .where(eq(marketplacePosts.id, post.id))
      .returning();
    if (!paid) throw new Error("marketplace post update returned no row");
    await queueReceiptEmail({ ...emailDeps, clock, db: tx }, { provider, providerPaymentId: intent.id });
    return { status: "published", post: paid };
  });
}
