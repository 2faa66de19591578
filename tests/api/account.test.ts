import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "../../core/account-rules";
import { oneTimeCodes, outboundEmails, sessions, users } from "../../server/db/schema/accounts";
import { bearer, latestCodeTo, latestEmailTo, signInWithCode } from "../support/accounts";
import { createTestApp, type TestApp } from "../support/test-app";

let testApp: TestApp;
// Each test uses its own client address, so the per-address credential limit never bleeds.
let addressCounter = 1;
const nextAddress = () => `10.0.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

function post(url: string, payload: object, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: "POST", url: `/api/v1${url}`, payload, headers, remoteAddress: nextAddress() });
}

function cookieFrom(response: { headers: Record<string, unknown> }): string {
  const header = response.headers["set-cookie"];
  const value = Array.isArray(header) ? header[0] : header;
  const match = /amora_session=([^;]*)/.exec(String(value));
  if (!match) throw new Error("no session cookie");
  return `amora_session=${match[1]}`;
}

describe("POST /send-otp and /verify-otp (quick sign-up)", () => {
  it("e-mails a six-digit code and signs the address in, creating the member", async () => {
    const sent = await post("/send-otp", { email: "New.Member@Example.com" });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: "OTP sent successfully" });
    const otp = await latestCodeTo(testApp, "new.member@example.com");
    expect(otp).toMatch(/^\d{6}$/);

    const verified = await post("/verify-otp", { email: "new.member@example.com", otp, device_name: "iPhone" });
    expect(verified.statusCode).toBe(200);
    const body = verified.json();
    expect(body).toMatchObject({ message: "OTP verified successfully", is_new_user: true, user: { email: "new.member@example.com" } });
    expect(body.user.email_verified_at).not.toBeNull();
    const me = await testApp.app.inject({ method: "GET", url: "/api/v1/user", headers: bearer(body.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ email: "new.member@example.com", unread_deals_count: 0, media: [] });
  });

  it("keeps only a keyed hash of the code", async () => {
    await post("/send-otp", { email: "hashed@example.com" });
    const otp = await latestCodeTo(testApp, "hashed@example.com");
    const rows = await testApp.services.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, "hashed@example.com"));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(otp);
  });

  it("answers the same for an address with and without an account", async () => {
    await signInWithCode(testApp, "existing@example.com");
    testApp.clock.advance(61_000);
    const known = await post("/send-otp", { email: "existing@example.com" });
    const unknown = await post("/send-otp", { email: "nobody-yet@example.com" });
    expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
  });

  it("refuses a wrong code with 'Invalid OTP', and a code used once cannot be used again", async () => {
    await post("/send-otp", { email: "once@example.com" });
    const otp = await latestCodeTo(testApp, "once@example.com");
    const wrong = await post("/verify-otp", { email: "once@example.com", otp: otp === "000000" ? "111111" : "000000" });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ status: 422, code: "VALIDATION_FAILED", message: ACCOUNT_MESSAGES.otpInvalid });
    expect((await post("/verify-otp", { email: "once@example.com", otp })).statusCode).toBe(200);
    const again = await post("/verify-otp", { email: "once@example.com", otp });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(ACCOUNT_MESSAGES.otpInvalid);
  });

  it("ends a code after five wrong tries", async () => {
    await post("/send-otp", { email: "five@example.com" });
    const otp = await latestCodeTo(testApp, "five@example.com");
    const wrong = otp === "123456" ? "654321" : "123456";
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await post("/verify-otp", { email: "five@example.com", otp: wrong })).statusCode).toBe(422);
    }
    const right = await post("/verify-otp", { email: "five@example.com", otp });
    expect(right.statusCode).toBe(422);
    expect(right.json().message).toBe(ACCOUNT_MESSAGES.otpInvalid);
  });

  it("lets a code expire after ten minutes", async () => {
    await post("/send-otp", { email: "late@example.com" });
    const otp = await latestCodeTo(testApp, "late@example.com");
    testApp.clock.advance(10 * 60 * 1000 + 1000);
    const late = await post("/verify-otp", { email: "late@example.com", otp });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(ACCOUNT_MESSAGES.otpExpired);
  });

  it("refuses a new code within 60 seconds (429, Retry-After) and caps codes per address per hour", async () => {
    expect((await post("/send-otp", { email: "often@example.com" })).statusCode).toBe(200);
    const soon = await post("/send-otp", { email: "often@example.com" });
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({ status: 429, code: "RATE_LIMITED" });
    expect(Number(soon.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(soon.headers["retry-after"])).toBeLessThanOrEqual(60);
    for (let sent = 1; sent < 5; sent += 1) {
      testApp.clock.advance(61_000);
      expect((await post("/send-otp", { email: "often@example.com" })).statusCode).toBe(200);
    }
    testApp.clock.advance(61_000);
    const capped = await post("/send-otp", { email: "often@example.com" });
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toBe(ACCOUNT_MESSAGES.otpHourlyCap);
    testApp.clock.advance(60 * 60 * 1000);
    expect((await post("/send-otp", { email: "often@example.com" })).statusCode).toBe(200);
  });

  it("only the newest code works", async () => {
    await post("/send-otp", { email: "newest@example.com" });
    const first = await latestCodeTo(testApp, "newest@example.com");
    testApp.clock.advance(61_000);
    await post("/send-otp", { email: "newest@example.com" });
    const second = await latestCodeTo(testApp, "newest@example.com");
    if (first !== second) {
      expect((await post("/verify-otp", { email: "newest@example.com", otp: first })).statusCode).toBe(422);
    }
    expect((await post("/verify-otp", { email: "newest@example.com", otp: second })).statusCode).toBe(200);
  });

  it.each([
    [{}, ACCOUNT_MESSAGES.emailRequired],
    [{ email: "" }, ACCOUNT_MESSAGES.emailRequired],
    [{ email: "not-an-email" }, ACCOUNT_MESSAGES.emailInvalid],
    [{ email: "a b@example.com" }, ACCOUNT_MESSAGES.emailInvalid],
  ])("send-otp %j: 422 '%s'", async (payload, message) => {
    const response = await post("/send-otp", payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ status: 422, message });
  });

  it.each([
    [{ email: "x@example.com" }, ACCOUNT_MESSAGES.otpRequired],
    [{ email: "x@example.com", otp: "" }, ACCOUNT_MESSAGES.otpRequired],
    [{ email: "x@example.com", otp: "12345" }, ACCOUNT_MESSAGES.otpInvalid],
    [{ email: "x@example.com", otp: "1234567" }, ACCOUNT_MESSAGES.otpInvalid],
  ])("verify-otp %j: 422 '%s'", async (payload, message) => {
    const response = await post("/verify-otp", payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(message);
  });
});

describe("POST /register and /login", () => {
  it("registers, returns a token and a login URL, and signs in with the password", async () => {
    const registered = await post("/register", { email: "pat@example.com", password: "correct horse", name: "Pat Quinn Lee", device_name: "web" });
    expect(registered.statusCode).toBe(200);
    const body = registered.json();
    expect(body.user).toMatchObject({ email: "pat@example.com", firstname: "Pat Quinn", lastname: "Lee", has_password: true });
    expect(body.token.length).toBeGreaterThanOrEqual(22);
    expect(body.loginurl).toMatch(/\/api\/v1\/login\/link\?/);
    expect(await latestEmailTo(testApp, "pat@example.com", "welcome")).toBeDefined();

    const login = await post("/login", { email: "PAT@example.com", password: "correct horse", device_name: "Android" });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.email).toBe("pat@example.com");
  });

  it("refuses a taken address with the server's 422 message", async () => {
    await post("/register", { email: "taken@example.com", password: "password-1", name: "A" });
    const again = await post("/register", { email: "Taken@Example.com", password: "password-2", name: "B" });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ status: 422, message: ACCOUNT_MESSAGES.emailTaken, errors: { email: [ACCOUNT_MESSAGES.emailTaken] } });
  });

  it.each([
    [{ email: "p1@example.com" }, ACCOUNT_MESSAGES.passwordRequired],
    [{ email: "p2@example.com", password: "short" }, ACCOUNT_MESSAGES.passwordLength],
    [{ email: "p3@example.com", password: "x".repeat(65) }, ACCOUNT_MESSAGES.passwordLength],
    [{ password: "long enough" }, ACCOUNT_MESSAGES.emailRequired],
  ])("register %j: 422 '%s'", async (payload, message) => {
    const response = await post("/register", payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(message);
  });

  it("accepts passwords of 8 and of 64 characters", async () => {
    expect((await post("/register", { email: "eight@example.com", password: "12345678" })).statusCode).toBe(200);
    expect((await post("/register", { email: "sixty4@example.com", password: "y".repeat(64) })).statusCode).toBe(200);
  });

  it("gives one message for a wrong password and an unknown address", async () => {
    await post("/register", { email: "real@example.com", password: "the-password" });
    const wrongPassword = await post("/login", { email: "real@example.com", password: "not-the-password" });
    const unknown = await post("/login", { email: "ghost@example.com", password: "whatever-1" });
    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongPassword.json().message).toBe(ACCOUNT_MESSAGES.credentialsWrong);
    expect([unknown.statusCode, unknown.json().message]).toEqual([422, ACCOUNT_MESSAGES.credentialsWrong]);
  });

  it("stores passwords with argon2id", async () => {
    await post("/register", { email: "argon@example.com", password: "argon-password" });
    const [row] = await testApp.services.db.select().from(users).where(eq(users.email, "argon@example.com"));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("completes the classic sign-up: verify the address by code, then Create Account sets name and password", async () => {
    await post("/send-otp", { email: "classic@example.com" });
    const otp = await latestCodeTo(testApp, "classic@example.com");
    const verified = await post("/verify-otp", { email: "classic@example.com", otp, device_name: "web" });
    const cookie = cookieFrom(verified);
    const created = await post("/register", { email: "classic@example.com", password: "classic-pass", name: "Cleo Diaz", device_name: "web" }, {
      cookie,
      "sec-fetch-site": "same-origin",
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().user).toMatchObject({ firstname: "Cleo", lastname: "Diaz", has_password: true, email_verified_at: expect.any(String) });
    // Without that session, the same address is taken.
    const stranger = await post("/register", { email: "classic@example.com", password: "other-pass", name: "X" });
    expect(stranger.json().message).toBe(ACCOUNT_MESSAGES.emailTaken);
  });
});

describe("sessions", () => {
  it("keeps only a hash of the token, and the token works as Bearer and as the web cookie", async () => {
    const login = await post("/register", { email: "tokens@example.com", password: "token-pass" });
    const { token, user } = login.json();
    const rows = await testApp.services.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    const cookie = cookieFrom(login);
    expect(String(login.headers["set-cookie"])).toMatch(/HttpOnly/);
    expect(String(login.headers["set-cookie"])).toMatch(/SameSite=Lax/);
    expect(String(login.headers["set-cookie"])).not.toMatch(/Secure/);
    const viaCookie = await testApp.app.inject({ method: "GET", url: "/api/v1/user", headers: { cookie } });
    expect(viaCookie.json().data.email).toBe("tokens@example.com");
    const viaBearer = await testApp.app.inject({ method: "GET", url: "/api/v1/user", headers: bearer(token) });
    expect(viaBearer.json().data.email).toBe("tokens@example.com");
  });

  it("issues different tokens of at least 128 bits", async () => {
    const tokens = new Set<string>();
    for (let index = 0; index < 5; index += 1) {
      const response = await post("/login", { email: "tokens@example.com", password: "token-pass" });
      const token: string = response.json().token;
      expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
      tokens.add(token);
    }
    expect(tokens.size).toBe(5);
  });

  it("logout ends the token on the server", async () => {
    const { token } = (await post("/register", { email: "bye@example.com", password: "bye-bye-pass" })).json();
    const out = await testApp.app.inject({ method: "GET", url: "/api/v1/logout", headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers["set-cookie"])).toMatch(/Max-Age=0/);
    const after = await testApp.app.inject({ method: "GET", url: "/api/v1/user", headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ status: 401, code: "UNAUTHENTICATED" });
  });

  it("deleting the account ends every token and removes the member", async () => {
    const first = (await post("/register", { email: "gone@example.com", password: "gone-pass-1" })).json().token;
    const second = (await post("/login", { email: "gone@example.com", password: "gone-pass-1" })).json().token;
    const deleted = await testApp.app.inject({ method: "DELETE", url: "/api/v1/user", headers: bearer(first) });
    expect(deleted.statusCode).toBe(200);
    for (const token of [first, second]) {
      expect((await testApp.app.inject({ method: "GET", url: "/api/v1/user", headers: bearer(token) })).statusCode).toBe(401);
    }
    expect(await testApp.services.db.select().from(users).where(eq(users.email, "gone@example.com"))).toHaveLength(0);
    expect(await latestEmailTo(testApp, "gone@example.com", "account-deleted")).toBeDefined();
  });

  it("changing the password ends every other session and keeps the one that changed it", async () => {
    const web = await post("/register", { email: "changer@example.com", password: "first-password", device_name: "web" });
    const webCookie = cookieFrom(web);
    const phone = (await post("/login", { email: "changer@example.com", password: "first-password", device_name: "iPhone" })).json().token;
    const tablet = (await post("/login", { email: "changer@example.com", password: "first-password", device_name: "iPad" })).json().token;
    const me = (headers: Record<string, string>) => testApp.app.inject({ method: "GET", url: "/api/v1/user", headers });

    // Neither a profile edit nor a refused password change signs anyone out.
    expect((await post("/user", { firstname: "Chris" }, bearer(phone))).statusCode).toBe(200);
    expect((await post("/user", { password: "second-password", current_password: "not-it" }, bearer(phone))).statusCode).toBe(422);
    for (const headers of [{ cookie: webCookie }, bearer(phone), bearer(tablet)]) expect((await me(headers)).statusCode).toBe(200);

    // The profile page's form: the web session changes it, with its cookie.
    const changed = await post("/user", { password: "second-password", current_password: "first-password" }, { cookie: webCookie, "sec-fetch-site": "same-origin" });
    expect(changed.statusCode).toBe(200);
    expect((await me({ cookie: webCookie })).statusCode).toBe(200);
    expect((await me(bearer(phone))).statusCode).toBe(401);
    expect((await me(bearer(tablet))).statusCode).toBe(401);

    // And from an app, with its token.
    const laptop = cookieFrom(await post("/login", { email: "changer@example.com", password: "second-password", device_name: "web" }));
    const watch = (await post("/login", { email: "changer@example.com", password: "second-password", device_name: "Watch" })).json().token;
    expect((await post("/user", { password: "third-password", current_password: "second-password" }, bearer(watch))).statusCode).toBe(200);
    expect((await me(bearer(watch))).statusCode).toBe(200);
    expect((await me({ cookie: laptop })).statusCode).toBe(401);
    expect((await me({ cookie: webCookie })).statusCode).toBe(401);
  });

  it("setting a first password (a member who signed up with a code) ends the other sessions too", async () => {
    const first = await signInWithCode(testApp, "codefirst@example.com");
    // A new code is refused within the minute.
    testApp.clock.advance(61_000);
    const second = await signInWithCode(testApp, "codefirst@example.com");
    expect((await post("/user", { password: "brand-new-password" }, bearer(first.token))).statusCode).toBe(200);
    expect((await testApp.app.inject({ method: "GET", url: "/api/v1/user", headers: bearer(first.token) })).statusCode).toBe(200);
    expect((await testApp.app.inject({ method: "GET", url: "/api/v1/user", headers: bearer(second.token) })).statusCode).toBe(401);
  });

  it("a login link opens one web session, once", async () => {
    const { loginurl } = (await post("/register", { email: "link@example.com", password: "link-pass-1" })).json();
    const path = new URL(loginurl).pathname + new URL(loginurl).search;
    const first = await testApp.app.inject({ method: "GET", url: path });
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe("/");
    const cookie = cookieFrom(first);
    expect((await testApp.app.inject({ method: "GET", url: "/api/v1/user", headers: { cookie } })).json().data.email).toBe("link@example.com");
    const second = await testApp.app.inject({ method: "GET", url: path });
    expect(second.headers.location).toBe("/?login=expired");
    expect(second.headers["set-cookie"]).toBeUndefined();
  });
});

describe("forgot and reset password", () => {
  it("e-mails a reset code only to a registered address, with the same answer for any address", async () => {
    await post("/register", { email: "forgetful@example.com", password: "old-password" });
    const known = await post("/forgot-password", { email: "forgetful@example.com" });
    const unknown = await post("/forgot-password", { email: "never-registered@example.com" });
    expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
    expect(known.json()).toEqual({ message: "OTP sent to your registered email." });
    expect(await latestEmailTo(testApp, "forgetful@example.com", "password-reset-code")).toBeDefined();
    expect(await latestEmailTo(testApp, "never-registered@example.com")).toBeUndefined();
  });

  it("sets the new password, signs out every other device and signs in", async () => {
    const oldToken = (await post("/register", { email: "reset@example.com", password: "old-password" })).json().token;
    await post("/forgot-password", { email: "reset@example.com" });
    const otp = await latestCodeTo(testApp, "reset@example.com", "password-reset-code");
    const reset = await post("/reset-password", { email: "reset@example.com", otp, password: "new-password", device_name: "web" });
    expect(reset.statusCode).toBe(200);
    expect((await testApp.app.inject({ method: "GET", url: "/api/v1/user", headers: bearer(oldToken) })).statusCode).toBe(401);
    expect((await testApp.app.inject({ method: "GET", url: "/api/v1/user", headers: bearer(reset.json().token) })).statusCode).toBe(200);
    expect((await post("/login", { email: "reset@example.com", password: "old-password" })).statusCode).toBe(422);
    expect((await post("/login", { email: "reset@example.com", password: "new-password" })).statusCode).toBe(200);
  });

  it("a sign-in code cannot reset a password", async () => {
    await post("/register", { email: "mixup@example.com", password: "old-password" });
    await post("/send-otp", { email: "mixup@example.com" });
    const signInCode = await latestCodeTo(testApp, "mixup@example.com");
    const reset = await post("/reset-password", { email: "mixup@example.com", otp: signInCode, password: "new-password" });
    expect(reset.statusCode).toBe(422);
  });
});

describe("e-mail is queued with the change", () => {
  it("writes the code e-mail in the outbox with subject, HTML and text", async () => {
    await post("/send-otp", { email: "outbox@example.com" });
    const [row] = await testApp.services.db.select().from(outboundEmails).where(eq(outboundEmails.toAddress, "outbox@example.com"));
    expect(row).toMatchObject({ template: "sign-in-code", sentAt: null });
    expect(row!.html.length).toBeGreaterThan(0);
    expect(row!.text).toMatch(/\d{6}/);
  });
});
