import { COUPON_MESSAGES } from "../../../core/pricing";
import * as coupons from "../../../core/contracts/coupons";
import { checkCoupon } from "../../domain/payments/coupons/check-coupon";
import { listCoupons } from "../../domain/payments/coupons/list-coupons";
import type { ApiRegistry } from "./route";

/** The handlers of core/contracts/coupons.ts. */
export function registerCouponRoutes(api: ApiRegistry): void {
  api.route(coupons.listCoupons, async ({ services }) => ({
    data: (await listCoupons(services)).map((coupon) => ({
      name: coupon.name,
      discount: coupon.discountPercent,
      applies_to: coupon.appliesTo,
    })),
  }));

  api.route(coupons.checkCoupon, async ({ body, services, request }) => {
    // The body arrives in the code's shape (the contract's wire names).
    const coupon = await checkCoupon({ db: services.db, clock: services.clock, clientAddress: request.ip, name: body.name, target: body.target });
    return { message: COUPON_MESSAGES.exists, coupon: { name: coupon.name, discount: coupon.discountPercent } };
  });
}
