import { and, eq, sql } from "drizzle-orm";
import { Secret, TOTP, URI } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "../../core/admin-roles";
import { ADMIN_TEAM_MESSAGES, RECOVERY_CODE_COUNT, SECOND_FACTOR_ATTEMPTS, SECOND_FACTOR_MESSAGES } from "../../core/admin-second-factor";
import { sessions, users } from "../../server/db/schema/accounts";
import { adminAuditLog, adminRecoveryCodes, adminSecondFactors } from "../../server/db/schema/admin";
import { hashToken } from "../../server/domain/accounts/secrets";
import { createSession } from "../../server/domain/accounts/sessions";
import { removeAdmin } from "../../server/domain/admin/team/admin-team";
import { totpCodeAt, totpStep } from "../../server/domain/admin/second-factor/totp";
import { bearer, signInWithCode } from "../support/accounts";
import { signInAsAdmin } from "../support/admins";
import { createTestApp, type TestApp } from "../support/test-app";
import { totpCode } from "../support/totp";
import { expectErrorShape } from "./api-routes";

let testApp: TestApp;
let counter = 0;
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${(counter += 1)}@amora.example`;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

type Answer = Awaited<ReturnType<TestApp["app"]["inject"]>>;

function call(method: "GET" | "POST" | "PATCH" | "DELETE", url: string, token: string | null, payload?: unknown) {
  return testApp.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
}

function expectError(response: Answer, status: number, message?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expectErrorShape(response.statusCode, String(response.headers["content-type"]), response.body, "admin second factor");
  if (message !== undefined) expect(response.json<{ message: string }>().message).toBe(message);
}

/** A new admin of `role`, signed in by code, whose session has NOT passed the second factor. */
async function newAdmin(role: "owner" | "support" | "content_editor" = "owner") {
  const email = unique(role);
  await testApp.services.db.insert(users).values({ email, role: "admin", adminRole: role });
  const { token, userId } = await signInWithCode(testApp, email);
  return { email, token, userId };
}

async function enrol(token: string) {
  const started = await call("POST", "/admin/second-factor/enrolment", token);
  expect(started.statusCode, started.body).toBe(200);
  return started.json<{ data: { secret: string; otpauth_url: string; qr_svg: string } }>().data;
}

/** Enrolled and confirmed; the clock moved on three steps, so the steps around now are all unused. */
async function enrolled() {
  const admin = await newAdmin();
  const { secret } = await enrol(admin.token);
  const confirmed = await call("POST", "/admin/second-factor/confirmation", admin.token, { code: totpCode(secret, testApp.clock.now()) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  testApp.clock.advance(90_000);
  return { ...admin, secret, recoveryCodes: confirmed.json<{ data: { recovery_codes: string[] } }>().data.recovery_codes };
}

/** Another sign-in of the same account (a code a minute per address: the session is made directly). */
async function anotherSignIn(userId: number): Promise<{ token: string }> {
  return { token: await createSession(testApp.services, userId, "test") };
}

async function auditOf(userId: number, event: string) {
  return testApp.services.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.targetId, String(userId)), eq(adminAuditLog.event, event)));
}

async function sessionMark(token: string) {
  const [row] = await testApp.services.db.select({ at: sessions.secondFactorAt }).from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  return row?.at ?? null;
}

describe("TOTP", () => {
  it("agrees with otpauth on every step around now, and RFC 6238's SHA-1 vectors", () => {
    const secret = new Secret({ size: 20 }).base32;
    const now = testApp.clock.now().getTime();
    for (let offset = -5; offset <= 5; offset += 1) {
      const at = now + offset * 30_000;
      expect(totpCodeAt(secret, totpStep(new Date(at)))).toBe(totpCode(secret, at));
    }
    // RFC 6238 appendix B, SHA-1, key "12345678901234567890", truncated to 6 digits.
    const rfcSecret = Secret.fromUTF8("12345678901234567890").base32;
    expect(totpCodeAt(rfcSecret, Math.floor(59 / 30))).toBe("287082");
    expect(totpCodeAt(rfcSecret, Math.floor(1111111109 / 30))).toBe("081804");
    expect(totpCodeAt(rfcSecret, Math.floor(20000000000 / 30))).toBe("353130");
  });
});

describe("enrolment and confirmation", () => {
  it("a new admin enrols: the otpauth address parses with otpauth and makes the same codes; the first code confirms the session and gives recovery codes", async () => {
    const admin = await newAdmin();
    const before = await call("GET", "/admin/second-factor", admin.token);
    expect(before.json()).toEqual({ data: { enrolled: false, verified: false, recovery_codes_left: 0 } });

    const enrolment = await enrol(admin.token);
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauth_url).toBe(
      `otpauth://totp/Amora:${encodeURIComponent(admin.email)}?secret=${enrolment.secret}&issuer=Amora&algorithm=SHA1&digits=6&period=30`,
    );
    expect(enrolment.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const parsed = URI.parse(enrolment.otpauth_url);
    expect(parsed).toBeInstanceOf(TOTP);
    const totp = parsed as TOTP;
    expect([totp.issuer, totp.label, totp.algorithm, totp.digits, totp.period]).toEqual(["Amora", admin.email, "SHA1", 6, 30]);
    const now = testApp.clock.now().getTime();
    expect(totp.generate({ timestamp: now })).toBe(totpCode(enrolment.secret, now));

    // The secret is stored sealed, never in the clear.
    const [stored] = await testApp.services.db.select().from(adminSecondFactors).where(eq(adminSecondFactors.userId, admin.userId));
    expect(stored!.secretCiphertext).not.toContain(enrolment.secret);
    expect(stored!.confirmedAt).toBeNull();

    // Still unconfirmed: other admin operations are refused.
    expectError(await call("GET", "/admin/business-accounts", admin.token), 403, ADMIN_MESSAGES.secondFactorRequired);

    expectError(await call("POST", "/admin/second-factor/confirmation", admin.token, { code: "12345" }), 422, SECOND_FACTOR_MESSAGES.codeFormat);
    const confirmed = await call("POST", "/admin/second-factor/confirmation", admin.token, { code: totp.generate({ timestamp: now }) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const codes = confirmed.json<{ message: string; data: { recovery_codes: string[] } }>();
    expect(codes.message).toBe(SECOND_FACTOR_MESSAGES.confirmed);
    expect(codes.data.recovery_codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes.data.recovery_codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes.data.recovery_codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const kept = await testApp.services.db.select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, admin.userId));
    expect(kept.map((row) => row.codeHash)).not.toContain(codes.data.recovery_codes[0]);

    expect(await sessionMark(admin.token)).not.toBeNull();
    expect((await call("GET", "/admin/second-factor", admin.token)).json()).toEqual({ data: { enrolled: true, verified: true, recovery_codes_left: RECOVERY_CODE_COUNT } });
    expect((await call("GET", "/admin/business-accounts", admin.token)).statusCode).toBe(200);

    // Once confirmed, enrolment is refused: a lost device is reset instead.
    expectError(await call("POST", "/admin/second-factor/enrolment", admin.token), 409, SECOND_FACTOR_MESSAGES.alreadyEnrolled);
    expectError(await call("POST", "/admin/second-factor/confirmation", admin.token, { code: totpCode(enrolment.secret, now) }), 409, SECOND_FACTOR_MESSAGES.alreadyEnrolled);

    const [entry] = await auditOf(admin.userId, "second_factor.enrol");
    expect(entry).toMatchObject({ actorUserId: admin.userId, actorEmail: admin.email, actorRole: "owner", action: "second_factor", before: { enrolled: false } });
    expect(JSON.stringify(entry)).not.toContain(enrolment.secret);
    for (const code of codes.data.recovery_codes) expect(JSON.stringify(entry)).not.toContain(code);
  });

  it("restarting an unconfirmed enrolment replaces the secret: the old one's codes no longer confirm", async () => {
    const admin = await newAdmin();
    const first = await enrol(admin.token);
    const second = await enrol(admin.token);
    expect(second.secret).not.toBe(first.secret);
    const now = testApp.clock.now();
    expectError(await call("POST", "/admin/second-factor/confirmation", admin.token, { code: totpCode(first.secret, now) }), 422, SECOND_FACTOR_MESSAGES.wrongCode);
    expect((await call("POST", "/admin/second-factor/confirmation", admin.token, { code: totpCode(second.secret, now) })).statusCode).toBe(200);
  });

  it("confirming or verifying before starting is refused, saying what to do", async () => {
    const admin = await newAdmin();
    expectError(await call("POST", "/admin/second-factor/confirmation", admin.token, { code: "123456" }), 409, SECOND_FACTOR_MESSAGES.notStarted);
    expectError(await call("POST", "/admin/second-factor/verification", admin.token, { code: "123456" }), 409, SECOND_FACTOR_MESSAGES.notEnrolled);
    expectError(await call("POST", "/admin/second-factor/recovery-codes", admin.token), 403, ADMIN_MESSAGES.secondFactorRequired);
    expectError(await call("DELETE", "/admin/second-factor", admin.token), 403, ADMIN_MESSAGES.secondFactorRequired);
  });
});

