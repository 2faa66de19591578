import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { providerWebhookEvents } from "../../../tests/support/queued-jobs";
import { createTestDatabase } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../../db/client";
import { testProviderIdempotencyKeys, testProviderPaymentIntents, testProviderRefunds } from "../../db/schema/payments";
import { fixedClock } from "../../kernel/clock";
import { createJobQueue } from "../../jobs/job-queue";
import { PaymentProviderError, type CardInput, type PaymentProvider } from "./payment-provider";
import { CARD_ERROR_MESSAGES, TEST_CARDS, passesLuhn } from "./test-cards";
import { stripeSignatureHeader } from "./stripe-event-builders";
import { createTestPaymentProvider, testProviderWebhookSecret } from "./test-provider";

const NOW = new Date("2026-06-01T12:00:00Z");
const RETURN_URL = "https://amora.test/upgrade?step=pay";
const AUTHORIZE_URL = "https://amora.test/payments/test-authorize";
const WEBHOOK_SECRET = testProviderWebhookSecret("test-secret-test-secret-test-secret-00");

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

function setUp() {
  const clock = fixedClock(NOW);
  // Queued, never worked: the tests read the events from pg-boss's table.
  const jobs = createJobQueue({ database });
  const provider = createTestPaymentProvider({
    db: database.db,
    clock,
    authorizeUrl: AUTHORIZE_URL,
    webhooks: { url: "https://amora.test/api/v1/payments/webhook", secret: WEBHOOK_SECRET, jobs },
  });
  return { clock, provider };
}

const eventTypes = async (objectId: string) => (await providerWebhookEvents(database, objectId)).map((event) => event.type);

const card = (number: string, overrides: Partial<CardInput> = {}): CardInput => ({ number, expMonth: 12, expYear: 2030, cvc: "123", ...overrides });

async function newIntent(provider: PaymentProvider, amountCents = 9900) {
  return provider.createPaymentIntent({ amountCents, currency: "usd", idempotencyKey: randomUUID(), description: "VIP Access" });
}

/** Awaits a rejection and answers the provider error, failing if it is anything else. */
async function providerError(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof PaymentProviderError)) throw new Error(`Expected a PaymentProviderError, got ${String(error)}`);
  return error;
}

