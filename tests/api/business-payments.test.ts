import { and, eq } from "drizzle-orm";
import { outboundEmails } from "../../server/db/schema/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments } from "../../server/db/schema/payments";
import { providerWebhookEvents } from "../support/queued-jobs";
import { postWebhook } from "../support/subscriptions";
import { createTestApp, type TestApp } from "../support/test-app";
import { expectErrorShape } from "./api-routes";
import { DECLINED_CARD, PAYING_CARD, clientAddresses } from "../support/test-cards";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

const newClientAddress = clientAddresses("203.0.113");

/** Starts a signup payment through order/booking/pay and answers its payment id. */
async function startPayment(body: Record<string, unknown>): Promise<string> {
  const response = await testApp.app.inject({
    method: "POST",
    url: "/api/v1/payments/order/booking/pay",
    payload: body,
    remoteAddress: newClientAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
  const { clientSecret } = response.json<{ clientSecret: string }>();
  return clientSecret.slice(0, clientSecret.indexOf("_secret_"));
}

async function paidPayment(body: Record<string, unknown>): Promise<string> {
  const id = await startPayment(body);
  const confirmed = await testApp.services.payments.confirmPaymentIntent(id, { card: PAYING_CARD, returnUrl: "http://localhost/x" });
  expect(confirmed.status).toBe("succeeded");
  return id;
}

function verify(path: "b2bPaymentIntent" | "marketRequestPaymentIntent", payload: unknown) {
  return testApp.app.inject({ method: "POST", url: `/api/v1/payments/${path}`, payload: payload as object });
}

type Response = Awaited<ReturnType<typeof verify>>;

function expectError(response: Response, status: number, message: string) {
  expect(response.statusCode, response.body).toBe(status);
  expectErrorShape(response.statusCode, String(response.headers["content-type"]), response.body, "verify");
  expect(response.json<{ message: string }>().message).toBe(message);
}

async function paymentRows(providerPaymentId: string) {
  return testApp.services.db.select().from(payments).where(eq(payments.providerPaymentId, providerPaymentId));
}

describe("POST /payments/b2bPaymentIntent and /payments/marketRequestPaymentIntent", () => {
  it.each([
    ["b2bPaymentIntent", { items: [{ amount: 199 }], product: "advisor-basic" }, 199, 19_900, "advisor-basic"],
    ["b2bPaymentIntent", { items: [{ amount: "607.50" }], product: "advisor-featured", coupon_name: "loveadvisor10" }, "607.50", 60_750, "advisor-featured"],
    ["b2bPaymentIntent", { items: [{ amount: 2000 }], product: "hotel", tier: "51-100" }, 2000, 200_000, "hotel"],
    ["marketRequestPaymentIntent", { items: [{ amount: 100 }], product: "destination" }, "100.00", 10_000, "destination"],
    // The apps' payload names no product: the amount (and a promo code) says which.
    ["b2bPaymentIntent", { items: [{ amount: 199 }] }, 199, 19_900, "advisor-basic"],
    ["b2bPaymentIntent", { items: [{ amount: "607.50" }], coupon_name: "loveadvisor10" }, "607.50", 60_750, "advisor-featured"],
    ["b2bPaymentIntent", { items: [{ amount: 2500 }] }, 2500, 250_000, "hotel"],
    ["marketRequestPaymentIntent", { items: [{ amount: 100 }] }, 100, 10_000, "destination"],
  ] as const)("%s verifies a succeeded %j payment and records it once", async (path, start, total, cents, purpose) => {
    const id = await paidPayment(start);
    const response = await verify(path, { paymentintentid: id, guestEmail: " Owner@Example.COM ", paymentTotal: total });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: "succeeded", id });
    const rows = await paymentRows(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: "test", purpose, amountCents: cents, currency: "USD", status: "succeeded", email: "owner@example.com" });

    const again = await verify(path, { paymentintentid: id, guestEmail: "owner@example.com", paymentTotal: total });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: "succeeded", id });
    expect(await paymentRows(id)).toHaveLength(1);
  });

  it("keeps the coupon a featured advisor paid with on the record", async () => {
    const id = await paidPayment({ items: [{ amount: "607.50" }], product: "advisor-featured", coupon_name: "LOVEADVISOR10" });
    await verify("b2bPaymentIntent", { paymentintentid: id, guestEmail: "agent@example.com", paymentTotal: 607.5 });
    expect((await paymentRows(id))[0]?.couponName).toBe("LOVEADVISOR10");
  });

  it("refuses a total other than the payment's, naming the right one, and writes nothing", async () => {
    const id = await paidPayment({ items: [{ amount: 1500 }], product: "hotel", tier: 1500 });
    expectError(await verify("b2bPaymentIntent", { paymentintentid: id, guestEmail: "h@example.com", paymentTotal: 1 }), 422, "The payment total must be $1,500 for this payment.");
    expectError(await verify("b2bPaymentIntent", { paymentintentid: id, guestEmail: "h@example.com", paymentTotal: "1500.01" }), 422, "The payment total must be $1,500 for this payment.");
    expectError(await verify("b2bPaymentIntent", { paymentintentid: id, guestEmail: "h@example.com", paymentTotal: "fifteen" }), 422, "The payment total must be $1,500 for this payment.");
    expect(await paymentRows(id)).toHaveLength(0);
  });

  it("refuses another product's payment on the wrong endpoint", async () => {
    const destination = await paidPayment({ items: [{ amount: 100 }], product: "destination" });
    expectError(
      await verify("b2bPaymentIntent", { paymentintentid: destination, guestEmail: "d@example.com", paymentTotal: 100 }),
      422,
      "This payment is not for an advisor or hotel signup.",
    );
    const advisor = await paidPayment({ items: [{ amount: 199 }], product: "advisor-basic" });
    expectError(
      await verify("marketRequestPaymentIntent", { paymentintentid: advisor, guestEmail: "a@example.com", paymentTotal: 199 }),
      422,
      "This payment is not for a destination signup or a marketplace post.",
    );
    expect(await paymentRows(destination)).toHaveLength(0);
    expect(await paymentRows(advisor)).toHaveLength(0);
  });

  it("refuses a payment the server did not price (no product, or an amount that is not the product's price)", async () => {
    // Created straight at the provider: as if someone had made a payment the server never priced.
    const foreign = await testApp.services.payments.createPaymentIntent({ amountCents: 500, currency: "USD", idempotencyKey: "foreign-1" });
    await testApp.services.payments.confirmPaymentIntent(foreign.id, { card: PAYING_CARD, returnUrl: "http://localhost/x" });
    expectError(
      await verify("marketRequestPaymentIntent", { paymentintentid: foreign.id, guestEmail: "x@example.com", paymentTotal: 5 }),
      422,
      "This payment is not for a destination signup or a marketplace post.",
    );
    const cheap = await testApp.services.payments.createPaymentIntent({
      amountCents: 100,
      currency: "USD",
      idempotencyKey: "cheap-destination",
      metadata: { product: "destination" },
    });
    await testApp.services.payments.confirmPaymentIntent(cheap.id, { card: PAYING_CARD, returnUrl: "http://localhost/x" });
    expectError(
      await verify("marketRequestPaymentIntent", { paymentintentid: cheap.id, guestEmail: "x@example.com", paymentTotal: 1 }),
      422,
      "This payment's amount is not the price of what it pays for.",
    );
    const byQuote = await testApp.services.payments.createPaymentIntent({
      amountCents: 350_000,
      currency: "USD",
      idempotencyKey: "by-quote-hotel",
      metadata: { product: "hotel", tier: "300-plus" },
    });
    await testApp.services.payments.confirmPaymentIntent(byQuote.id, { card: PAYING_CARD, returnUrl: "http://localhost/x" });
    expectError(
      await verify("b2bPaymentIntent", { paymentintentid: byQuote.id, guestEmail: "x@example.com", paymentTotal: 3500 }),
      422,
      "This payment's amount is not the price of what it pays for.",
    );
    for (const id of [foreign.id, cheap.id, byQuote.id]) expect(await paymentRows(id)).toHaveLength(0);
  });

  it("refuses an unknown payment id and a payment that has not succeeded", async () => {
    expectError(
      await verify("b2bPaymentIntent", { paymentintentid: "pi_doesnotexist000000000000", guestEmail: "x@example.com", paymentTotal: 199 }),
      422,
      "No payment found with this id.",
    );
    const unpaid = await startPayment({ items: [{ amount: 199 }], product: "advisor-basic" });
    expectError(await verify("b2bPaymentIntent", { paymentintentid: unpaid, guestEmail: "x@example.com", paymentTotal: 199 }), 422, "This payment has not succeeded.");
    const declined = await startPayment({ items: [{ amount: 100 }], product: "destination" });
    await testApp.services.payments.confirmPaymentIntent(declined, { card: DECLINED_CARD, returnUrl: "http://localhost/x" });
    expectError(
      await verify("marketRequestPaymentIntent", { paymentintentid: declined, guestEmail: "x@example.com", paymentTotal: 100 }),
      422,
      "This payment has not succeeded.",
    );
    expect(await paymentRows(unpaid)).toHaveLength(0);
    expect(await paymentRows(declined)).toHaveLength(0);
  });

  it("answers bad and hostile bodies in the error shape, writing nothing", async () => {
    const before = await testApp.services.db.$count(payments);
    expectError(await verify("b2bPaymentIntent", {}), 422, "The paymentintentid field is required.");
    expectError(await verify("b2bPaymentIntent", { paymentintentid: "  ", guestEmail: "x@example.com", paymentTotal: 1 }), 422, "The paymentintentid field is required.");
    expectError(await verify("b2bPaymentIntent", { paymentintentid: "pi_x", paymentTotal: 1 }), 422, "Please Enter Your Email");
    expectError(await verify("b2bPaymentIntent", { paymentintentid: "pi_x", guestEmail: "not an email", paymentTotal: 1 }), 422, "Enter a Valid Email");
    expectError(await verify("b2bPaymentIntent", { paymentintentid: "pi_x", guestEmail: "x@example.com" }), 422, "The paymentTotal field is required.");
    expectError(await verify("b2bPaymentIntent", { paymentintentid: "pi_x", guestEmail: "x@example.com", paymentTotal: { $gt: 0 } }), 422, "The paymentTotal field is required.");
    expectError(
      await verify("marketRequestPaymentIntent", { paymentintentid: "x".repeat(256), guestEmail: "x@example.com", paymentTotal: 1 }),
      422,
      "The paymentintentid may not be longer than 255 characters.",
    );
    expectError(
      await verify("marketRequestPaymentIntent", { paymentintentid: "' OR 1=1 --", guestEmail: "x@example.com", paymentTotal: 1 }),
      422,
      "No payment found with this id.",
    );
    expect(await testApp.services.db.$count(payments)).toBe(before);
  });
});

