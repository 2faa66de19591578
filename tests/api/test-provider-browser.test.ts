import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARD_ERROR_MESSAGES, TEST_CARDS } from "../../server/adapters/payments/test-cards";
import { buildApp } from "../../server/http/app";
import { createTestApp, type TestApp } from "../support/test-app";
import { expectErrorShape } from "./api-routes";
import { clientAddresses } from "../support/test-cards";

let testApp: TestApp;

beforeAll(async () => {
  // Logs captured: the card number must never reach one.
  testApp = await createTestApp({}, { captureLogs: true });
});

afterAll(async () => {
  await testApp.close();
});

/** `app.inject` calls arrive on Host localhost:80, so this site's pages are http://localhost/... */
const RETURN_URL = "http://localhost/upgrade?subscription_id=sub_123";

/** Each test from its own address, so the per-address limit is met only where a test means to. */
const newClientAddress = clientAddresses("203.0.113");

async function newPayment(amountCents = 9900) {
  return testApp.services.payments.createPaymentIntent({ amountCents, currency: "USD", idempotencyKey: randomUUID() });
}

type CardFields = { number: string; exp_month: number; exp_year: number; cvc: string };

const card = (number: string, overrides: Partial<CardFields> = {}): CardFields => ({
  number,
  exp_month: 12,
  exp_year: 34,
  cvc: "123",
  ...overrides,
});

function confirm(id: string, payload: unknown, remoteAddress = newClientAddress()) {
  return testApp.app.inject({
    method: "POST",
    url: `/api/v1/test-provider/payment_intents/${encodeURIComponent(id)}/confirm`,
    payload: payload as object,
    remoteAddress,
  });
}

type Answer = Awaited<ReturnType<typeof confirm>>;

type PublicIntent = {
  id: string;
  status: string;
  amount: number;
  last_error: { type: string; code: string; decline_code?: string; message: string } | null;
  next_action: { type: string; redirect_to_url: { url: string; return_url: string } } | null;
};

function expectError(response: Answer, status: number, message: string) {
  expect(response.statusCode, response.body).toBe(status);
  expectErrorShape(response.statusCode, String(response.headers["content-type"]), response.body, "test provider");
  expect(response.json<{ message: string }>().message).toBe(message);
}

async function expectUntouched(id: string) {
  const intent = await testApp.services.payments.retrievePaymentIntent(id);
  expect(intent.status).toBe("requires_payment_method");
  expect(intent.cardLast4).toBeNull();
  expect(intent.lastError).toBeNull();
}

