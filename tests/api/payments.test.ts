import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COUPON_MESSAGES } from "../../core/pricing";
import { testProviderPaymentIntents } from "../../server/db/schema/payments";
import { createTestApp, type TestApp } from "../support/test-app";
import { expectErrorShape } from "./api-routes";
import { clientAddresses } from "../support/test-cards";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

/** Each request comes from its own address unless a test says otherwise (derived keys and rate limits are per caller). */
const newClientAddress = clientAddresses("198.51.100");

function pay(payload: unknown, { headers = {}, remoteAddress = newClientAddress() }: { headers?: Record<string, string>; remoteAddress?: string } = {}) {
  return testApp.app.inject({
    method: "POST",
    url: "/api/v1/payments/order/booking/pay",
    payload: payload as object,
    headers,
    remoteAddress,
  });
}

type Response = Awaited<ReturnType<typeof pay>>;

function expectError(response: Response, status: number, message: string) {
  expect(response.statusCode, response.body).toBe(status);
  expectErrorShape(response.statusCode, String(response.headers["content-type"]), response.body, "pay");
  expect(response.json<{ message: string }>().message).toBe(message);
}

async function paymentIntentCount(): Promise<number> {
  return (await testApp.services.db.select({ id: testProviderPaymentIntents.id }).from(testProviderPaymentIntents)).length;
}

/** The payment the provider holds behind a client secret ('pi_..._secret_...'). */
async function intentOf(response: Response) {
  expect(response.statusCode, response.body).toBe(200);
  const { clientSecret } = response.json<{ clientSecret: string }>();
  expect(clientSecret).toMatch(/^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/);
  const id = clientSecret.slice(0, clientSecret.indexOf("_secret_"));
  return testApp.services.payments.retrievePaymentIntent(id);
}

describe("POST /payments/getStripePlans", () => {
  it("lists the three VIP Access plans monthly, quarterly, yearly, in cents", async () => {
    const response = await testApp.app.inject({ method: "POST", url: "/api/v1/payments/getStripePlans" });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: Record<string, unknown>[] }>();
    expect(data.map((plan) => [plan.interval, plan.interval_count, plan.amount])).toEqual([
      ["month", 1, 999],
      ["month", 3, 2699],
      ["year", 1, 9900],
    ]);
    for (const plan of data) {
      expect(Object.keys(plan).sort()).toEqual(["amount", "id", "interval", "interval_count", "livemode", "product"]);
      expect(plan.livemode).toBe(false);
      expect(plan.id).toMatch(/^price_/);
    }
  });
});

