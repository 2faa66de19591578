import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeStripe, type FakeStripe } from "../../../tests/support/fake-stripe";
import { fixedClock } from "../../kernel/clock";
import { AppError } from "../../kernel/errors";
import { PaymentProviderError, type PaymentProvider } from "./payment-provider";
import { createStripePaymentProvider, PAYMENTS_UNAVAILABLE_MESSAGE } from "./stripe-provider";

const NOW = new Date("2026-06-01T12:00:00Z");
const nowSeconds = Math.floor(NOW.getTime() / 1000);

let fake: FakeStripe;
let stripe: PaymentProvider;

beforeAll(async () => {
  fake = await startFakeStripe({ now: () => NOW });
  stripe = provider();
});

afterAll(async () => {
  await fake.close();
});

function provider(overrides: { secretKey?: string; vipProductIds?: string[] } = {}): PaymentProvider {
  return createStripePaymentProvider({
    secretKey: overrides.secretKey ?? fake.secretKey,
    webhookSecret: fake.webhookSecret,
    apiUrl: fake.url,
    vipProductIds: overrides.vipProductIds ?? [fake.vipProductId],
    clock: fixedClock(NOW),
  });
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

function thrownBy(run: () => unknown): PaymentProviderError {
  try {
    run();
  } catch (error) {
    if (error instanceof PaymentProviderError) return error;
    throw new Error(`Expected a PaymentProviderError, got ${String(error)}`, { cause: error });
  }
  throw new Error("Expected a PaymentProviderError, nothing was thrown");
}

const requestsTo = (method: string, path: string) => fake.requests.filter((request) => request.method === method && request.path === path);
const email = () => `Member-${randomUUID()}@Example.com`;

async function newIntent(amountCents = 9900) {
  return stripe.createPaymentIntent({ amountCents, currency: "USD", idempotencyKey: randomUUID(), description: "VIP Access" });
}

describe("payment intents", () => {
  it("creates a card payment in Stripe with the caller's idempotency key and maps it", async () => {
    const key = randomUUID();
    const address = email();
    const intent = await stripe.createPaymentIntent({
      amountCents: 150000,
      currency: "USD",
      idempotencyKey: key,
      description: "Hotel listing, up to 50 rooms",
      metadata: { userId: "7" },
      customerEmail: address,
    });
    expect(intent).toMatchObject({
      status: "requires_payment_method",
      amountCents: 150000,
      currency: "usd",
      description: "Hotel listing, up to 50 rooms",
      metadata: { userId: "7" },
      customerEmail: address.toLowerCase(),
      lastError: null,
      nextAction: null,
      cardLast4: null,
      subscriptionId: null,
      createdAt: NOW,
      livemode: false,
    });
    expect(intent.id).toMatch(/^pi_/);
    expect(intent.clientSecret).toBe(fake.object(intent.id).client_secret);
    const [request] = requestsTo("POST", "/v1/payment_intents").filter((candidate) => candidate.idempotencyKey === key);
    expect(request?.params).toMatchObject({ amount: "150000", currency: "usd", allowed_payment_method_types: ["card"], receipt_email: address.toLowerCase() });
    expect(request?.stripeVersion).toBe(Stripe.API_VERSION);
  });

  it("creates one payment for one idempotency key, and refuses the key with other parameters", async () => {
    const key = randomUUID();
    const options = { amountCents: 9900, currency: "usd", idempotencyKey: key, description: "VIP Access" };
    const first = await stripe.createPaymentIntent(options);
    const second = await stripe.createPaymentIntent(options);
    expect(second.id).toBe(first.id);
    expect(fake.objects("payment_intent").filter((object) => object.id === first.id)).toHaveLength(1);
    const error = await providerError(stripe.createPaymentIntent({ ...options, amountCents: 100 }));
    expect(error).toMatchObject({ type: "idempotency_error", code: "idempotency_key_in_use", param: "idempotency_key" });
  });

  it("maps Stripe's refusals to invalid_request_error with its code and parameter", async () => {
    const tooSmall = await providerError(newIntent(10));
    expect(tooSmall).toMatchObject({ type: "invalid_request_error", code: "amount_too_small", param: "amount" });
    const unknown = await providerError(stripe.retrievePaymentIntent("pi_unknown"));
    expect(unknown).toMatchObject({ type: "invalid_request_error", code: "resource_missing", param: "id" });
    expect(unknown.message).toContain("pi_unknown");
    const blankKey = await providerError(stripe.createPaymentIntent({ amountCents: 9900, currency: "usd", idempotencyKey: " " }));
    expect(blankKey).toMatchObject({ type: "invalid_request_error", param: "idempotency_key" });
  });

  it("reads back a payment the browser confirmed with Stripe.js, with the card's last four digits", async () => {
    const intent = await newIntent();
    fake.succeedPaymentIntent(intent.id, { last4: "4242" });
    const paid = await stripe.retrievePaymentIntent(intent.id);
    expect(paid).toMatchObject({ id: intent.id, status: "succeeded", cardLast4: "4242", lastError: null });
  });

  it("reads a refused card as the payment's last error, not as an exception", async () => {
    const intent = await newIntent();
    fake.declinePaymentIntent(intent.id, { code: "card_declined", declineCode: "insufficient_funds", message: "Your card has insufficient funds." });
    const refused = await stripe.retrievePaymentIntent(intent.id);
    expect(refused.status).toBe("requires_payment_method");
    expect(refused.lastError).toEqual({
      type: "card_error",
      code: "card_declined",
      declineCode: "insufficient_funds",
      message: "Your card has insufficient funds.",
    });
  });

  it("never takes card details: confirming and the extra step belong to Stripe's own pages", async () => {
    const intent = await newIntent();
    const before = fake.requests.length;
    const confirm = await providerError(
      stripe.confirmPaymentIntent(intent.id, { card: { number: "4242424242424242", expMonth: 12, expYear: 2030, cvc: "123" }, returnUrl: "https://amora.test/" }),
    );
    expect(confirm).toMatchObject({ type: "invalid_request_error", code: "confirmation_in_browser" });
    expect(confirm.message).toContain("Stripe Elements");
    const authorize = await providerError(stripe.authorizePaymentIntent(intent.id, { clientSecret: intent.clientSecret, approve: true }));
    expect(authorize).toMatchObject({ type: "invalid_request_error", code: "authorization_by_stripe" });
    expect(fake.requests.length).toBe(before);
  });

  it("lets a configuration error through as it is: a rejected API key is neither a refused request nor an outage", async () => {
    const error: unknown = await provider({ secretKey: "sk_test_wrong" }).retrievePaymentIntent("pi_any").catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(error).not.toBeInstanceOf(PaymentProviderError);
    expect(error).not.toBeInstanceOf(AppError);
  });

  it.each([
    ["api_error", Stripe.errors.StripeAPIError],
    ["rate_limit", Stripe.errors.StripeRateLimitError],
    ["connection", Stripe.errors.StripeConnectionError],
  ] as const)("turns an outage (%s) into the 503 'Payments are unavailable' answer, and works again once Stripe is back", async (kind, stripeError) => {
    const intent = await newIntent();
    fake.simulateOutage(kind);
    let errors: unknown[];
    try {
      errors = await Promise.all([
        stripe.retrievePaymentIntent(intent.id).catch((reason: unknown) => reason),
        newIntent().catch((reason: unknown) => reason),
        stripe.listPlans().catch((reason: unknown) => reason),
      ]);
    } finally {
      fake.simulateOutage(null);
    }
    for (const error of errors) {
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: "UNAVAILABLE", status: 503, message: PAYMENTS_UNAVAILABLE_MESSAGE });
      // What Stripe said stays with it, for the log line.
      expect((error as AppError).cause).toBeInstanceOf(stripeError);
    }
    expect(PAYMENTS_UNAVAILABLE_MESSAGE).toBe("Payments are unavailable right now. Please try again in a few minutes.");
    expect((await stripe.retrievePaymentIntent(intent.id)).id).toBe(intent.id);
  });
});

