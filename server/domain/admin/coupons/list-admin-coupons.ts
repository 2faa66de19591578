import { and, count, desc, eq, gt, isNotNull, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { CouponListQuery } from "../../../../core/admin-coupon-schemas";
import type { CouponState } from "../../../../core/admin-coupons";
import type { Database } from "../../../db/client";
import { coupons } from "../../../db/schema/payments";
import type { Clock } from "../../../kernel/clock";
import { couponUseCount } from "../../payments/coupons/list-coupons";
import { adminCouponOf, type AdminCoupon } from "./admin-coupon-view";
import { couponUsageOf } from "./coupon-usage";

export const ADMIN_COUPONS_PER_PAGE = 25;

export type AdminCouponPage = { items: AdminCoupon[]; page: number; lastPage: number; total: number };

/** The SQL of "in this state at `now`", the same reading as core's couponStateOf. */
function stateIs(state: CouponState, now: Date): SQL | undefined {
  const running = and(eq(coupons.active, true), or(isNull(coupons.expiresAt), gt(coupons.expiresAt, now)));
  const usedUp = and(isNotNull(coupons.maxUses), sql`${couponUseCount()} >= ${coupons.maxUses}`);
  switch (state) {
    case "paused":
      return eq(coupons.active, false);
    case "expired":
      return and(eq(coupons.active, true), isNotNull(coupons.expiresAt), lte(coupons.expiresAt, now));
    case "used_up":
      return and(running, usedUp);
    case "usable":
      return and(running, or(isNull(coupons.maxUses), sql`${couponUseCount()} < ${coupons.maxUses}`));
  }
}

/** Every coupon, advertised or not, newest first, with its uses and the discount it gave. */
export async function listAdminCoupons({ db, clock }: { db: Database; clock: Clock }, query: CouponListQuery): Promise<AdminCouponPage> {
  const now = clock.now();
  const search = query.q ? query.q.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`) : "";
  const where = and(search ? sql`lower(${coupons.name}) like ${`%${search}%`}` : undefined, query.state ? stateIs(query.state, now) : undefined);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(coupons)
      .where(where)
      .orderBy(desc(coupons.createdAt), desc(coupons.id))
      .limit(ADMIN_COUPONS_PER_PAGE)
      .offset((query.page - 1) * ADMIN_COUPONS_PER_PAGE),
    db.select({ total: count() }).from(coupons).where(where),
  ]);
  const usage = await couponUsageOf(
    db,
    rows.map((row) => row.name),
  );
  const total = totals?.total ?? 0;
  return {
    items: rows.map((row) => adminCouponOf(row, usage.get(row.name.toLowerCase()), now)),
    page: query.page,
    lastPage: Math.max(1, Math.ceil(total / ADMIN_COUPONS_PER_PAGE)),
    total,
  };
}
