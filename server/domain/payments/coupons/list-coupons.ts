import { and, asc, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { CouponTarget } from "../../../../core/pricing";
import type { Database } from "../../../db/client";
import { coupons, payments } from "../../../db/schema/payments";
import type { Clock } from "../../../kernel/clock";

export type CouponSummary = { name: string; discountPercent: number; appliesTo: CouponTarget[] };

/**
 * How many payments used a coupon (any letter case of its name), refunded ones included: the count
 * its use limit (`max_uses`) is measured against, and the admin console's usage column.
 */
export function couponUseCount() {
  return sql<number>`(select count(*) from ${payments} where lower(${payments.couponName}) = lower(${coupons.name}))`.mapWith(Number);
}

/**
 * Active, not yet expired at `now`, and under its use limit: the one definition the list, the check
 * and every payment's pricing use. The limit is read, not reserved: payments already started when
 * the last use is taken still complete, so a limit can be passed by the few in flight.
 */
export function usableAt(now: Date) {
  return and(
    eq(coupons.active, true),
    or(isNull(coupons.expiresAt), gt(coupons.expiresAt, now)),
    or(isNull(coupons.maxUses), sql`${couponUseCount()} < ${coupons.maxUses}`),
  );
}

export type ListCouponsOptions = { db: Database; clock: Clock };

/** The advertised coupons that can be used now, by name: codes given out by hand are never listed (decision 043). */
export async function listCoupons({ db, clock }: ListCouponsOptions): Promise<CouponSummary[]> {
  return db
    .select({ name: coupons.name, discountPercent: coupons.discountPercent, appliesTo: coupons.appliesTo })
    .from(coupons)
    .where(and(usableAt(clock.now()), eq(coupons.advertised, true)))
    .orderBy(asc(sql`lower(${coupons.name})`));
}
