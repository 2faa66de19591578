import { and, asc, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { CouponTarget } from "../../../../core/pricing";
import type { Database } from "../../../db/client";
import { coupons } from "../../../db/schema/payments";
import type { Clock } from "../../../kernel/clock";

export type CouponSummary = { name: string; discountPercent: number; appliesTo: CouponTarget[] };

/** Active and not yet expired at `now`: the one definition both the list and the check use. */
export function usableAt(now: Date) {
  return and(eq(coupons.active, true), or(isNull(coupons.expiresAt), gt(coupons.expiresAt, now)));
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
