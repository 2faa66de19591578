import { and, arrayContains, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { coupons } from "../../db/schema/payments";
import { usableAt } from "../payments/coupons/list-coupons";

/**
 * The percent of the advisor coupon `name` when it can still be used at `now` (active, not
 * expired); undefined otherwise. Pay later honours the code chosen at signup only while it is valid.
 */
export async function usableCouponPercent(db: Database | Transaction, name: string, now: Date): Promise<number | undefined> {
  const [coupon] = await db
    .select({ discountPercent: coupons.discountPercent })
    .from(coupons)
    .where(and(eq(sql`lower(${coupons.name})`, name.trim().toLowerCase()), arrayContains(coupons.appliesTo, ["advisor"]), usableAt(now)))
    .limit(1);
  return coupon?.discountPercent;
}
