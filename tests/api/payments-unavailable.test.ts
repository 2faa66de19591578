import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStripePaymentProvider, PAYMENTS_UNAVAILABLE_MESSAGE } from "../../server/adapters/payments/stripe-provider";
import { payments } from "../../server/db/schema/payments";
import { buildApp } from "../../server/http/app";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";
import { createTestApp, type TestApp } from "../support/test-app";
import { expectErrorShape } from "./api-routes";

/**
 * The API on Stripe (the local fake Stripe) while Stripe is down: every payment call answers 503
 * in the contract's error shape, asking to try again in a few minutes, and writes nothing.
 */
let testApp: TestApp;
let fake: FakeStripe;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await createTestApp();
  fake = await startFakeStripe({ now: () => testApp.clock.now() });
  const stripe = createStripePaymentProvider({
    secretKey: fake.secretKey,
    webhookSecret: fake.webhookSecret,
    apiUrl: fake.url,
    vipProductIds: [fake.vipProductId],
    clock: testApp.clock,
  });
  app = await buildApp({ services: { ...testApp.services, payments: stripe }, logger: false });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await fake.close();
  await testApp.close();
});

let addressCounter = 0;
function post(url: string, payload: object) {
  addressCounter += 1;
  return app.inject({ method: "POST", url: `/api/v1${url}`, payload, remoteAddress: `198.51.100.${addressCounter}` });
}

describe("payments while Stripe is down", () => {
  it.each(["api_error", "rate_limit", "connection"] as const)("answer 503 'Payments are unavailable' (%s), write nothing, and work again after", async (outage) => {
    const before = await testApp.services.db.$count(payments);
    fake.simulateOutage(outage);
    let answers;
    try {
      answers = [
        await post("/payments/getStripePlans", {}),
        await post("/payments/order/booking/pay", { items: [{ amount: 100 }], product: "destination" }),
        await post("/payments/marketRequestPaymentIntent", { paymentintentid: "pi_any", guestEmail: "owner@example.com", paymentTotal: 100 }),
      ];
    } finally {
      fake.simulateOutage(null);
    }
    for (const response of answers) {
      expect(response.statusCode, response.body).toBe(503);
      expectErrorShape(response.statusCode, String(response.headers["content-type"]), response.body, outage);
      expect(response.json()).toEqual({ status: 503, code: "UNAVAILABLE", message: PAYMENTS_UNAVAILABLE_MESSAGE });
    }
    expect(PAYMENTS_UNAVAILABLE_MESSAGE).toBe("Payments are unavailable right now. Please try again in a few minutes.");
    expect(await testApp.services.db.$count(payments)).toBe(before);

    const back = await post("/payments/getStripePlans", {});
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json<{ data: unknown[] }>().data).toHaveLength(3);
  });
});
