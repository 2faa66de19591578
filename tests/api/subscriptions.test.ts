import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_CARDS } from "../../server/adapters/payments/test-cards";
import { payments, subscriptions } from "../../server/db/schema/payments";
import { createTestApp, type TestApp } from "../support/test-app";
import {
  createSubscription,
  memberAccess,
  MONTHLY,
  newMember,
  paymentIdOf,
  RETURN_URL,
  subscribeAndPay,
  subscriptionRow,
  testProvider,
  verify,
  vipMember,
  webhookSender,
  YEARLY,
} from "../support/subscriptions";
import { expectErrorShape } from "./api-routes";

const FAILED = "Payment verification failed please try again after sometimes!..";
const DAY = 24 * 3600 * 1000;

let testApp: TestApp;
let deliverQueued: ReturnType<typeof webhookSender>;

beforeAll(async () => {
  testApp = await createTestApp();
  deliverQueued = webhookSender(testApp);
});

afterAll(async () => {
  await testApp.close();
});

function expectError(response: { statusCode: number; headers: Record<string, unknown>; body: string }, status: number, message: string) {
  expect(response.statusCode, response.body).toBe(status);
  expectErrorShape(response.statusCode, String(response.headers["content-type"]), response.body, "subscriptions");
  expect((JSON.parse(response.body) as { message: string }).message).toBe(message);
}

async function paymentsFor(subscriptionId: string) {
  return testApp.services.db.select().from(payments).where(eq(payments.reference, `subscription:${subscriptionId}`));
}