describe("VIP plans", () => {
  it("lists the VIP product's active recurring prices: monthly, quarterly, yearly", async () => {
    const plans = await stripe.listPlans();
    expect(plans.map((plan) => plan.id)).toEqual([fake.prices.monthly, fake.prices.quarterly, fake.prices.yearly]);
    expect(plans[1]).toEqual({
      id: fake.prices.quarterly,
      product: fake.vipProductId,
      nickname: "VIP Access quarterly",
      interval: "month",
      intervalCount: 3,
      amountCents: 2699,
      currency: "usd",
      livemode: false,
    });
    expect(plans.map((plan) => plan.amountCents)).toEqual([999, 2699, 9900]);
  });

  it("offers no plan when no VIP product is configured", async () => {
    expect(await provider({ vipProductIds: [] }).listPlans()).toEqual([]);
  });
});

describe("subscriptions", () => {
  it("starts incomplete with the first invoice's payment for the browser to confirm", async () => {
    const address = email();
    const created = await stripe.createSubscription({ priceId: fake.prices.yearly, customerEmail: address, idempotencyKey: randomUUID() });
    expect(created.status).toBe("incomplete");
    expect(created.subscriptionId).toMatch(/^sub_/);
    const stored = fake.object(created.subscriptionId);
    const invoice = fake.object(stored.latest_invoice as string);
    expect(created.clientSecret).toBe((invoice.confirmation_secret as { client_secret: string }).client_secret);
    expect(created.paymentIntentId).toBe(fake.object(created.paymentIntentId).id);
    expect(created.clientSecret.startsWith(`${created.paymentIntentId}_secret_`)).toBe(true);
    const [request] = requestsTo("POST", "/v1/subscriptions").slice(-1);
    expect(request?.params).toMatchObject({ payment_behavior: "default_incomplete", items: [{ price: fake.prices.yearly }] });

    const subscription = await stripe.retrieveSubscription(created.subscriptionId);
    expect(subscription).toMatchObject({
      id: created.subscriptionId,
      priceId: fake.prices.yearly,
      customerEmail: address.toLowerCase(),
      status: "incomplete",
      latestPaymentIntentId: created.paymentIntentId,
      cancelAtPeriodEnd: false,
      createdAt: NOW,
    });
    // The payment names its subscription, as the test provider's do.
    expect((await stripe.retrievePaymentIntent(created.paymentIntentId)).subscriptionId).toBe(created.subscriptionId);
  });

  it("is active for a period once the first payment succeeds", async () => {
    const created = await stripe.createSubscription({ priceId: fake.prices.monthly, customerEmail: email(), idempotencyKey: randomUUID() });
    fake.succeedPaymentIntent(created.paymentIntentId);
    const subscription = await stripe.retrieveSubscription(created.subscriptionId);
    expect(subscription).toMatchObject({
      status: "active",
      currentPeriodStart: NOW,
      currentPeriodEnd: new Date("2026-07-01T12:00:00Z"),
    });
  });

  it("creates one subscription and one customer for one idempotency key", async () => {
    const address = email();
    const key = randomUUID();
    const first = await stripe.createSubscription({ priceId: fake.prices.monthly, customerEmail: address, idempotencyKey: key });
    const again = await stripe.createSubscription({ priceId: fake.prices.monthly, customerEmail: address, idempotencyKey: key });
    expect(again).toEqual(first);
    const customers = fake.objects("customer").filter((customer) => customer.email === address.toLowerCase());
    expect(customers).toHaveLength(1);
    expect(fake.objects("subscription").filter((subscription) => subscription.customer === customers[0]?.id)).toHaveLength(1);
    const other = await providerError(stripe.createSubscription({ priceId: fake.prices.yearly, customerEmail: address, idempotencyKey: key }));
    expect(other.type).toBe("idempotency_error");
  });

  it("reuses the customer of an address for a later subscription", async () => {
    const address = email();
    await stripe.createSubscription({ priceId: fake.prices.monthly, customerEmail: address, idempotencyKey: randomUUID() });
    await stripe.createSubscription({ priceId: fake.prices.yearly, customerEmail: address.toUpperCase(), idempotencyKey: randomUUID() });
    expect(fake.objects("customer").filter((customer) => customer.email === address.toLowerCase())).toHaveLength(1);
  });

  it("refuses a price that is not an active VIP Access price, creating nothing", async () => {
    const before = fake.objects("subscription").length;
    for (const priceId of [fake.prices.otherProduct, fake.prices.inactive, "price_unknown"]) {
      const error = await providerError(stripe.createSubscription({ priceId, customerEmail: email(), idempotencyKey: randomUUID() }));
      expect(error).toMatchObject({ type: "invalid_request_error", code: "resource_missing" });
    }
    expect(fake.objects("subscription")).toHaveLength(before);
  });

  it("cancels at the period's end, or at once", async () => {
    const created = await stripe.createSubscription({ priceId: fake.prices.monthly, customerEmail: email(), idempotencyKey: randomUUID() });
    fake.succeedPaymentIntent(created.paymentIntentId);
    const atEnd = await stripe.cancelSubscription(created.subscriptionId, { atPeriodEnd: true });
    expect(atEnd).toMatchObject({ status: "active", cancelAtPeriodEnd: true, currentPeriodEnd: new Date("2026-07-01T12:00:00Z") });
    expect(fake.object(created.subscriptionId).cancel_at_period_end).toBe(true);
    const now = await stripe.cancelSubscription(created.subscriptionId, { atPeriodEnd: false });
    expect(now.status).toBe("canceled");
    expect(await providerError(stripe.cancelSubscription("sub_unknown", { atPeriodEnd: true }))).toMatchObject({ code: "resource_missing" });
  });
});

