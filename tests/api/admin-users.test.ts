import { count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "../../core/account-rules";
import { ADMIN_MESSAGES } from "../../core/admin-roles";
import { ADMIN_USER_MESSAGES } from "../../core/admin-users";
import { outboundEmails, sessions, users } from "../../server/db/schema/accounts";
import { adminAuditLog } from "../../server/db/schema/admin";
import { listings } from "../../server/db/schema/catalogue";
import { favorites } from "../../server/db/schema/favorites";
import { payments } from "../../server/db/schema/payments";
import { createLoginLink } from "../../server/domain/accounts/login-links";
import { hashPassword } from "../../server/domain/accounts/passwords";
import { insertListing } from "../../server/domain/catalogue/catalogue-test-data";
import { bearer, latestCodeTo, signInWithCode } from "../support/accounts";
import { signInAsAdmin } from "../support/admins";
import { createTestApp, type TestApp } from "../support/test-app";
import { expectErrorShape } from "./api-routes";

let testApp: TestApp;
let owner: { token: string; userId: number };
let support: { token: string; userId: number };
let editor: { token: string; userId: number };
let business: { token: string; userId: number };

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;
const nextAddress = () => `198.51.100.${(counter += 1) % 250}`;
const PASSWORD = "correct horse battery";

type Answer = Awaited<ReturnType<TestApp["app"]["inject"]>>;

function call(method: "GET" | "POST" | "DELETE", url: string, token?: string, payload?: unknown) {
  return testApp.app.inject({
    method,
    url,
    remoteAddress: nextAddress(),
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

function expectError(response: Answer, status: number, message?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expectErrorShape(response.statusCode, String(response.headers["content-type"]), response.body, "admin users");
  if (message !== undefined) expect(response.json<{ message: string }>().message).toBe(message);
}

/** A member with a password and a signed-in session. */
async function member(label = "member") {
  const email = `${label}-${unique()}@amora.example`;
  const session = await signInWithCode(testApp, email);
  await testApp.services.db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD), firstname: "Ada", lastname: `Lovelace${label}` })
    .where(eq(users.id, session.userId));
  return { email, ...session };
}

async function auditCount() {
  const [row] = await testApp.services.db.select({ total: count() }).from(adminAuditLog);
  return row?.total ?? 0;
}

async function lastAudit() {
  const [row] = await testApp.services.db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.id)).limit(1);
  return row!;
}

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await signInAsAdmin(testApp, `owner-${unique()}@amora.example`, "owner");
  support = await signInAsAdmin(testApp, `support-${unique()}@amora.example`, "support");
  editor = await signInAsAdmin(testApp, `editor-${unique()}@amora.example`, "content_editor");
  const businessEmail = `biz-${unique()}@amora.example`;
  await testApp.services.db.insert(users).values({ email: businessEmail, role: "business" });
  business = await signInWithCode(testApp, businessEmail);
});

afterAll(async () => {
  await testApp.close();
});

