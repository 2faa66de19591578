import * as contracts from "../../../core/contracts/admin-coupons";
import type { AdminCoupon } from "../../domain/admin/coupons/admin-coupon-view";
import type { CouponUse } from "../../domain/admin/coupons/coupon-usage";
import { getAdminCoupon } from "../../domain/admin/coupons/get-admin-coupon";
import { listAdminCoupons } from "../../domain/admin/coupons/list-admin-coupons";
import { createCoupon, expireCoupon, updateCoupon } from "../../domain/admin/coupons/save-coupon";
import type { AppServices } from "../../app-context";
import type { ApiRegistry } from "./route";

function couponWire(coupon: AdminCoupon) {
  return {
    id: coupon.id,
    name: coupon.name,
    discount_percent: coupon.discountPercent,
    applies_to: coupon.appliesTo,
    active: coupon.active,
    advertised: coupon.advertised,
    expires_at: coupon.expiresAt?.toISOString() ?? null,
    last_day: coupon.lastDay,
    max_uses: coupon.maxUses,
    uses: coupon.uses,
    discount_given_cents: coupon.discountGivenCents,
    state: coupon.state,
    created_at: coupon.createdAt.toISOString(),
  };
}

function useWire(use: CouponUse) {
  return {
    payment_id: use.paymentId,
    paid_at: use.paidAt.toISOString(),
    email: use.email,
    purpose: use.purpose,
    amount_cents: use.amountCents,
    discount_cents: use.discountCents,
    status: use.status,
    provider_payment_id: use.providerPaymentId,
  };
}

async function couponAnswer(services: AppServices, couponId: number, message: string) {
  const { coupon } = await getAdminCoupon(services, couponId);
  return { message, data: couponWire(coupon) };
}

/** The handlers of core/contracts/admin-coupons.ts. */
export function registerAdminCouponRoutes(api: ApiRegistry): void {
  api.route(contracts.listAdminCoupons, async ({ query, services }) => {
    const page = await listAdminCoupons(services, query);
    return { data: page.items.map(couponWire), page: page.page, last_page: page.lastPage, total: page.total };
  });

  api.route(contracts.getAdminCoupon, async ({ params, services }) => {
    const { coupon, uses } = await getAdminCoupon(services, params.id);
    return { data: couponWire(coupon), uses: uses.map(useWire) };
  });

  api.route(contracts.createAdminCoupon, async ({ body, admin, services, reply }) => {
    const row = await createCoupon(services, admin, body);
    void reply.code(201);
    return couponAnswer(services, row.id, `Coupon ${row.name} is created and works now.`);
  });

  api.route(contracts.updateAdminCoupon, async ({ params, body, admin, services }) => {
    const row = await updateCoupon(services, admin, params.id, body);
    return couponAnswer(services, row.id, `Coupon ${row.name} is saved.`);
  });

  api.route(contracts.expireAdminCoupon, async ({ params, admin, services }) => {
    const row = await expireCoupon(services, admin, params.id);
    return couponAnswer(services, row.id, `Coupon ${row.name} has expired: it no longer works.`);
  });
}
