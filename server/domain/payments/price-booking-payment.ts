import { hotelTierFor, signupCardPrice, signupCardPrices, signupPurchaseCosting, BY_QUOTE, type ByQuote } from "../../../core/pricing";
import { formatDollars, parseDollars } from "../../../core/money";
import type { Database } from "../../db/client";
import type { Clock } from "../../kernel/clock";
import { AppError } from "../../kernel/errors";
import { checkCoupon } from "./coupons/check-coupon";

/** What a business pays for by card at signup (docs/product.md §7 "order/booking/pay"). */
export const BOOKING_PRODUCTS = ["destination", "advisor-basic", "advisor-featured", "hotel"] as const;
export type BookingProduct = (typeof BOOKING_PRODUCTS)[number];

export const BOOKING_PAYMENT_MESSAGES = {
  unknownProduct: "Unknown product.",
  unknownTier: "Unknown hotel tier.",
  byQuote: "This hotel tier is priced by quote and invoiced; it cannot be paid by card.",
  couponNotApplicable: "A promo code applies only to the featured advisor profile.",
  amountNotDollars: "The amount must be a number of dollars, such as 199 or 607.50.",
} as const;

/** The answer to an amount no sign-up costs, listing those that do. */
export function noProductCostsMessage(cents: number): string {
  const prices = signupCardPrices().map((cents) => formatDollars(cents));
  return `No product costs ${formatDollars(cents)}: a sign-up is paid at ${prices.slice(0, -1).join(", ")} or ${prices.at(-1)}, and a promo code's price is paid with its coupon_name.`;
}

export type BookingPaymentRequest = {
  product: string | undefined;
  tier: string | number | undefined;
  couponName: string | undefined;
};

export type BookingPrice = {
  product: BookingProduct;
  /** The hotel tier's id, for hotel payments. */
  tierId?: string;
  /** The coupon as stored, when one was applied. */
  couponName?: string;
  cents: number | ByQuote;
};

/**
 * The payment the client means when it names no product (the apps send only `items:[{amount}]`,
 * with `coupon_name` for a discounted featured profile): a tier means a hotel, a promo code the
 * featured advisor profile (the only product a code applies to; its discounted price is then
 * checked like any other), and otherwise the amount is the full price of exactly one sign-up. An
 * amount that is no sign-up's price is refused here, naming the prices there are.
 */
export function bookingRequestFor(request: BookingPaymentRequest, sentAmount: unknown): BookingPaymentRequest {
  if (request.product !== undefined) return request;
  if (request.tier !== undefined) return { ...request, product: "hotel" };
  if (request.couponName?.trim()) return { ...request, product: "advisor-featured" };
  const cents = parseDollars(sentAmount);
  if (cents === undefined) throw amountRefused(BOOKING_PAYMENT_MESSAGES.amountNotDollars);
  const purchase = signupPurchaseCosting(cents);
  if (!purchase) throw amountRefused(noProductCostsMessage(cents));
  return purchase.product === "hotel" ? { ...request, product: "hotel", tier: purchase.tier.id } : { ...request, product: purchase.product };
}

function amountRefused(message: string): AppError {
  return new AppError("VALIDATION_FAILED", message, { "items.0.amount": [message] });
}

function bookingProduct(product: string | undefined): BookingProduct {
  const wanted = product?.trim().toLowerCase();
  const known = BOOKING_PRODUCTS.find((candidate) => candidate === wanted);
  if (!known) throw new AppError("VALIDATION_FAILED", BOOKING_PAYMENT_MESSAGES.unknownProduct, { product: [BOOKING_PAYMENT_MESSAGES.unknownProduct] });
  return known;
}

/**
 * What a signup payment must be, from core/pricing only. A coupon takes its percentage off the
 * featured advisor profile (docs/product.md §9); on any other product it is refused rather than
 * ignored, so a page that showed a discount never charges the full price unnoticed.
 */
export async function priceBookingPayment(
  { db, clock, clientAddress }: { db: Database; clock: Clock; clientAddress: string },
  request: BookingPaymentRequest,
): Promise<BookingPrice> {
  const product = bookingProduct(request.product);
  const couponName = request.couponName?.trim() ? request.couponName : undefined;
  if (couponName !== undefined && product !== "advisor-featured") {
    throw new AppError("VALIDATION_FAILED", BOOKING_PAYMENT_MESSAGES.couponNotApplicable, { coupon_name: [BOOKING_PAYMENT_MESSAGES.couponNotApplicable] });
  }
  if (product === "hotel") {
    const tier = request.tier === undefined ? undefined : hotelTierFor(request.tier);
    if (!tier) throw new AppError("VALIDATION_FAILED", BOOKING_PAYMENT_MESSAGES.unknownTier, { tier: [BOOKING_PAYMENT_MESSAGES.unknownTier] });
    if (tier.cents === BY_QUOTE) throw new AppError("VALIDATION_FAILED", BOOKING_PAYMENT_MESSAGES.byQuote, { tier: [BOOKING_PAYMENT_MESSAGES.byQuote] });
    return { product, tierId: tier.id, cents: signupPrice({ product, tier: tier.id }) };
  }
  if (product !== "advisor-featured" || couponName === undefined) return { product, cents: signupPrice({ product }) };
  let coupon;
  try {
    coupon = await checkCoupon({ db, clock, clientAddress, name: couponName, target: "advisor" });
  } catch (error) {
    // The check answers 404 for an unusable code; in a payment it is a field of the request.
    if (error instanceof AppError && error.code === "NOT_FOUND") {
      throw new AppError("VALIDATION_FAILED", error.message, { coupon_name: [error.message] });
    }
    throw error;
  }
  return { product, couponName: coupon.name, cents: signupPrice({ product, couponPercent: coupon.discountPercent }) };
}

/** core's signupCardPrice, for a purchase already checked above (so it always prices). */
function signupPrice(purchase: Parameters<typeof signupCardPrice>[0]): number {
  const cents = signupCardPrice(purchase);
  if (cents === undefined) throw new Error(`core/pricing does not price ${JSON.stringify(purchase)}`);
  return cents;
}
