import { createHmac, timingSafeEqual } from "node:crypto";
import { marketplacePostCents } from "../../../../core/pricing";
import { CURRENCY } from "../../../../core/money";
import { listingPath } from "../../../../core/listing-path";
import type { z } from "zod";
import type { marketplacePostView } from "../../../../core/contracts/marketplace-post-schemas";
import type { MarketplacePostRow } from "../../../db/schema/payments";

/**
 * A marketplace request as the API answers it (docs/product.md §3 "Payment/marketplace request":
 * payment_id, expires_at, marketplace_request_ad_duration, marketplace_request_featured_listing),
 * with every field the business submitted, so a page reloaded mid-payment loses nothing.
 * Amounts are dollars as pages show them (the pay call's items[0].amount), cents beside them.
 * Its shape is the contract's (core/contracts/marketplace-post-schemas.ts).
 */
export type MarketplacePostView = z.input<typeof marketplacePostView>;

const centsToDollars = (cents: number): number => cents / 100;

/**
 * The read token of a post: an HMAC of its id under the app secret, so only the browser (or app)
 * that created the request can read it back, and no table column is needed for it.
 */
export function marketplacePostToken(secret: string, postId: number): string {
  return createHmac("sha256", secret).update(`marketplace-post:${postId}`).digest("base64url");
}

export function isMarketplacePostToken(secret: string, postId: number, token: string): boolean {
  const expected = Buffer.from(marketplacePostToken(secret, postId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function toMarketplacePostView(
  post: MarketplacePostRow,
  { secret, now, listingSlug }: { secret: string; now: Date; listingSlug: string | null },
): MarketplacePostView {
  const originalCents = marketplacePostCents(post.adDurationDays, post.featured) ?? post.amountCents;
  // Coupons are whole percents and the payable amount is rounded to the cent, so the percentage
  // is recovered exactly from the two amounts; no coupon lookup (it may have changed since).
  const discountPercent = post.couponName === null ? null : Math.round(100 - (post.amountCents * 100) / originalCents);
  return {
    id: post.id,
    token: marketplacePostToken(secret, post.id),
    status: post.status,
    business_name: post.businessName,
    email: post.email,
    title: post.title,
    description: post.description,
    destination: post.destination,
    price: centsToDollars(post.dealPriceCents),
    valid_until: post.validUntil.toISOString().slice(0, 10),
    marketplace_request_ad_duration: post.adDurationDays,
    marketplace_request_featured_listing: post.featured,
    coupon_name: post.couponName,
    discount: discountPercent,
    original_amount: centsToDollars(originalCents),
    amount: centsToDollars(post.amountCents),
    amount_cents: post.amountCents,
    currency: CURRENCY,
    expires_at: post.sessionExpiresAt.toISOString(),
    expires_in: post.status === "awaiting_payment" ? Math.max(0, Math.ceil((post.sessionExpiresAt.getTime() - now.getTime()) / 1000)) : 0,
    payment_id: post.providerPaymentId,
    paid_at: post.paidAt?.toISOString() ?? null,
    listing: post.listingId !== null && listingSlug !== null ? { id: post.listingId, slug: listingSlug, path: listingPath("offer", listingSlug) } : null,
    created_at: post.createdAt.toISOString(),
  };
}
