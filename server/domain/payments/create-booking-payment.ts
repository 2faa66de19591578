import { createHash } from "node:crypto";
import { checkClientAmount, BY_QUOTE, type ByQuote } from "../../../core/pricing";
import { CURRENCY, formatDollars } from "../../../core/money";
import { PaymentProviderError, type PaymentProvider } from "../../adapters/payments/payment-provider";
import type { Database } from "../../db/client";
import type { Clock } from "../../kernel/clock";
import { AppError } from "../../kernel/errors";
import { priceMarketplacePostPayment } from "./marketplace/price-marketplace-post-payment";
import {
  BOOKING_PAYMENT_MESSAGES,
  bookingRequestFor,
  priceBookingPayment,
  type BookingPaymentRequest,
  type BookingProduct,
} from "./price-booking-payment";

/** The product of a marketplace post payment (docs/product.md /marketplace-request), beside the signup products. */
export const MARKETPLACE_POST_PRODUCT = "marketplace-post";

const DESCRIPTIONS: Record<BookingProduct, string> = {
  destination: "Destination signup",
  "advisor-basic": "Basic advisor profile, one year",
  "advisor-featured": "Featured advisor profile, one year",
  hotel: "Hotel listing, one year",
};

export type CreateBookingPaymentOptions = {
  db: Database;
  clock: Clock;
  payments: PaymentProvider;
  request: BookingPaymentRequest & {
    /** Marketplace posts only: the id the marketplace request answered. */
    marketplaceRequestId?: string | number | undefined;
    /** The dollars the client says it is paying (docs/product.md: items[].amount); compared, never charged. */
    sentAmount: unknown;
    /** The caller's Idempotency-Key header, when it sent one. */
    idempotencyKey: string | undefined;
  };
  /** Who is asking: the signed-in member's id, else the network address and browser. */
  caller: { userId?: string; email?: string; clientAddress: string; userAgent?: string };
};

/** What one payment is for, as the server prices it; its metadata lets verification price it again. */
type PricedPayment = {
  cents: number | ByQuote;
  description: string;
  metadata: Record<string, string>;
  customerEmail?: string;
};

const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex");

const isMarketplacePost = (product: string | undefined): boolean => product?.trim().toLowerCase() === MARKETPLACE_POST_PRODUCT;

async function pricePayment({ db, clock, request, caller }: Pick<CreateBookingPaymentOptions, "db" | "clock" | "request" | "caller">): Promise<PricedPayment> {
  if (isMarketplacePost(request.product)) {
    const { post, cents } = await priceMarketplacePostPayment({ db, clock }, { marketplaceRequestId: request.marketplaceRequestId, couponName: request.couponName });
    return {
      cents,
      description: `Romance Marketplace post, ${post.adDurationDays} days${post.featured ? ", featured listing" : ""}`,
      metadata: {
        product: MARKETPLACE_POST_PRODUCT,
        marketplace_request_id: String(post.id),
        ...(post.couponName ? { coupon: post.couponName } : {}),
      },
      customerEmail: post.email,
    };
  }
  const price = await priceBookingPayment({ db, clock, clientAddress: caller.clientAddress }, bookingRequestFor(request, request.sentAmount));
  return {
    cents: price.cents,
    description: DESCRIPTIONS[price.product],
    metadata: {
      product: price.product,
      ...(price.tierId ? { tier: price.tierId } : {}),
      ...(price.couponName ? { coupon: price.couponName } : {}),
    },
    ...(caller.email ? { customerEmail: caller.email } : {}),
  };
}

/**
 * Starts a business card payment (a signup, or a marketplace post within its session) for the
 * amount the server computes, refusing a client whose amount differs, and answers the payment's
 * client secret for the browser to confirm.
 */
export async function createBookingPayment({ db, clock, payments, request, caller }: CreateBookingPaymentOptions): Promise<{ clientSecret: string }> {
  const price = await pricePayment({ db, clock, request, caller });
  const check = checkClientAmount(request.sentAmount, price.cents);
  if (!check.ok) {
    const message =
      check.expectedCents === BY_QUOTE
        ? BOOKING_PAYMENT_MESSAGES.byQuote
        : `The amount must be ${formatDollars(check.expectedCents)} for this payment.`;
    throw new AppError("VALIDATION_FAILED", message, { "items.0.amount": [message] });
  }
  const who = caller.userId ? `user:${caller.userId}` : `client:${caller.clientAddress}:${caller.userAgent ?? ""}`;
  const { product = "", tier = "", coupon = "", marketplace_request_id: postId } = price.metadata;
  const details = [product, tier, coupon.toLowerCase(), caller.email ?? "", String(check.cents), ...(postId ? [postId] : [])];
  // A client's key is scoped to the caller, so two browsers choosing the same key never share a
  // payment. Without a key, the request itself is the key for the current minute: a double click
  // or a retry of the same payment by the same caller gets the same payment back, while a new
  // attempt a minute later (or anyone else's) gets a new one. Creating a payment charges nothing
  // (the browser's confirmation does), so a key that is too narrow costs at most an unused payment.
  const minute = Math.floor(clock.now().getTime() / 60_000);
  const idempotencyKey = `booking-pay:${sha256(
    request.idempotencyKey === undefined ? [who, ...details, String(minute)].join("\n") : [who, request.idempotencyKey].join("\n"),
  )}`;
  try {
    const intent = await payments.createPaymentIntent({
      amountCents: check.cents,
      currency: CURRENCY,
      idempotencyKey,
      description: price.description,
      metadata: price.metadata,
      ...(price.customerEmail ? { customerEmail: price.customerEmail } : {}),
    });
    return { clientSecret: intent.clientSecret };
  } catch (error) {
    if (error instanceof PaymentProviderError && error.type === "idempotency_error") {
      throw new AppError("CONFLICT", "This Idempotency-Key was already used for a different payment.");
    }
    throw error;
  }
}
