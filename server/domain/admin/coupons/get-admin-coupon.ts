import { eq } from "drizzle-orm";
import { ADMIN_COUPON_MESSAGES } from "../../../../core/admin-coupons";
import type { Database } from "../../../db/client";
import { coupons } from "../../../db/schema/payments";
import type { Clock } from "../../../kernel/clock";
import { AppError } from "../../../kernel/errors";
import { adminCouponOf, type AdminCoupon } from "./admin-coupon-view";
import { couponUsageOf, couponUses, type CouponUse } from "./coupon-usage";

/** One coupon with the payments that used it (the newest 200). */
export async function getAdminCoupon({ db, clock }: { db: Database; clock: Clock }, couponId: number): Promise<{ coupon: AdminCoupon; uses: CouponUse[] }> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, couponId));
  if (!row) throw new AppError("NOT_FOUND", ADMIN_COUPON_MESSAGES.notFound);
  const [usage, uses] = await Promise.all([couponUsageOf(db, [row.name]), couponUses(db, row.name)]);
  return { coupon: adminCouponOf(row, usage.get(row.name.toLowerCase()), clock.now()), uses };
}
