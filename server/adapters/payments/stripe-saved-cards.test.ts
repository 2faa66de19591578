import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeStripe, type FakeStripe } from "../../../tests/support/fake-stripe";
import { fixedClock } from "../../kernel/clock";
import { PaymentProviderError, type PaymentProvider, type SavedCard } from "./payment-provider";
import { createStripePaymentProvider } from "./stripe-provider";

const NOW = new Date("2026-06-01T12:00:00Z");

let fake: FakeStripe;
let stripe: PaymentProvider;

beforeAll(async () => {
  fake = await startFakeStripe({ now: () => NOW });
  stripe = createStripePaymentProvider({
    secretKey: fake.secretKey,
    webhookSecret: fake.webhookSecret,
    apiUrl: fake.url,
    vipProductIds: [fake.vipProductId],
    clock: fixedClock(NOW),
  });
});

afterAll(async () => {
  await fake.close();
});

async function providerError(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof PaymentProviderError)) throw new Error(`Expected a PaymentProviderError, got ${String(error)}`);
  return error;
}

const requestsTo = (method: string, path: string) => fake.requests.filter((request) => request.method === method && request.path === path);

/** A $1,500 payment made with saveCard and paid in the browser (Stripe.js, played by the fake); its kept card. */
async function keptCard(email = `owner-${randomUUID()}@example.com`): Promise<SavedCard> {
  const intent = await stripe.createPaymentIntent({ amountCents: 150000, currency: "usd", idempotencyKey: randomUUID(), customerEmail: email, saveCard: true });
  fake.succeedPaymentIntent(intent.id);
  const paid = await stripe.retrievePaymentIntent(intent.id);
  if (!paid.savedCard) throw new Error("The payment kept no card");
  return paid.savedCard;
}

const charge = (saved: SavedCard, idempotencyKey = randomUUID()) =>
  stripe.chargeSavedCard({
    customerId: saved.customerId,
    paymentMethodId: saved.paymentMethodId,
    amountCents: 150000,
    currency: "usd",
    idempotencyKey,
    description: "Renewal",
    metadata: { product: "business-plan" },
    customerEmail: "owner@example.com",
  });

describe("Stripe adapter: kept cards", () => {
  it("pays with setup_future_usage off_session on the address's customer, and reads the kept card back", async () => {
    const email = `owner-${randomUUID()}@example.com`;
    const key = randomUUID();
    const intent = await stripe.createPaymentIntent({ amountCents: 150000, currency: "usd", idempotencyKey: key, customerEmail: email, saveCard: true });
    expect(intent.savedCard).toBeNull();
    const [request] = requestsTo("POST", "/v1/payment_intents").filter((candidate) => candidate.idempotencyKey === key);
    const [customer] = fake.objects("customer").filter((object) => object.email === email);
    expect(customer).toBeDefined();
    expect(request?.params).toMatchObject({ customer: customer?.id, setup_future_usage: "off_session", receipt_email: email });
    fake.succeedPaymentIntent(intent.id);
    const paid = await stripe.retrievePaymentIntent(intent.id);
    expect(paid.savedCard).toEqual({ customerId: customer?.id, paymentMethodId: fake.object(intent.id).payment_method, brand: "visa", last4: "4242" });
    // A later payment for the same address keeps its card on the same customer.
    expect((await keptCard(email)).customerId).toBe(customer?.id);
  });

  it("keeps nothing without saveCard, and refuses saveCard without an e-mail", async () => {
    const key = randomUUID();
    const intent = await stripe.createPaymentIntent({ amountCents: 9900, currency: "usd", idempotencyKey: key });
    const [request] = requestsTo("POST", "/v1/payment_intents").filter((candidate) => candidate.idempotencyKey === key);
    expect(request?.params.setup_future_usage).toBeUndefined();
    expect(request?.params.customer).toBeUndefined();
    fake.succeedPaymentIntent(intent.id);
    expect((await stripe.retrievePaymentIntent(intent.id)).savedCard).toBeNull();
    expect(await providerError(stripe.createPaymentIntent({ amountCents: 9900, currency: "usd", idempotencyKey: randomUUID(), saveCard: true }))).toMatchObject({
      code: "parameter_missing",
      param: "customer",
    });
  });

  it("charges a kept card off session (customer, payment_method, off_session, confirm), once per idempotency key", async () => {
    const saved = await keptCard();
    const key = randomUUID();
    const charged = await charge(saved, key);
    expect(charged).toMatchObject({ status: "succeeded", amountCents: 150000, cardLast4: "4242", lastError: null, metadata: { product: "business-plan" } });
    const sent = requestsTo("POST", "/v1/payment_intents").filter((candidate) => candidate.idempotencyKey === key);
    expect(sent[0]?.params).toMatchObject({ customer: saved.customerId, payment_method: saved.paymentMethodId, off_session: "true", confirm: "true" });
    expect((await charge(saved, key)).id).toBe(charged.id);
    expect(fake.objects("payment_intent").filter((object) => object.id === charged.id)).toHaveLength(1);
  });

  it("answers card_declined and authentication_required as the payment's refusal, not an exception", async () => {
    const declined = await keptCard();
    fake.refuseOffSession(declined.paymentMethodId, "card_declined");
    expect(await charge(declined)).toMatchObject({
      status: "requires_payment_method",
      lastError: { type: "card_error", code: "card_declined", declineCode: "generic_decline", message: "Your card was declined." },
    });
    const needsPerson = await keptCard();
    fake.refuseOffSession(needsPerson.paymentMethodId, "authentication_required");
    const refused = await charge(needsPerson);
    expect(refused).toMatchObject({ status: "requires_payment_method", lastError: { code: "authentication_required" } });
    // The same key again answers the same refusal, charging nothing more.
    expect(fake.object(refused.id).status).toBe("requires_payment_method");
  });

  it("refuses an unknown card, or one kept on another customer, as a request error", async () => {
    const saved = await keptCard();
    const other = await keptCard();
    expect(await providerError(charge({ ...saved, paymentMethodId: "pm_missing" }))).toMatchObject({ type: "invalid_request_error", code: "resource_missing" });
    expect(await providerError(charge({ ...saved, customerId: other.customerId }))).toMatchObject({ type: "invalid_request_error" });
  });
});
