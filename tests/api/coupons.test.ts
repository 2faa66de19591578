import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COUPON_MESSAGES } from "../../core/pricing";
import { coupons } from "../../server/db/schema/payments";
import { SEED_COUPONS, seedCoupons } from "../../server/seed/seed-coupons";
import { COUPON_CHECK_RATE_LIMIT } from "../../server/domain/payments/coupons/check-coupon";
import { createTestApp, TEST_NOW, type TestApp } from "../support/test-app";
import { expectErrorShape, fetchOpenApiDocument } from "./api-routes";
import { clientAddresses } from "../support/test-cards";

type CouponList = { data: { name: string; discount: number; applies_to: string[] }[] };

let testApp: TestApp;
const HOUR = 3_600_000;

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.services.db.insert(coupons).values([
    { name: "OldLove", discountPercent: 30, appliesTo: ["advisor", "hotel"], expiresAt: new Date(TEST_NOW.getTime() - HOUR) },
    { name: "EndsNow", discountPercent: 30, appliesTo: ["advisor"], expiresAt: TEST_NOW },
    { name: "Paused", discountPercent: 15, appliesTo: ["advisor", "hotel", "marketplace"], active: false },
    { name: "HotelOnly25", discountPercent: 25, appliesTo: ["hotel"], expiresAt: new Date(TEST_NOW.getTime() + HOUR), advertised: true },
    { name: "OldAdvertised", discountPercent: 30, appliesTo: ["hotel"], expiresAt: new Date(TEST_NOW.getTime() - HOUR), advertised: true },
  ]);
});

afterAll(async () => {
  await testApp.close();
});

/** Each test checks from its own client address, so the rate limit of one never touches another. */
const newClientAddress = clientAddresses("198.51.100");

function check(payload: unknown, remoteAddress = newClientAddress()) {
  return testApp.app.inject({ method: "POST", url: "/api/v1/coupons/check", payload: payload as object, remoteAddress });
}

function expectError(response: Awaited<ReturnType<typeof check>>, status: number, message?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expectErrorShape(status, String(response.headers["content-type"]), response.body, `${status}`);
  if (message !== undefined) expect(response.json<{ message: string }>().message).toBe(message);
}

describe("GET /api/v1/coupons", () => {
  it("lists the advertised codes that can be used now: never a code given out by hand, an expired or an inactive one", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/v1/coupons" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<CouponList>().data).toEqual([
      { name: "BizLoveYou", discount: 20, applies_to: ["marketplace"] },
      { name: "HotelOnly25", discount: 25, applies_to: ["hotel"] },
    ]);
    // Unlisted, a code given out by hand still works where it applies.
    expect((await check({ coupon_name: "LOVEADVISOR10", type: "Advisor" })).statusCode).toBe(200);
  });
});

