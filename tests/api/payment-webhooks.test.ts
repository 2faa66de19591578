import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stripeEventJson, stripeInvoiceObject, stripeSignatureHeader } from "../../server/adapters/payments/stripe-event-builders";
import { invoices, paymentEvents, payments, subscriptions } from "../../server/db/schema/payments";
import { providerWebhookEvents, type QueuedProviderEvent } from "../support/queued-jobs";
import {
  memberAccess,
  MONTHLY,
  newMember,
  postWebhook,
  subscribeAndPay,
  subscriptionRow,
  testProvider,
  verify,
  vipMember,
  webhookSecret,
  webhookSender,
  YEARLY,
} from "../support/subscriptions";
import { createTestApp, type TestApp } from "../support/test-app";
import { expectErrorShape } from "./api-routes";

const DAY = 24 * 3600 * 1000;
const SIGNATURE_REFUSED = "The webhook signature could not be verified.";

let testApp: TestApp;
let deliverQueued: ReturnType<typeof webhookSender>;

beforeAll(async () => {
  testApp = await createTestApp();
  deliverQueued = webhookSender(testApp);
});

afterAll(async () => {
  await testApp.close();
});

/** Everything a webhook could change, to compare before and after one that must change nothing. */
async function snapshot() {
  const db = testApp.services.db;
  return {
    events: await db.select().from(paymentEvents).orderBy(paymentEvents.id),
    payments: await db.select().from(payments).orderBy(payments.id),
    subscriptions: await db.select().from(subscriptions).orderBy(subscriptions.id),
    invoices: await db.select().from(invoices).orderBy(invoices.id),
  };
}

async function eventOf(objectId: string, type: string): Promise<QueuedProviderEvent> {
  const found = (await providerWebhookEvents(testApp.database, objectId)).filter((event) => event.type === type).at(-1);
  if (!found) throw new Error(`no queued ${type} for ${objectId}`);
  return found;
}

function expectRefused(response: Awaited<ReturnType<typeof postWebhook>>, message = SIGNATURE_REFUSED) {
  expect(response.statusCode, response.body).toBe(400);
  expectErrorShape(response.statusCode, String(response.headers["content-type"]), response.body, "webhook");
  expect(response.json<{ message: string }>().message).toBe(message);
}

