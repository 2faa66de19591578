import { and, arrayContains, eq, sql } from "drizzle-orm";
import { COUPON_MESSAGES, type CouponTarget } from "../../../../core/pricing";
import type { Database } from "../../../db/client";
import { coupons } from "../../../db/schema/payments";
import { hitRateLimit, type RateLimitRule } from "../../accounts/rate-limit";
import type { Clock } from "../../../kernel/clock";
import { AppError } from "../../../kernel/errors";
import { usableAt, type CouponSummary } from "./list-coupons";

/** Enough for a person retyping a code; far too few to guess codes by trying them. */
export const COUPON_CHECK_RATE_LIMIT: RateLimitRule = { limit: 60, windowSeconds: 600 };

export type CheckCouponOptions = {
  db: Database;
  clock: Clock;
  /** The caller's network address: the rate limit counts per address. */
  clientAddress: string;
  name: string;
  target: CouponTarget;
};

/**
 * The coupon a business may use on a `target` payment, matched by name in any letter case. An
 * unknown, inactive, expired or other-purpose code gets the same answer, so the reply reveals
 * nothing about codes that exist for something else.
 */
export async function checkCoupon({ db, clock, clientAddress, name, target }: CheckCouponOptions): Promise<CouponSummary> {
  await hitRateLimit({ db, clock }, `coupon-check:${clientAddress}`, COUPON_CHECK_RATE_LIMIT);
  const wanted = name.trim().toLowerCase();
  if (wanted === "") throw new AppError("NOT_FOUND", COUPON_MESSAGES.doesNotExist);
  const [coupon] = await db
    .select({ name: coupons.name, discountPercent: coupons.discountPercent, appliesTo: coupons.appliesTo })
    .from(coupons)
    .where(and(eq(sql`lower(${coupons.name})`, wanted), arrayContains(coupons.appliesTo, [target]), usableAt(clock.now())))
    .limit(1);
  if (!coupon) throw new AppError("NOT_FOUND", COUPON_MESSAGES.doesNotExist);
  return coupon;
}