describe("POST /api/v1/coupons/check", () => {
  it("finds a valid code in any letter case, trimmed, for each type it applies to", async () => {
    for (const [couponName, type] of [
      ["LOVEADVISOR10", "Advisor"],
      ["loveadvisor10", "Hotel"],
      ["  LoveAdvisor10 ", "advisor"],
    ] as const) {
      const response = await check({ coupon_name: couponName, type });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ message: COUPON_MESSAGES.exists, coupon: { name: "LOVEADVISOR10", discount: 10 } });
    }
    const marketplace = await check({ coupon_name: "bizloveyou", type: "Marketplace" });
    expect(marketplace.statusCode, marketplace.body).toBe(200);
    expect(marketplace.json()).toEqual({ message: "Promo Code exists", coupon: { name: "BizLoveYou", discount: 20 } });
  });

  it("answers 'Promo Code does not exist' for an unknown or empty code", async () => {
    expectError(await check({ coupon_name: "NOSUCHCODE", type: "Advisor" }), 404, "Promo Code does not exist");
    expectError(await check({ coupon_name: "   ", type: "Hotel" }), 404, "Promo Code does not exist");
    expectError(await check({ coupon_name: "LOVEADVISOR1", type: "Hotel" }), 404, "Promo Code does not exist");
  });

  it("answers the same for an expired code, including one expiring at this very moment", async () => {
    expectError(await check({ coupon_name: "OldLove", type: "Advisor" }), 404, COUPON_MESSAGES.doesNotExist);
    expectError(await check({ coupon_name: "EndsNow", type: "Advisor" }), 404, COUPON_MESSAGES.doesNotExist);
  });

  it("stops accepting a code once its expiry passes", async () => {
    const address = newClientAddress();
    expect((await check({ coupon_name: "HotelOnly25", type: "Hotel" }, address)).statusCode).toBe(200);
    testApp.clock.advance(HOUR);
    try {
      expectError(await check({ coupon_name: "HotelOnly25", type: "Hotel" }, address), 404, COUPON_MESSAGES.doesNotExist);
      const listed = await testApp.app.inject({ method: "GET", url: "/api/v1/coupons" });
      expect(listed.json<CouponList>().data.map((coupon) => coupon.name)).not.toContain("HotelOnly25");
    } finally {
      testApp.clock.advance(-HOUR);
    }
  });

  it("answers the same for an inactive code", async () => {
    expectError(await check({ coupon_name: "Paused", type: "Advisor" }), 404, COUPON_MESSAGES.doesNotExist);
  });

  it("answers the same for a code of another type", async () => {
    expectError(await check({ coupon_name: "BizLoveYou", type: "Advisor" }), 404, COUPON_MESSAGES.doesNotExist);
    expectError(await check({ coupon_name: "LOVEADVISOR10", type: "Marketplace" }), 404, COUPON_MESSAGES.doesNotExist);
    expectError(await check({ coupon_name: "HotelOnly25", type: "Advisor" }), 404, COUPON_MESSAGES.doesNotExist);
  });

  it("refuses bad bodies with 422 and a message, in the error shape", async () => {
    const cases: [unknown, string][] = [
      [{}, "The coupon name field is required."],
      [{ type: "Advisor" }, "The coupon name field is required."],
      [{ coupon_name: 42, type: "Advisor" }, "The coupon name field is required."],
      [{ coupon_name: "BizLoveYou" }, "The type must be Advisor, Hotel or Marketplace."],
      [{ coupon_name: "BizLoveYou", type: "Destination" }, "The type must be Advisor, Hotel or Marketplace."],
      [{ coupon_name: "BizLoveYou", type: ["Advisor"] }, "The type must be Advisor, Hotel or Marketplace."],
      [{ coupon_name: "x".repeat(101), type: "Advisor" }, "The coupon name may not be longer than 100 characters."],
    ];
    for (const [payload, message] of cases) {
      const response = await check(payload);
      expectError(response, 422, message);
    }
    const notJson = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/coupons/check",
      headers: { "content-type": "application/json" },
      payload: "{coupon_name:",
      remoteAddress: newClientAddress(),
    });
    expect(notJson.statusCode).toBeGreaterThanOrEqual(400);
    expect(notJson.statusCode).toBeLessThan(500);
    expectErrorShape(notJson.statusCode, String(notJson.headers["content-type"]), notJson.body, "not JSON");
  });

  it("answers 429 with Retry-After past the limit per client address, valid codes included", async () => {
    const address = newClientAddress();
    for (let attempt = 1; attempt <= COUPON_CHECK_RATE_LIMIT.limit; attempt += 1) {
      const response = await check({ coupon_name: `GUESS${attempt}`, type: "Advisor" }, address);
      expect(response.statusCode, `attempt ${attempt}`).toBe(404);
    }
    const limited = await check({ coupon_name: "LOVEADVISOR10", type: "Advisor" }, address);
    expectError(limited, 429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not held up by the first one's guesses.
    expect((await check({ coupon_name: "LOVEADVISOR10", type: "Advisor" })).statusCode).toBe(200);
  });

  it("is described in the OpenAPI document", async () => {
    const document = await fetchOpenApiDocument(testApp.app);
    expect(Object.keys(document.paths["/api/v1/coupons"] ?? {})).toContain("get");
    expect(Object.keys(document.paths["/api/v1/coupons/check"] ?? {})).toContain("post");
  });
});

describe("coupon seed and table rules", () => {
  it("seeds the reference codes once, however often it runs, and keeps an operator's change", async () => {
    const { db } = testApp.services;
    await db.update(coupons).set({ active: false }).where(eq(coupons.name, "LOVEADVISOR10"));
    try {
      await seedCoupons({ db });
      await seedCoupons({ db });
      const rows = await db.select().from(coupons).where(sql`lower(${coupons.name}) in ('bizloveyou', 'loveadvisor10')`);
      expect(rows.map((row) => [row.name, row.discountPercent, row.active, row.advertised]).sort()).toEqual([
        ["BizLoveYou", 20, true, true],
        ["LOVEADVISOR10", 10, false, false],
      ]);
      expect(SEED_COUPONS.map((coupon) => coupon.name)).toEqual(["BizLoveYou", "LOVEADVISOR10"]);
    } finally {
      await db.update(coupons).set({ active: true }).where(eq(coupons.name, "LOVEADVISOR10"));
    }
  });

  it("refuses a second code differing only in letter case, a percentage outside 1-100 and an unknown target", async () => {
    const { db } = testApp.services;
    const [before] = await db.select({ total: count() }).from(coupons);
    await expect(db.insert(coupons).values({ name: "BIZLOVEYOU", discountPercent: 20, appliesTo: ["marketplace"] })).rejects.toThrow();
    await expect(db.insert(coupons).values({ name: "Zero", discountPercent: 0, appliesTo: ["advisor"] })).rejects.toThrow();
    await expect(db.insert(coupons).values({ name: "TooMuch", discountPercent: 101, appliesTo: ["advisor"] })).rejects.toThrow();
    // The column type allows only known targets; the cast stands for a row written by hand.
    await expect(db.insert(coupons).values({ name: "Odd", discountPercent: 5, appliesTo: ["destination" as "advisor"] })).rejects.toThrow();
    const [after] = await db.select({ total: count() }).from(coupons);
    expect(after?.total).toBe(before?.total);
  });
});
