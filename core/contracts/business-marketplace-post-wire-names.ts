/**
 * The editable fields of a marketplace post on the dashboard, code to wire: the names of the
 * marketplace request form (MARKETPLACE_POST_WIRE_NAMES), so a refusal names the same fields.
 */
export const MARKETPLACE_POST_EDIT_WIRE_NAMES = {
  title: "title",
  description: "description",
  destination: "destination",
  price: "price",
  validUntil: "valid_until",
} as const;

export type MarketplacePostEditField = keyof typeof MARKETPLACE_POST_EDIT_WIRE_NAMES;

/** A renewal's body, code to wire. */
export const MARKETPLACE_RENEWAL_WIRE_NAMES = { adDurationDays: "marketplace_request_ad_duration" } as const;

/** A renewal's verification body, code to wire (docs/product.md's paymentintentid). */
export const MARKETPLACE_RENEWAL_VERIFY_WIRE_NAMES = { paymentIntentId: "paymentintentid" } as const;
