import { COUPON_TARGETS, type CouponTarget } from "./pricing";
import { formatCount } from "./counts";

/**
 * The admin console's coupons (issue 20): the words and states the console page and the
 * /api/v1/admin/coupons operations share. Kept free of zod so the console's page can import it.
 */

/** Where a coupon stands now, in the order the list's filter offers them. */
export const COUPON_STATES = ["usable", "used_up", "expired", "paused"] as const;
export type CouponState = (typeof COUPON_STATES)[number];

export const COUPON_STATE_LABELS: Record<CouponState, string> = {
  usable: "Usable",
  used_up: "Used up",
  expired: "Expired",
  paused: "Paused",
};

export const COUPON_TARGET_LABELS: Record<CouponTarget, string> = {
  advisor: "Advisor",
  hotel: "Hotel",
  marketplace: "Marketplace",
};

export { COUPON_TARGETS };

/** A code as people type it on a form: letters, digits, dashes and underscores. */
export const COUPON_NAME_PATTERN = /^[A-Za-z0-9_-]+$/;
export const COUPON_NAME_LENGTH = { min: 3, max: 40 } as const;
export const COUPON_MAX_USES_LIMIT = 1_000_000;

export const ADMIN_COUPON_MESSAGES = {
  nameInvalid: "A code is 3 to 40 letters, digits, dashes or underscores.",
  nameTaken: "A coupon with this code already exists (codes ignore letter case).",
  discountInvalid: "The discount is a whole percentage from 1 to 100.",
  appliesToRequired: "Choose at least one of Advisor, Hotel or Marketplace.",
  maxUsesInvalid: `The use limit is a whole number from 1 to ${formatCount(COUPON_MAX_USES_LIMIT)}, or empty for no limit.`,
  expiresInPast: "The last day must be today or later.",
  notFound: "There is no such coupon.",
  alreadyExpired: "This coupon has already expired.",
  nothingToChange: "Change at least one field.",
} as const;

/** A coupon's state at `now` from its row and its number of uses. */
export function couponStateOf(coupon: { active: boolean; expiresAt: Date | null; maxUses: number | null }, uses: number, now: Date): CouponState {
  if (!coupon.active) return "paused";
  if (coupon.expiresAt !== null && coupon.expiresAt <= now) return "expired";
  if (coupon.maxUses !== null && uses >= coupon.maxUses) return "used_up";
  return "usable";
}

/**
 * The moment a coupon stops working when its last day is `day` (YYYY-MM-DD, UTC): the start of the
 * next day, so the code works all through the day the admin chose.
 */
export function couponExpiryOf(day: string): Date {
  const start = new Date(`${day}T00:00:00.000Z`);
  return new Date(start.getTime() + 24 * 60 * 60 * 1000);
}

/** The last day a coupon works (YYYY-MM-DD, UTC) for its expiry moment: the inverse of couponExpiryOf. */
export function couponLastDayOf(expiresAt: Date): string {
  return new Date(expiresAt.getTime() - 1).toISOString().slice(0, 10);
}