describe("invoices", () => {
  it("sends an invoice for an amount: one item, finalized, e-mailed by Stripe, due in 30 days", async () => {
    const address = email();
    const sent = await stripe.sendInvoice({ email: address, amountCents: 150000, description: "Hotel listing, up to 50 rooms", idempotencyKey: randomUUID() });
    expect(sent.status).toBe("open");
    expect(fake.sentInvoiceIds).toContain(sent.invoiceId);
    const stored = fake.object(sent.invoiceId);
    expect(stored).toMatchObject({ collection_method: "send_invoice", days_until_due: 30, status: "open", total: 150000, auto_advance: false });
    const invoice = await stripe.retrieveInvoice(sent.invoiceId);
    expect(invoice).toEqual({
      id: sent.invoiceId,
      email: address.toLowerCase(),
      amountCents: 150000,
      currency: "usd",
      description: "Hotel listing, up to 50 rooms",
      status: "open",
      paidAt: null,
      createdAt: NOW,
    });
  });

  it("sends one invoice with one item for one idempotency key", async () => {
    const key = randomUUID();
    const options = { email: email(), amountCents: 200000, description: "Hotel listing, 51-100 rooms", idempotencyKey: key };
    const first = await stripe.sendInvoice(options);
    const again = await stripe.sendInvoice(options);
    expect(again.invoiceId).toBe(first.invoiceId);
    expect(fake.objects("invoiceitem").filter((item) => item.invoice === first.invoiceId)).toHaveLength(1);
    expect(fake.sentInvoiceIds.filter((id) => id === first.invoiceId)).toHaveLength(1);
    const other = await providerError(stripe.sendInvoice({ ...options, amountCents: 250000 }));
    expect(other.type).toBe("idempotency_error");
  });

  it("leaves a by-quote invoice as an unpriced draft, which Stripe would otherwise mark paid", async () => {
    const sent = await stripe.sendInvoice({ email: email(), amountCents: "by-quote", description: "Hotel listing, 300+ rooms", idempotencyKey: randomUUID() });
    expect(fake.object(sent.invoiceId)).toMatchObject({ status: "draft", total: 0, auto_advance: false, metadata: { amount: "by-quote" } });
    expect(fake.objects("invoiceitem").filter((item) => item.invoice === sent.invoiceId)).toHaveLength(0);
    expect(fake.sentInvoiceIds).not.toContain(sent.invoiceId);
    expect(await stripe.retrieveInvoice(sent.invoiceId)).toMatchObject({ amountCents: null, status: "open", description: "Hotel listing, 300+ rooms" });
  });

  it("marks an open invoice paid out of band, once", async () => {
    const sent = await stripe.sendInvoice({ email: email(), amountCents: 150000, description: "Hotel listing", idempotencyKey: randomUUID() });
    const paid = await stripe.markInvoicePaid(sent.invoiceId);
    expect(paid).toMatchObject({ id: sent.invoiceId, status: "paid", paidAt: NOW, amountCents: 150000 });
    expect(requestsTo("POST", `/v1/invoices/${sent.invoiceId}/pay`)[0]?.params).toEqual({ paid_out_of_band: "true" });
    const again = await providerError(stripe.markInvoicePaid(sent.invoiceId));
    expect(again).toMatchObject({ type: "invalid_request_error", code: "invoice_unexpected_state" });
    expect(await providerError(stripe.retrieveInvoice("in_unknown"))).toMatchObject({ code: "resource_missing" });
  });
});