describe("GET /api/v1/admin/users", () => {
  it("finds accounts by e-mail or name, filters them and pages", async () => {
    const ada = await member("findme");
    const byEmail = await call("GET", `/api/v1/admin/users?q=${encodeURIComponent(ada.email.toUpperCase())}`, support.token);
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    const found = byEmail.json<{ data: { id: number; email: string; role: string; blocked_at: string | null }[]; total: number; page: number; last_page: number }>();
    expect(found.data.map((row) => row.id)).toEqual([ada.userId]);
    expect(found).toMatchObject({ total: 1, page: 1, last_page: 1 });

    const byName = await call("GET", `/api/v1/admin/users?q=lovelacefindme`, owner.token);
    expect(byName.json<{ data: { id: number }[] }>().data.map((row) => row.id)).toContain(ada.userId);

    // % and _ are matched literally, not as patterns.
    const literal = await call("GET", `/api/v1/admin/users?q=${encodeURIComponent("%")}`, owner.token);
    expect(literal.json<{ total: number }>().total).toBe(0);

    const admins = await call("GET", "/api/v1/admin/users?filter=admins", owner.token);
    const adminRows = admins.json<{ data: { role: string }[] }>().data;
    expect(adminRows.length).toBeGreaterThanOrEqual(3);
    expect(adminRows.every((row) => row.role === "admin")).toBe(true);

    const businesses = await call("GET", "/api/v1/admin/users?filter=businesses", owner.token);
    expect(businesses.json<{ data: { id: number }[] }>().data.map((row) => row.id)).toContain(business.userId);

    const members = await call("GET", "/api/v1/admin/users?filter=members", owner.token);
    const memberIds = members.json<{ data: { id: number }[] }>().data.map((row) => row.id);
    expect(memberIds).not.toContain(business.userId);
    expect(memberIds).not.toContain(owner.userId);

    const beyond = await call("GET", "/api/v1/admin/users?page=999", owner.token);
    expect(beyond.json<{ data: unknown[] }>().data).toEqual([]);
  });

  it("is refused to visitors, members, businesses and a role without users.read", async () => {
    const ada = await member();
    expectError(await call("GET", "/api/v1/admin/users"), 401);
    expectError(await call("GET", "/api/v1/admin/users", ada.token), 403, ADMIN_MESSAGES.adminsOnly);
    expectError(await call("GET", "/api/v1/admin/users", business.token), 403, ADMIN_MESSAGES.adminsOnly);
    expectError(await call("GET", "/api/v1/admin/users", editor.token), 403, ADMIN_MESSAGES.roleRefused);
    expectError(await call("GET", `/api/v1/admin/users/${ada.userId}`, editor.token), 403, ADMIN_MESSAGES.roleRefused);
  });

  it("answers bad and hostile queries with 400 in the error shape", async () => {
    expectError(await call("GET", "/api/v1/admin/users?filter=everyone", owner.token), 400);
    expectError(await call("GET", "/api/v1/admin/users?page=0", owner.token), 400);
    expectError(await call("GET", `/api/v1/admin/users?q=${"a".repeat(201)}`, owner.token), 400);
    expectError(await call("GET", "/api/v1/admin/users?q=%00", owner.token), 400);
    // Bytes that are not UTF-8 arrive as U+FFFD: searched for, found nowhere.
    expect((await call("GET", "/api/v1/admin/users?q=%ED%A0%80", owner.token)).statusCode).toBe(200);
    expectError(await call("GET", "/api/v1/admin/users/abc", owner.token), 400);
    expectError(await call("GET", "/api/v1/admin/users/99999999999", owner.token), 400);
    expectError(await call("GET", "/api/v1/admin/users/2147483600", owner.token), 404, ADMIN_USER_MESSAGES.notFound);
  });
});

describe("GET /api/v1/admin/users/:id", () => {
  it("shows the profile, favourites, sessions, e-mails and audit history", async () => {
    const ada = await member("detail");
    const hotel = await insertListing(testApp.services.db, { type: "basic", title: `Villa ${unique()}`, status: "active" });
    await testApp.services.db.insert(favorites).values({ userId: ada.userId, listingId: hotel.id });
    const response = await call("GET", `/api/v1/admin/users/${ada.userId}`, support.token);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<{
      data: {
        profile: { email: string; has_password: boolean };
        favourites: { total: number; items: { listing_id: number }[] };
        sessions: { device: string; last_used_at: string }[];
        emails: { template: string; state: string }[];
        block: unknown;
      };
    }>();
    expect(data.profile).toMatchObject({ email: ada.email, has_password: true });
    expect(data.favourites.total).toBe(1);
    expect(data.favourites.items[0]?.listing_id).toBe(hotel.id);
    expect(data.sessions).toEqual([expect.objectContaining({ device: "test" })]);
    expect(data.emails.map((email) => email.template)).toContain("sign-in-code");
    expect(data.emails[0]?.state).toBe("queued");
    expect(data.block).toBeNull();
    expect(JSON.stringify(data)).not.toMatch(/password_hash|passwordHash|token_hash|\$argon2/);
  });
});

