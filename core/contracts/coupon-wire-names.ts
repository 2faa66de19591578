/**
 * A coupon check's field names, code to wire (POST /coupons/check): the one mapping the
 * contract's schema reads the body with.
 */
export const COUPON_CHECK_WIRE_NAMES = {
  name: "coupon_name",
  target: "type",
} as const;