describe("POST /payments/order/booking/pay", () => {
  it.each([
    ["destination", {}, 100, 10_000],
    ["advisor-basic", {}, 199, 19_900],
    ["advisor-featured", {}, 675, 67_500],
    ["hotel", { tier: 1500 }, 1500, 150_000],
    ["hotel", { tier: "51-100" }, "2000", 200_000],
    ["hotel", { tier: "101-200" }, 2500, 250_000],
    ["hotel", { tier: "201-300" }, "3000.00", 300_000],
  ])("%s %j at the right amount answers a client secret for exactly that amount", async (product, extra, amount, cents) => {
    const intent = await intentOf(await pay({ items: [{ amount }], product, ...extra }));
    expect(intent.amountCents).toBe(cents);
    expect(intent.currency).toBe("usd");
    expect(intent.status).toBe("requires_payment_method");
    expect(intent.metadata.product).toBe(product);
  });

  it("refuses an amount other than the server's price, naming the right one", async () => {
    expectError(await pay({ items: [{ amount: 99 }], product: "destination" }), 422, "The amount must be $100 for this payment.");
    expectError(await pay({ items: [{ amount: 1 }], product: "advisor-featured" }), 422, "The amount must be $675 for this payment.");
    expectError(await pay({ items: [{ amount: "1500" }], product: "hotel", tier: 2000 }), 422, "The amount must be $2,000 for this payment.");
    expectError(await pay({ items: [{ amount: "abc" }], product: "advisor-basic" }), 422, "The amount must be $199 for this payment.");
  });

  it("takes a valid advisor coupon's percentage off the featured profile (675 less 10% is 607.50)", async () => {
    const intent = await intentOf(await pay({ items: [{ amount: "607.50" }], product: "advisor-featured", coupon_name: " loveadvisor10 " }));
    expect(intent.amountCents).toBe(60_750);
    expect(intent.metadata.coupon).toBe("LOVEADVISOR10");
    expectError(
      await pay({ items: [{ amount: 675 }], product: "advisor-featured", coupon_name: "LOVEADVISOR10" }),
      422,
      "The amount must be $607.50 for this payment.",
    );
  });

  it("refuses a coupon that does not exist or is not for advisors, and a coupon on another product", async () => {
    expectError(await pay({ items: [{ amount: 675 }], product: "advisor-featured", coupon_name: "NOPE" }), 422, COUPON_MESSAGES.doesNotExist);
    // BizLoveYou is for marketplace posts only.
    expectError(await pay({ items: [{ amount: 540 }], product: "advisor-featured", coupon_name: "BizLoveYou" }), 422, COUPON_MESSAGES.doesNotExist);
    expectError(
      await pay({ items: [{ amount: 199 }], product: "advisor-basic", coupon_name: "LOVEADVISOR10" }),
      422,
      "A promo code applies only to the featured advisor profile.",
    );
    // A blank promo field is no coupon.
    expect((await intentOf(await pay({ items: [{ amount: 199 }], product: "advisor-basic", coupon_name: "" }))).amountCents).toBe(19_900);
  });

  it("refuses the by-quote hotel tiers and unknown tiers", async () => {
    const byQuote = "This hotel tier is priced by quote and invoiced; it cannot be paid by card.";
    expectError(await pay({ items: [{ amount: 0 }], product: "hotel", tier: "By quote" }), 422, byQuote);
    expectError(await pay({ items: [{ amount: 3500 }], product: "hotel", tier: "300+" }), 422, byQuote);
    expectError(await pay({ items: [{ amount: 3500 }], product: "hotel", tier: "Multi-property" }), 422, byQuote);
    expectError(await pay({ items: [{ amount: 1500 }], product: "hotel", tier: 1499 }), 422, "Unknown hotel tier.");
    expectError(await pay({ items: [{ amount: 1500 }], product: "hotel" }), 422, "Unknown hotel tier.");
  });

  it("refuses a product named but unknown", async () => {
    expectError(await pay({ items: [{ amount: 99 }], product: "vip" }), 422, "Unknown product.");
    expectError(await pay({ items: [{ amount: 100 }], product: "" }), 422, "Unknown product.");
  });

  it("answers the same payment for the same Idempotency-Key, and refuses the key for a different payment", async () => {
    const remoteAddress = newClientAddress();
    const headers = { "idempotency-key": "signup-7f3a" };
    const first = await pay({ items: [{ amount: 199 }], product: "advisor-basic" }, { headers, remoteAddress });
    const second = await pay({ items: [{ amount: 199 }], product: "advisor-basic" }, { headers, remoteAddress });
    expect(second.json()).toEqual(first.json());
    expect((await intentOf(first)).amountCents).toBe(19_900);
    expectError(
      await pay({ items: [{ amount: 100 }], product: "destination" }, { headers, remoteAddress }),
      409,
      "This Idempotency-Key was already used for a different payment.",
    );
    // Another caller choosing the same key gets its own payment.
    const other = await pay({ items: [{ amount: 199 }], product: "advisor-basic" }, { headers });
    expect(other.json<{ clientSecret: string }>().clientSecret).not.toBe(first.json<{ clientSecret: string }>().clientSecret);
  });

  it("without a key, the same request from the same caller within the minute is the same payment", async () => {
    const remoteAddress = newClientAddress();
    const body = { items: [{ amount: 100 }], product: "destination" };
    const first = await pay(body, { remoteAddress });
    const again = await pay(body, { remoteAddress });
    expect(again.json()).toEqual(first.json());
    const elsewhere = await pay(body);
    expect(elsewhere.json()).not.toEqual(first.json());
    testApp.clock.advance(60_000);
    const later = await pay(body, { remoteAddress });
    expect(later.json()).not.toEqual(first.json());
  });

  it("answers bad bodies and headers in the error shape", async () => {
    const items = "Send one item with the amount to pay.";
    expectError(await pay({ product: "destination" }), 422, items);
    expectError(await pay({ items: [], product: "destination" }), 422, items);
    expectError(await pay({ items: [{ amount: 100 }, { amount: 100 }], product: "destination" }), 422, items);
    expectError(await pay({ items: "100", product: "destination" }), 422, items);
    expectError(await pay({ items: [{}], product: "destination" }), 422, "The amount field is required.");
    expectError(await pay({ items: [{ amount: null }], product: "destination" }), 422, "The amount field is required.");
    expectError(await pay({ items: [{ amount: 100 }], product: 5 }), 422, "The product must be text.");
    expectError(await pay({ items: [{ amount: 100 }], product: "destination", tier: { a: 1 } }), 422, "The tier must be text or a number.");
    expectError(await pay({ items: [{ amount: 675 }], product: "advisor-featured", coupon_name: "x".repeat(101) }), 422, "The coupon name may not be longer than 100 characters.");
    expectError(await pay({ items: [{ amount: 100 }], product: "destination" }, { headers: { "idempotency-key": "k".repeat(256) } }), 422, "The Idempotency-Key header is 1 to 255 characters.");
    const notJson = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/payments/order/booking/pay",
      headers: { "content-type": "application/json" },
      payload: "{items:",
    });
    expect(notJson.statusCode).toBe(400);
    expectErrorShape(notJson.statusCode, String(notJson.headers["content-type"]), notJson.body, "malformed JSON");
  });
});