describe("POST /payments/createSubscription", () => {
  it("turns visitors away", async () => {
    expectError(await createSubscription(testApp, { priceId: MONTHLY }), 401, "Unauthenticated.");
  });

  it("starts an incomplete subscription for the plan and answers exactly clientSecret and subscriptionId", async () => {
    const member = await newMember(testApp);
    const response = await createSubscription(testApp, { priceId: YEARLY }, member.headers);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ clientSecret: string; subscriptionId: string }>();
    expect(Object.keys(body).sort()).toEqual(["clientSecret", "subscriptionId"]);
    expect(body.subscriptionId).toMatch(/^sub_[0-9A-Za-z]{24}$/);
    const payment = await testApp.services.payments.retrievePaymentIntent(paymentIdOf(body.clientSecret));
    expect(payment).toMatchObject({ amountCents: 9900, status: "requires_payment_method", customerEmail: member.email, subscriptionId: body.subscriptionId });
    expect(await subscriptionRow(testApp, body.subscriptionId)).toMatchObject({ userId: member.userId, priceId: YEARLY, status: "incomplete", provider: "test" });
    expect(await memberAccess(testApp, member)).toEqual({ subscription_sku: null, subscription_expires_at: null, canUpgrade: true });
  });

  it("answers a double click with the same subscription: one provider subscription, one row", async () => {
    const member = await newMember(testApp);
    const [first, second] = await Promise.all([
      createSubscription(testApp, { priceId: MONTHLY }, member.headers),
      createSubscription(testApp, { priceId: MONTHLY }, member.headers),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    const rows = await testApp.services.db.select().from(subscriptions).where(eq(subscriptions.userId, member.userId));
    expect(rows).toHaveLength(1);
  });

  it("refuses an unknown or missing plan with a clear message, creating nothing", async () => {
    const member = await newMember(testApp);
    expectError(await createSubscription(testApp, { priceId: "price_gold" }, member.headers), 422, "The selected plan is invalid.");
    expectError(await createSubscription(testApp, {}, member.headers), 422, "The price id field is required.");
    expectError(await createSubscription(testApp, { priceId: 7 }, member.headers), 422, "The price id field is required.");
    expect(await testApp.services.db.select().from(subscriptions).where(eq(subscriptions.userId, member.userId))).toEqual([]);
  });

  it("refuses a member whose VIP Access is running (409)", async () => {
    const { member } = await vipMember(testApp);
    expectError(
      await createSubscription(testApp, { priceId: YEARLY }, member.headers),
      409,
      "You already have VIP Access. You can subscribe again when it ends.",
    );
  });
});

describe("POST /payments/verify/stripe", () => {
  it("gives VIP Access after the card pays: sku and expiry on GET /user, the Upgrade item gone, the payment recorded", async () => {
    const member = await newMember(testApp);
    const { subscriptionId, paymentId } = await subscribeAndPay(testApp, member, { priceId: MONTHLY });
    expect(await memberAccess(testApp, member)).toMatchObject({ subscription_sku: null, canUpgrade: true });

    const response = await verify(testApp, { subscription_id: subscriptionId, payment_id: paymentId }, member.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ subscription_expires_at: "2026-07-01T12:00:00.000Z" });
    expect(await memberAccess(testApp, member)).toEqual({
      subscription_sku: MONTHLY,
      subscription_expires_at: "2026-07-01T12:00:00.000Z",
      canUpgrade: false,
    });
    expect(await subscriptionRow(testApp, subscriptionId)).toMatchObject({ status: "active", currentPeriodEnd: new Date("2026-07-01T12:00:00Z") });
    expect(await paymentsFor(subscriptionId)).toEqual([
      expect.objectContaining({ providerPaymentId: paymentId, purpose: "vip", amountCents: 999, currency: "USD", userId: member.userId, status: "succeeded" }),
    ]);
  });

  it("records the payment once when verified twice, or verified and then told by webhook", async () => {
    const { member, subscriptionId, paymentId } = await vipMember(testApp, { priceId: YEARLY });
    const again = await verify(testApp, { subscription_id: subscriptionId, payment_id: paymentId }, member.headers);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ subscription_expires_at: "2027-06-01T12:00:00.000Z" });
    const delivered = await deliverQueued();
    expect(delivered.map((event) => event.type)).toEqual(expect.arrayContaining(["payment_intent.succeeded", "customer.subscription.updated"]));
    expect(await paymentsFor(subscriptionId)).toHaveLength(1);
    expect(await memberAccess(testApp, member)).toMatchObject({ subscription_sku: YEARLY, subscription_expires_at: "2027-06-01T12:00:00.000Z" });
  });

  it("refuses a declined card with the product's message, and changes nothing", async () => {
    const member = await newMember(testApp);
    const { subscriptionId, paymentId, payment } = await subscribeAndPay(testApp, member, { card: TEST_CARDS.declined });
    expect(payment.lastError?.message).toBe("Your card was declined.");
    expectError(await verify(testApp, { subscription_id: subscriptionId, payment_id: paymentId }, member.headers), 422, FAILED);
    expect(await subscriptionRow(testApp, subscriptionId)).toMatchObject({ status: "incomplete", currentPeriodEnd: null });
    expect(await paymentsFor(subscriptionId)).toEqual([]);
    expect(await memberAccess(testApp, member)).toEqual({ subscription_sku: null, subscription_expires_at: null, canUpgrade: true });

    // The same payment may be tried again with another card, and then verifies.
    await testApp.services.payments.confirmPaymentIntent(paymentId, {
      card: { number: TEST_CARDS.success, expMonth: 12, expYear: 2030, cvc: "123" },
      returnUrl: RETURN_URL,
    });
    const verified = await verify(testApp, { subscription_id: subscriptionId, payment_id: paymentId }, member.headers);
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it("refuses someone else's subscription (404) and changes nothing for either member", async () => {
    const owner = await newMember(testApp);
    const { subscriptionId, paymentId } = await subscribeAndPay(testApp, owner);
    const intruder = await newMember(testApp);
    expectError(await verify(testApp, { subscription_id: subscriptionId, payment_id: paymentId }, intruder.headers), 404, FAILED);
    expectError(await verify(testApp, { subscription_id: "sub_unknown", payment_id: paymentId }, intruder.headers), 404, FAILED);
    expect(await subscriptionRow(testApp, subscriptionId)).toMatchObject({ userId: owner.userId, status: "incomplete" });
    expect(await paymentsFor(subscriptionId)).toEqual([]);
    expect(await memberAccess(testApp, intruder)).toMatchObject({ subscription_sku: null, canUpgrade: true });
    expect(await memberAccess(testApp, owner)).toMatchObject({ subscription_sku: null, canUpgrade: true });
  });

  it("refuses a payment for another amount, or one that is not the subscription's, and changes nothing", async () => {
    const member = await newMember(testApp);
    const created = await createSubscription(testApp, { priceId: MONTHLY }, member.headers);
    const { subscriptionId } = created.json<{ subscriptionId: string }>();
    // A cheaper payment, paid, presented in place of the plan's.
    const cheaper = await testApp.services.payments.createPaymentIntent({ amountCents: 500, currency: "usd", idempotencyKey: `cheaper-${member.userId}` });
    await testApp.services.payments.confirmPaymentIntent(cheaper.id, {
      card: { number: TEST_CARDS.success, expMonth: 12, expYear: 2030, cvc: "123" },
      returnUrl: RETURN_URL,
    });
    expectError(await verify(testApp, { subscription_id: subscriptionId, payment_id: cheaper.id }, member.headers), 422, FAILED);
    // Another member's paid first payment, for the same plan and amount.
    const other = await subscribeAndPay(testApp, await newMember(testApp));
    expectError(await verify(testApp, { subscription_id: subscriptionId, payment_id: other.paymentId }, member.headers), 422, FAILED);
    expectError(await verify(testApp, { subscription_id: subscriptionId, payment_id: "pi_unknown" }, member.headers), 422, FAILED);
    expect(await subscriptionRow(testApp, subscriptionId)).toMatchObject({ status: "incomplete" });
    expect(await testApp.services.db.select().from(payments).where(eq(payments.userId, member.userId))).toEqual([]);
    expect(await memberAccess(testApp, member)).toMatchObject({ subscription_sku: null, canUpgrade: true });
  });

  it("refuses visitors and a request without the ids", async () => {
    expectError(await verify(testApp, { subscription_id: "sub_x", payment_id: "pi_x" }), 401, "Unauthenticated.");
    const member = await newMember(testApp);
    expectError(await verify(testApp, {}, member.headers), 422, FAILED);
    expectError(await verify(testApp, { subscription_id: "sub_x", payment_id: "" }, member.headers), 422, FAILED);
  });
});