describe("POST /api/v1/admin/users/:id/block", () => {
  it("blocks at once: the token is refused, every sign-in says why, the audit keeps the reason", async () => {
    const ada = await member("blocked");
    testApp.clock.advance(61_000);
    const second = await signInWithCode(testApp, ada.email);
    expect((await call("GET", "/api/v1/user", ada.token)).statusCode).toBe(200);

    const before = await auditCount();
    const response = await call("POST", `/api/v1/admin/users/${ada.userId}/block`, support.token, { reason: "  Spam offers to hotels  " });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: { blocked_at: string | null } }>().data.blocked_at).not.toBeNull();
    expect(await auditCount()).toBe(before + 1);

    // Both devices are signed out on their next request.
    expectError(await call("GET", "/api/v1/user", ada.token), 401);
    expectError(await call("GET", "/api/v1/user", second.token), 401);
    const [left] = await testApp.services.db.select({ total: count() }).from(sessions).where(eq(sessions.userId, ada.userId));
    expect(left?.total).toBe(0);

    // Password: right password → the blocked message; a wrong one learns nothing.
    expectError(await call("POST", "/api/v1/login", undefined, { email: ada.email, password: PASSWORD, device_name: "web" }), 403, ACCOUNT_MESSAGES.accountBlocked);
    const wrong = await call("POST", "/api/v1/login", undefined, { email: ada.email, password: "not the password", device_name: "web" });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json<{ message: string }>().message).toBe(ACCOUNT_MESSAGES.credentialsWrong);

    // Code: the code is sent (the same answer for every address), its use refused with the message.
    testApp.clock.advance(61_000);
    expect((await call("POST", "/api/v1/send-otp", undefined, { email: ada.email })).statusCode).toBe(200);
    const otp = await latestCodeTo(testApp, ada.email);
    expectError(await call("POST", "/api/v1/verify-otp", undefined, { email: ada.email, otp, device_name: "web" }), 403, ACCOUNT_MESSAGES.accountBlocked);

    // A login link (the apps' loginurl) opens nothing, and the page says why.
    const link = new URL(await createLoginLink(testApp.services, ada.email, "http://localhost"));
    const opened = await call("GET", `${link.pathname}${link.search}`);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe("/?login_error=account_disabled");
    expect(String(opened.headers["set-cookie"] ?? "")).not.toMatch(/=[A-Za-z0-9_-]{20,}/);

    const entry = await lastAudit();
    expect(entry).toMatchObject({
      actorUserId: support.userId,
      actorRole: "support",
      action: "users.block",
      event: "user.block",
      targetType: "user",
      targetId: String(ada.userId),
    });
    expect(entry.before).toMatchObject({ email: ada.email, disabledAt: null });
    expect(entry.after).toMatchObject({ email: ada.email, reason: "Spam offers to hotels" });
    expect(JSON.stringify(entry)).not.toMatch(/argon2|passwordHash/);

    // The detail page says who blocked it and why; the list's filter finds it.
    const detail = await call("GET", `/api/v1/admin/users/${ada.userId}`, owner.token);
    expect(detail.json<{ data: { block: unknown } }>().data.block).toMatchObject({ reason: "Spam offers to hotels", by: entry.actorEmail });
    const blocked = await call("GET", "/api/v1/admin/users?filter=blocked", owner.token);
    expect(blocked.json<{ data: { id: number }[] }>().data.map((row) => row.id)).toContain(ada.userId);

    expectError(await call("POST", `/api/v1/admin/users/${ada.userId}/block`, owner.token, { reason: "again" }), 409, ADMIN_USER_MESSAGES.alreadyBlocked);

    // Unblocked: the password works again.
    const unblocked = await call("POST", `/api/v1/admin/users/${ada.userId}/unblock`, support.token, { note: "Talked to her" });
    expect(unblocked.statusCode, unblocked.body).toBe(200);
    expect(await lastAudit()).toMatchObject({ event: "user.unblock", actorUserId: support.userId, after: expect.objectContaining({ disabledAt: null, note: "Talked to her" }) });
    const login = await call("POST", "/api/v1/login", undefined, { email: ada.email, password: PASSWORD, device_name: "web" });
    expect(login.statusCode, login.body).toBe(200);
    expectError(await call("POST", `/api/v1/admin/users/${ada.userId}/unblock`, support.token, {}), 409, ADMIN_USER_MESSAGES.notBlocked);
  });

  it("closes the member's open live event stream, after telling it the session ended", async () => {
    const ada = await member("stream");
    const origin = await testApp.app.listen({ port: 0, host: "127.0.0.1" });
    const response = await fetch(`${origin}/api/v1/user/events`, { headers: bearer(ada.token) });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let received = decoder.decode((await reader.read()).value);
    expect(received).toContain("retry:");

    const blocked = await call("POST", `/api/v1/admin/users/${ada.userId}/block`, support.token, { reason: "Stream test" });
    expect(blocked.statusCode, blocked.body).toBe(200);
    const ended = (async () => {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) return true;
        received += decoder.decode(chunk.value);
      }
    })();
    const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000));
    expect(await Promise.race([ended, timeout])).toBe(true);
    expect(received).toContain("event: signed-out");
    expect((await fetch(`${origin}/api/v1/user/events`, { headers: bearer(ada.token) })).status).toBe(401);
  });

  it("never blocks an admin or the caller, and refuses a missing or hostile reason with nothing written", async () => {
    const ada = await member();
    const before = await auditCount();
    expectError(await call("POST", `/api/v1/admin/users/${owner.userId}/block`, support.token, { reason: "Trying" }), 403, ADMIN_USER_MESSAGES.cannotBlockAdmin);
    expectError(await call("POST", `/api/v1/admin/users/${owner.userId}/block`, owner.token, { reason: "Myself" }), 403, ADMIN_USER_MESSAGES.cannotBlockSelf);
    expectError(await call("POST", `/api/v1/admin/users/${ada.userId}/block`, owner.token, {}), 422);
    expectError(await call("POST", `/api/v1/admin/users/${ada.userId}/block`, owner.token, { reason: " " }), 422, ADMIN_USER_MESSAGES.reasonRequired);
    expectError(await call("POST", `/api/v1/admin/users/${ada.userId}/block`, owner.token, { reason: "x".repeat(501) }), 422);
    expectError(await call("POST", `/api/v1/admin/users/${ada.userId}/block`, owner.token, { reason: "nul \u0000 byte" }), 422);
    expectError(await call("POST", `/api/v1/admin/users/${ada.userId}/block`, owner.token, { reason: ["array"] }), 422);
    expectError(await call("POST", `/api/v1/admin/users/2147483600/block`, owner.token, { reason: "Nobody" }), 404, ADMIN_USER_MESSAGES.notFound);
    expect(await auditCount()).toBe(before);
    const [row] = await testApp.services.db.select().from(users).where(eq(users.id, ada.userId));
    expect(row?.disabledAt).toBeNull();
  });

  it("is refused to visitors, members, businesses and the content editor", async () => {
    const ada = await member();
    const url = `/api/v1/admin/users/${ada.userId}/block`;
    expectError(await call("POST", url, undefined, { reason: "Spam" }), 401);
    expectError(await call("POST", url, ada.token, { reason: "Spam" }), 403, ADMIN_MESSAGES.adminsOnly);
    expectError(await call("POST", url, business.token, { reason: "Spam" }), 403, ADMIN_MESSAGES.adminsOnly);
    expectError(await call("POST", url, editor.token, { reason: "Spam" }), 403, ADMIN_MESSAGES.roleRefused);
    expect((await call("GET", "/api/v1/user", ada.token)).statusCode).toBe(200);
  });
});