describe("verification on a new sign-in", () => {
  it("a code works once: the same step replayed, or an older one, is refused; the step before and after now are accepted", async () => {
    const admin = await enrolled();
    const second = await anotherSignIn(admin.userId);
    expect((await call("GET", "/admin/second-factor", second.token)).json()).toEqual({ data: { enrolled: true, verified: false, recovery_codes_left: RECOVERY_CODE_COUNT } });
    expectError(await call("GET", "/admin/admins", second.token), 403, ADMIN_MESSAGES.secondFactorRequired);

    const now = testApp.clock.now().getTime();
    // The previous step's code (a phone a little behind) works.
    const verified = await call("POST", "/admin/second-factor/verification", second.token, { code: totpCode(admin.secret, now - 30_000) });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toEqual({ message: SECOND_FACTOR_MESSAGES.verified, data: { method: "authenticator", recovery_codes_left: RECOVERY_CODE_COUNT } });
    expect((await call("GET", "/admin/admins", second.token)).statusCode).toBe(200);

    // A third sign-in replays it: refused. The current step's code still works, then it too is spent.
    const third = await anotherSignIn(admin.userId);
    expectError(await call("POST", "/admin/second-factor/verification", third.token, { code: totpCode(admin.secret, now - 30_000) }), 422, SECOND_FACTOR_MESSAGES.wrongCode);
    expect((await call("POST", "/admin/second-factor/verification", third.token, { code: totpCode(admin.secret, now) })).statusCode).toBe(200);
    const fourth = await anotherSignIn(admin.userId);
    expectError(await call("POST", "/admin/second-factor/verification", fourth.token, { code: totpCode(admin.secret, now) }), 422);
    // The next step's code (a phone a little ahead) works; two steps ahead does not.
    expectError(await call("POST", "/admin/second-factor/verification", fourth.token, { code: totpCode(admin.secret, now + 60_000) }), 422);
    expect((await call("POST", "/admin/second-factor/verification", fourth.token, { code: totpCode(admin.secret, now + 30_000) })).statusCode).toBe(200);
    testApp.clock.advance(60_000);
  });

  it("wrong codes are limited per admin: over the limit, 429 with Retry-After, the right code refused too", async () => {
    const admin = await enrolled();
    const other = await anotherSignIn(admin.userId);
    testApp.clock.advance(30_000);
    for (let attempt = 0; attempt < SECOND_FACTOR_ATTEMPTS.limit; attempt += 1) {
      expectError(await call("POST", "/admin/second-factor/verification", other.token, { code: "000000" === totpCode(admin.secret, testApp.clock.now()) ? "111111" : "000000" }), 422);
    }
    const limited = await call("POST", "/admin/second-factor/verification", other.token, { code: totpCode(admin.secret, testApp.clock.now()) });
    expectError(limited, 429, SECOND_FACTOR_MESSAGES.tooManyAttempts);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expectError(await call("POST", "/admin/second-factor/verification", other.token, { recovery_code: admin.recoveryCodes[0] }), 429);
    expect(await sessionMark(other.token)).toBeNull();
    // After the window the right code works.
    testApp.clock.advance(SECOND_FACTOR_ATTEMPTS.windowSeconds * 1000);
    expect((await call("POST", "/admin/second-factor/verification", other.token, { code: totpCode(admin.secret, testApp.clock.now()) })).statusCode).toBe(200);
    testApp.clock.advance(30_000);
  });

  it("a recovery code works once, is audited, and says how many are left", async () => {
    const admin = await enrolled();
    const second = await anotherSignIn(admin.userId);
    const [first] = admin.recoveryCodes;
    // Typed with capitals and spaces instead of the dash: still the code.
    const used = await call("POST", "/admin/second-factor/verification", second.token, { recovery_code: ` ${first!.toUpperCase().replace("-", " ")} ` });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json()).toEqual({ message: SECOND_FACTOR_MESSAGES.recoveryCodeUsed(9), data: { method: "recovery_code", recovery_codes_left: 9 } });
    expect(await sessionMark(second.token)).not.toBeNull();

    const third = await anotherSignIn(admin.userId);
    expectError(await call("POST", "/admin/second-factor/verification", third.token, { recovery_code: first }), 422, SECOND_FACTOR_MESSAGES.wrongRecoveryCode);
    expectError(await call("POST", "/admin/second-factor/verification", third.token, { recovery_code: "aaaaa-bbbbb" }), 422, SECOND_FACTOR_MESSAGES.wrongRecoveryCode);
    expect(await sessionMark(third.token)).toBeNull();

    const [entry] = await auditOf(admin.userId, "second_factor.recovery_code_use");
    expect(entry).toMatchObject({ actorUserId: admin.userId, action: "second_factor", before: { recovery_codes_left: 10 }, after: { recovery_codes_left: 9 } });
    expect(JSON.stringify(entry)).not.toContain(first!.slice(0, 5));
  });

  it("new recovery codes (on a confirmed session) kill the old ones", async () => {
    const admin = await enrolled();
    const renewed = await call("POST", "/admin/second-factor/recovery-codes", admin.token);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = renewed.json<{ data: { recovery_codes: string[] } }>().data.recovery_codes;
    expect(fresh).toHaveLength(RECOVERY_CODE_COUNT);
    const other = await anotherSignIn(admin.userId);
    expectError(await call("POST", "/admin/second-factor/verification", other.token, { recovery_code: admin.recoveryCodes[1] }), 422);
    expect((await call("POST", "/admin/second-factor/verification", other.token, { recovery_code: fresh[0] })).statusCode).toBe(200);
    const [entry] = await auditOf(admin.userId, "second_factor.recovery_codes_renew");
    expect(entry).toMatchObject({ actorUserId: admin.userId, after: { recovery_codes_left: RECOVERY_CODE_COUNT } });
  });

  it("bad and hostile input: 4xx in the error shape, nothing marked", async () => {
    const admin = await enrolled();
    const other = await anotherSignIn(admin.userId);
    for (const payload of [{}, { code: "12345a" }, { code: 123456 }, { code: "1".repeat(100_000) }, { code: "123456", recovery_code: "aaaaa-bbbbb" }, { recovery_code: "x".repeat(500) }, { code: "12\u000034" }]) {
      const answer = await call("POST", "/admin/second-factor/verification", other.token, payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
      expectErrorShape(answer.statusCode, String(answer.headers["content-type"]), answer.body, "hostile second factor");
    }
    expect(await sessionMark(other.token)).toBeNull();
  });
});

