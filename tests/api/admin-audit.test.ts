import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "../../core/admin-roles";
import { adminAuditLog } from "../../server/db/schema/admin";
import { changedKeys } from "../../server/domain/admin/overview/audit-entries";
import { signInWithCode } from "../support/accounts";
import { apiCall, expectRefused } from "../support/admin-calls";
import { signInAsAdmin } from "../support/admins";
import { createBusiness } from "../support/business-accounts";
import { createTestApp, TEST_NOW, type TestApp } from "../support/test-app";

let testApp: TestApp;
let owner: string;
let support: string;
let editor: string;
const stamp = Date.now().toString(36);
const call = (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, token: string | null, body?: unknown) => apiCall(testApp, method, url, token, body);

type Entry = { id: number; actor_email: string; event: string; target_id: string | null; summary: string };

beforeAll(async () => {
  testApp = await createTestApp();
  owner = (await signInAsAdmin(testApp, `owner-${stamp}@audit.example`)).token;
  support = (await signInAsAdmin(testApp, `support-${stamp}@audit.example`, "support")).token;
  editor = (await signInAsAdmin(testApp, `editor-${stamp}@audit.example`, "content_editor")).token;
  const day = (offset: number) => new Date(TEST_NOW.getTime() + offset * 86_400_000);
  await testApp.services.db.insert(adminAuditLog).values([
    { actorEmail: `alice-${stamp}@amora.example`, actorRole: "owner", action: "coupons.edit", event: "coupon.create", targetType: "coupon", targetId: "7", summary: "Created <b>SPRING</b>", before: null, after: { name: "SPRING", discount: 10 }, createdAt: day(-3) },
    { actorEmail: `bob-${stamp}@amora.example`, actorRole: "support", action: "users.block", event: "user.block", targetType: "user", targetId: "42", summary: "Blocked a member", before: { blocked: false, email: "x@y.z" }, after: { blocked: true, email: "x@y.z" }, createdAt: day(-1) },
    { actorEmail: `alice-${stamp}@amora.example`, actorRole: "owner", action: "coupons.edit", event: "coupon.update", targetType: "coupon", targetId: "7", summary: "Changed SPRING", before: { discount: 10, name: "SPRING" }, after: { discount: 15, name: "SPRING", note: "new" }, createdAt: day(0) },
  ]);
});

afterAll(async () => {
  await testApp.close();
});

async function list(query: string, token = support): Promise<{ data: Entry[]; total: number; last_page: number }> {
  const answer = await call("GET", `/api/v1/admin/audit${query}`, token);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

describe("GET /admin/audit", () => {
  it("lists entries newest first and filters by actor, action, event, target and days", async () => {
    const mine = await list(`?actor=${stamp}`);
    expect(mine.data.map((entry) => entry.event)).toEqual(["coupon.update", "user.block", "coupon.create"]);
    expect((await list(`?actor=alice-${stamp}`)).total).toBe(2);
    expect((await list(`?actor=${stamp}&action=users.block`)).data.map((entry) => entry.target_id)).toEqual(["42"]);
    expect((await list(`?actor=${stamp}&event=coupon.`)).total).toBe(2);
    expect((await list(`?actor=${stamp}&target_type=coupon&target_id=7`)).total).toBe(2);
    expect((await list(`?actor=${stamp}&from=2026-05-31&to=2026-05-31`)).data.map((entry) => entry.event)).toEqual(["user.block"]);
    expect((await list(`?actor=${stamp}&from=2026-06-01`)).data.map((entry) => entry.event)).toEqual(["coupon.update"]);
  });

  it("keeps the summary as text (the page escapes it) and answers nothing for hostile filters", async () => {
    const created = (await list(`?actor=${stamp}&event=coupon.create`)).data[0];
    expect(created?.summary).toBe("Created <b>SPRING</b>");
    expect((await list(`?actor=${encodeURIComponent("%' or 1=1 --")}`)).total).toBe(0);
    expectRefused(await call("GET", "/api/v1/admin/audit?action=drop.tables", support), 400);
    expectRefused(await call("GET", "/api/v1/admin/audit?from=2026-02-30", support), 400);
    expectRefused(await call("GET", `/api/v1/admin/audit?actor=${"a".repeat(500)}`, support), 400);
    expectRefused(await call("GET", "/api/v1/admin/audit?page=-1", support), 400);
  });

  it("shows one entry with before, after and the keys that changed", async () => {
    const entry = (await list(`?actor=${stamp}&event=coupon.update`)).data[0]!;
    const answer = await call("GET", `/api/v1/admin/audit/${entry.id}`, owner);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ before: { discount: 10 }, after: { discount: 15, note: "new" }, changed: ["discount", "note"] });
    expectRefused(await call("GET", "/api/v1/admin/audit/99999999", owner), 404);
    expectRefused(await call("GET", "/api/v1/admin/audit/abc", owner), 400);
    expect(changedKeys(null, { a: 1 })).toEqual(["a"]);
    expect(changedKeys({ a: [1, 2] }, { a: [1, 2] })).toEqual([]);
  });

  it("is read-only: no operation writes, changes or deletes an entry", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
      const answer = await call(method, "/api/v1/admin/audit/1", owner, {});
      expect([404, 405]).toContain(answer.statusCode);
    }
  });

  it("is refused to visitors (401), members and businesses (403) and a content editor (403)", async () => {
    expectRefused(await call("GET", "/api/v1/admin/audit", null), 401);
    const member = await signInWithCode(testApp, `member-${stamp}@audit.example`);
    expectRefused(await call("GET", "/api/v1/admin/audit", member.token), 403, ADMIN_MESSAGES.adminsOnly);
    const business = await createBusiness(testApp, "hotel", { type: "property", title: `Audit Hotel ${stamp}` });
    expectRefused(await call("GET", "/api/v1/admin/audit", business.token), 403, ADMIN_MESSAGES.adminsOnly);
    expectRefused(await call("GET", "/api/v1/admin/audit", editor), 403, ADMIN_MESSAGES.roleRefused);
  });
});
