import { createHash } from "node:crypto";
import { checkClientAmount, CURRENCY, formatDollars, BY_QUOTE } from "../../../core/pricing";
import { PaymentProviderError, type PaymentProvider } from "../../adapters/payments/payment-provider";
import type { Database } from "../../db/client";
import type { Clock } from "../clock";
import { AppError } from "../errors";
import { BOOKING_PAYMENT_MESSAGES, priceBookingPayment, type BookingPaymentRequest, type BookingProduct } from "./price-booking-payment";

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
    /** The dollars the client says it is paying (SPEC: items[].amount); compared, never charged. */
    sentAmount: unknown;
    /** The caller's Idempotency-Key header, when it sent one. */
    idempotencyKey: string | undefined;
  };
  /** Who is asking: the signed-in member's id, else the network address and browser. */
  caller: { userId?: string; email?: string; clientAddress: string; userAgent?: string };
};

const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex");

/**
 * Starts a signup card payment for the amount the server computes, refusing a client whose amount
 * differs, and answers the payment's client secret for the browser to confirm.
 */
export async function createBookingPayment({ db, clock, payments, request, caller }: CreateBookingPaymentOptions): Promise<{ clientSecret: string }> {
  const price = await priceBookingPayment({ db, clock, clientAddress: caller.clientAddress }, request);
  const check = checkClientAmount(request.sentAmount, price.cents);
  if (!check.ok) {
    const message =
      check.expectedCents === BY_QUOTE
        ? BOOKING_PAYMENT_MESSAGES.byQuote
        : `The amount must be ${formatDollars(check.expectedCents)} for this payment.`;
    throw new AppError("VALIDATION_FAILED", message, { "items.0.amount": [message] });
  }
  const who = caller.userId ? `user:${caller.userId}` : `client:${caller.clientAddress}:${caller.userAgent ?? ""}`;
  const details = [price.product, price.tierId ?? "", price.couponName?.toLowerCase() ?? "", caller.email ?? "", String(check.cents)];
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
      description: DESCRIPTIONS[price.product],
      metadata: {
        product: price.product,
        ...(price.tierId ? { tier: price.tierId } : {}),
        ...(price.couponName ? { coupon: price.couponName } : {}),
      },
      ...(caller.email ? { customerEmail: caller.email } : {}),
    });
    return { clientSecret: intent.clientSecret };
  } catch (error) {
    if (error instanceof PaymentProviderError && error.type === "idempotency_error") {
      throw new AppError("CONFLICT", "This Idempotency-Key was already used for a different payment.");
    }
    throw error;
  }
}
