import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { providerWebhookEvents } from "../../../tests/support/queued-jobs";
import { createTestDatabase } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../../db/client";
import { fixedClock } from "../../kernel/clock";
import { createJobQueue } from "../../jobs/job-queue";
import { PaymentProviderError, type CardInput, type PaymentProvider, type SavedCard } from "./payment-provider";
import { CARD_ERROR_MESSAGES, TEST_CARDS } from "./test-cards";
import { parseStripeEvent } from "./stripe-events";
import { createTestPaymentProvider, testProviderWebhookSecret } from "./test-provider";

const NOW = new Date("2026-06-01T12:00:00Z");
const RETURN_URL = "https://amora.test/dashboard/plan";
const AUTHORIZE_URL = "https://amora.test/payments/test-authorize";
const WEBHOOK_SECRET = testProviderWebhookSecret("test-secret-test-secret-test-secret-00");

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

function setUp(): PaymentProvider {
  const jobs = createJobQueue({ database });
  return createTestPaymentProvider({
    db: database.db,
    clock: fixedClock(NOW),
    authorizeUrl: AUTHORIZE_URL,
    webhooks: { url: "https://amora.test/api/v1/payments/webhook", secret: WEBHOOK_SECRET, jobs },
  });
}

const card = (number: string): CardInput => ({ number, expMonth: 12, expYear: 2030, cvc: "123" });

async function providerError(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof PaymentProviderError)) throw new Error(`Expected a PaymentProviderError, got ${String(error)}`);
  return error;
}

/** Pays $1,500 with `number`, keeping the card, and answers the kept card. */
async function keptCard(provider: PaymentProvider, number: string, email = `owner-${randomUUID()}@example.com`): Promise<SavedCard> {
  const intent = await provider.createPaymentIntent({ amountCents: 150000, currency: "usd", idempotencyKey: randomUUID(), customerEmail: email, saveCard: true });
  const paid = await provider.confirmPaymentIntent(intent.id, { card: card(number), returnUrl: RETURN_URL });
  if (!paid.savedCard) throw new Error(`The payment kept no card: ${paid.status}`);
  return paid.savedCard;
}

const charge = (provider: PaymentProvider, saved: SavedCard, idempotencyKey = randomUUID()) =>
  provider.chargeSavedCard({
    customerId: saved.customerId,
    paymentMethodId: saved.paymentMethodId,
    amountCents: 150000,
    currency: "usd",
    idempotencyKey,
    description: "Renewal",
    metadata: { product: "business-plan" },
  });

describe("test provider: kept cards", () => {
  it("keeps the card of a payment made with saveCard, on the address's customer, and names it once it succeeded", async () => {
    const provider = setUp();
    const email = `owner-${randomUUID()}@example.com`;
    const intent = await provider.createPaymentIntent({ amountCents: 150000, currency: "usd", idempotencyKey: randomUUID(), customerEmail: email, saveCard: true });
    expect(intent.savedCard).toBeNull();
    const paid = await provider.confirmPaymentIntent(intent.id, { card: card(TEST_CARDS.success), returnUrl: RETURN_URL });
    expect(paid.savedCard).toMatchObject({ brand: "visa", last4: "4242" });
    expect(paid.savedCard?.customerId).toMatch(/^cus_/);
    expect(paid.savedCard?.paymentMethodId).toMatch(/^pm_/);
    expect((await provider.retrievePaymentIntent(intent.id)).savedCard).toEqual(paid.savedCard);
    // The webhook's payment carries the kept card too, so a settlement from the event sees it.
    const [event] = await providerWebhookEvents(database, intent.id);
    expect(event).toBeDefined();
    const parsed = parseStripeEvent(JSON.parse(event?.body ?? "null"));
    expect(parsed.type === "payment_intent.succeeded" ? parsed.paymentIntent.savedCard : null).toEqual(paid.savedCard);
    // The same address is the same customer.
    expect((await keptCard(provider, TEST_CARDS.success, email)).customerId).toBe(paid.savedCard?.customerId);
  });

  it("keeps no card without saveCard, and refuses saveCard without the customer's e-mail", async () => {
    const provider = setUp();
    const intent = await provider.createPaymentIntent({ amountCents: 9900, currency: "usd", idempotencyKey: randomUUID() });
    const paid = await provider.confirmPaymentIntent(intent.id, { card: card(TEST_CARDS.success), returnUrl: RETURN_URL });
    expect(paid.status).toBe("succeeded");
    expect(paid.savedCard).toBeNull();
    const error = await providerError(provider.createPaymentIntent({ amountCents: 9900, currency: "usd", idempotencyKey: randomUUID(), saveCard: true }));
    expect(error).toMatchObject({ type: "invalid_request_error", code: "parameter_missing", param: "customer" });
  });

  it("charges a kept card off session once per idempotency key", async () => {
    const provider = setUp();
    const saved = await keptCard(provider, TEST_CARDS.success);
    const key = randomUUID();
    const charged = await charge(provider, saved, key);
    expect(charged).toMatchObject({ status: "succeeded", amountCents: 150000, cardLast4: "4242", lastError: null, metadata: { product: "business-plan" } });
    expect(charged.id).not.toBe(saved.paymentMethodId);
    expect((await charge(provider, saved, key)).id).toBe(charged.id);
    expect((await providerWebhookEvents(database, charged.id)).map((event) => event.type)).toEqual(["payment_intent.succeeded"]);
  });

  it("answers a declined kept card (4000 0000 0000 0341) as a refusal, not an exception, and sends no success", async () => {
    const provider = setUp();
    const saved = await keptCard(provider, TEST_CARDS.renewalsFail);
    const refused = await charge(provider, saved);
    expect(refused).toMatchObject({
      status: "requires_payment_method",
      lastError: { type: "card_error", code: "card_declined", message: CARD_ERROR_MESSAGES.declined },
    });
    expect(await providerWebhookEvents(database, refused.id)).toEqual([]);
  });

  it("answers a kept card that always asks for the person (4000 0027 6000 3184) as authentication_required", async () => {
    const provider = setUp();
    const intent = await provider.createPaymentIntent({ amountCents: 150000, currency: "usd", idempotencyKey: randomUUID(), customerEmail: "auth@example.com", saveCard: true });
    const pending = await provider.confirmPaymentIntent(intent.id, { card: card(TEST_CARDS.alwaysAuthenticate), returnUrl: RETURN_URL });
    expect(pending.status).toBe("requires_action");
    const { paymentIntent } = await provider.authorizePaymentIntent(intent.id, { clientSecret: pending.clientSecret, approve: true });
    expect(paymentIntent.savedCard).toMatchObject({ last4: "3184" });
    const refused = await charge(provider, paymentIntent.savedCard as SavedCard);
    expect(refused).toMatchObject({ status: "requires_payment_method", lastError: { code: "authentication_required" } });
  });

  it("refuses an unknown card, or another customer's", async () => {
    const provider = setUp();
    const saved = await keptCard(provider, TEST_CARDS.success);
    const other = await keptCard(provider, TEST_CARDS.success);
    expect(await providerError(charge(provider, { ...saved, paymentMethodId: "pm_unknown" }))).toMatchObject({ code: "resource_missing", param: "payment_method" });
    expect(await providerError(charge(provider, { ...saved, customerId: other.customerId }))).toMatchObject({ code: "resource_missing", param: "payment_method" });
  });
});
