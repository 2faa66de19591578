import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "../../core/admin-roles";
import { ADMIN_COUPON_MESSAGES } from "../../core/admin-coupons";
import { COUPON_MESSAGES } from "../../core/pricing";
import { adminAuditLog } from "../../server/db/schema/admin";
import { coupons, payments } from "../../server/db/schema/payments";
import { bearer, signInWithCode } from "../support/accounts";
import { signInAsAdmin } from "../support/admins";
import { createBusiness } from "../support/business-accounts";
import { clientAddresses } from "../support/test-cards";
import { createTestApp, TEST_NOW, type TestApp } from "../support/test-app";
import { expectErrorShape } from "./api-routes";

let testApp: TestApp;
let owner: { token: string; userId: number };
let support: { token: string; userId: number };
let editor: { token: string; userId: number };
let member: { token: string; userId: number };
let business: { token: string };

const address = clientAddresses("203.0.113");
let counter = 0;
const uniqueCode = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter += 1)}`;

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await signInAsAdmin(testApp, "coupons-owner@amora.example", "owner");
  support = await signInAsAdmin(testApp, "coupons-support@amora.example", "support");
  editor = await signInAsAdmin(testApp, "coupons-editor@amora.example", "content_editor");
  member = await signInWithCode(testApp, "coupons-member@amora.example");
  business = await createBusiness(testApp, "hotel", { type: "basic", title: "Coupon Test Hotel" });
});

afterAll(async () => {
  await testApp.close();
});

type Answer = Awaited<ReturnType<TestApp["app"]["inject"]>>;
type CouponWire = { id: number; name: string; discount_percent: number; applies_to: string[]; advertised: boolean; active: boolean; last_day: string | null; max_uses: number | null; uses: number; discount_given_cents: number; state: string };

function call(method: "GET" | "POST" | "PATCH", url: string, token: string | null, payload?: unknown) {
  return testApp.app.inject({ method, url, remoteAddress: address(), headers: token ? bearer(token) : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });
}

function expectError(response: Answer, status: number, message?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expectErrorShape(status, String(response.headers["content-type"]), response.body, `${status}`);
  if (message !== undefined) expect(response.json<{ message: string }>().message).toBe(message);
}

async function lastAudit(event: string) {
  const [entry] = await testApp.services.db.select().from(adminAuditLog).where(eq(adminAuditLog.event, event)).orderBy(desc(adminAuditLog.id)).limit(1);
  return entry;
}

async function createCoupon(body: Record<string, unknown>) {
  const response = await call("POST", "/api/v1/admin/coupons", owner.token, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ message: string; data: CouponWire }>().data;
}

const check = (name: string, type = "Advisor") => testApp.app.inject({ method: "POST", url: "/api/v1/coupons/check", remoteAddress: address(), payload: { coupon_name: name, type } });

describe("POST /api/v1/admin/coupons", () => {
  it("creates a code that works at once at the check, unlisted unless advertised, and audits it", async () => {
    const name = uniqueCode("SPRING");
    const before = await check(name);
    expectError(before, 404, COUPON_MESSAGES.doesNotExist);

    const created = await createCoupon({ name, discount_percent: 15, applies_to: ["advisor"], advertised: false });
    expect(created).toMatchObject({ name, discount_percent: 15, applies_to: ["advisor"], advertised: false, active: true, uses: 0, discount_given_cents: 0, state: "usable", max_uses: null, last_day: null });

    const checked = await check(name.toLowerCase());
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toEqual({ message: COUPON_MESSAGES.exists, coupon: { name, discount: 15 } });
    const listed = await testApp.app.inject({ method: "GET", url: "/api/v1/coupons" });
    expect(listed.json<{ data: { name: string }[] }>().data.map((coupon) => coupon.name)).not.toContain(name);

    const audit = await lastAudit("coupon.create");
    expect(audit).toMatchObject({ actorUserId: owner.userId, actorEmail: "coupons-owner@amora.example", actorRole: "owner", action: "coupons.edit", targetType: "coupon", targetId: String(created.id), before: null });
    expect(audit?.after).toMatchObject({ name, discountPercent: 15, appliesTo: ["advisor"], advertised: false });
  });

  it("refuses a second code that differs only in letter case, and bad or hostile input, writing nothing", async () => {
    const name = uniqueCode("Dup");
    await createCoupon({ name, discount_percent: 10, applies_to: ["hotel"] });
    const count = async () => (await testApp.services.db.select({ id: coupons.id }).from(coupons)).length;
    const start = await count();
    expectError(await call("POST", "/api/v1/admin/coupons", owner.token, { name: name.toUpperCase(), discount_percent: 10, applies_to: ["hotel"] }), 422, ADMIN_COUPON_MESSAGES.nameTaken);
    const hostile: Record<string, unknown>[] = [
      { name: "=HYPERLINK(1)", discount_percent: 10, applies_to: ["advisor"] },
      { name: "ab", discount_percent: 10, applies_to: ["advisor"] },
      { name: "x".repeat(10_000), discount_percent: 10, applies_to: ["advisor"] },
      { name: "Nul\u0000Code", discount_percent: 10, applies_to: ["advisor"] },
      { name: uniqueCode("Ok"), discount_percent: 0, applies_to: ["advisor"] },
      { name: uniqueCode("Ok"), discount_percent: 101, applies_to: ["advisor"] },
      { name: uniqueCode("Ok"), discount_percent: 12.5, applies_to: ["advisor"] },
      { name: uniqueCode("Ok"), discount_percent: 10, applies_to: [] },
      { name: uniqueCode("Ok"), discount_percent: 10, applies_to: ["cruise"] },
      { name: uniqueCode("Ok"), discount_percent: 10, applies_to: ["advisor"], max_uses: -1 },
      { name: uniqueCode("Ok"), discount_percent: 10, applies_to: ["advisor"], last_day: "2020-01-01" },
      { name: uniqueCode("Ok"), discount_percent: 10, applies_to: ["advisor"], last_day: "2026-02-30" },
      { name: ["array"], discount_percent: "ten", applies_to: "advisor" },
    ];
    for (const body of hostile) {
      const response = await call("POST", "/api/v1/admin/coupons", owner.token, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expectErrorShape(response.statusCode, String(response.headers["content-type"]), response.body, JSON.stringify(body).slice(0, 80));
    }
    expect(await count()).toBe(start);
  });

  it("is refused to visitors, members, businesses and admin roles without coupons.edit", async () => {
    const body = { name: uniqueCode("Nope"), discount_percent: 10, applies_to: ["advisor"] };
    expectError(await call("POST", "/api/v1/admin/coupons", null, body), 401);
    expectError(await call("POST", "/api/v1/admin/coupons", member.token, body), 403, ADMIN_MESSAGES.adminsOnly);
    expectError(await call("POST", "/api/v1/admin/coupons", business.token, body), 403, ADMIN_MESSAGES.adminsOnly);
    expectError(await call("POST", "/api/v1/admin/coupons", support.token, body), 403, ADMIN_MESSAGES.roleRefused);
    expectError(await call("POST", "/api/v1/admin/coupons", editor.token, body), 403, ADMIN_MESSAGES.roleRefused);
    const [written] = await testApp.services.db.select().from(coupons).where(eq(coupons.name, body.name));
    expect(written).toBeUndefined();
  });
});

describe("GET /api/v1/admin/coupons", () => {
  it("lists every code, advertised or by hand, with its uses and the discount it gave; support reads, a content editor does not", async () => {
    const name = uniqueCode("Used");
    const created = await createCoupon({ name, discount_percent: 20, applies_to: ["advisor"], max_uses: 2 });
    // Two featured advisor profiles paid with it: 675 less 20% is 540, 135 off each.
    await testApp.services.db.insert(payments).values(
      [1, 2].map((index) => ({ provider: "test" as const, providerPaymentId: `pi_${name}_${index}`, purpose: "advisor-featured" as const, amountCents: 54_000, currency: "USD", email: `payer${index}@example.com`, couponName: name.toUpperCase(), createdAt: TEST_NOW })),
    );
    const list = await call("GET", `/api/v1/admin/coupons?q=${encodeURIComponent(name.toLowerCase())}`, support.token);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ data: CouponWire[]; total: number }>()).toMatchObject({ total: 1, data: [{ id: created.id, name, uses: 2, discount_given_cents: 27_000, state: "used_up", max_uses: 2 }] });
    // Used up: the check refuses it like any unusable code.
    expectError(await check(name), 404, COUPON_MESSAGES.doesNotExist);

    const usedUp = await call("GET", "/api/v1/admin/coupons?state=used_up", owner.token);
    expect(usedUp.json<{ data: CouponWire[] }>().data.map((coupon) => coupon.name)).toContain(name);
    const usable = await call("GET", "/api/v1/admin/coupons?state=usable", owner.token);
    expect(usable.json<{ data: CouponWire[] }>().data.map((coupon) => coupon.name)).not.toContain(name);

    const detail = await call("GET", `/api/v1/admin/coupons/${created.id}`, support.token);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json<{ uses: { email: string; discount_cents: number }[] }>().uses).toEqual([
      expect.objectContaining({ email: "payer2@example.com", discount_cents: 13_500, amount_cents: 54_000 }),
      expect.objectContaining({ email: "payer1@example.com", discount_cents: 13_500 }),
    ]);

    expectError(await call("GET", "/api/v1/admin/coupons", editor.token), 403, ADMIN_MESSAGES.roleRefused);
    expectError(await call("GET", "/api/v1/admin/coupons", member.token), 403);
    expectError(await call("GET", "/api/v1/admin/coupons", null), 401);
    expectError(await call("GET", "/api/v1/admin/coupons/999999", owner.token), 404, ADMIN_COUPON_MESSAGES.notFound);
    expectError(await call("GET", "/api/v1/admin/coupons/abc", owner.token), 400);
    expectError(await call("GET", "/api/v1/admin/coupons?state=bogus", owner.token), 400);
    expectError(await call("GET", `/api/v1/admin/coupons?q=${"%".repeat(500)}`, owner.token), 400);
  });
});

describe("PATCH /api/v1/admin/coupons/:id and POST .../expire", () => {
  it("changes discount, targets, advertising and limit, pauses, expires now; each audited with before and after", async () => {
    const name = uniqueCode("Edit");
    const created = await createCoupon({ name, discount_percent: 10, applies_to: ["advisor"] });

    const changed = await call("PATCH", `/api/v1/admin/coupons/${created.id}`, owner.token, { discount_percent: 25, applies_to: ["advisor", "marketplace"], advertised: true, last_day: "2027-12-31", max_uses: 50 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<{ data: CouponWire }>().data).toMatchObject({ discount_percent: 25, applies_to: ["advisor", "marketplace"], advertised: true, last_day: "2027-12-31", max_uses: 50, state: "usable" });
    const audit = await lastAudit("coupon.update");
    expect(audit).toMatchObject({ targetId: String(created.id), actorUserId: owner.userId });
    expect(audit?.before).toMatchObject({ discountPercent: 10, advertised: false, maxUses: null });
    expect(audit?.after).toMatchObject({ discountPercent: 25, advertised: true, maxUses: 50 });
    expect((await check(name, "Marketplace")).json()).toEqual({ message: COUPON_MESSAGES.exists, coupon: { name, discount: 25 } });
    const listed = await testApp.app.inject({ method: "GET", url: "/api/v1/coupons" });
    expect(listed.json<{ data: { name: string }[] }>().data.map((coupon) => coupon.name)).toContain(name);

    const paused = await call("PATCH", `/api/v1/admin/coupons/${created.id}`, owner.token, { active: false });
    expect(paused.json<{ data: CouponWire }>().data.state).toBe("paused");
    expectError(await check(name), 404, COUPON_MESSAGES.doesNotExist);
    await call("PATCH", `/api/v1/admin/coupons/${created.id}`, owner.token, { active: true });

    expectError(await call("PATCH", `/api/v1/admin/coupons/${created.id}`, owner.token, {}), 400, ADMIN_COUPON_MESSAGES.nothingToChange);
    expectError(await call("PATCH", `/api/v1/admin/coupons/${created.id}`, owner.token, { discount_percent: 500 }), 422, ADMIN_COUPON_MESSAGES.discountInvalid);
    expectError(await call("PATCH", `/api/v1/admin/coupons/${created.id}`, support.token, { discount_percent: 5 }), 403, ADMIN_MESSAGES.roleRefused);
    expectError(await call("PATCH", "/api/v1/admin/coupons/999999", owner.token, { discount_percent: 5 }), 404);

    const expired = await call("POST", `/api/v1/admin/coupons/${created.id}/expire`, owner.token);
    expect(expired.statusCode, expired.body).toBe(200);
    expect(expired.json<{ data: CouponWire }>().data.state).toBe("expired");
    expectError(await check(name), 404, COUPON_MESSAGES.doesNotExist);
    const expireAudit = await lastAudit("coupon.expire");
    expect(expireAudit).toMatchObject({ targetId: String(created.id), action: "coupons.edit" });
    expect(expireAudit?.before).toMatchObject({ expiresAt: "2028-01-01T00:00:00.000Z" });
    expect(expireAudit?.after).toMatchObject({ expiresAt: TEST_NOW.toISOString() });
    expectError(await call("POST", `/api/v1/admin/coupons/${created.id}/expire`, owner.token), 409, ADMIN_COUPON_MESSAGES.alreadyExpired);
    expectError(await call("POST", `/api/v1/admin/coupons/${created.id}/expire`, support.token), 403);
    expectError(await call("POST", `/api/v1/admin/coupons/${created.id}/expire`, null), 401);
    const audits = await testApp.services.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.targetType, "coupon"), eq(adminAuditLog.targetId, String(created.id))));
    expect(audits.map((entry) => entry.event)).toEqual(["coupon.create", "coupon.update", "coupon.update", "coupon.update", "coupon.expire"]);
  });
});
