import * as payments from "../../../core/contracts/payments";
import { createVipSubscription } from "../../domain/payments/subscriptions/create-vip-subscription";
import { verifyVipSubscription } from "../../domain/payments/subscriptions/verify-vip-subscription";
import type { ApiRegistry } from "./route";

/** The handlers of the VIP Access subscription calls (core/contracts/payments.ts: createSubscription, verifyStripe). */
export function registerSubscriptionPaymentRoutes(api: ApiRegistry): void {
  api.route(payments.createSubscription, async ({ auth, body, services }) => {
    const { user } = auth;
    return createVipSubscription(services, { user, priceId: body.priceId });
  });

  api.route(payments.verifyStripe, async ({ auth, body, services }) => {
    const { user } = auth;
    const { subscriptionExpiresAt } = await verifyVipSubscription(services, { user, subscriptionId: body.subscriptionId, paymentId: body.paymentId });
    return { subscription_expires_at: subscriptionExpiresAt.toISOString() };
  });
}
