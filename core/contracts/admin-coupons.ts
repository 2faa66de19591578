import { defineContract } from "./contract";

/**
 * The admin console's coupons (issue 20): every code, advertised or not, with its use; create,
 * change and expire. A new code works at once at POST /coupons/check and in the wizards.
 */

const schemas = () => import("./admin-coupons-schemas");
const tags = ["admin"] as const;

export const listAdminCoupons = defineContract({
  method: "GET",
  path: "/admin/coupons",
  operationId: "listAdminCoupons",
  auth: "admin",
  adminAction: "coupons.read",
  summary: "Every coupon, advertised or not, newest first, with how many payments used it and the discount given",
  tags,
  errors: [401, 403],
  schemas: () => schemas().then((s) => s.listAdminCoupons),
});

export const getAdminCoupon = defineContract({
  method: "GET",
  path: "/admin/coupons/:id",
  operationId: "getAdminCoupon",
  auth: "admin",
  adminAction: "coupons.read",
  summary: "One coupon and the payments that used it",
  tags,
  errors: [401, 403, 404],
  schemas: () => schemas().then((s) => s.getAdminCoupon),
});

export const createAdminCoupon = defineContract({
  method: "POST",
  path: "/admin/coupons",
  operationId: "createAdminCoupon",
  auth: "admin",
  adminAction: "coupons.edit",
  summary: "Create a coupon; it works at once wherever its payments are made",
  tags,
  invalidBody: "validation",
  errors: [401, 403, 422],
  schemas: () => schemas().then((s) => s.createAdminCoupon),
});

export const updateAdminCoupon = defineContract({
  method: "PATCH",
  path: "/admin/coupons/:id",
  operationId: "updateAdminCoupon",
  auth: "admin",
  adminAction: "coupons.edit",
  summary: "Change a coupon's discount, payments, advertising, pause, last day or use limit (its code never changes)",
  tags,
  invalidBody: "validation",
  errors: [400, 401, 403, 404, 422],
  schemas: () => schemas().then((s) => s.updateAdminCoupon),
});

export const expireAdminCoupon = defineContract({
  method: "POST",
  path: "/admin/coupons/:id/expire",
  operationId: "expireAdminCoupon",
  auth: "admin",
  adminAction: "coupons.edit",
  summary: "End a coupon now: it stops working at once",
  tags,
  errors: [401, 403, 404, 409],
  schemas: () => schemas().then((s) => s.expireAdminCoupon),
});
