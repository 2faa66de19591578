import { callApiAt, type ApiResult } from "../../components/api-client";
import type { SubscriptionPlan } from "./plans";

export type ApiAnswer<T> = ApiResult<T>;

/**
 * POSTs JSON to /api/v1 with the session cookie (components/api-client.ts). Never throws: every
 * outcome is a value the caller can show or log.
 */
export function postApi<T>(path: string, body?: Record<string, unknown>): Promise<ApiAnswer<T>> {
  return callApiAt<T>("POST", path, body);
}

/** docs/product.md §7 "Payments": the VIP Access plans. */
export async function fetchPlans(): Promise<ApiAnswer<SubscriptionPlan[]>> {
  const answer = await postApi<{ data?: unknown }>("/payments/getStripePlans");
  if (!answer.ok) return answer;
  return Array.isArray(answer.data.data) ? { ok: true, data: answer.data.data as SubscriptionPlan[] } : { ok: false, status: 200, message: null };
}

export type CreatedSubscription = { clientSecret: string; subscriptionId: string };

/** docs/product.md §7: starts a subscription to `priceId`; its first payment is confirmed with the client secret. */
export async function createSubscription(priceId: string): Promise<ApiAnswer<CreatedSubscription>> {
  const answer = await postApi<Partial<CreatedSubscription>>("/payments/createSubscription", { priceId });
  if (!answer.ok) return answer;
  const { clientSecret, subscriptionId } = answer.data;
  return typeof clientSecret === "string" && typeof subscriptionId === "string"
    ? { ok: true, data: { clientSecret, subscriptionId } }
    : { ok: false, status: 200, message: null };
}

/** docs/product.md §7: the server checks the payment with the provider and records the subscription. */
export async function verifySubscription(subscriptionId: string, paymentIntentId: string): Promise<ApiAnswer<{ subscription_expires_at: string | null }>> {
  return postApi("/payments/verify/stripe", { subscription_id: subscriptionId, payment_id: paymentIntentId });
}

/** A client secret is `<payment id>_secret_<random>` with Stripe and the built-in provider alike. */
export function paymentIntentIdOf(clientSecret: string): string | null {
  const at = clientSecret.indexOf("_secret_");
  return at > 0 ? clientSecret.slice(0, at) : null;
}