describe("GET /api/v1/admin/users/:id/export and DELETE /api/v1/admin/users/:id", () => {
  it("exports everything the account holds as a file, owner only, audited", async () => {
    const ada = await member("export");
    const hotel = await insertListing(testApp.services.db, { type: "basic", title: `Villa ${unique()}`, status: "active" });
    await testApp.services.db.insert(favorites).values({ userId: ada.userId, listingId: hotel.id });
    expectError(await call("GET", `/api/v1/admin/users/${ada.userId}/export`, support.token), 403, ADMIN_MESSAGES.roleRefused);
    const response = await call("GET", `/api/v1/admin/users/${ada.userId}/export`, owner.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(String(response.headers["content-disposition"])).toBe(`attachment; filename="amora-account-${ada.userId}.json"`);
    const document = response.json<Record<string, unknown> & { profile: { email: string } }>();
    expect(document.profile.email).toBe(ada.email);
    for (const key of ["favourites", "dealRequests", "offers", "messages", "reservations", "payments", "subscriptions", "emails", "devices"]) {
      expect(document, key).toHaveProperty(key);
    }
    expect(document.favourites).toEqual([expect.objectContaining({ listingId: hotel.id })]);
    expect(response.body).not.toMatch(/argon2|passwordHash|tokenHash|codeHash/);
    expect(await lastAudit()).toMatchObject({ event: "user.export", actorUserId: owner.userId, targetId: String(ada.userId) });
  });

  it("deletes with the address typed again, keeps payments without the person, and audits the e-mail", async () => {
    const ada = await member("delete");
    const hotel = await insertListing(testApp.services.db, { type: "basic", title: `Villa ${unique()}`, status: "active" });
    await testApp.services.db.insert(favorites).values({ userId: ada.userId, listingId: hotel.id });
    await testApp.services.db.update(listings).set({ likesCount: 1 }).where(eq(listings.id, hotel.id));
    const [payment] = await testApp.services.db
      .insert(payments)
      .values({ provider: "test", providerPaymentId: `pi_${unique()}`, purpose: "vip", amountCents: 4900, currency: "USD", userId: ada.userId, email: ada.email, createdAt: testApp.clock.now() })
      .returning();

    const before = await auditCount();
    expectError(await call("DELETE", `/api/v1/admin/users/${ada.userId}`, support.token, { confirm_email: ada.email }), 403, ADMIN_MESSAGES.roleRefused);
    expectError(await call("DELETE", `/api/v1/admin/users/${ada.userId}`, owner.token, { confirm_email: "someone@else.example" }), 422, ADMIN_USER_MESSAGES.confirmMismatch);
    expectError(await call("DELETE", `/api/v1/admin/users/${ada.userId}`, owner.token, {}), 422);
    expectError(await call("DELETE", `/api/v1/admin/users/${ada.userId}`, owner.token, { confirm_email: "\u0000" }), 422);
    expectError(await call("DELETE", `/api/v1/admin/users/${business.userId}`, owner.token, { confirm_email: (await emailOf(business.userId))! }), 409, ADMIN_USER_MESSAGES.hasBusiness);
    expectError(await call("DELETE", `/api/v1/admin/users/${support.userId}`, owner.token, { confirm_email: (await emailOf(support.userId))! }), 403, ADMIN_USER_MESSAGES.cannotDeleteAdmin);
    expect(await auditCount()).toBe(before);
    expect(await emailOf(ada.userId)).toBe(ada.email);

    const response = await call("DELETE", `/api/v1/admin/users/${ada.userId}`, owner.token, { confirm_email: ada.email.toUpperCase() });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: { anonymised_payments: number } }>().data.anonymised_payments).toBe(1);

    expect(await emailOf(ada.userId)).toBeUndefined();
    expectError(await call("GET", "/api/v1/user", ada.token), 401);
    const [kept] = await testApp.services.db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(kept).toMatchObject({ amountCents: 4900, purpose: "vip", userId: null, email: null });
    const [listing] = await testApp.services.db.select({ likesCount: listings.likesCount }).from(listings).where(eq(listings.id, hotel.id));
    expect(listing?.likesCount).toBe(0);
    const [mail] = await testApp.services.db.select({ total: count() }).from(outboundEmails).where(eq(outboundEmails.toAddress, ada.email));
    expect(mail?.total).toBe(0);

    const entry = await lastAudit();
    expect(entry).toMatchObject({ action: "users.delete", event: "user.delete", actorUserId: owner.userId, targetId: String(ada.userId), after: null });
    expect(entry.before).toMatchObject({ email: ada.email, favourites: 1, anonymisedPayments: 1 });
    expect(entry.summary).toContain(ada.email);
    expectError(await call("DELETE", `/api/v1/admin/users/${ada.userId}`, owner.token, { confirm_email: ada.email }), 404, ADMIN_USER_MESSAGES.notFound);
  });
});

async function emailOf(userId: number) {
  const [row] = await testApp.services.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}
