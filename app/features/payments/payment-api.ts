import { fetchOrReportOffline } from "../../components/no-internet";
import type { SubscriptionPlan } from "./plans";

export type ApiAnswer<T> =
  | { ok: true; data: T }
  /** `status` null: no answer came (the 'No internet' dialog is already open). */
  | { ok: false; status: number | null; message: string | null };

/**
 * POSTs JSON to /api/v1 with the session cookie (same origin, so the CSRF check passes). Never
 * throws: every outcome is a value the caller can show or log.
 */
export async function postApi<T>(path: string, body?: Record<string, unknown>): Promise<ApiAnswer<T>> {
  let response: Response;
  try {
    response = await fetchOrReportOffline(`/api/v1${path}`, {
      method: "POST",
      credentials: "same-origin",
      // No Content-Type without a body: the server refuses an empty body announced as JSON.
      headers: body ? { Accept: "application/json", "Content-Type": "application/json" } : { Accept: "application/json" },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch {
    return { ok: false, status: null, message: null };
  }
  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    // A proxy's HTML error page or an empty body: no message to pass on.
  }
  if (response.ok) return { ok: true, data: payload as T };
  const message =
    typeof payload === "object" && payload !== null && "message" in payload && typeof payload.message === "string" ? payload.message : null;
  return { ok: false, status: response.status, message };
}

/** SPEC section 7 "Payments": the VIP Access plans. */
export async function fetchPlans(): Promise<ApiAnswer<SubscriptionPlan[]>> {
  const answer = await postApi<{ data?: unknown }>("/payments/getStripePlans");
  if (!answer.ok) return answer;
  return Array.isArray(answer.data.data) ? { ok: true, data: answer.data.data as SubscriptionPlan[] } : { ok: false, status: 200, message: null };
}

export type CreatedSubscription = { clientSecret: string; subscriptionId: string };

/** SPEC section 7: starts a subscription to `priceId`; its first payment is confirmed with the client secret. */
export async function createSubscription(priceId: string): Promise<ApiAnswer<CreatedSubscription>> {
  const answer = await postApi<Partial<CreatedSubscription>>("/payments/createSubscription", { priceId });
  if (!answer.ok) return answer;
  const { clientSecret, subscriptionId } = answer.data;
  return typeof clientSecret === "string" && typeof subscriptionId === "string"
    ? { ok: true, data: { clientSecret, subscriptionId } }
    : { ok: false, status: 200, message: null };
}

/** SPEC section 7: the server checks the payment with the provider and records the subscription. */
export async function verifySubscription(subscriptionId: string, paymentIntentId: string): Promise<ApiAnswer<{ subscription_expires_at: string | null }>> {
  return postApi("/payments/verify/stripe", { subscription_id: subscriptionId, payment_id: paymentIntentId });
}

/** A client secret is `<payment id>_secret_<random>` with Stripe and the built-in provider alike. */
export function paymentIntentIdOf(clientSecret: string): string | null {
  const at = clientSecret.indexOf("_secret_");
  return at > 0 ? clientSecret.slice(0, at) : null;
}
