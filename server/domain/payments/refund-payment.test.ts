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

function refund(providerPaymentId: string, reason: string, amountCents?: number) {
  const { db, clock, payments: provider } = testApp.services;
  return refundPayment({ db, clock, payments: provider }, { providerPaymentId, reason, ...(amountCents !== undefined ? { amountCents } : {}) });
}

async function recordPayment(id: string, purpose: "hotel" | "destination", amountCents: number) {
  await testApp.services.db.insert(payments).values({
    provider: "test",
    providerPaymentId: id,
    purpose,
    amountCents,
    currency: "USD",
    email: "payer@example.com",
    createdAt: testApp.clock.now(),
  });
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

describe("refundPayment, part of a payment", () => {
  it("gives back the part asked and keeps the row succeeded, with the refund's id, reason and time", async () => {
    const id = await succeededPayment("hotel", 150_000);
    await recordPayment(id, "hotel", 150_000);
    const row = await refund(id, "stay cancelled after the free-cancellation deadline", 45_000);
    const refunds = await refundsOf(id);
    expect(refunds).toEqual([expect.objectContaining({ amountCents: 45_000 })]);
    expect(row).toMatchObject({
      status: "succeeded",
      amountCents: 150_000,
      providerRefundId: refunds[0]?.id,
      refundReason: "stay cancelled after the free-cancellation deadline",
      refundedAt: testApp.clock.now(),
    });
    expect(await rowsOf(id)).toEqual([row]);
  });

  it("gives money back once however often and with whatever amount it is asked again, concurrently too", async () => {
    const id = await succeededPayment("hotel", 80_000);
    await recordPayment(id, "hotel", 80_000);
    const [first, second] = await Promise.all([refund(id, "first", 20_000), refund(id, "second", 20_000)]);
    const again = await refund(id, "another amount", 30_000);
    const whole = await refund(id, "the rest", undefined);
    expect(await refundsOf(id)).toEqual([expect.objectContaining({ amountCents: 20_000 })]);
    for (const row of [second, again, whole]) expect(row).toMatchObject({ id: first.id, status: "succeeded", providerRefundId: first.providerRefundId });
    expect(first.refundReason === "first" || first.refundReason === "second").toBe(true);
  });

  it("records a payment the product had not recorded yet, as succeeded with its partial refund", async () => {
    const id = await succeededPayment("destination", 10_000);
    await refund(id, "part given back", 2_500);
    expect(await rowsOf(id)).toEqual([
      expect.objectContaining({ purpose: "destination", amountCents: 10_000, status: "succeeded", refundReason: "part given back", providerRefundId: expect.stringMatching(/^re_/) }),
    ]);
  });

  it("counts the whole amount asked by its amount as a full refund", async () => {
    const id = await succeededPayment("hotel", 60_000);
    await recordPayment(id, "hotel", 60_000);
    expect(await refund(id, "everything back", 60_000)).toMatchObject({ status: "refunded" });
  });

  it("refuses an amount that is not cents, or more than was paid, recording nothing", async () => {
    const id = await succeededPayment("hotel", 30_000);
    await recordPayment(id, "hotel", 30_000);
    for (const amount of [0, -5, 10.5]) await expect(refund(id, "nonsense", amount)).rejects.toThrow(RangeError);
    await expect(refund(id, "too much", 30_001)).rejects.toMatchObject({ code: "amount_too_large" });
    expect(await refundsOf(id)).toHaveLength(0);
    expect(await rowsOf(id)).toEqual([expect.objectContaining({ status: "succeeded", providerRefundId: null, refundReason: null, refundedAt: null })]);
    // Still refundable afterwards.
    expect(await refund(id, "the right amount", 9_000)).toMatchObject({ status: "succeeded", refundReason: "the right amount" });
  });
});