describe("refunds", () => {
  it("gives a succeeded payment back in full, once per idempotency key", async () => {
    const intent = await newIntent(9900);
    fake.succeedPaymentIntent(intent.id);
    const key = randomUUID();
    const refund = await stripe.refundPaymentIntent({ paymentIntentId: intent.id, idempotencyKey: key, reason: "duplicate" });
    expect(refund).toEqual({ id: refund.id, paymentIntentId: intent.id, amountCents: 9900, currency: "usd", status: "succeeded", createdAt: NOW });
    expect(refund.id).toMatch(/^re_/);
    expect((await stripe.refundPaymentIntent({ paymentIntentId: intent.id, idempotencyKey: key, reason: "duplicate" })).id).toBe(refund.id);
    expect(fake.objects("refund").filter((object) => object.payment_intent === intent.id)).toHaveLength(1);
    const twice = await providerError(stripe.refundPaymentIntent({ paymentIntentId: intent.id, idempotencyKey: randomUUID() }));
    expect(twice).toMatchObject({ type: "invalid_request_error", code: "charge_already_refunded" });
  });

  it("gives back the part asked (Stripe's `amount`), then what is left, and refuses more than what is left", async () => {
    const intent = await newIntent(9900);
    fake.succeedPaymentIntent(intent.id);
    const key = randomUUID();
    const part = await stripe.refundPaymentIntent({ paymentIntentId: intent.id, idempotencyKey: key, amountCents: 2_500 });
    expect(part).toEqual({ id: part.id, paymentIntentId: intent.id, amountCents: 2_500, currency: "usd", status: "succeeded", createdAt: NOW });
    expect(requestsTo("POST", "/v1/refunds").at(-1)?.params).toEqual({ payment_intent: intent.id, amount: "2500" });
    // The same key again: the same refund, once; with another amount, refused.
    expect((await stripe.refundPaymentIntent({ paymentIntentId: intent.id, idempotencyKey: key, amountCents: 2_500 })).id).toBe(part.id);
    expect(await providerError(stripe.refundPaymentIntent({ paymentIntentId: intent.id, idempotencyKey: key, amountCents: 2_600 }))).toMatchObject({
      type: "idempotency_error",
    });
    expect(fake.objects("refund").filter((object) => object.payment_intent === intent.id)).toHaveLength(1);

    const tooMuch = await providerError(stripe.refundPaymentIntent({ paymentIntentId: intent.id, idempotencyKey: randomUUID(), amountCents: 7_401 }));
    expect(tooMuch).toMatchObject({
      type: "invalid_request_error",
      code: "amount_too_large",
      param: "amount",
      message: "Refund amount ($74.01) is greater than unrefunded amount on charge ($74.00)",
    });
    // Without an amount, Stripe refunds what is left.
    const rest = await stripe.refundPaymentIntent({ paymentIntentId: intent.id, idempotencyKey: randomUUID() });
    expect(rest.amountCents).toBe(7_400);
    expect(requestsTo("POST", "/v1/refunds").at(-1)?.params).toEqual({ payment_intent: intent.id });
    expect(await providerError(stripe.refundPaymentIntent({ paymentIntentId: intent.id, idempotencyKey: randomUUID(), amountCents: 1 }))).toMatchObject({
      code: "charge_already_refunded",
    });
  });

  it("refuses a refund larger than the payment", async () => {
    const intent = await newIntent(9900);
    fake.succeedPaymentIntent(intent.id);
    expect(await providerError(stripe.refundPaymentIntent({ paymentIntentId: intent.id, idempotencyKey: randomUUID(), amountCents: 9_901 }))).toMatchObject({
      code: "amount_too_large",
      message: "Refund amount ($99.01) is greater than charge amount ($99.00)",
    });
  });

  it("refuses to refund a payment that has not succeeded", async () => {
    const intent = await newIntent();
    const error = await providerError(stripe.refundPaymentIntent({ paymentIntentId: intent.id, idempotencyKey: randomUUID() }));
    expect(error).toMatchObject({ type: "invalid_request_error", code: "charge_not_refundable" });
  });
});

