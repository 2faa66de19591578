/**
 * The payment calls' field names, code to wire: the one mapping each contract's schema reads the
 * body with (wireObject) and the browser writes it with (toWire). The wire names are the apps'
 * (docs/product.md §7 "Payments"), spelling included: `paymentintentid`, `guestEmail`.
 */

/** POST /payments/marketRequestPaymentIntent and /payments/b2bPaymentIntent. */
export const BUSINESS_PAYMENT_WIRE_NAMES = {
  paymentIntentId: "paymentintentid",
  guestEmail: "guestEmail",
  paymentTotal: "paymentTotal",
} as const;

/** POST /payments/order/booking/pay. */
export const BOOKING_PAY_WIRE_NAMES = {
  items: "items",
  product: "product",
  tier: "tier",
  couponName: "coupon_name",
  marketplaceRequestId: "marketplace_request_id",
  claimPostId: "claim_post_id",
} as const;

/** POST /payments/verify/stripe. */
export const VERIFY_SUBSCRIPTION_WIRE_NAMES = {
  subscriptionId: "subscription_id",
  paymentId: "payment_id",
} as const;