describe("POST /payments/webhook", () => {
  it("applies a replayed event once: ten deliveries of one renewal, one payment and one period more", async () => {
    const { member, subscriptionId } = await vipMember(testApp, { priceId: MONTHLY });
    await deliverQueued();
    testApp.clock.advance(31 * DAY);
    await testProvider(testApp).runBilling();
    const renewal = await eventOf(subscriptionId, "invoice.paid");

    const answers = [];
    for (let delivery = 0; delivery < 10; delivery += 1) answers.push((await postWebhook(testApp, renewal.body)).json<{ duplicate: boolean }>());
    expect(answers.map((answer) => answer.duplicate)).toEqual([false, true, true, true, true, true, true, true, true, true]);
    expect(await testApp.services.db.select().from(paymentEvents).where(eq(paymentEvents.id, renewal.id))).toHaveLength(1);
    const recorded = await testApp.services.db.select().from(payments).where(eq(payments.reference, `subscription:${subscriptionId}`));
    expect(recorded).toHaveLength(2);
    expect(recorded[1]).toMatchObject({ providerPaymentId: renewal.object.id, amountCents: 999, status: "succeeded", userId: member.userId });
    // One period more, not ten.
    expect(await subscriptionRow(testApp, subscriptionId)).toMatchObject({ currentPeriodEnd: new Date("2026-08-01T12:00:00Z") });

    // The subscription event that comes with it agrees, replayed or not.
    const updated = await eventOf(subscriptionId, "customer.subscription.updated");
    for (let delivery = 0; delivery < 10; delivery += 1) expect((await postWebhook(testApp, updated.body)).statusCode).toBe(200);
    expect(await memberAccess(testApp, member)).toMatchObject({ subscription_expires_at: "2026-08-01T12:00:00.000Z", canUpgrade: false });
    await deliverQueued();
  });

  it("refuses a wrong, missing or tampered signature (400), changing nothing", async () => {
    const { subscriptionId } = await vipMember(testApp, { priceId: YEARLY });
    await deliverQueued();
    await testApp.services.payments.cancelSubscription(subscriptionId, { atPeriodEnd: false });
    const deleted = await eventOf(subscriptionId, "customer.subscription.deleted");
    const before = await snapshot();

    expectRefused(await postWebhook(testApp, deleted.body, { signature: stripeSignatureHeader("whsec_someone_else", deleted.body, testApp.clock.now()) }));
    expectRefused(await postWebhook(testApp, deleted.body, { signature: "" }));
    expectRefused(await postWebhook(testApp, deleted.body, { signature: "t=1,v1=abc" }));
    const good = stripeSignatureHeader(webhookSecret(testApp), deleted.body, testApp.clock.now());
    expectRefused(await postWebhook(testApp, deleted.body.replace('"canceled"', '"active"'), { signature: good }));
    const unsigned = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/payments/webhook",
      payload: deleted.body,
      headers: { "content-type": "application/json" },
    });
    expectRefused(unsigned);
    expect(await snapshot()).toEqual(before);

    // The genuine delivery still applies.
    expect((await postWebhook(testApp, deleted.body)).statusCode).toBe(200);
    expect(await subscriptionRow(testApp, subscriptionId)).toMatchObject({ status: "canceled" });
  });

  it("refuses a stale signature, more than five minutes old (400), changing nothing", async () => {
    const { subscriptionId } = await vipMember(testApp, { priceId: YEARLY });
    await deliverQueued();
    await testApp.services.payments.cancelSubscription(subscriptionId, { atPeriodEnd: true });
    const updated = await eventOf(subscriptionId, "customer.subscription.updated");
    const signedAt = testApp.clock.now();
    const signature = stripeSignatureHeader(webhookSecret(testApp), updated.body, signedAt);
    const before = await snapshot();
    testApp.clock.advance(301_000);
    expectRefused(await postWebhook(testApp, updated.body, { signature }));
    expect(await snapshot()).toEqual(before);
    expect(await subscriptionRow(testApp, subscriptionId)).toMatchObject({ cancelAtPeriodEnd: false });
    // Within the tolerance it is accepted.
    testApp.clock.advance(-2_000);
    expect((await postWebhook(testApp, updated.body, { signature })).statusCode).toBe(200);
    expect(await subscriptionRow(testApp, subscriptionId)).toMatchObject({ cancelAtPeriodEnd: true });
  });

  it("ends in the right state when a newer subscription event arrives before an older one", async () => {
    const { member, subscriptionId } = await vipMember(testApp, { priceId: YEARLY });
    const activated = await eventOf(subscriptionId, "customer.subscription.updated");
    const created = await eventOf(subscriptionId, "customer.subscription.created");
    testApp.clock.advance(60_000);
    await testApp.services.payments.cancelSubscription(subscriptionId, { atPeriodEnd: true });
    const cancelling = await eventOf(subscriptionId, "customer.subscription.updated");
    expect(cancelling.created).toBeGreaterThan(activated.created);

    expect((await postWebhook(testApp, cancelling.body)).statusCode).toBe(200);
    expect((await postWebhook(testApp, activated.body)).statusCode).toBe(200);
    expect((await postWebhook(testApp, created.body)).statusCode).toBe(200);
    expect(await subscriptionRow(testApp, subscriptionId)).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    const periodEnd = new Date(Number(cancelling.object.current_period_end) * 1000).toISOString();
    expect(await memberAccess(testApp, member)).toMatchObject({ subscription_expires_at: periodEnd, canUpgrade: false });
    await deliverQueued();
  });

  it("never takes a started subscription back to incomplete when events of the same second arrive the other way round", async () => {
    const { member, subscriptionId } = await vipMember(testApp, { priceId: MONTHLY });
    const created = await eventOf(subscriptionId, "customer.subscription.created");
    const activated = await eventOf(subscriptionId, "customer.subscription.updated");
    expect(created.created).toBe(activated.created);
    expect((await postWebhook(testApp, activated.body)).statusCode).toBe(200);
    expect((await postWebhook(testApp, created.body)).statusCode).toBe(200);
    expect(await subscriptionRow(testApp, subscriptionId)).toMatchObject({ status: "active" });
    expect(await memberAccess(testApp, member)).toMatchObject({ subscription_sku: MONTHLY, canUpgrade: false });
    await deliverQueued();
  });

  it("keeps a subscription ended when a late update arrives after its deletion: the Upgrade item returns", async () => {
    const { member, subscriptionId } = await vipMember(testApp, { priceId: YEARLY });
    await deliverQueued();
    testApp.clock.advance(60_000);
    await testApp.services.payments.cancelSubscription(subscriptionId, { atPeriodEnd: true });
    const update = await eventOf(subscriptionId, "customer.subscription.updated");
    testApp.clock.advance(60_000);
    await testApp.services.payments.cancelSubscription(subscriptionId, { atPeriodEnd: false });
    const deletion = await eventOf(subscriptionId, "customer.subscription.deleted");

    expect((await postWebhook(testApp, deletion.body)).statusCode).toBe(200);
    expect((await postWebhook(testApp, update.body)).statusCode).toBe(200);
    expect(await subscriptionRow(testApp, subscriptionId)).toMatchObject({ status: "canceled" });
    const access = await memberAccess(testApp, member);
    expect(access).toMatchObject({ subscription_sku: YEARLY, subscription_expires_at: testApp.clock.now().toISOString(), canUpgrade: true });
    await deliverQueued();
  });

  it("marks a refunded payment refunded", async () => {
    const { paymentId } = await vipMember(testApp, { priceId: MONTHLY });
    await deliverQueued();
    await testApp.services.payments.refundPaymentIntent({ paymentIntentId: paymentId, idempotencyKey: `refund-${paymentId}` });
    const refunded = await eventOf(paymentId, "charge.refunded");
    expect((await postWebhook(testApp, refunded.body)).statusCode).toBe(200);
    const [row] = await testApp.services.db.select().from(payments).where(eq(payments.providerPaymentId, paymentId));
    expect(row).toMatchObject({ status: "refunded", refundedAt: new Date(refunded.created * 1000) });
  });

  it("marks a sent invoice paid when the provider says it is (the account-paid state)", async () => {
    const sent = await testApp.services.payments.sendInvoice({
      email: "hotel@example.com",
      amountCents: 150000,
      description: "Hotel listing, up to 50 rooms",
      idempotencyKey: "webhook-invoice-1",
    });
    const now = testApp.clock.now();
    await testApp.services.db.insert(invoices).values({
      provider: "test",
      providerInvoiceId: sent.invoiceId,
      purpose: "hotel",
      email: "hotel@example.com",
      amountCents: 150000,
      currency: "USD",
      description: "Hotel listing, up to 50 rooms",
      createdAt: now,
    });
    testApp.clock.advance(3_600_000);
    await testApp.services.payments.markInvoicePaid(sent.invoiceId);
    const paid = await eventOf(sent.invoiceId, "invoice.paid");
    expect((await postWebhook(testApp, paid.body)).statusCode).toBe(200);
    const [row] = await testApp.services.db.select().from(invoices).where(eq(invoices.providerInvoiceId, sent.invoiceId));
    expect(row).toMatchObject({ status: "paid", paidAt: testApp.clock.now() });
  });

  it("acknowledges an event type it does not use, recording it and nothing else", async () => {
    const body = stripeEventJson({ id: "evt_customer_created_1", type: "customer.created", created: testApp.clock.now(), object: { id: "cus_1", object: "customer" } });
    const before = await snapshot();
    const response = await postWebhook(testApp, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false });
    const after = await snapshot();
    expect(after.events.filter((event) => !before.events.some((old) => old.id === event.id))).toEqual([
      expect.objectContaining({ id: "evt_customer_created_1", type: "customer.created", provider: "test" }),
    ]);
    expect({ ...after, events: [] }).toEqual({ ...before, events: [] });
  });

  it("answers a signed body that is not an event with 400", async () => {
    const body = JSON.stringify({ hello: "world" });
    expectRefused(await postWebhook(testApp, body), "The webhook body is not a Stripe event.");
  });
});