describe("payment intents", () => {
  it("creates a payment waiting for a card, with Stripe-shaped id and client secret", async () => {
    const { provider } = setUp();
    const intent = await provider.createPaymentIntent({
      amountCents: 9900,
      currency: "USD",
      idempotencyKey: randomUUID(),
      description: "VIP Access",
      metadata: { userId: "7" },
      customerEmail: "Ann@Example.com",
    });
    expect(intent.id).toMatch(/^pi_[0-9A-Za-z]{24}$/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_[0-9A-Za-z]{25}$`));
    expect(intent).toMatchObject({
      status: "requires_payment_method",
      amountCents: 9900,
      currency: "usd",
      description: "VIP Access",
      metadata: { userId: "7" },
      customerEmail: "ann@example.com",
      lastError: null,
      nextAction: null,
      cardLast4: null,
      subscriptionId: null,
      livemode: false,
    });
    expect(intent.createdAt).toEqual(NOW);
    expect(await provider.retrievePaymentIntent(intent.id)).toEqual(intent);
  });

  it("succeeds with 4242 4242 4242 4242, keeps only the last four digits, and cannot be confirmed twice", async () => {
    const { provider } = setUp();
    const intent = await newIntent(provider);
    const paid = await provider.confirmPaymentIntent(intent.id, { card: card("4242 4242 4242 4242"), returnUrl: RETURN_URL });
    expect(paid).toMatchObject({ id: intent.id, status: "succeeded", lastError: null, nextAction: null, cardLast4: "4242" });
    const [row] = await database.db.select().from(testProviderPaymentIntents).where(eq(testProviderPaymentIntents.id, intent.id));
    expect(JSON.stringify(row)).not.toContain(TEST_CARDS.success);

    const again = await providerError(provider.confirmPaymentIntent(intent.id, { card: card(TEST_CARDS.success), returnUrl: RETURN_URL }));
    expect(again).toMatchObject({ type: "invalid_request_error", code: "payment_intent_unexpected_state" });
  });

  it("succeeds with any other number that passes the Luhn check", async () => {
    const { provider } = setUp();
    expect(passesLuhn("5555555555554444")).toBe(true);
    const intent = await newIntent(provider);
    const paid = await provider.confirmPaymentIntent(intent.id, { card: card("5555555555554444"), returnUrl: RETURN_URL });
    expect(paid.status).toBe("succeeded");
  });

  it.each([
    { name: "declined", number: TEST_CARDS.declined, error: { type: "card_error", code: "card_declined", declineCode: "generic_decline", message: "Your card was declined." } },
    {
      name: "insufficient funds",
      number: TEST_CARDS.insufficientFunds,
      error: { type: "card_error", code: "card_declined", declineCode: "insufficient_funds", message: "Your card has insufficient funds." },
    },
    { name: "expired", number: TEST_CARDS.expired, error: { type: "card_error", code: "expired_card", message: "Your card has expired." } },
    {
      name: "incorrect CVC",
      number: TEST_CARDS.incorrectCvc,
      error: { type: "card_error", code: "incorrect_cvc", message: "Your card's security code is incorrect." },
    },
  ])("refuses the $name card with Stripe's card_error, and a later good card still pays", async ({ number, error }) => {
    const { provider } = setUp();
    const intent = await newIntent(provider);
    const refused = await provider.confirmPaymentIntent(intent.id, { card: card(number), returnUrl: RETURN_URL });
    expect(refused.status).toBe("requires_payment_method");
    expect(refused.lastError).toEqual(error);
    expect(refused.nextAction).toBeNull();
    expect((await provider.retrievePaymentIntent(intent.id)).lastError).toEqual(error);

    const paid = await provider.confirmPaymentIntent(intent.id, { card: card(TEST_CARDS.success), returnUrl: RETURN_URL });
    expect(paid).toMatchObject({ status: "succeeded", lastError: null, cardLast4: "4242" });
  });

  it.each([
    { name: "a number failing the Luhn check", input: card("4242424242424241"), code: "incorrect_number", message: "Your card number is incorrect." },
    { name: "a number with letters", input: card("4242abcd42424242"), code: "incorrect_number", message: "Your card number is incorrect." },
    { name: "a number too short", input: card("4242"), code: "incorrect_number", message: "Your card number is incorrect." },
    {
      name: "an expiry year in the past",
      input: card(TEST_CARDS.success, { expYear: 2025 }),
      code: "invalid_expiry_year",
      message: "Your card's expiration year is in the past.",
    },
    {
      name: "a two-digit expiry year in the past",
      input: card(TEST_CARDS.success, { expYear: 25 }),
      code: "invalid_expiry_year",
      message: "Your card's expiration year is in the past.",
    },
    {
      name: "an expiry month earlier this year",
      input: card(TEST_CARDS.success, { expYear: 2026, expMonth: 5 }),
      code: "invalid_expiry_month",
      message: "Your card's expiration date is in the past.",
    },
    {
      name: "a month that does not exist",
      input: card(TEST_CARDS.success, { expMonth: 13 }),
      code: "invalid_expiry_month",
      message: "Your card's expiration month is invalid.",
    },
    { name: "a two-digit CVC", input: card(TEST_CARDS.success, { cvc: "12" }), code: "invalid_cvc", message: "Your card's security code is invalid." },
  ])("answers $name with Stripe's validation_error", async ({ input, code, message }) => {
    const { provider } = setUp();
    const intent = await newIntent(provider);
    const refused = await provider.confirmPaymentIntent(intent.id, { card: input, returnUrl: RETURN_URL });
    expect(refused.status).toBe("requires_payment_method");
    expect(refused.lastError).toEqual({ type: "validation_error", code, message });
  });

  it("accepts an expiry this month and a two-digit year in the future", async () => {
    const { provider } = setUp();
    const thisMonth = await newIntent(provider);
    expect(
      (await provider.confirmPaymentIntent(thisMonth.id, { card: card(TEST_CARDS.success, { expYear: 2026, expMonth: 6 }), returnUrl: RETURN_URL })).status,
    ).toBe("succeeded");
    const twoDigits = await newIntent(provider);
    expect((await provider.confirmPaymentIntent(twoDigits.id, { card: card(TEST_CARDS.success, { expYear: 31 }), returnUrl: RETURN_URL })).status).toBe(
      "succeeded",
    );
  });

  it.each([
    { amountCents: 0, code: "amount_too_small" },
    { amountCents: -100, code: "amount_too_small" },
    { amountCents: 49, code: "amount_too_small" },
    { amountCents: 12.5, code: "parameter_invalid_integer" },
    { amountCents: Number.NaN, code: "parameter_invalid_integer" },
    { amountCents: 100_000_000, code: "amount_too_large" },
  ])("refuses an amount of $amountCents cents ($code)", async ({ amountCents, code }) => {
    const { provider } = setUp();
    const error = await providerError(provider.createPaymentIntent({ amountCents, currency: "usd", idempotencyKey: randomUUID() }));
    expect(error).toMatchObject({ type: "invalid_request_error", code, param: "amount" });
  });

  it("refuses another currency, bad metadata, a bad e-mail, an empty key, a bad return URL and an unknown id", async () => {
    const { provider } = setUp();
    const base = { amountCents: 9900, currency: "usd", idempotencyKey: randomUUID() };
    expect(await providerError(provider.createPaymentIntent({ ...base, currency: "eur" }))).toMatchObject({ param: "currency" });
    expect(await providerError(provider.createPaymentIntent({ ...base, metadata: { ["k".repeat(41)]: "v" } }))).toMatchObject({ param: "metadata" });
    expect(await providerError(provider.createPaymentIntent({ ...base, customerEmail: "not-an-address" }))).toMatchObject({ code: "email_invalid" });
    expect(await providerError(provider.createPaymentIntent({ ...base, idempotencyKey: " " }))).toMatchObject({ param: "idempotency_key" });
    expect(await providerError(provider.createPaymentIntent({ ...base, idempotencyKey: "k".repeat(256) }))).toMatchObject({ param: "idempotency_key" });

    const intent = await newIntent(provider);
    for (const returnUrl of ["/upgrade", "javascript:alert(1)", ""]) {
      const error = await providerError(provider.confirmPaymentIntent(intent.id, { card: card(TEST_CARDS.success), returnUrl }));
      expect(error).toMatchObject({ code: "url_invalid", param: "return_url" });
    }
    expect((await provider.retrievePaymentIntent(intent.id)).status).toBe("requires_payment_method");

    expect(await providerError(provider.retrievePaymentIntent("pi_unknown"))).toMatchObject({ code: "resource_missing", message: "No such payment_intent: 'pi_unknown'" });
    expect(await providerError(provider.confirmPaymentIntent("pi_unknown", { card: card(TEST_CARDS.success), returnUrl: RETURN_URL }))).toMatchObject({
      code: "resource_missing",
    });
  });
});

describe("the extra confirmation step (4000 0025 0000 3155)", () => {
  async function awaitingAction(provider: PaymentProvider) {
    const intent = await newIntent(provider);
    const pending = await provider.confirmPaymentIntent(intent.id, { card: card(TEST_CARDS.requiresAuthentication), returnUrl: RETURN_URL });
    return pending;
  }

  it("asks for the step with a redirect to the authorize page", async () => {
    const { provider } = setUp();
    const pending = await awaitingAction(provider);
    expect(pending.status).toBe("requires_action");
    expect(pending.lastError).toBeNull();
    expect(pending.nextAction?.type).toBe("redirect_to_url");
    expect(pending.nextAction?.returnUrl).toBe(RETURN_URL);
    const url = new URL(pending.nextAction?.url ?? "");
    expect(`${url.origin}${url.pathname}`).toBe(AUTHORIZE_URL);
    expect(url.searchParams.get("payment_intent")).toBe(pending.id);
    expect(url.searchParams.get("client_secret")).toBe(pending.clientSecret);
    expect(await provider.retrievePaymentIntent(pending.id)).toEqual(pending);
  });

  it("succeeds when the person authorizes, and returns to the return URL with the payment's id and secret", async () => {
    const { provider } = setUp();
    const pending = await awaitingAction(provider);
    const { paymentIntent, redirectUrl } = await provider.authorizePaymentIntent(pending.id, { clientSecret: pending.clientSecret, approve: true });
    expect(paymentIntent).toMatchObject({ id: pending.id, status: "succeeded", lastError: null, nextAction: null, cardLast4: "3155" });
    const back = new URL(redirectUrl);
    expect(`${back.origin}${back.pathname}`).toBe("https://amora.test/upgrade");
    expect(back.searchParams.get("step")).toBe("pay");
    expect(back.searchParams.get("payment_intent")).toBe(pending.id);
    expect(back.searchParams.get("payment_intent_client_secret")).toBe(pending.clientSecret);
    expect(back.searchParams.get("redirect_status")).toBe("succeeded");

    const twice = await providerError(provider.authorizePaymentIntent(pending.id, { clientSecret: pending.clientSecret, approve: true }));
    expect(twice.code).toBe("payment_intent_unexpected_state");
  });

  it("fails when the person refuses, and the payment can be tried again with another card", async () => {
    const { provider } = setUp();
    const pending = await awaitingAction(provider);
    const { paymentIntent, redirectUrl } = await provider.authorizePaymentIntent(pending.id, { clientSecret: pending.clientSecret, approve: false });
    expect(paymentIntent.status).toBe("requires_payment_method");
    expect(paymentIntent.lastError).toEqual({ type: "card_error", code: "payment_intent_authentication_failure", message: CARD_ERROR_MESSAGES.authenticationFailed });
    expect(new URL(redirectUrl).searchParams.get("redirect_status")).toBe("failed");
    expect(new URL(redirectUrl).searchParams.get("payment_intent")).toBe(pending.id);

    const paid = await provider.confirmPaymentIntent(pending.id, { card: card(TEST_CARDS.success), returnUrl: RETURN_URL });
    expect(paid.status).toBe("succeeded");
  });

  it("refuses an answer without the payment's client secret, as if the payment did not exist", async () => {
    const { provider } = setUp();
    const pending = await awaitingAction(provider);
    const error = await providerError(provider.authorizePaymentIntent(pending.id, { clientSecret: `${pending.id}_secret_wrong`, approve: true }));
    expect(error).toMatchObject({ code: "resource_missing" });
    expect((await provider.retrievePaymentIntent(pending.id)).status).toBe("requires_action");
  });

  it("refuses an answer for a payment that is not waiting for one", async () => {
    const { provider } = setUp();
    const intent = await newIntent(provider);
    const error = await providerError(provider.authorizePaymentIntent(intent.id, { clientSecret: intent.clientSecret, approve: true }));
    expect(error.code).toBe("payment_intent_unexpected_state");
  });
});

describe("idempotency", () => {
  it("answers the same request with the same key with the first payment: one payment, one charge", async () => {
    const { provider } = setUp();
    const idempotencyKey = randomUUID();
    const request = { amountCents: 67500, currency: "usd", idempotencyKey, metadata: { a: "1", b: "2" }, customerEmail: "biz@example.com" };
    const first = await provider.createPaymentIntent(request);
    // The same parameters in another key order are the same request.
    const second = await provider.createPaymentIntent({ ...request, metadata: { b: "2", a: "1" } });
    expect(second).toEqual(first);
    const rows = await database.db.select().from(testProviderIdempotencyKeys).where(eq(testProviderIdempotencyKeys.key, idempotencyKey));
    expect(rows).toHaveLength(1);
    const intents = await database.db.select().from(testProviderPaymentIntents).where(eq(testProviderPaymentIntents.id, first.id));
    expect(intents).toHaveLength(1);
  });

  it("gives concurrent repeats of one request the same payment", async () => {
    const { provider } = setUp();
    const request = { amountCents: 10000, currency: "usd", idempotencyKey: randomUUID() };
    const answers = await Promise.all([provider.createPaymentIntent(request), provider.createPaymentIntent(request), provider.createPaymentIntent(request)]);
    expect(new Set(answers.map((intent) => intent.id)).size).toBe(1);
  });

  it("refuses the same key with other parameters or for another kind of request (idempotency_error)", async () => {
    const { provider } = setUp();
    const idempotencyKey = randomUUID();
    const first = await provider.createPaymentIntent({ amountCents: 10000, currency: "usd", idempotencyKey });
    const otherAmount = await providerError(provider.createPaymentIntent({ amountCents: 20000, currency: "usd", idempotencyKey }));
    expect(otherAmount).toMatchObject({ type: "idempotency_error", code: "idempotency_key_in_use", param: "idempotency_key" });
    expect(otherAmount.message).toContain("can only be used with the same parameters");
    const otherDescription = await providerError(provider.createPaymentIntent({ amountCents: 10000, currency: "usd", idempotencyKey, description: "x" }));
    expect(otherDescription.type).toBe("idempotency_error");
    const subscription = await providerError(provider.createSubscription({ priceId: "price_test_vip_yearly", customerEmail: "a@example.com", idempotencyKey }));
    expect(subscription.type).toBe("idempotency_error");
    expect((await provider.retrievePaymentIntent(first.id)).amountCents).toBe(10000);
  });
});

describe("plans", () => {
  it("lists the three VIP Access plans, monthly, quarterly, yearly, in test mode", async () => {
    const { provider } = setUp();
    const plans = await provider.listPlans();
    expect(plans.map(({ id, interval, intervalCount, amountCents }) => ({ id, interval, intervalCount, amountCents }))).toEqual([
      { id: "price_test_vip_monthly", interval: "month", intervalCount: 1, amountCents: 999 },
      { id: "price_test_vip_quarterly", interval: "month", intervalCount: 3, amountCents: 2699 },
      { id: "price_test_vip_yearly", interval: "year", intervalCount: 1, amountCents: 9900 },
    ]);
    expect(new Set(plans.map((plan) => plan.product))).toEqual(new Set(["prod_test_vip_access"]));
    expect(plans.every((plan) => plan.currency === "usd" && !plan.livemode)).toBe(true);
    // The yearly plan is the cheapest way to a year of VIP Access.
    expect(plans[0]!.amountCents * 12).toBeGreaterThan(9900);
    expect(plans[1]!.amountCents * 4).toBeGreaterThan(9900);
  });
});

describe("subscriptions", () => {
  it("starts incomplete with a first payment for the plan's price, and is active for a year once paid", async () => {
    const { provider, clock } = setUp();
    const created = await provider.createSubscription({ priceId: "price_test_vip_yearly", customerEmail: "Member@Example.com", idempotencyKey: randomUUID() });
    expect(created.subscriptionId).toMatch(/^sub_[0-9A-Za-z]{24}$/);
    expect(created.status).toBe("incomplete");
    expect(created.clientSecret).toMatch(new RegExp(`^${created.paymentIntentId}_secret_`));

    const payment = await provider.retrievePaymentIntent(created.paymentIntentId);
    expect(payment).toMatchObject({ amountCents: 9900, currency: "usd", subscriptionId: created.subscriptionId, customerEmail: "member@example.com" });
    expect(await provider.retrieveSubscription(created.subscriptionId)).toMatchObject({
      status: "incomplete",
      priceId: "price_test_vip_yearly",
      customerEmail: "member@example.com",
      currentPeriodStart: null,
      currentPeriodEnd: null,
    });

    clock.advance(60_000);
    await provider.confirmPaymentIntent(created.paymentIntentId, { card: card(TEST_CARDS.success), returnUrl: RETURN_URL });
    const paidAt = new Date(NOW.getTime() + 60_000);
    expect(await provider.retrieveSubscription(created.subscriptionId)).toMatchObject({
      status: "active",
      latestPaymentIntentId: created.paymentIntentId,
      currentPeriodStart: paidAt,
      currentPeriodEnd: new Date("2027-06-01T12:01:00Z"),
    });
  });

  it("renews each ended period when billing runs, counted from the first payment, with a new payment each time", async () => {
    const { provider, clock } = setUp();
    const created = await provider.createSubscription({ priceId: "price_test_vip_quarterly", customerEmail: "q@example.com", idempotencyKey: randomUUID() });
    await provider.confirmPaymentIntent(created.paymentIntentId, { card: card(TEST_CARDS.success), returnUrl: RETURN_URL });
    clock.advance(200 * 24 * 3600 * 1000); // 2026-12-18: in the third quarter
    // Reading does not renew: Stripe's billing does, when it runs.
    expect(await provider.retrieveSubscription(created.subscriptionId)).toMatchObject({ currentPeriodEnd: new Date("2026-09-01T12:00:00Z") });
    await provider.runBilling();
    const renewed = await provider.retrieveSubscription(created.subscriptionId);
    expect(renewed).toMatchObject({
      status: "active",
      currentPeriodStart: new Date("2026-12-01T12:00:00Z"),
      currentPeriodEnd: new Date("2027-03-01T12:00:00Z"),
    });
    expect(renewed.latestPaymentIntentId).not.toBe(created.paymentIntentId);
    const renewals = await database.db.select().from(testProviderPaymentIntents).where(eq(testProviderPaymentIntents.subscriptionId, created.subscriptionId));
    expect(renewals.map((row) => [row.status, row.amountCents, row.cardLast4])).toEqual([
      ["succeeded", 2699, "4242"],
      ["succeeded", 2699, "4242"],
      ["succeeded", 2699, "4242"],
    ]);
    const paidInvoices = (await providerWebhookEvents(database, created.subscriptionId)).filter((event) => event.type === "invoice.paid");
    expect(paidInvoices.map((event) => [event.object.amount_paid, event.object.billing_reason, event.object.status])).toEqual([
      [2699, "subscription_cycle", "paid"],
      [2699, "subscription_cycle", "paid"],
    ]);
    // Nothing is due any more: a second run changes nothing.
    await provider.runBilling();
    expect((await provider.retrieveSubscription(created.subscriptionId)).latestPaymentIntentId).toBe(renewed.latestPaymentIntentId);
  });

  it("ends a subscription cancelled at the period's end when billing runs, and cancels one at once when asked", async () => {
    const { provider, clock } = setUp();
    const created = await provider.createSubscription({ priceId: "price_test_vip_monthly", customerEmail: "c@example.com", idempotencyKey: randomUUID() });
    await provider.confirmPaymentIntent(created.paymentIntentId, { card: card(TEST_CARDS.success), returnUrl: RETURN_URL });
    const pending = await provider.cancelSubscription(created.subscriptionId, { atPeriodEnd: true });
    expect(pending).toMatchObject({ status: "active", cancelAtPeriodEnd: true, currentPeriodEnd: new Date("2026-07-01T12:00:00Z") });
    clock.advance(31 * 24 * 3600 * 1000);
    await provider.runBilling();
    expect(await provider.retrieveSubscription(created.subscriptionId)).toMatchObject({ status: "canceled", cancelAtPeriodEnd: true });
    expect(await eventTypes(created.subscriptionId)).toEqual([
      "customer.subscription.created",
      "customer.subscription.updated",
      "customer.subscription.updated",
      "customer.subscription.deleted",
    ]);
    expect(await providerError(provider.cancelSubscription(created.subscriptionId, { atPeriodEnd: false }))).toMatchObject({
      code: "subscription_unexpected_state",
    });

    const now = await provider.createSubscription({ priceId: "price_test_vip_monthly", customerEmail: "c@example.com", idempotencyKey: randomUUID() });
    await provider.confirmPaymentIntent(now.paymentIntentId, { card: card(TEST_CARDS.success), returnUrl: RETURN_URL });
    expect(await provider.cancelSubscription(now.subscriptionId, { atPeriodEnd: false })).toMatchObject({ status: "canceled", cancelAtPeriodEnd: false });
    const deleted = (await providerWebhookEvents(database, now.subscriptionId)).at(-1);
    expect(deleted).toMatchObject({ type: "customer.subscription.deleted", object: { status: "canceled" } });
    expect(await providerError(provider.cancelSubscription("sub_unknown", { atPeriodEnd: true }))).toMatchObject({ code: "resource_missing" });
  });

  it("pays the first period with 4000 0000 0000 0341, then makes the subscription past_due when its renewal fails", async () => {
    const { provider, clock } = setUp();
    const created = await provider.createSubscription({ priceId: "price_test_vip_monthly", customerEmail: "f@example.com", idempotencyKey: randomUUID() });
    const paid = await provider.confirmPaymentIntent(created.paymentIntentId, { card: card(TEST_CARDS.renewalsFail), returnUrl: RETURN_URL });
    expect(paid.status).toBe("succeeded");
    clock.advance(31 * 24 * 3600 * 1000);
    await provider.runBilling();
    expect(await provider.retrieveSubscription(created.subscriptionId)).toMatchObject({
      status: "past_due",
      latestPaymentIntentId: created.paymentIntentId,
      currentPeriodEnd: new Date("2026-07-01T12:00:00Z"),
    });
    expect((await providerWebhookEvents(database, created.subscriptionId)).at(-1)).toMatchObject({
      type: "customer.subscription.updated",
      object: { status: "past_due" },
    });
  });

  it("activates after the extra confirmation step is approved, and stays incomplete after a decline", async () => {
    const { provider } = setUp();
    const authorized = await provider.createSubscription({ priceId: "price_test_vip_monthly", customerEmail: "m@example.com", idempotencyKey: randomUUID() });
    const pending = await provider.confirmPaymentIntent(authorized.paymentIntentId, { card: card(TEST_CARDS.requiresAuthentication), returnUrl: RETURN_URL });
    expect((await provider.retrieveSubscription(authorized.subscriptionId)).status).toBe("incomplete");
    await provider.authorizePaymentIntent(pending.id, { clientSecret: pending.clientSecret, approve: true });
    expect(await provider.retrieveSubscription(authorized.subscriptionId)).toMatchObject({
      status: "active",
      currentPeriodEnd: new Date("2026-07-01T12:00:00Z"),
    });

    const declined = await provider.createSubscription({ priceId: "price_test_vip_monthly", customerEmail: "m@example.com", idempotencyKey: randomUUID() });
    const refused = await provider.confirmPaymentIntent(declined.paymentIntentId, { card: card(TEST_CARDS.declined), returnUrl: RETURN_URL });
    expect(refused.lastError?.message).toBe("Your card was declined.");
    expect((await provider.retrieveSubscription(declined.subscriptionId)).status).toBe("incomplete");
  });

  it("answers a repeated request with the same subscription, and refuses an unknown price or address", async () => {
    const { provider } = setUp();
    const request = { priceId: "price_test_vip_yearly", customerEmail: "r@example.com", idempotencyKey: randomUUID() };
    const first = await provider.createSubscription(request);
    expect(await provider.createSubscription(request)).toEqual(first);
    expect(await providerError(provider.createSubscription({ ...request, idempotencyKey: randomUUID(), priceId: "price_nope" }))).toMatchObject({
      code: "resource_missing",
      message: "No such price: 'price_nope'",
    });
    expect(await providerError(provider.createSubscription({ ...request, idempotencyKey: randomUUID(), customerEmail: "nobody" }))).toMatchObject({
      code: "email_invalid",
    });
    expect(await providerError(provider.retrieveSubscription("sub_unknown"))).toMatchObject({ code: "resource_missing" });
  });
});

describe("refunds", () => {
  it("gives a succeeded payment back in full once, answers a repeated request with the same refund, and says so by event", async () => {
    const { provider } = setUp();
    const intent = await newIntent(provider, 4900);
    const key = randomUUID();
    expect(await providerError(provider.refundPaymentIntent({ paymentIntentId: intent.id, idempotencyKey: key }))).toMatchObject({
      code: "payment_intent_unexpected_state",
    });
    await provider.confirmPaymentIntent(intent.id, { card: card(TEST_CARDS.success), returnUrl: RETURN_URL });

    const refund = await provider.refundPaymentIntent({ paymentIntentId: intent.id, idempotencyKey: key, reason: "requested_by_customer" });
    expect(refund).toMatchObject({ paymentIntentId: intent.id, amountCents: 4900, currency: "usd", status: "succeeded", createdAt: NOW });
    expect(refund.id).toMatch(/^re_[0-9A-Za-z]{24}$/);
    expect(await provider.refundPaymentIntent({ paymentIntentId: intent.id, idempotencyKey: key, reason: "requested_by_customer" })).toEqual(refund);
    expect(await providerError(provider.refundPaymentIntent({ paymentIntentId: intent.id, idempotencyKey: key, reason: "duplicate" }))).toMatchObject({
      type: "idempotency_error",
    });
    expect(await providerError(provider.refundPaymentIntent({ paymentIntentId: intent.id, idempotencyKey: randomUUID() }))).toMatchObject({
      type: "invalid_request_error",
      code: "charge_already_refunded",
    });
    expect(await database.db.select().from(testProviderRefunds).where(eq(testProviderRefunds.paymentIntentId, intent.id))).toHaveLength(1);
    const refunded = (await providerWebhookEvents(database, intent.id)).filter((event) => event.type === "charge.refunded");
    expect(refunded).toHaveLength(1);
    expect(refunded[0]!.object).toMatchObject({ object: "charge", payment_intent: intent.id, amount_refunded: 4900, refunded: true });
    expect(await providerError(provider.refundPaymentIntent({ paymentIntentId: "pi_unknown", idempotencyKey: randomUUID() }))).toMatchObject({
      code: "resource_missing",
    });
  });
});

describe("partial refunds", () => {
  it("gives back the part asked once per key, says so by event, and refuses more than was paid as Stripe does", async () => {
    const { provider } = setUp();
    const intent = await newIntent(provider, 4900);
    await provider.confirmPaymentIntent(intent.id, { card: card(TEST_CARDS.success), returnUrl: RETURN_URL });

    for (const amountCents of [0, -100, 12.5]) {
      expect(await providerError(provider.refundPaymentIntent({ paymentIntentId: intent.id, idempotencyKey: randomUUID(), amountCents }))).toMatchObject({
        type: "invalid_request_error",
        code: "parameter_invalid_integer",
        param: "amount",
      });
    }
    expect(await providerError(provider.refundPaymentIntent({ paymentIntentId: intent.id, idempotencyKey: randomUUID(), amountCents: 4901 }))).toMatchObject({
      type: "invalid_request_error",
      code: "amount_too_large",
      param: "amount",
      message: "Refund amount ($49.01) is greater than charge amount ($49.00)",
    });

    const key = randomUUID();
    const refund = await provider.refundPaymentIntent({ paymentIntentId: intent.id, idempotencyKey: key, amountCents: 1_500, reason: "requested_by_customer" });
    expect(refund).toMatchObject({ paymentIntentId: intent.id, amountCents: 1_500, currency: "usd", status: "succeeded", createdAt: NOW });
    // The same request again: the same refund, once.
    expect(await provider.refundPaymentIntent({ paymentIntentId: intent.id, idempotencyKey: key, amountCents: 1_500, reason: "requested_by_customer" })).toEqual(refund);
    // The same key for another amount is another request: refused, as Stripe does.
    expect(await providerError(provider.refundPaymentIntent({ paymentIntentId: intent.id, idempotencyKey: key, amountCents: 1_600, reason: "requested_by_customer" }))).toMatchObject({
      type: "idempotency_error",
    });
    expect(await providerError(provider.refundPaymentIntent({ paymentIntentId: intent.id, idempotencyKey: randomUUID(), amountCents: 3_401 }))).toMatchObject({
      code: "amount_too_large",
      message: "Refund amount ($34.01) is greater than unrefunded amount on charge ($34.00)",
    });
    // What is left could be refunded at Stripe; the test provider keeps one refund per payment.
    expect(await providerError(provider.refundPaymentIntent({ paymentIntentId: intent.id, idempotencyKey: randomUUID() }))).toMatchObject({
      type: "invalid_request_error",
      code: "charge_partially_refunded",
    });
    expect(await database.db.select().from(testProviderRefunds).where(eq(testProviderRefunds.paymentIntentId, intent.id))).toEqual([
      expect.objectContaining({ id: refund.id, amountCents: 1_500, reason: "requested_by_customer" }),
    ]);

    const refunded = (await providerWebhookEvents(database, intent.id)).filter((event) => event.type === "charge.refunded");
    expect(refunded).toHaveLength(1);
    expect(refunded[0]!.object).toMatchObject({ object: "charge", payment_intent: intent.id, amount: 4900, amount_refunded: 1_500, refunded: false });
    expect(provider.constructEvent(refunded[0]!.body, stripeSignatureHeader(WEBHOOK_SECRET, refunded[0]!.body, NOW))).toMatchObject({
      type: "charge.refunded",
      paymentIntentId: intent.id,
      amountRefundedCents: 1_500,
      fullyRefunded: false,
    });
  });

  it("counts a refund of the whole amount, asked by its amount, as a full refund", async () => {
    const { provider } = setUp();
    const intent = await newIntent(provider, 4900);
    await provider.confirmPaymentIntent(intent.id, { card: card(TEST_CARDS.success), returnUrl: RETURN_URL });
    expect(await provider.refundPaymentIntent({ paymentIntentId: intent.id, idempotencyKey: randomUUID(), amountCents: 4900 })).toMatchObject({ amountCents: 4900 });
    expect(await providerError(provider.refundPaymentIntent({ paymentIntentId: intent.id, idempotencyKey: randomUUID(), amountCents: 1 }))).toMatchObject({
      code: "charge_already_refunded",
    });
    const [event] = (await providerWebhookEvents(database, intent.id)).filter((queued) => queued.type === "charge.refunded");
    expect(event!.object).toMatchObject({ amount_refunded: 4900, refunded: true });
    expect(provider.constructEvent(event!.body, stripeSignatureHeader(WEBHOOK_SECRET, event!.body, NOW))).toMatchObject({ amountRefundedCents: 4900, fullyRefunded: true });
  });
});

describe("webhook events", () => {
  it("queues a Stripe-shaped event for each change, which constructEvent verifies and parses", async () => {
    const { provider } = setUp();
    const created = await provider.createSubscription({ priceId: "price_test_vip_yearly", customerEmail: "e@example.com", idempotencyKey: randomUUID() });
    await provider.confirmPaymentIntent(created.paymentIntentId, { card: card(TEST_CARDS.success), returnUrl: RETURN_URL });
    const events = await providerWebhookEvents(database, created.paymentIntentId);
    const succeeded = events.find((event) => event.type === "payment_intent.succeeded");
    expect(succeeded).toMatchObject({ created: NOW.getTime() / 1000, object: { object: "payment_intent", status: "succeeded", amount: 9900 } });
    expect(succeeded!.id).toMatch(/^evt_[0-9A-Za-z]{24}$/);

    const parsed = provider.constructEvent(succeeded!.body, stripeSignatureHeader(WEBHOOK_SECRET, succeeded!.body, NOW));
    expect(parsed).toMatchObject({
      id: succeeded!.id,
      created: NOW,
      type: "payment_intent.succeeded",
      paymentIntent: { id: created.paymentIntentId, status: "succeeded", amountCents: 9900, cardLast4: "4242", subscriptionId: created.subscriptionId },
    });
    const updated = (await providerWebhookEvents(database, created.subscriptionId)).find((event) => event.type === "customer.subscription.updated");
    expect(provider.constructEvent(Buffer.from(updated!.body), stripeSignatureHeader(WEBHOOK_SECRET, updated!.body, NOW))).toMatchObject({
      type: "customer.subscription.updated",
      subscription: {
        id: created.subscriptionId,
        status: "active",
        priceId: "price_test_vip_yearly",
        customerEmail: "e@example.com",
        latestPaymentIntentId: created.paymentIntentId,
        currentPeriodEnd: new Date("2027-06-01T12:00:00Z"),
        cancelAtPeriodEnd: false,
      },
    });
  });

  it("refuses a missing, wrong, tampered or stale signature, and accepts any matching v1 of several", async () => {
    const { provider, clock } = setUp();
    const body = JSON.stringify({ id: "evt_1", object: "event", type: "customer.created", created: NOW.getTime() / 1000, data: { object: { id: "cus_1" } } });
    const good = stripeSignatureHeader(WEBHOOK_SECRET, body, NOW);
    expect(provider.constructEvent(body, good)).toEqual({ id: "evt_1", created: NOW, type: "other", providerType: "customer.created" });
    const [t, v1] = good.split(",");
    expect(provider.constructEvent(body, `${t},v1=${"0".repeat(64)},${v1}`)).toMatchObject({ type: "other" });

    const refusals = [
      undefined,
      "",
      "garbage",
      stripeSignatureHeader("whsec_other", body, NOW),
      `${t},v0=${v1!.slice(3)}`,
    ];
    for (const header of refusals) {
      expect(() => provider.constructEvent(body, header)).toThrow(expect.objectContaining({ type: "signature_verification_error" }));
    }
    expect(() => provider.constructEvent(body.replace("cus_1", "cus_2"), good)).toThrow(PaymentProviderError);
    clock.advance(301_000);
    expect(() => provider.constructEvent(body, good)).toThrow(expect.objectContaining({ type: "signature_verification_error", message: "Timestamp outside the tolerance zone." }));
    expect(provider.constructEvent(body, stripeSignatureHeader(WEBHOOK_SECRET, body, clock.now()))).toMatchObject({ id: "evt_1" });

    const unsigned = createTestPaymentProvider({ db: database.db, clock, authorizeUrl: AUTHORIZE_URL });
    expect(() => unsigned.constructEvent(body, stripeSignatureHeader(WEBHOOK_SECRET, body, clock.now()))).toThrow(
      expect.objectContaining({ type: "signature_verification_error" }),
    );
  });

  it("POSTs a queued event to the webhook URL signed at the moment of sending, and fails (to be retried) unless answered 2xx", async () => {
    const received: { body: string; signature: string | undefined; contentType: string | undefined }[] = [];
    let status = 200;
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const signature = request.headers["stripe-signature"];
        received.push({ body: Buffer.concat(chunks).toString("utf8"), signature: typeof signature === "string" ? signature : undefined, contentType: request.headers["content-type"] });
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const clock = fixedClock(NOW);
      const provider = createTestPaymentProvider({
        db: database.db,
        clock,
        authorizeUrl: AUTHORIZE_URL,
        webhooks: { url: `http://127.0.0.1:${port}/api/v1/payments/webhook`, secret: WEBHOOK_SECRET, jobs: createJobQueue({ database }) },
      });
      const sent = await provider.sendInvoice({ email: "w@example.com", amountCents: 5000, description: "Listing", idempotencyKey: randomUUID() });
      await provider.markInvoicePaid(sent.invoiceId);
      const [queued] = await providerWebhookEvents(database, sent.invoiceId);
      const [job] = (await database.executeSql("select retry_limit, retry_backoff from pgboss.job where id = $1", [queued!.jobId])).rows;
      expect(job).toMatchObject({ retry_limit: 12, retry_backoff: true });

      clock.advance(3_600_000); // a retry an hour later is signed then, as Stripe does
      await provider.deliverWebhook({ event: queued!.body });
      expect(received).toHaveLength(1);
      expect(received[0]!.body).toBe(queued!.body);
      expect(received[0]!.contentType).toMatch(/^application\/json/);
      expect(received[0]!.signature).toMatch(new RegExp(`^t=${clock.now().getTime() / 1000},v1=[0-9a-f]{64}$`));
      expect(provider.constructEvent(received[0]!.body, received[0]!.signature)).toMatchObject({ type: "invoice.paid", invoice: { id: sent.invoiceId } });

      status = 500;
      await expect(provider.deliverWebhook({ event: queued!.body })).rejects.toThrow("The webhook endpoint answered 500.");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("says an invoice settled by hand is paid", async () => {
    const { provider } = setUp();
    const sent = await provider.sendInvoice({ email: "hotel@example.com", amountCents: 150000, description: "Hotel listing", idempotencyKey: randomUUID() });
    await provider.markInvoicePaid(sent.invoiceId);
    const [paid] = await providerWebhookEvents(database, sent.invoiceId);
    expect(provider.constructEvent(paid!.body, stripeSignatureHeader(WEBHOOK_SECRET, paid!.body, NOW))).toMatchObject({
      type: "invoice.paid",
      subscriptionId: null,
      invoice: { id: sent.invoiceId, status: "paid", amountCents: 150000, paidAt: NOW, email: "hotel@example.com" },
    });
  });
});

describe("invoices", () => {
  it("sends an open invoice for an amount, and records it paid once settled", async () => {
    const { provider, clock } = setUp();
    const sent = await provider.sendInvoice({ email: "Hotel@Example.com", amountCents: 150000, description: "Hotel listing, up to 50 rooms", idempotencyKey: randomUUID() });
    expect(sent.invoiceId).toMatch(/^in_[0-9A-Za-z]{24}$/);
    expect(sent.status).toBe("open");
    expect(await provider.retrieveInvoice(sent.invoiceId)).toEqual({
      id: sent.invoiceId,
      email: "hotel@example.com",
      amountCents: 150000,
      currency: "usd",
      description: "Hotel listing, up to 50 rooms",
      status: "open",
      paidAt: null,
      createdAt: NOW,
    });
    clock.advance(3_600_000);
    const paid = await provider.markInvoicePaid(sent.invoiceId);
    expect(paid).toMatchObject({ status: "paid", paidAt: new Date("2026-06-01T13:00:00Z") });
    expect(await providerError(provider.markInvoicePaid(sent.invoiceId))).toMatchObject({ code: "invoice_unexpected_state" });
  });

  it("sends a by-quote invoice without an amount", async () => {
    const { provider } = setUp();
    const sent = await provider.sendInvoice({ email: "group@example.com", amountCents: "by-quote", description: "Multi-property listing", idempotencyKey: randomUUID() });
    expect(await provider.retrieveInvoice(sent.invoiceId)).toMatchObject({ amountCents: null, status: "open" });
  });

  it("sends one invoice for a repeated request and refuses bad input", async () => {
    const { provider } = setUp();
    const request = { email: "h@example.com", amountCents: 200000, description: "Hotel listing, 51-100 rooms", idempotencyKey: randomUUID() };
    const first = await provider.sendInvoice(request);
    expect(await provider.sendInvoice(request)).toEqual(first);
    expect(await providerError(provider.sendInvoice({ ...request, amountCents: 250000 }))).toMatchObject({ type: "idempotency_error" });
    const fresh = { ...request, idempotencyKey: randomUUID() };
    expect(await providerError(provider.sendInvoice({ ...fresh, amountCents: 0 }))).toMatchObject({ code: "amount_too_small" });
    expect(await providerError(provider.sendInvoice({ ...fresh, description: "  " }))).toMatchObject({ code: "parameter_missing" });
    expect(await providerError(provider.sendInvoice({ ...fresh, email: "nobody" }))).toMatchObject({ code: "email_invalid" });
    expect(await providerError(provider.retrieveInvoice("in_unknown"))).toMatchObject({ code: "resource_missing" });
    expect(await providerError(provider.markInvoicePaid("in_unknown"))).toMatchObject({ code: "resource_missing" });
  });
});