describe("lost device", () => {
  it("in with a recovery code, the admin resets the authenticator; other sessions lose their mark; a new app is set up", async () => {
    const admin = await enrolled();
    const phoneLost = await anotherSignIn(admin.userId);
    expectError(await call("DELETE", "/admin/second-factor", phoneLost.token), 403, ADMIN_MESSAGES.secondFactorRequired);
    expect((await call("POST", "/admin/second-factor/verification", phoneLost.token, { recovery_code: admin.recoveryCodes[2] })).statusCode).toBe(200);

    const reset = await call("DELETE", "/admin/second-factor", phoneLost.token);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual({ message: SECOND_FACTOR_MESSAGES.reset });
    expect(await sessionMark(admin.token)).toBeNull();
    expect(await sessionMark(phoneLost.token)).not.toBeNull();
    expectError(await call("GET", "/admin/admins", admin.token), 403, ADMIN_MESSAGES.secondFactorRequired);
    const [left] = await testApp.services.db.select({ count: sql<number>`count(*)::int` }).from(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, admin.userId));
    expect(left!.count).toBe(0);

    expect((await call("GET", "/admin/second-factor", phoneLost.token)).json()).toEqual({ data: { enrolled: false, verified: true, recovery_codes_left: 0 } });
    const fresh = await enrol(phoneLost.token);
    expect((await call("POST", "/admin/second-factor/confirmation", phoneLost.token, { code: totpCode(fresh.secret, testApp.clock.now()) })).statusCode).toBe(200);
    testApp.clock.advance(30_000);

    const [entry] = await auditOf(admin.userId, "second_factor.reset");
    expect(entry).toMatchObject({ actorUserId: admin.userId, before: { enrolled: true, recovery_codes_left: 9 }, after: { enrolled: false } });
  });
});

