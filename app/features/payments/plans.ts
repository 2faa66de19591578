import type { ContractOutput } from "../../../core/contracts/contract";
import type { getStripePlans } from "../../../core/contracts/payments";
import { formatDollars } from "../../../core/money";

/**
 * docs/product.md §3 "Subscription plan", as POST /payments/getStripePlans answers it; `amount` is
 * in cents, shown as amount/100 dollars (docs/product.md §9).
 */
export type SubscriptionPlan = ContractOutput<typeof getStripePlans>["data"][number];

const monthsOf = (plan: Pick<SubscriptionPlan, "interval" | "interval_count">): number =>
  (plan.interval === "year" ? 12 : 1) * plan.interval_count;

/** Monthly, quarterly (3 months), yearly: docs/product.md §9's order, whatever order they came in. */
export function sortPlans<Plan extends Pick<SubscriptionPlan, "interval" | "interval_count">>(plans: readonly Plan[]): Plan[] {
  return [...plans].sort((a, b) => monthsOf(a) - monthsOf(b));
}

/** "Monthly", "Quarterly", "Yearly", or "Every N months" for a period the product does not sell yet. */
export function planName(plan: Pick<SubscriptionPlan, "interval" | "interval_count">): string {
  const months = monthsOf(plan);
  if (months === 1) return "Monthly";
  if (months === 3) return "Quarterly";
  if (months === 12) return "Yearly";
  return months % 12 === 0 ? `Every ${months / 12} years` : `Every ${months} months`;
}

/** "$9.99 a month", "$26.99 every 3 months", "$99 a year". */
export function planPrice(plan: Pick<SubscriptionPlan, "interval" | "interval_count" | "amount">): string {
  const price = formatDollars(plan.amount);
  const months = monthsOf(plan);
  if (months === 1) return `${price} a month`;
  if (months === 12) return `${price} a year`;
  return months % 12 === 0 ? `${price} every ${months / 12} years` : `${price} every ${months} months`;
}

/** The yearly plan is the deal (decision 016): chosen unless the member picks another. */
export function defaultPlanId(plans: readonly SubscriptionPlan[]): string | null {
  return (plans.find((plan) => monthsOf(plan) === 12) ?? plans[plans.length - 1])?.id ?? null;
}
