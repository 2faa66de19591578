import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { canUpgrade } from "../../core/member-rules";
import { stripeSignatureHeader } from "../../server/adapters/payments/stripe-event-builders";
import { TEST_CARDS } from "../../server/adapters/payments/test-cards";
import { testProviderWebhookSecret, type TestPaymentProvider } from "../../server/adapters/payments/test-provider";
import { subscriptions } from "../../server/db/schema/payments";
import { bearer, signInWithCode } from "./accounts";
import { providerWebhookEvents } from "./queued-jobs";
import type { TestApp } from "./test-app";

export const RETURN_URL = "http://localhost/upgrade";
export const MONTHLY = "price_test_vip_monthly";
export const YEARLY = "price_test_vip_yearly";

/** The test app's provider, with what only the test provider has (its billing run). */
export function testProvider(testApp: TestApp): TestPaymentProvider {
  const provider = testApp.services.payments as Partial<TestPaymentProvider>;
  if (typeof provider.runBilling !== "function") throw new Error("the test app does not use the test payment provider");
  return provider as TestPaymentProvider;
}

let memberCounter = 0;
/** A new member, signed in; answers their Bearer headers and id. */
export async function newMember(testApp: TestApp, name = "vip") {
  memberCounter += 1;
  const email = `${name}.${memberCounter}.${process.pid}@example.com`;
  const { token, userId } = await signInWithCode(testApp, email);
  return { email, userId, headers: bearer(token) };
}

export type Member = Awaited<ReturnType<typeof newMember>>;

export function createSubscription(testApp: TestApp, payload: unknown, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: "POST", url: "/api/v1/payments/createSubscription", payload: payload as object, headers });
}

export function verify(testApp: TestApp, payload: unknown, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: "POST", url: "/api/v1/payments/verify/stripe", payload: payload as object, headers });
}

/** The payment id inside a client secret ('pi_..._secret_...'). */
export const paymentIdOf = (clientSecret: string): string => clientSecret.slice(0, clientSecret.indexOf("_secret_"));

/** Subscribes the member to `priceId` and pays the first invoice with `card`; answers the ids. */
export async function subscribeAndPay(testApp: TestApp, member: Member, { priceId = MONTHLY, card = TEST_CARDS.success as string } = {}) {
  const created = await createSubscription(testApp, { priceId }, member.headers);
  expect(created.statusCode, created.body).toBe(200);
  const { clientSecret, subscriptionId } = created.json<{ clientSecret: string; subscriptionId: string }>();
  const paymentId = paymentIdOf(clientSecret);
  const payment = await testApp.services.payments.confirmPaymentIntent(paymentId, {
    card: { number: card, expMonth: 12, expYear: 2030, cvc: "123" },
    returnUrl: RETURN_URL,
  });
  return { subscriptionId, paymentId, payment };
}

/** Subscribed, paid and verified: the member has VIP Access. */
export async function vipMember(testApp: TestApp, options: { priceId?: string; card?: string } = {}) {
  const member = await newMember(testApp);
  const paid = await subscribeAndPay(testApp, member, options);
  const verified = await verify(testApp, { subscription_id: paid.subscriptionId, payment_id: paid.paymentId }, member.headers);
  expect(verified.statusCode, verified.body).toBe(200);
  return { member, ...paid };
}

/** GET /user's subscription fields, and whether the Upgrade item shows for them now. */
export async function memberAccess(testApp: TestApp, member: Member) {
  const response = await testApp.app.inject({ method: "GET", url: "/api/v1/user", headers: member.headers });
  expect(response.statusCode, response.body).toBe(200);
  const { subscription_sku, subscription_expires_at } = response.json<{
    data: { subscription_sku: string | null; subscription_expires_at: string | null };
  }>().data;
  return {
    subscription_sku,
    subscription_expires_at,
    canUpgrade: canUpgrade({ subscription_sku, subscription_expires_at }, testApp.clock.now()),
  };
}

export async function subscriptionRow(testApp: TestApp, providerSubscriptionId: string) {
  const [row] = await testApp.services.db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
  return row;
}

/** The test provider's webhook signing secret in this app. */
export function webhookSecret(testApp: TestApp): string {
  return testProviderWebhookSecret(testApp.services.config.appSecret ?? "");
}

/** POSTs a webhook body as the provider does, signed at `at` (default: now) unless a header is given. */
export function postWebhook(testApp: TestApp, body: string, { at = testApp.clock.now(), signature }: { at?: Date; signature?: string } = {}) {
  return testApp.app.inject({
    method: "POST",
    url: "/api/v1/payments/webhook",
    payload: body,
    headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature ?? stripeSignatureHeader(webhookSecret(testApp), body, at) },
  });
}

/**
 * Delivers, as the provider's sender would, every event it queued since the last call (for this
 * test app), and expects each to be accepted. Answers the events delivered.
 */
export function webhookSender(testApp: TestApp) {
  const delivered = new Set<string>();
  return async function deliverQueued() {
    const events = (await providerWebhookEvents(testApp.database)).filter((event) => !delivered.has(event.jobId));
    for (const event of events) {
      delivered.add(event.jobId);
      const response = await postWebhook(testApp, event.body);
      expect(response.statusCode, response.body).toBe(200);
    }
    return events;
  };
}
