import type { PaymentProvider, Plan } from "../../adapters/payments/payment-provider";

/** Months in one period of a plan, the order docs/product.md §9 shows them in. */
const periodMonths = (plan: Plan): number => (plan.interval === "year" ? 12 : 1) * plan.intervalCount;

/** The VIP Access plans, monthly, then quarterly, then yearly (docs/product.md §9). */
export async function listPlans(payments: PaymentProvider): Promise<Plan[]> {
  const plans = await payments.listPlans();
  return [...plans].sort((a, b) => periodMonths(a) - periodMonths(b));
}
