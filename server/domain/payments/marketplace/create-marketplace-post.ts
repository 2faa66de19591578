import type { z } from "zod";
import type { marketplacePostBody } from "../../../../core/contracts/marketplace-post-schemas";
import { MARKETPLACE_POST_MESSAGES, validUntilMessage } from "../../../../core/marketplace-post-rules";
import { applyCoupon, MARKETPLACE_PAYMENT_SESSION_SECONDS, marketplacePostCents } from "../../../../core/pricing";
import type { Database } from "../../../db/client";
import { marketplacePosts } from "../../../db/schema/payments";
import { hitRateLimit, type RateLimitRule } from "../../accounts/rate-limit";
import type { Clock } from "../../../kernel/clock";
import { AppError } from "../../../kernel/errors";
import { checkCoupon } from "../coupons/check-coupon";
import { toMarketplacePostView, type MarketplacePostView } from "./marketplace-post-view";

/** Far more than a business posting deals by hand; a script filling the table is cut off. */
export const MARKETPLACE_POST_RATE_LIMIT: RateLimitRule = { limit: 20, windowSeconds: 600 };

/** The smallest card charge the payment provider takes (Stripe: $0.50). */
const MINIMUM_CHARGE_CENTS = 50;

/** A marketplace request as submitted, parsed by its contract: the code's names, the price in cents. */
export type MarketplacePostFields = z.output<typeof marketplacePostBody>;

export type CreateMarketplacePostOptions = {
  db: Database;
  clock: Clock;
  /** The app secret, which keys the post's read token. */
  secret: string;
  /** The caller's network address: the rate limits count per address. */
  clientAddress: string;
  /** The signed-in member posting, when there is one. */
  userId?: number;
  fields: MarketplacePostFields;
};

function invalid(field: string, message: string): AppError {
  return new AppError("VALIDATION_FAILED", message, { [field]: [message] });
}

function checkValidUntil(validUntil: string, now: Date): Date {
  const message = validUntilMessage(validUntil, now);
  if (message !== null) throw invalid("valid_until", message);
  return new Date(`${validUntil}T00:00:00Z`);
}

/**
 * Keeps a business's marketplace request exactly as submitted, prices it from core/pricing (ad
 * duration, featured option, a marketplace promo code) and opens its 10-minute payment session.
 * The post is published on /marketplace only once paid (settle-marketplace-payment.ts).
 */
export async function createMarketplacePost({ db, clock, secret, clientAddress, userId, fields }: CreateMarketplacePostOptions): Promise<MarketplacePostView> {
  const now = clock.now();
  const validUntil = checkValidUntil(fields.validUntil, now);
  const originalCents = marketplacePostCents(fields.adDurationDays, fields.isFeatured);
  // The schema admits only durations on offer; this guards a caller that skipped it.
  if (originalCents === undefined) throw invalid("marketplace_request_ad_duration", MARKETPLACE_POST_MESSAGES.adDuration);
  await hitRateLimit({ db, clock }, `marketplace-post:${clientAddress}`, MARKETPLACE_POST_RATE_LIMIT);

  let amountCents = originalCents;
  let couponName: string | null = null;
  if (fields.couponName !== undefined) {
    try {
      const coupon = await checkCoupon({ db, clock, clientAddress, name: fields.couponName, target: "marketplace" });
      amountCents = applyCoupon(originalCents, coupon.discountPercent);
      couponName = coupon.name;
    } catch (error) {
      // The check answers 404 for an unusable code; here it is a field of the form.
      if (error instanceof AppError && error.code === "NOT_FOUND") throw invalid("coupon_name", error.message);
      throw error;
    }
    if (amountCents < MINIMUM_CHARGE_CENTS) throw invalid("coupon_name", MARKETPLACE_POST_MESSAGES.couponBelowMinimum);
  }

  const [post] = await db
    .insert(marketplacePosts)
    .values({
      email: fields.email,
      businessName: fields.businessName,
      userId: userId ?? null,
      title: fields.title,
      description: fields.description,
      destination: fields.destination,
      dealPriceCents: fields.price,
      validUntil,
      adDurationDays: fields.adDurationDays,
      featured: fields.isFeatured,
      couponName,
      amountCents,
      status: "awaiting_payment",
      sessionExpiresAt: new Date(now.getTime() + MARKETPLACE_PAYMENT_SESSION_SECONDS * 1000),
      createdAt: now,
    })
    .returning();
  if (!post) throw new Error("marketplace post insert returned no row");
  return toMarketplacePostView(post, { secret, now, listingSlug: null });
}
