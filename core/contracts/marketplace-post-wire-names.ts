/**
 * A marketplace request's field names, code to wire (POST /marketplace-requests and the request
 * it answers): the one mapping the contract's schema reads the body with, the browser's form
 * writes it with, and the form places a refusal's field errors with.
 */
export const MARKETPLACE_POST_WIRE_NAMES = {
  businessName: "business_name",
  email: "email",
  title: "title",
  description: "description",
  destination: "destination",
  price: "price",
  validUntil: "valid_until",
  adDurationDays: "marketplace_request_ad_duration",
  isFeatured: "marketplace_request_featured_listing",
  couponName: "coupon_name",
} as const;

export type MarketplacePostField = keyof typeof MARKETPLACE_POST_WIRE_NAMES;
