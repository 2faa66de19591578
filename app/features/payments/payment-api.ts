import type { ContractOutput } from "../../../core/contracts/contract";
import { createSubscription as createSubscriptionCall, getStripePlans, verifyStripe } from "../../../core/contracts/payments";
import { VERIFY_SUBSCRIPTION_WIRE_NAMES } from "../../../core/contracts/payments-wire-names";
import { toWire } from "../../../core/contracts/wire-names";
import { callApi, type ApiResult } from "../../components/api-client";
import type { SubscriptionPlan } from "./plans";

export type ApiAnswer<T> = ApiResult<T>;

/** docs/product.md §7 "Payments": the VIP Access plans. */
export async function fetchPlans(): Promise<ApiAnswer<SubscriptionPlan[]>> {
  const answer = await callApi(getStripePlans);
  if (!answer.ok) return answer;
  return Array.isArray(answer.data.data) ? { ok: true, data: answer.data.data } : { ok: false, status: 200, message: null };
}

export type CreatedSubscription = ContractOutput<typeof createSubscriptionCall>;

/** docs/product.md §7: starts a subscription to `priceId`; its first payment is confirmed with the client secret. */
export async function createSubscription(priceId: string): Promise<ApiAnswer<CreatedSubscription>> {
  const answer = await callApi(createSubscriptionCall, { body: { priceId } });
  if (!answer.ok) return answer;
  const { clientSecret, subscriptionId } = answer.data;
  return typeof clientSecret === "string" && typeof subscriptionId === "string"
    ? { ok: true, data: { clientSecret, subscriptionId } }
    : { ok: false, status: 200, message: null };
}

/** docs/product.md §7: the server checks the payment with the provider and records the subscription. */
export function verifySubscription(subscriptionId: string, paymentIntentId: string): Promise<ApiAnswer<ContractOutput<typeof verifyStripe>>> {
  return callApi(verifyStripe, { body: toWire(VERIFY_SUBSCRIPTION_WIRE_NAMES, { subscriptionId, paymentId: paymentIntentId }) });
}

/** A client secret is `<payment id>_secret_<random>` with Stripe and the built-in provider alike. */
export function paymentIntentIdOf(clientSecret: string): string | null {
  const at = clientSecret.indexOf("_secret_");
  return at > 0 ? clientSecret.slice(0, at) : null;
}
