import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MARKETPLACE_PAYMENT_MESSAGES } from "../../core/pricing";
import { outboundEmails } from "../../server/db/schema/accounts";
import { payments } from "../../server/db/schema/payments";
import { providerWebhookEvents } from "../support/queued-jobs";
import { postWebhook } from "../support/subscriptions";
import { PAYING_CARD, clientAddresses } from "../support/test-cards";
import { createTestApp, type TestApp } from "../support/test-app";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_URL: "https://amora.example" });
});

afterAll(async () => {
  await testApp.close();
});

const newClientAddress = clientAddresses("192.0.2");
let counter = 0;

/** A marketplace post submitted and paid by card (not yet verified); answers its payment id, amount and e-mail. */
async function paidPost(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const email = `deals-${Date.now().toString(36)}-${counter}@receipts.example`;
  const submitted = await testApp.app.inject({
    method: "POST",
    url: "/api/v1/marketplace-requests",
    payload: {
      business_name: "Villa Aurora",
      email,
      title: `Receipt Escape ${counter}`,
      description: "Three nights in a caldera suite with breakfast for two and a private sunset cruise.",
      destination: "Santorini, Greece",
      price: "1199.99",
      valid_until: "2026-12-31",
      marketplace_request_ad_duration: 30,
      marketplace_request_featured_listing: false,
      ...overrides,
    },
    remoteAddress: newClientAddress(),
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  const post = submitted.json<{ data: { id: number; amount: number } }>().data;
  const started = await testApp.app.inject({
    method: "POST",
    url: "/api/v1/payments/order/booking/pay",
    payload: { items: [{ amount: post.amount }], product: "marketplace-post", marketplace_request_id: post.id },
    remoteAddress: newClientAddress(),
  });
  expect(started.statusCode, started.body).toBe(200);
  const secret = started.json<{ clientSecret: string }>().clientSecret;
  const paymentId = secret.slice(0, secret.indexOf("_secret_"));
  await testApp.services.payments.confirmPaymentIntent(paymentId, { card: PAYING_CARD, returnUrl: "https://amora.example/x" });
  return { paymentId, amount: post.amount, email };
}

function verify(paymentId: string, email: string, paymentTotal: number) {
  return testApp.app.inject({ method: "POST", url: "/api/v1/payments/marketRequestPaymentIntent", payload: { paymentintentid: paymentId, guestEmail: email, paymentTotal } });
}

async function deliverPaid(paymentId: string) {
  for (const event of (await providerWebhookEvents(testApp.database, paymentId)).filter((candidate) => candidate.type === "payment_intent.succeeded")) {
    expect((await postWebhook(testApp, event.body)).statusCode).toBe(200);
  }
}

function emailsTo(address: string, template: string) {
  return testApp.services.db
    .select()
    .from(outboundEmails)
    .where(and(eq(outboundEmails.toAddress, address), eq(outboundEmails.template, template)));
}

describe("a marketplace post's receipt", () => {
  it("is e-mailed once when the post is published, with its coupon, and no dashboard link for a payer without an account", async () => {
    const { paymentId, amount, email } = await paidPost({ coupon_name: "BizLoveYou" });
    const response = await verify(paymentId, email, amount);
    expect(response.statusCode, response.body).toBe(200);
    await deliverPaid(paymentId);
    expect((await verify(paymentId, email, amount)).statusCode).toBe(200);

    const receipts = await emailsTo(email, "payment-receipt");
    expect(receipts).toHaveLength(1);
    const [payment] = await testApp.services.db.select().from(payments).where(eq(payments.providerPaymentId, paymentId));
    expect(payment?.receiptEmailedAt).not.toBeNull();
    const text = receipts[0]?.text ?? "";
    expect(text).toContain("For: Marketplace deal post");
    expect(text).toMatch(/Coupon: Coupon BizLoveYou: -\$\d+(\.\d\d)?/);
    expect(text).toContain(`Amount paid: $${amount}`);
    expect(text).toContain(`Payment reference: ${paymentId}`);
    expect(text).not.toContain("/dashboard/receipts/");
  });

  it("a payment refunded because its session had ended gets one refund notice and no receipt", async () => {
    const { paymentId, amount, email } = await paidPost();
    testApp.clock.advance(601_000);
    try {
      expect((await verify(paymentId, email, amount)).json<{ message: string }>().message).toBe(MARKETPLACE_PAYMENT_MESSAGES.failedAndRefunded);
      await deliverPaid(paymentId);
      expect((await verify(paymentId, email, amount)).statusCode).toBe(409);
    } finally {
      testApp.clock.advance(-601_000);
    }
    expect(await emailsTo(email, "payment-receipt")).toHaveLength(0);
    const notices = await emailsTo(email, "payment-refunded");
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain("Your Romance Marketplace post could not be published");
    expect(notices[0]?.text).toContain(`Your payment of $${amount} has been refunded to your card.`);
  });
});
