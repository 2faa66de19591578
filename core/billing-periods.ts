/**
 * Calendar arithmetic of recurring billing, as Stripe counts it: shared by the built-in test
 * payment provider (its billing run) and the product's webhook handling (a paid renewal extends a
 * subscription by one period), so both always agree on when a period ends.
 */

/** How a recurring price repeats (Stripe's `recurring.interval` and `interval_count`). */
export type BillingInterval = { interval: "month" | "year"; intervalCount: number };

/** How many calendar months one period of `plan` lasts. */
export function planMonths({ interval, intervalCount }: BillingInterval): number {
  return interval === "year" ? intervalCount * 12 : intervalCount;
}

/**
 * `months` calendar months after `from` (UTC), keeping the time of day. A day the target month
 * lacks becomes its last day (Jan 31 + 1 month = Feb 28, or 29 in a leap year), as in Stripe.
 */
export function addMonths(from: Date, months: number): Date {
  const target = new Date(from.getTime());
  const day = from.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}