describe("POST /payments/order/booking/pay with the apps' payload: only {items:[{amount}]}", () => {
  it.each([
    [100, "destination", undefined, 10_000],
    [199, "advisor-basic", undefined, 19_900],
    [675, "advisor-featured", undefined, 67_500],
    [1500, "hotel", "up-to-50", 150_000],
    ["2000", "hotel", "51-100", 200_000],
    [2500, "hotel", "101-200", 250_000],
    ["3000.00", "hotel", "201-300", 300_000],
  ])("%j pays for the sign-up that costs it (%s %s)", async (amount, product, tier, cents) => {
    const intent = await intentOf(await pay({ items: [{ amount }] }));
    expect(intent.amountCents).toBe(cents);
    expect(intent.metadata.product).toBe(product);
    expect(intent.metadata.tier).toBe(tier);
    expect(intent.metadata.coupon).toBeUndefined();
  });

  it("with a promo code, pays for the featured advisor profile at its discounted price (675 less 10% is 607.50)", async () => {
    const intent = await intentOf(await pay({ items: [{ amount: "607.50" }], coupon_name: "LOVEADVISOR10" }));
    expect(intent.amountCents).toBe(60_750);
    expect(intent.metadata).toMatchObject({ product: "advisor-featured", coupon: "LOVEADVISOR10" });
  });

  it("with a promo code, refuses the full price or another product's amount, naming the discounted price", async () => {
    for (const amount of [675, 199, 100]) {
      expectError(await pay({ items: [{ amount }], coupon_name: "LOVEADVISOR10" }), 422, "The amount must be $607.50 for this payment.");
    }
    expectError(await pay({ items: [{ amount: 540 }], coupon_name: "NOPE" }), 422, COUPON_MESSAGES.doesNotExist);
    // BizLoveYou is for marketplace posts only.
    expectError(await pay({ items: [{ amount: 540 }], coupon_name: "BizLoveYou" }), 422, COUPON_MESSAGES.doesNotExist);
  });

  it("refuses an amount no sign-up costs, naming the ones that do, and starts no payment", async () => {
    const before = await paymentIntentCount();
    const listed = "a sign-up is paid at $100, $199, $675, $1,500, $2,000, $2,500 or $3,000, and a promo code's price is paid with its coupon_name.";
    // A discounted price without its code, VIP Access, a marketplace post, nothing, a cent off.
    for (const [amount, shown] of [
      [540, "$540"],
      [607.5, "$607.50"],
      [99, "$99"],
      [149, "$149"],
      [0, "$0"],
      ["100.01", "$100.01"],
      [3500, "$3,500"],
    ] as const) {
      const response = await pay({ items: [{ amount }] });
      expectError(response, 422, `No product costs ${shown}: ${listed}`);
      expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({ "items.0.amount": [`No product costs ${shown}: ${listed}`] });
    }
    for (const amount of ["abc", -100, "1,500", "1e3"]) {
      expectError(await pay({ items: [{ amount }] }), 422, "The amount must be a number of dollars, such as 199 or 607.50.");
    }
    expect(await paymentIntentCount()).toBe(before);
  });

  it("a tier without a product means a hotel, its amount checked against the tier", async () => {
    const intent = await intentOf(await pay({ items: [{ amount: 2000 }], tier: "51-100" }));
    expect(intent.metadata).toMatchObject({ product: "hotel", tier: "51-100" });
    expectError(await pay({ items: [{ amount: 1500 }], tier: "51-100" }), 422, "The amount must be $2,000 for this payment.");
    expectError(await pay({ items: [{ amount: 3500 }], tier: "300+" }), 422, "This hotel tier is priced by quote and invoiced; it cannot be paid by card.");
  });
});
