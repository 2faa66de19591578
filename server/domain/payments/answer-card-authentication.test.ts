import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_CARDS } from "../../adapters/payments/test-cards";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { AppError } from "../../kernel/errors";
import { answerCardAuthentication } from "./answer-card-authentication";
import { confirmCardPayment } from "./confirm-card-payment";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

const SITE = "https://amora.test";
const card = { number: TEST_CARDS.requiresAuthentication, expMonth: 12, expYear: 2034, cvc: "123" };

/** A payment waiting at the extra confirmation step, coming back to `returnUrl`. */
async function waitingPayment(returnUrl = `${SITE}/upgrade?subscription_id=sub_1`) {
  const { payments } = testApp.services;
  const intent = await payments.createPaymentIntent({ amountCents: 9900, currency: "USD", idempotencyKey: randomUUID() });
  const confirmed = await confirmCardPayment({
    payments,
    paymentIntentId: intent.id,
    clientSecret: intent.clientSecret,
    card,
    returnUrl,
    siteOrigin: new URL(returnUrl).origin,
  });
  expect(confirmed.status).toBe("requires_action");
  return intent;
}

async function refusal(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("answerCardAuthentication (the /payments/authorize page's action)", () => {
  it("completes the step and sends the person back to this site with the payment's result", async () => {
    const intent = await waitingPayment();
    const { redirectUrl } = await answerCardAuthentication({
      payments: testApp.services.payments,
      paymentIntentId: intent.id,
      clientSecret: intent.clientSecret,
      approve: true,
      siteOrigin: SITE,
    });
    const back = new URL(redirectUrl);
    expect(`${back.origin}${back.pathname}`).toBe(`${SITE}/upgrade`);
    expect(back.searchParams.get("subscription_id")).toBe("sub_1");
    expect(back.searchParams.get("payment_intent")).toBe(intent.id);
    expect(back.searchParams.get("redirect_status")).toBe("succeeded");
    expect((await testApp.services.payments.retrievePaymentIntent(intent.id)).status).toBe("succeeded");
  });

  it("fails the step when asked, leaving the provider's message on the payment", async () => {
    const intent = await waitingPayment();
    const { redirectUrl } = await answerCardAuthentication({
      payments: testApp.services.payments,
      paymentIntentId: intent.id,
      clientSecret: intent.clientSecret,
      approve: false,
      siteOrigin: SITE,
    });
    expect(new URL(redirectUrl).searchParams.get("redirect_status")).toBe("failed");
    const stored = await testApp.services.payments.retrievePaymentIntent(intent.id);
    expect(stored.status).toBe("requires_payment_method");
    expect(stored.lastError?.code).toBe("payment_intent_authentication_failure");
  });

  it("answers a wrong client secret like an unknown payment, and a second answer with a conflict", async () => {
    const intent = await waitingPayment();
    const options = { payments: testApp.services.payments, paymentIntentId: intent.id, approve: true, siteOrigin: SITE };
    expect((await refusal(answerCardAuthentication({ ...options, clientSecret: `${intent.clientSecret}x` }))).code).toBe("NOT_FOUND");
    expect((await testApp.services.payments.retrievePaymentIntent(intent.id)).status).toBe("requires_action");
    await answerCardAuthentication({ ...options, clientSecret: intent.clientSecret });
    expect((await refusal(answerCardAuthentication({ ...options, clientSecret: intent.clientSecret }))).code).toBe("CONFLICT");
  });

  it("never redirects to another site", async () => {
    const intent = await waitingPayment("https://elsewhere.example/upgrade");
    const error = await refusal(
      answerCardAuthentication({
        payments: testApp.services.payments,
        paymentIntentId: intent.id,
        clientSecret: intent.clientSecret,
        approve: true,
        siteOrigin: SITE,
      }),
    );
    expect(error.code).toBe("BAD_REQUEST");
  });

  it("does not exist with Stripe as the provider", async () => {
    const intent = await waitingPayment();
    const error = await refusal(
      answerCardAuthentication({
        payments: { ...testApp.services.payments, kind: "stripe" },
        paymentIntentId: intent.id,
        clientSecret: intent.clientSecret,
        approve: true,
        siteOrigin: SITE,
      }),
    );
    expect(error.code).toBe("NOT_FOUND");
    expect((await testApp.services.payments.retrievePaymentIntent(intent.id)).status).toBe("requires_action");
  });
});
