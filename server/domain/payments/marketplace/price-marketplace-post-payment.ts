import { eq } from "drizzle-orm";
import { MARKETPLACE_PAYMENT_MESSAGES } from "../../../../core/pricing";
import type { Database } from "../../../db/client";
import { marketplacePosts, type MarketplacePostRow } from "../../../db/schema/payments";
import type { Clock } from "../../../kernel/clock";
import { AppError } from "../../../kernel/errors";

export const MARKETPLACE_PAY_MESSAGES = {
  unknownPost: "Unknown marketplace request.",
  alreadyPaid: "This marketplace post is already paid.",
  refunded: "This marketplace request was closed and its payment refunded. Please post the deal again.",
  couponFixed: "The promo code of a marketplace post is given when the post is submitted; it cannot be changed at payment.",
} as const;

export type MarketplacePostPaymentRequest = {
  /** The id the marketplace request answered (as sent: a number or digits). */
  marketplaceRequestId: string | number | undefined;
  /** A promo code sent with the payment: only the post's own one (or none) is accepted. */
  couponName: string | undefined;
};

/** What a marketplace post's payment is: the amount the server set when the post was submitted. */
export type MarketplacePostPayment = { post: MarketplacePostRow; cents: number };

function postIdOf(value: string | number | undefined): number | undefined {
  const text = typeof value === "number" ? String(value) : (value ?? "").trim();
  return /^[1-9]\d{0,8}$/.test(text) ? Number(text) : undefined;
}

/**
 * The price of paying a marketplace post: its stored amount, while its 10-minute session is open
 * and it is not paid yet. An ended session gets the message the modal shows before sending the
 * person home (docs/product.md §8).
 */
export async function priceMarketplacePostPayment(
  { db, clock }: { db: Database; clock: Clock },
  request: MarketplacePostPaymentRequest,
): Promise<MarketplacePostPayment> {
  const id = postIdOf(request.marketplaceRequestId);
  const unknown = () =>
    new AppError("VALIDATION_FAILED", MARKETPLACE_PAY_MESSAGES.unknownPost, { marketplace_request_id: [MARKETPLACE_PAY_MESSAGES.unknownPost] });
  if (id === undefined) throw unknown();
  const [post] = await db.select().from(marketplacePosts).where(eq(marketplacePosts.id, id));
  if (!post) throw unknown();
  if (post.status === "paid") throw new AppError("CONFLICT", MARKETPLACE_PAY_MESSAGES.alreadyPaid);
  if (post.status === "refunded") throw new AppError("CONFLICT", MARKETPLACE_PAY_MESSAGES.refunded);
  if (clock.now().getTime() >= post.sessionExpiresAt.getTime()) {
    const message = MARKETPLACE_PAYMENT_MESSAGES.sessionExpired;
    throw new AppError("VALIDATION_FAILED", message, { marketplace_request_id: [message] });
  }
  const sentCoupon = request.couponName?.trim().toLowerCase() || undefined;
  if (sentCoupon !== undefined && sentCoupon !== post.couponName?.toLowerCase()) {
    throw new AppError("VALIDATION_FAILED", MARKETPLACE_PAY_MESSAGES.couponFixed, { coupon_name: [MARKETPLACE_PAY_MESSAGES.couponFixed] });
  }
  return { post, cents: post.amountCents };
}