describe("a subscription's first invoice.paid (Stripe's billing_reason subscription_create)", () => {
  let eventCounter = 0;
  /** Stripe's event for a subscription's first paid invoice, naming its payment or (API 2025 and later) not. */
  function firstInvoicePaid(subscriptionId: string, email: string, paymentIntentId: string | null): string {
    eventCounter += 1;
    const now = testApp.clock.now();
    const invoice = stripeInvoiceObject(
      { id: `in_first_${eventCounter}`, email, amountCents: 999, currency: "usd", description: "VIP Access monthly", status: "paid", paidAt: now, createdAt: now },
      { subscriptionId, paymentIntentId, billingReason: "subscription_create" },
    );
    return stripeEventJson({ id: `evt_first_invoice_${eventCounter}`, type: "invoice.paid", created: now, object: invoice });
  }

  it.each([
    ["naming its payment", true],
    ["not naming its payment (the provider is asked)", false],
  ])("records the first payment when the member's app never verified it, %s, once", async (_, isNamed) => {
    const member = await newMember(testApp);
    const { subscriptionId, paymentId } = await subscribeAndPay(testApp, member, { priceId: MONTHLY });
    await deliverQueued();
    const periodEnd = (await subscriptionRow(testApp, subscriptionId))?.currentPeriodEnd;
    const body = firstInvoicePaid(subscriptionId, member.email, isNamed ? paymentId : null);

    expect((await postWebhook(testApp, body)).json()).toEqual({ received: true, duplicate: false });
    const recorded = await testApp.services.db.select().from(payments).where(eq(payments.reference, `subscription:${subscriptionId}`));
    expect(recorded).toEqual([
      expect.objectContaining({ providerPaymentId: paymentId, purpose: "vip", amountCents: 999, currency: "USD", status: "succeeded", userId: member.userId, email: member.email }),
    ]);
    // The first invoice extends nothing: the period is the subscription event's.
    expect((await subscriptionRow(testApp, subscriptionId))?.currentPeriodEnd).toEqual(periodEnd);

    expect((await postWebhook(testApp, body)).json()).toEqual({ received: true, duplicate: true });
    // The app's verification, coming late, finds the payment recorded.
    const verified = await verify(testApp, { subscription_id: subscriptionId, payment_id: paymentId }, member.headers);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await testApp.services.db.select().from(payments).where(eq(payments.reference, `subscription:${subscriptionId}`))).toHaveLength(1);
  });

  it("records nothing more when the app verified first", async () => {
    const { member, subscriptionId, paymentId } = await vipMember(testApp, { priceId: MONTHLY });
    await deliverQueued();
    const before = await snapshot();
    const response = await postWebhook(testApp, firstInvoicePaid(subscriptionId, member.email, null));
    expect(response.json()).toEqual({ received: true, duplicate: false });
    const after = await snapshot();
    expect({ ...after, events: [] }).toEqual({ ...before, events: [] });
    expect(after.payments.filter((row) => row.reference === `subscription:${subscriptionId}`).map((row) => row.providerPaymentId)).toEqual([paymentId]);
  });

  it("records nothing for a subscription the product does not know, or whose latest payment is not its first", async () => {
    const before = await snapshot();
    expect((await postWebhook(testApp, firstInvoicePaid("sub_unknown000000000000000", "x@example.com", null))).statusCode).toBe(200);
    expect((await snapshot()).payments).toEqual(before.payments);
    // A renewal happened since (a delivery replayed by hand a month later): the latest payment is the renewal's.
    const member = await newMember(testApp);
    const { subscriptionId } = await subscribeAndPay(testApp, member, { priceId: MONTHLY });
    await deliverQueued();
    testApp.clock.advance(31 * DAY);
    await testProvider(testApp).runBilling();
    await deliverQueued();
    const withRenewal = await snapshot();
    const ofSubscription = withRenewal.payments.filter((row) => row.reference === `subscription:${subscriptionId}`);
    expect(ofSubscription.map((row) => row.providerPaymentId)).toEqual([expect.stringMatching(/^in_/)]);
    expect((await postWebhook(testApp, firstInvoicePaid(subscriptionId, member.email, null))).statusCode).toBe(200);
    expect((await snapshot()).payments).toEqual(withRenewal.payments);
  });
});