describe("the payment_intent.succeeded webhook for a signup payment (the page closed before verifying)", () => {
  async function deliverPaidEvent(paymentId: string) {
    const [event] = (await providerWebhookEvents(testApp.database, paymentId)).filter((candidate) => candidate.type === "payment_intent.succeeded");
    if (!event) throw new Error(`no payment_intent.succeeded queued for ${paymentId}`);
    const response = await postWebhook(testApp, event.body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ received: true; duplicate: boolean }>();
  }

  it.each([
    [{ items: [{ amount: 100 }], product: "destination" }, "marketRequestPaymentIntent", 100, "destination", 10_000],
    [{ items: [{ amount: 2000 }], product: "hotel", tier: "51-100" }, "b2bPaymentIntent", 2000, "hotel", 200_000],
    [{ items: [{ amount: "607.50" }], product: "advisor-featured", coupon_name: "LOVEADVISOR10" }, "b2bPaymentIntent", 607.5, "advisor-featured", 60_750],
  ] as const)("records %j once; the page's later verification adds its e-mail and nothing else", async (start, path, total, purpose, cents) => {
    const id = await paidPayment(start);
    expect(await deliverPaidEvent(id)).toEqual({ received: true, duplicate: false });
    const [recorded] = await paymentRows(id);
    expect(await paymentRows(id)).toHaveLength(1);
    // Nobody was signed in, so the payment names no one yet.
    expect(recorded).toMatchObject({ provider: "test", purpose, amountCents: cents, status: "succeeded", email: null });

    expect(await deliverPaidEvent(id)).toEqual({ received: true, duplicate: true });
    const late = await verify(path, { paymentintentid: id, guestEmail: "Late@Example.com", paymentTotal: total });
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json()).toEqual({ status: "succeeded", id });
    // The receipt waited for an address: the page's verification gave one, and it went there, once.
    expect(recorded?.receiptEmailedAt).toBeNull();
    expect(await paymentRows(id)).toEqual([{ ...recorded, email: "late@example.com", receiptEmailedAt: expect.any(Date) }]);
    const receipts = await testApp.services.db.select().from(outboundEmails).where(and(eq(outboundEmails.toAddress, "late@example.com"), eq(outboundEmails.template, "payment-receipt")));
    expect(receipts.filter((email) => email.text.includes(id))).toHaveLength(1);
  });

  it("keeps the e-mail the page verified with when the event comes after it", async () => {
    const id = await paidPayment({ items: [{ amount: 199 }], product: "advisor-basic" });
    expect((await verify("b2bPaymentIntent", { paymentintentid: id, guestEmail: "agent@example.com", paymentTotal: 199 })).statusCode).toBe(200);
    const before = await paymentRows(id);
    expect(await deliverPaidEvent(id)).toEqual({ received: true, duplicate: false });
    expect(await paymentRows(id)).toEqual(before);
    expect(before[0]?.email).toBe("agent@example.com");
  });

  it("acknowledges, and does not record, a payment that is not the server's price", async () => {
    const cheap = await testApp.services.payments.createPaymentIntent({
      amountCents: 100,
      currency: "USD",
      idempotencyKey: "webhook-cheap-destination",
      metadata: { product: "destination" },
    });
    await testApp.services.payments.confirmPaymentIntent(cheap.id, { card: PAYING_CARD, returnUrl: "http://localhost/x" });
    expect(await deliverPaidEvent(cheap.id)).toEqual({ received: true, duplicate: false });
    expect(await paymentRows(cheap.id)).toHaveLength(0);
  });
});