describe("the admin team (owners)", () => {
  it("lists admins with role, authenticator and last sign-in", async () => {
    const owner = await signInAsAdmin(testApp, unique("team-owner"));
    const listed = await call("GET", "/admin/admins", owner.token);
    expect(listed.statusCode, listed.body).toBe(200);
    const me = listed.json<{ data: { id: number; role: string; enrolled: boolean; last_sign_in_at: string | null }[] }>().data.find((row) => row.id === owner.userId);
    expect(me).toMatchObject({ role: "owner", enrolled: false });
    expect(me!.last_sign_in_at).not.toBeNull();
  });

  it("adds a member account as an admin, changes the role, resets the authenticator, removes them; audited with before and after", async () => {
    const owner = await signInAsAdmin(testApp, unique("team-owner"));
    const memberEmail = unique("member");
    const member = await signInWithCode(testApp, memberEmail);

    expectError(await call("POST", "/admin/admins", owner.token, { email: unique("nobody"), role: "support" }), 404, ADMIN_TEAM_MESSAGES.noAccount);
    expectError(await call("POST", "/admin/admins", owner.token, { email: memberEmail, role: "king" }), 422);
    const added = await call("POST", "/admin/admins", owner.token, { email: memberEmail.toUpperCase(), role: "support" });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ message: ADMIN_TEAM_MESSAGES.added(memberEmail, "support"), data: { id: member.userId, role: "support", enrolled: false } });
    expectError(await call("POST", "/admin/admins", owner.token, { email: memberEmail, role: "support" }), 409, ADMIN_TEAM_MESSAGES.alreadyAdmin(memberEmail));
    const [addEntry] = await auditOf(member.userId, "admin.add");
    expect(addEntry).toMatchObject({ actorUserId: owner.userId, action: "admins.manage", before: { account_role: "traveler", admin_role: null }, after: { account_role: "admin", admin_role: "support" } });

    // The new admin's session must pass the second factor; it may set it up.
    expectError(await call("GET", "/admin/business-accounts", member.token), 403, ADMIN_MESSAGES.secondFactorRequired);
    const { secret } = await enrol(member.token);
    expect((await call("POST", "/admin/second-factor/confirmation", member.token, { code: totpCode(secret, testApp.clock.now()) })).statusCode).toBe(200);
    expect((await call("GET", "/admin/business-accounts", member.token)).statusCode).toBe(200);
    expectError(await call("GET", "/admin/admins", member.token), 403, ADMIN_MESSAGES.roleRefused);

    const changed = await call("PATCH", `/admin/admins/${member.userId}`, owner.token, { role: "content_editor" });
    expect(changed.statusCode, changed.body).toBe(200);
    const [roleEntry] = await auditOf(member.userId, "admin.role_change");
    expect(roleEntry).toMatchObject({ before: { admin_role: "support" }, after: { admin_role: "content_editor" } });

    const reset = await call("POST", `/admin/admins/${member.userId}/second-factor/reset`, owner.token);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual({ message: ADMIN_TEAM_MESSAGES.secondFactorReset(memberEmail) });
    expect(await sessionMark(member.token)).toBeNull();
    expectError(await call("GET", "/admin/business-accounts", member.token), 403, ADMIN_MESSAGES.secondFactorRequired);
    expect((await call("GET", "/admin/second-factor", member.token)).json()).toMatchObject({ data: { enrolled: false } });
    const [resetEntry] = await auditOf(member.userId, "admin.second_factor_reset");
    expect(resetEntry).toMatchObject({ before: { enrolled: true }, after: { enrolled: false } });

    const removed = await call("DELETE", `/admin/admins/${member.userId}`, owner.token);
    expect(removed.statusCode, removed.body).toBe(200);
    expectError(await call("GET", "/admin/second-factor", member.token), 403, ADMIN_MESSAGES.adminsOnly);
    const [row] = await testApp.services.db.select().from(users).where(eq(users.id, member.userId));
    expect([row!.role, row!.adminRole]).toEqual(["traveler", null]);
    const [removeEntry] = await auditOf(member.userId, "admin.remove");
    expect(removeEntry).toMatchObject({ before: { account_role: "admin", admin_role: "content_editor" }, after: { account_role: "traveler", admin_role: null } });
    expectError(await call("DELETE", `/admin/admins/${member.userId}`, owner.token), 404, ADMIN_TEAM_MESSAGES.noAdmin);
  });

  it("an owner cannot demote or remove themselves, nor leave the console without an owner", async () => {
    const db = testApp.services.db;
    // Alone as owner for this test: the other owners made by earlier tests step down to support.
    await db.update(users).set({ adminRole: "support" }).where(and(eq(users.role, "admin"), eq(users.adminRole, "owner")));
    const owner = await signInAsAdmin(testApp, unique("sole-owner"));
    expectError(await call("PATCH", `/admin/admins/${owner.userId}`, owner.token, { role: "support" }), 409, ADMIN_TEAM_MESSAGES.notYourself);
    expectError(await call("DELETE", `/admin/admins/${owner.userId}`, owner.token), 409, ADMIN_TEAM_MESSAGES.notYourself);

    const second = await signInAsAdmin(testApp, unique("second-owner"), "owner");
    // Two owners: one may demote the other; then the first is the only owner.
    expect((await call("PATCH", `/admin/admins/${second.userId}`, owner.token, { role: "support" })).statusCode).toBe(200);
    // Only owners manage the team, so through the API the last owner is always the caller (refused
    // above). The rule holds in the domain whoever asks: a disabled owner is no owner left.
    const third = await signInAsAdmin(testApp, unique("third-owner"), "owner");
    await db.update(users).set({ disabledAt: testApp.clock.now() }).where(eq(users.id, third.userId));
    const actor = { userId: second.userId, email: "second@amora.example", role: "owner" as const, sessionId: 0, secondFactorVerified: true };
    await expect(removeAdmin(testApp.services, actor, owner.userId)).rejects.toThrow(ADMIN_TEAM_MESSAGES.lastOwner);
    await db.update(users).set({ disabledAt: null }).where(eq(users.id, third.userId));
    expect((await call("DELETE", `/admin/admins/${third.userId}`, owner.token)).statusCode).toBe(200);
  });

  it("a business account is not made an admin; bad ids and bodies are 4xx, nothing written", async () => {
    const owner = await signInAsAdmin(testApp, unique("team-owner"));
    const businessEmail = unique("business");
    await testApp.services.db.insert(users).values({ email: businessEmail, role: "business" });
    const [before] = await testApp.services.db.select({ count: sql<number>`count(*)::int` }).from(adminAuditLog);
    expectError(await call("POST", "/admin/admins", owner.token, { email: businessEmail, role: "owner" }), 409, ADMIN_TEAM_MESSAGES.businessAccount);
    expectError(await call("POST", "/admin/admins", owner.token, { email: "", role: "owner" }), 422);
    expectError(await call("POST", "/admin/admins", owner.token, { email: "x".repeat(10_000), role: "owner" }), 422);
    expectError(await call("PATCH", "/admin/admins/abc", owner.token, { role: "owner" }), 400);
    expectError(await call("PATCH", "/admin/admins/99999999999", owner.token, { role: "owner" }), 400);
    expectError(await call("PATCH", "/admin/admins/2147483000", owner.token, { role: "owner" }), 404, ADMIN_TEAM_MESSAGES.noAdmin);
    expectError(await call("POST", "/admin/admins/2147483000/second-factor/reset", owner.token), 404);
    const [after] = await testApp.services.db.select({ count: sql<number>`count(*)::int` }).from(adminAuditLog);
    expect(after!.count).toBe(before!.count);
  });
});