describe("billing (the provider renews, ends or fails a subscription when its period ends)", () => {
  it("renews: the expiry moves one period, the renewal is recorded once, the Upgrade item stays away", async () => {
    const { member, subscriptionId } = await vipMember(testApp, { priceId: MONTHLY });
    await deliverQueued();
    testApp.clock.advance(31 * DAY); // 2026-07-02
    expect(await memberAccess(testApp, member)).toMatchObject({ canUpgrade: true });
    await testProvider(testApp).runBilling();
    const delivered = await deliverQueued();
    expect(delivered.filter((event) => event.object.subscription === subscriptionId || event.object.id === subscriptionId).map((event) => event.type).sort()).toEqual([
      "customer.subscription.updated",
      "invoice.paid",
    ]);
    expect(await memberAccess(testApp, member)).toEqual({
      subscription_sku: MONTHLY,
      subscription_expires_at: "2026-08-01T12:00:00.000Z",
      canUpgrade: false,
    });
    const recorded = await paymentsFor(subscriptionId);
    expect(recorded.map((row) => [row.amountCents, row.purpose, row.userId])).toEqual([
      [999, "vip", member.userId],
      [999, "vip", member.userId],
    ]);
  });

  it("ends a subscription cancelled at the period's end: the Upgrade item returns", async () => {
    const { member, subscriptionId } = await vipMember(testApp, { priceId: MONTHLY });
    const cancelled = await testApp.services.payments.cancelSubscription(subscriptionId, { atPeriodEnd: true });
    await deliverQueued();
    expect(await subscriptionRow(testApp, subscriptionId)).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    // Until the period ends, VIP Access runs on.
    expect(await memberAccess(testApp, member)).toMatchObject({ subscription_expires_at: cancelled.currentPeriodEnd?.toISOString(), canUpgrade: false });
    testApp.clock.advance(31 * DAY);
    await testProvider(testApp).runBilling();
    await deliverQueued();
    expect(await subscriptionRow(testApp, subscriptionId)).toMatchObject({ status: "canceled" });
    const access = await memberAccess(testApp, member);
    expect(access.canUpgrade).toBe(true);
    expect(Date.parse(access.subscription_expires_at ?? "")).toBeLessThanOrEqual(testApp.clock.now().getTime());
    expect(await paymentsFor(subscriptionId)).toHaveLength(1);
    // And the member may subscribe again.
    const again = await createSubscription(testApp, { priceId: MONTHLY }, member.headers);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<{ subscriptionId: string }>().subscriptionId).not.toBe(subscriptionId);
  });

  it("makes a subscription paid with 4000 0000 0000 0341 past_due when its renewal fails: the Upgrade item returns", async () => {
    const { member, subscriptionId } = await vipMember(testApp, { priceId: MONTHLY, card: TEST_CARDS.renewalsFail });
    await deliverQueued();
    expect(await memberAccess(testApp, member)).toMatchObject({ canUpgrade: false });
    testApp.clock.advance(31 * DAY);
    await testProvider(testApp).runBilling();
    await deliverQueued();
    expect(await subscriptionRow(testApp, subscriptionId)).toMatchObject({ status: "past_due" });
    expect(await memberAccess(testApp, member)).toMatchObject({ subscription_sku: MONTHLY, canUpgrade: true });
    expect(await paymentsFor(subscriptionId)).toHaveLength(1);
  });
});
