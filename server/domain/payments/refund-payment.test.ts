import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments, testProviderRefunds } from "../../db/schema/payments";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { refundPayment } from "./refund-payment";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

const PAYING_CARD = { number: "4242424242424242", expMonth: 12, expYear: 2030, cvc: "123" };

let keyCounter = 0;
async function succeededPayment(product: string, amountCents: number): Promise<string> {
  keyCounter += 1;
  const intent = await testApp.services.payments.createPaymentIntent({
    amountCents,
    currency: "USD",
    idempotencyKey: `refund-test-${keyCounter}`,
    metadata: { product },
    customerEmail: "payer@example.com",
  });
  await testApp.services.payments.confirmPaymentIntent(intent.id, { card: PAYING_CARD, returnUrl: "http://localhost/x" });
  return intent.id;
}

function refund(providerPaymentId: string, reason: string) {
  const { db, clock, payments: provider } = testApp.services;
  return refundPayment({ db, clock, payments: provider }, { providerPaymentId, reason });
}

const refundsOf = (id: string) => testApp.services.db.select().from(testProviderRefunds).where(eq(testProviderRefunds.paymentIntentId, id));
const rowsOf = (id: string) => testApp.services.db.select().from(payments).where(eq(payments.providerPaymentId, id));

describe("refundPayment", () => {
  it("gives a recorded payment back and marks its row refunded", async () => {
    const id = await succeededPayment("advisor-basic", 19_900);
    await testApp.services.db.insert(payments).values({
      provider: "test",
      providerPaymentId: id,
      purpose: "advisor-basic",
      amountCents: 19_900,
      currency: "USD",
      email: "payer@example.com",
      createdAt: testApp.clock.now(),
    });
    const row = await refund(id, "signup could not be completed");
    const refunds = await refundsOf(id);
    expect(refunds).toHaveLength(1);
    expect(row).toMatchObject({ status: "refunded", providerRefundId: refunds[0]?.id, refundReason: "signup could not be completed", amountCents: 19_900 });
    expect(row.refundedAt?.toISOString()).toBe("2026-06-01T12:00:00.000Z");

    // A verification arriving afterwards does not call the payment succeeded.
    const verify = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/payments/b2bPaymentIntent",
      payload: { paymentintentid: id, guestEmail: "payer@example.com", paymentTotal: 199 },
    });
    expect(verify.statusCode).toBe(409);
    expect(verify.json<{ message: string }>().message).toBe("This payment was refunded.");
  });

  it("records a payment the product had not recorded yet, as refunded", async () => {
    const id = await succeededPayment("destination", 10_000);
    await refund(id, "failure right after the charge");
    expect(await rowsOf(id)).toEqual([
      expect.objectContaining({ purpose: "destination", amountCents: 10_000, currency: "USD", status: "refunded", email: "payer@example.com", refundReason: "failure right after the charge" }),
    ]);
  });

  it("gives the money back once however often it is asked, keeping the first reason", async () => {
    const id = await succeededPayment("hotel", 150_000);
    const first = await refund(id, "first failure");
    const again = await refund(id, "second failure");
    await Promise.all([refund(id, "third"), refund(id, "fourth")]);
    expect(await refundsOf(id)).toHaveLength(1);
    expect(again).toMatchObject({ id: first.id, refundReason: "first failure", providerRefundId: first.providerRefundId });
    expect(await rowsOf(id)).toHaveLength(1);
  });

  it("records a payment given back by other means (the provider's dashboard) without refunding again", async () => {
    const id = await succeededPayment("advisor-featured", 67_500);
    await testApp.services.db.insert(payments).values({
      provider: "test",
      providerPaymentId: id,
      purpose: "advisor-featured",
      amountCents: 67_500,
      currency: "USD",
      createdAt: testApp.clock.now(),
    });
    await testApp.services.payments.refundPaymentIntent({ paymentIntentId: id, idempotencyKey: "dashboard-refund" });
    // What the charge.refunded webhook records: the status only.
    await testApp.services.db.update(payments).set({ status: "refunded", refundedAt: testApp.clock.now() }).where(eq(payments.providerPaymentId, id));
    const row = await refund(id, "signup abandoned");
    expect(await refundsOf(id)).toHaveLength(1);
    expect(row).toMatchObject({ status: "refunded", providerRefundId: null, refundReason: "signup abandoned" });
  });

  it("refuses a payment that has not succeeded, recording nothing", async () => {
    keyCounter += 1;
    const unpaid = await testApp.services.payments.createPaymentIntent({ amountCents: 10_000, currency: "USD", idempotencyKey: `refund-test-${keyCounter}`, metadata: { product: "destination" } });
    await expect(refund(unpaid.id, "nothing to give back")).rejects.toThrow();
    expect(await rowsOf(unpaid.id)).toHaveLength(0);
  });
});
