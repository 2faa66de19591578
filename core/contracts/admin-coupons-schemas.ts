import { z } from "zod";
import { couponListQuery, createCouponInput, updateCouponInput } from "../admin-coupon-schemas";
import { COUPON_STATES } from "../admin-coupons";
import { COUPON_TARGETS } from "../pricing";

/** The schemas of the admin coupon operations (core/contracts/admin-coupons.ts), by operationId. */

const id = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const adminCouponWire = z.object({
  id: z.number().int(),
  name: z.string(),
  discount_percent: z.number().int(),
  applies_to: z.array(z.enum(COUPON_TARGETS)),
  active: z.boolean().describe("False: paused by an admin"),
  advertised: z.boolean(),
  expires_at: z.string().nullable().describe("When it stops working (ISO 8601); null: never"),
  last_day: z.string().nullable().describe("The last day (UTC) it works"),
  max_uses: z.number().int().nullable(),
  uses: z.number().int().describe("Payments that used it, refunded ones included"),
  discount_given_cents: z.number().int().describe("What it took off those payments, in cents, where the full price is known"),
  state: z.enum(COUPON_STATES),
  created_at: z.string(),
});

const couponUseWire = z.object({
  payment_id: z.number().int(),
  paid_at: z.string(),
  email: z.string().nullable(),
  purpose: z.string(),
  amount_cents: z.number().int(),
  discount_cents: z.number().int().nullable(),
  status: z.enum(["succeeded", "refunded"]),
  provider_payment_id: z.string(),
});

export const listAdminCoupons = {
  query: couponListQuery,
  response: z.object({ data: z.array(adminCouponWire), page: z.number().int(), last_page: z.number().int(), total: z.number().int() }),
};

export const getAdminCoupon = {
  params: id,
  response: z.object({ data: adminCouponWire, uses: z.array(couponUseWire) }),
};

export const createAdminCoupon = {
  body: createCouponInput,
  response: z.object({ message: z.string(), data: adminCouponWire }),
};

export const updateAdminCoupon = {
  params: id,
  body: updateCouponInput,
  response: z.object({ message: z.string(), data: adminCouponWire }),
};

export const expireAdminCoupon = {
  params: id,
  response: z.object({ message: z.string(), data: adminCouponWire }),
};
