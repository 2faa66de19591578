import { defineContract } from "./contract";

/**
 * Promo codes (docs/product.md §7 "coupons (all) and POST check"). The check answers 404 with the
 * message 'Promo Code does not exist' for any code that cannot be used on that kind of payment;
 * it is limited per client address so codes cannot be found by trying them.
 */

const schemas = () => import("./coupon-schemas");
const tags = ["coupons"] as const;

export const listCoupons = defineContract({
  method: "GET",
  path: "/coupons",
  operationId: "listCoupons",
  auth: "none",
  summary: "The advertised promo codes that can be used now",
  description: "Only codes shown to the public (printed on a page or in a campaign); a code given out by hand is never listed, and still works at POST /coupons/check (decision 043).",
  tags,
  schemas: () => schemas().then((s) => s.listCoupons),
});

export const checkCoupon = defineContract({
  method: "POST",
  path: "/coupons/check",
  operationId: "checkCoupon",
  auth: "none",
  summary: "Check a promo code for an advisor, hotel or marketplace payment",
  tags,
  invalidBody: "validation",
  errors: [404, 429],
  schemas: () => schemas().then((s) => s.checkCoupon),
});
