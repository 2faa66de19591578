import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { providerWebhookEvents } from "../../../../tests/support/queued-jobs";
import { postWebhook } from "../../../../tests/support/subscriptions";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { stripeChargeObject, stripeEventJson } from "../../../adapters/payments/stripe-event-builders";
import { payments } from "../../../db/schema/payments";
import { refundPayment } from "../refund-payment";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

const PAYING_CARD = { number: "4242424242424242", expMonth: 12, expYear: 2030, cvc: "123" };

let counter = 0;
/** A succeeded payment the product recorded (a stay's payment, say). */
async function recordedPayment(amountCents: number): Promise<string> {
  counter += 1;
  const { payments: provider, db } = testApp.services;
  const intent = await provider.createPaymentIntent({ amountCents, currency: "USD", idempotencyKey: `partial-webhook-${counter}`, metadata: { product: "hotel" } });
  await provider.confirmPaymentIntent(intent.id, { card: PAYING_CARD, returnUrl: "http://localhost/x" });
  await db.insert(payments).values({ provider: "test", providerPaymentId: intent.id, purpose: "hotel", amountCents, currency: "USD", createdAt: testApp.clock.now() });
  return intent.id;
}

async function refundedEvent(paymentId: string) {
  const found = (await providerWebhookEvents(testApp.database, paymentId)).filter((event) => event.type === "charge.refunded").at(-1);
  if (!found) throw new Error(`no charge.refunded for ${paymentId}`);
  return found;
}

const rowOf = async (paymentId: string) => (await testApp.services.db.select().from(payments).where(eq(payments.providerPaymentId, paymentId)))[0];

describe("charge.refunded for part of a payment", () => {
  it("keeps the payment succeeded and notes when money went back; a later refund of the rest marks it refunded", async () => {
    const paymentId = await recordedPayment(50_000);
    // Given back in part by other means (the provider's dashboard).
    await testApp.services.payments.refundPaymentIntent({ paymentIntentId: paymentId, idempotencyKey: `dashboard-${paymentId}`, amountCents: 20_000 });
    const partial = await refundedEvent(paymentId);
    expect(partial.object).toMatchObject({ amount_refunded: 20_000, refunded: false });

    testApp.clock.advance(60_000);
    expect((await postWebhook(testApp, partial.body)).json<{ duplicate: boolean }>()).toMatchObject({ duplicate: false });
    expect(await rowOf(paymentId)).toMatchObject({ status: "succeeded", refundedAt: new Date(partial.created * 1000), providerRefundId: null, amountCents: 50_000 });
    expect((await postWebhook(testApp, partial.body)).json<{ duplicate: boolean }>()).toMatchObject({ duplicate: true });

    // The rest refunded at the provider: its charge now says refunded in full.
    testApp.clock.advance(60_000);
    const whole = stripeEventJson({
      id: `evt_rest_${paymentId}`,
      type: "charge.refunded",
      created: testApp.clock.now(),
      object: stripeChargeObject({ id: paymentId.replace(/^pi_/, "ch_"), paymentIntentId: paymentId, amountCents: 50_000, amountRefundedCents: 50_000, currency: "usd", createdAt: testApp.clock.now() }),
    });
    expect((await postWebhook(testApp, whole)).statusCode).toBe(200);
    expect(await rowOf(paymentId)).toMatchObject({ status: "refunded", refundedAt: testApp.clock.now() });
  });

  it("leaves a partial refund the product recorded as it is: succeeded, with its id, reason and time", async () => {
    const paymentId = await recordedPayment(40_000);
    const { db, clock, payments: provider } = testApp.services;
    const recorded = await refundPayment({ db, clock, payments: provider }, { providerPaymentId: paymentId, reason: "stay cancelled late", amountCents: 10_000 });
    testApp.clock.advance(120_000);
    const event = await refundedEvent(paymentId);
    expect((await postWebhook(testApp, event.body)).statusCode).toBe(200);
    expect(await rowOf(paymentId)).toEqual(recorded);
    expect(recorded).toMatchObject({ status: "succeeded", refundReason: "stay cancelled late", providerRefundId: expect.stringMatching(/^re_/) });
  });

  it("marks a payment refunded in full as before", async () => {
    const paymentId = await recordedPayment(30_000);
    await testApp.services.payments.refundPaymentIntent({ paymentIntentId: paymentId, idempotencyKey: `dashboard-${paymentId}` });
    const event = await refundedEvent(paymentId);
    expect(event.object).toMatchObject({ amount_refunded: 30_000, refunded: true });
    expect((await postWebhook(testApp, event.body)).statusCode).toBe(200);
    expect(await rowOf(paymentId)).toMatchObject({ status: "refunded", refundedAt: new Date(event.created * 1000) });
  });
});