describe("webhooks", () => {
  const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? fake.webhookSecret, timestamp: options.timestamp ?? nowSeconds });

  async function paidIntentEvent(): Promise<{ payload: string; intentId: string }> {
    const intent = await newIntent(2699);
    fake.succeedPaymentIntent(intent.id, { last4: "1881" });
    return { payload: fake.eventJson("payment_intent.succeeded", fake.object(intent.id), { id: "evt_paid" }), intentId: intent.id };
  }

  it("verifies a signed event and maps it", async () => {
    const { payload, intentId } = await paidIntentEvent();
    const event = stripe.constructEvent(Buffer.from(payload), sign(payload));
    expect(event).toMatchObject({ id: "evt_paid", type: "payment_intent.succeeded", created: NOW });
    if (event.type !== "payment_intent.succeeded") throw new Error("unexpected event type");
    expect(event.paymentIntent).toMatchObject({ id: intentId, status: "succeeded", amountCents: 2699 });
  });

  it("maps a subscription event and ignores a type the product does not use", async () => {
    const created = await stripe.createSubscription({ priceId: fake.prices.yearly, customerEmail: email(), idempotencyKey: randomUUID() });
    fake.succeedPaymentIntent(created.paymentIntentId);
    const payload = fake.eventJson("customer.subscription.updated", fake.object(created.subscriptionId));
    const event = stripe.constructEvent(payload, sign(payload));
    if (event.type !== "customer.subscription.updated") throw new Error(`unexpected event type ${event.type}`);
    expect(event.subscription).toMatchObject({ id: created.subscriptionId, status: "active", priceId: fake.prices.yearly });
    const other = fake.eventJson("customer.created", fake.objects("customer")[0] ?? { id: "cus_x", object: "customer" });
    expect(stripe.constructEvent(other, sign(other))).toMatchObject({ type: "other", providerType: "customer.created" });
  });

  it("maps a subscription's first paid invoice as its start, naming no payment (events leave the invoice's payments out)", async () => {
    const created = await stripe.createSubscription({ priceId: fake.prices.monthly, customerEmail: email(), idempotencyKey: randomUUID() });
    fake.succeedPaymentIntent(created.paymentIntentId);
    const invoiceId = fake.object(created.subscriptionId).latest_invoice as string;
    const payload = fake.eventJson("invoice.paid", fake.object(invoiceId));
    const event = stripe.constructEvent(payload, sign(payload));
    if (event.type !== "invoice.paid") throw new Error(`unexpected event type ${event.type}`);
    expect(event).toMatchObject({
      subscriptionId: created.subscriptionId,
      isSubscriptionStart: true,
      paymentIntentId: null,
      invoice: { id: invoiceId, status: "paid", amountCents: 999 },
    });
  });

  it("refuses a wrong secret, a missing header and a changed body", async () => {
    const { payload } = await paidIntentEvent();
    expect(thrownBy(() => stripe.constructEvent(payload, sign(payload, { secret: "whsec_someone_else" }))).type).toBe("signature_verification_error");
    expect(thrownBy(() => stripe.constructEvent(payload, undefined)).type).toBe("signature_verification_error");
    expect(thrownBy(() => stripe.constructEvent(payload.replace("2699", "1"), sign(payload))).type).toBe("signature_verification_error");
  });

  it("refuses a signature older than 300 seconds and accepts one just inside", async () => {
    const { payload } = await paidIntentEvent();
    const stale = thrownBy(() => stripe.constructEvent(payload, sign(payload, { timestamp: nowSeconds - 301 })));
    expect(stale).toMatchObject({ type: "signature_verification_error" });
    expect(stale.message).toContain("tolerance");
    expect(stripe.constructEvent(payload, sign(payload, { timestamp: nowSeconds - 299 })).id).toBe("evt_paid");
  });

  it("verifies the same delivery replayed within the tolerance again (applying it once is the app's job)", async () => {
    const { payload } = await paidIntentEvent();
    const header = sign(payload);
    expect(stripe.constructEvent(payload, header).id).toBe("evt_paid");
    expect(stripe.constructEvent(payload, header).id).toBe("evt_paid");
  });
});