describe("POST /test-provider/payment_intents/:id/confirm", () => {
  it("pays with the success card and answers only the payment's public fields", async () => {
    const payment = await newPayment();
    const response = await confirm(payment.id, {
      client_secret: payment.clientSecret,
      card: card("4242 4242 4242 4242"),
      return_url: RETURN_URL,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      id: payment.id,
      object: "payment_intent",
      status: "succeeded",
      amount: 9900,
      currency: "usd",
      last_error: null,
      next_action: null,
    });
    const stored = await testApp.services.payments.retrievePaymentIntent(payment.id);
    expect(stored.status).toBe("succeeded");
    expect(stored.cardLast4).toBe("4242");
  });

  it("answers a declined card with the provider's card_error and message, and lets another card pay", async () => {
    const payment = await newPayment();
    const declined = await confirm(payment.id, { client_secret: payment.clientSecret, card: card(TEST_CARDS.declined), return_url: RETURN_URL });
    expect(declined.statusCode, declined.body).toBe(200);
    const body = declined.json<PublicIntent>();
    expect(body.status).toBe("requires_payment_method");
    expect(body.last_error).toEqual({
      type: "card_error",
      code: "card_declined",
      decline_code: "generic_decline",
      message: "Your card was declined.",
    });

    const paid = await confirm(payment.id, { client_secret: payment.clientSecret, card: card(TEST_CARDS.success), return_url: RETURN_URL });
    expect(paid.json<PublicIntent>()).toMatchObject({ status: "succeeded", last_error: null });
  });

  it("answers a malformed CVC, a past expiry and a wrong number with validation_error and the provider's message", async () => {
    const payment = await newPayment();
    const attempt = async (fields: CardFields) =>
      (await confirm(payment.id, { client_secret: payment.clientSecret, card: fields, return_url: RETURN_URL })).json<PublicIntent>();

    expect((await attempt(card(TEST_CARDS.success, { cvc: "12" }))).last_error).toEqual({
      type: "validation_error",
      code: "invalid_cvc",
      message: CARD_ERROR_MESSAGES.invalidCvc,
    });
    // The clock stands at June 2026.
    expect((await attempt(card(TEST_CARDS.success, { exp_month: 5, exp_year: 26 }))).last_error).toMatchObject({
      type: "validation_error",
      message: CARD_ERROR_MESSAGES.expiryMonthPast,
    });
    expect((await attempt(card("4242 4242 4242 4241"))).last_error).toMatchObject({
      type: "validation_error",
      code: "incorrect_number",
      message: CARD_ERROR_MESSAGES.incorrectNumber,
    });
    expect((await testApp.services.payments.retrievePaymentIntent(payment.id)).status).toBe("requires_payment_method");
  });

  it("sends the card that needs the extra step to this site's authorize page, keeping the return URL", async () => {
    const payment = await newPayment();
    const response = await confirm(payment.id, {
      client_secret: payment.clientSecret,
      card: card(TEST_CARDS.requiresAuthentication),
      return_url: RETURN_URL,
    });
    const body = response.json<PublicIntent>();
    expect(body.status).toBe("requires_action");
    expect(body.next_action?.type).toBe("redirect_to_url");
    const page = new URL(body.next_action?.redirect_to_url.url ?? "");
    expect(page.origin).toBe("http://localhost");
    expect(page.pathname).toBe("/payments/authorize");
    expect(page.searchParams.get("payment_intent")).toBe(payment.id);
    expect(page.searchParams.get("client_secret")).toBe(payment.clientSecret);
    expect(body.next_action?.redirect_to_url.return_url).toBe(RETURN_URL);
  });

  it("refuses a wrong client secret exactly like an unknown payment, changing nothing", async () => {
    const payment = await newPayment();
    const other = await newPayment();
    const wrong = await confirm(payment.id, { client_secret: other.clientSecret, card: card(TEST_CARDS.success), return_url: RETURN_URL });
    expectError(wrong, 404, `No such payment_intent: '${payment.id}'`);
    const unknown = await confirm("pi_doesnotexist", { client_secret: payment.clientSecret, card: card(TEST_CARDS.success), return_url: RETURN_URL });
    expectError(unknown, 404, "No such payment_intent: 'pi_doesnotexist'");
    await expectUntouched(payment.id);
  });

  it("refuses a return URL on another site (or not a URL), changing nothing", async () => {
    const payment = await newPayment();
    for (const returnUrl of ["https://evil.example/upgrade", "http://localhost.evil.example/", "//evil.example/", "/upgrade", "javascript:alert(1)"]) {
      const response = await confirm(payment.id, { client_secret: payment.clientSecret, card: card(TEST_CARDS.success), return_url: returnUrl });
      expectError(response, 422, "The return URL must be an address on this site.");
      expect(response.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty("return_url");
    }
    await expectUntouched(payment.id);
  });

  it("refuses a payment that has already succeeded", async () => {
    const payment = await newPayment();
    const body = { client_secret: payment.clientSecret, card: card(TEST_CARDS.success), return_url: RETURN_URL };
    expect((await confirm(payment.id, body)).statusCode).toBe(200);
    const again = await confirm(payment.id, body);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json<{ message: string }>().message).toMatch(/already succeeded/);
  });

  it("answers bad bodies with a clear message in the error shape, changing nothing", async () => {
    const payment = await newPayment();
    const cardMessage = "The card field needs number, exp_month, exp_year and cvc.";
    expectError(await confirm(payment.id, { card: card(TEST_CARDS.success), return_url: RETURN_URL }), 422, "The client_secret field is required.");
    expectError(await confirm(payment.id, { client_secret: payment.clientSecret, return_url: RETURN_URL }), 422, cardMessage);
    expectError(
      await confirm(payment.id, { client_secret: payment.clientSecret, card: { ...card(TEST_CARDS.success), exp_month: "12" }, return_url: RETURN_URL }),
      422,
      cardMessage,
    );
    expectError(await confirm(payment.id, { client_secret: payment.clientSecret, card: card(TEST_CARDS.success) }), 422, "The return_url field is required.");
    await expectUntouched(payment.id);
  });

  it("is limited to 30 calls per 10 minutes per address, then 429 with Retry-After", async () => {
    const payment = await newPayment();
    const address = newClientAddress();
    const body = { client_secret: "pi_wrong_secret_x", card: card(TEST_CARDS.success), return_url: RETURN_URL };
    for (let call = 0; call < 30; call += 1) expect((await confirm(payment.id, body, address)).statusCode).toBe(404);
    const limited = await confirm(payment.id, { ...body, client_secret: payment.clientSecret }, address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    await expectUntouched(payment.id);
  });

  it("never writes the card number to a log line", async () => {
    const payment = await newPayment();
    await confirm(payment.id, { client_secret: payment.clientSecret, card: card("4000 0000 0000 0002"), return_url: RETURN_URL });
    await confirm(payment.id, { client_secret: payment.clientSecret, card: card("4000000000000002", { cvc: "1" }), return_url: "https://evil.example/" });
    const logs = testApp.logLines.join("\n");
    expect(logs).toContain("/api/v1/test-provider/payment_intents/");
    expect(logs).not.toMatch(/4000 ?0000 ?0000 ?0002/);
  });
});

describe("POST /test-provider/payment_intents/:id/retrieve", () => {
  it("answers status and the last error to the holder of the client secret, 404 to anyone else", async () => {
    const payment = await newPayment();
    await confirm(payment.id, { client_secret: payment.clientSecret, card: card(TEST_CARDS.insufficientFunds), return_url: RETURN_URL });
    const retrieve = (clientSecret: string) =>
      testApp.app.inject({
        method: "POST",
        url: `/api/v1/test-provider/payment_intents/${payment.id}/retrieve`,
        payload: { client_secret: clientSecret },
        remoteAddress: newClientAddress(),
      });
    const answer = await retrieve(payment.clientSecret);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<PublicIntent>()).toMatchObject({
      status: "requires_payment_method",
      last_error: { type: "card_error", message: "Your card has insufficient funds." },
    });
    expectError(await retrieve(`${payment.clientSecret}x`), 404, `No such payment_intent: '${payment.id}'`);
  });
});

describe("with Stripe as the provider", () => {
  it("has no test provider calls: 404, and the payment is not touched", async () => {
    const stripeLike = { ...testApp.services.payments, kind: "stripe" as const };
    const app = await buildApp({ services: { ...testApp.services, payments: stripeLike }, logger: false });
    try {
      const payment = await newPayment();
      const response = await app.inject({
        method: "POST",
        url: `/api/v1/test-provider/payment_intents/${payment.id}/confirm`,
        payload: { client_secret: payment.clientSecret, card: card(TEST_CARDS.success), return_url: RETURN_URL },
        remoteAddress: newClientAddress(),
      });
      expect(response.statusCode).toBe(404);
      expectErrorShape(response.statusCode, String(response.headers["content-type"]), response.body, "stripe");
      const retrieve = await app.inject({
        method: "POST",
        url: `/api/v1/test-provider/payment_intents/${payment.id}/retrieve`,
        payload: { client_secret: payment.clientSecret },
        remoteAddress: newClientAddress(),
      });
      expect(retrieve.statusCode).toBe(404);
      await expectUntouched(payment.id);
    } finally {
      await app.close();
    }
  });
});
