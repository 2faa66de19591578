import { couponLastDayOf, couponStateOf, type CouponState } from "../../../../core/admin-coupons";
import type { CouponTarget } from "../../../../core/pricing";
import type { CouponRow } from "../../../db/schema/payments";
import type { CouponUsage } from "./coupon-usage";

/** A coupon as the console and the admin API show it: its row, its use so far and its state now. */
export type AdminCoupon = {
  id: number;
  name: string;
  discountPercent: number;
  appliesTo: CouponTarget[];
  active: boolean;
  advertised: boolean;
  expiresAt: Date | null;
  /** The last day (UTC) it works, for the edit form; null when it never expires. */
  lastDay: string | null;
  maxUses: number | null;
  uses: number;
  discountGivenCents: number;
  state: CouponState;
  createdAt: Date;
};

export function adminCouponOf(row: CouponRow, usage: CouponUsage | undefined, now: Date): AdminCoupon {
  const uses = usage?.uses ?? 0;
  return {
    id: row.id,
    name: row.name,
    discountPercent: row.discountPercent,
    appliesTo: row.appliesTo,
    active: row.active,
    advertised: row.advertised,
    expiresAt: row.expiresAt,
    lastDay: row.expiresAt ? couponLastDayOf(row.expiresAt) : null,
    maxUses: row.maxUses,
    uses,
    discountGivenCents: usage?.discountCents ?? 0,
    state: couponStateOf(row, uses, now),
    createdAt: row.createdAt,
  };
}

/** The fields an audit entry keeps of a coupon. */
export function couponAuditState(row: CouponRow) {
  return {
    name: row.name,
    discountPercent: row.discountPercent,
    appliesTo: row.appliesTo,
    active: row.active,
    advertised: row.advertised,
    expiresAt: row.expiresAt,
    maxUses: row.maxUses,
  };
}
