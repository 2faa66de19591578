import { z } from "zod";
import { createVipSubscription } from "../../domain/payments/subscriptions/create-vip-subscription";
import { SUBSCRIPTION_MESSAGES } from "../../domain/payments/subscriptions/subscription-messages";
import { verifyVipSubscription } from "../../domain/payments/subscriptions/verify-vip-subscription";
import type { ApiRegistry } from "./route";

const PROVIDER_ID_MAX = 255;

const createBody = z.object({
  priceId: z
    .string({ error: SUBSCRIPTION_MESSAGES.priceRequired })
    .trim()
    .min(1, SUBSCRIPTION_MESSAGES.priceRequired)
    .max(PROVIDER_ID_MAX, SUBSCRIPTION_MESSAGES.invalidPlan)
    .describe("A plan id from POST /payments/getStripePlans"),
});

const createResponse = z.object({
  clientSecret: z.string().describe("Confirms the subscription's first payment in the browser"),
  subscriptionId: z.string().describe("The provider's subscription id (sub_...), sent back to verify/stripe"),
});

const failed = SUBSCRIPTION_MESSAGES.verificationFailed;
const providerId = (description: string) =>
  z.string({ error: failed }).trim().min(1, failed).max(PROVIDER_ID_MAX, failed).describe(description);

const verifyBody = z.object({
  subscription_id: providerId("The subscriptionId createSubscription answered"),
  payment_id: providerId("The id (pi_...) of the payment the browser confirmed"),
});

const verifyResponse = z.object({
  subscription_expires_at: z.string().describe("ISO 8601: VIP Access runs until then"),
});

/** The VIP Access subscription calls (docs/product.md §7 "Payments": createSubscription, verify/stripe). */
export function registerSubscriptionPaymentRoutes(api: ApiRegistry): void {
  const tags = ["payments"] as const;

  api.inline({
    method: "POST",
    path: "/payments/createSubscription",
    operationId: "createSubscription",
    auth: "member",
    summary: "Start a VIP Access subscription for the signed-in member; answers the first payment's client secret",
    tags,
    body: createBody,
    invalidBody: "validation",
    response: createResponse,
    errors: [401, 409],
    handler: async ({ auth, body, services }) => {
      const { user } = auth;
      return createVipSubscription(services, { user, priceId: body.priceId });
    },
  });

  api.inline({
    method: "POST",
    path: "/payments/verify/stripe",
    operationId: "verifyStripe",
    auth: "member",
    summary: "Check with the provider that the member's subscription is paid, and give them VIP Access",
    tags,
    body: verifyBody,
    invalidBody: "validation",
    response: verifyResponse,
    errors: [401, 404],
    handler: async ({ auth, body, services }) => {
      const { user } = auth;
      const { subscriptionExpiresAt } = await verifyVipSubscription(services, {
        user,
        subscriptionId: body.subscription_id,
        paymentId: body.payment_id,
      });
      return { subscription_expires_at: subscriptionExpiresAt.toISOString() };
    },
  });
}
