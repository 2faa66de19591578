import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, latestCodeTo } from "../support/accounts";
import { createTestApp, type TestApp } from "../support/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({}, { captureLogs: true });
});
afterAll(async () => {
  await testApp.close();
});

async function register(email: string, password = "secret-password-1") {
  const response = await testApp.app.inject({
    method: "POST",
    url: "/api/v1/register",
    payload: { email, password, name: "Sam Field" },
    remoteAddress: "10.1.0.1",
  });
  const header = response.headers["set-cookie"];
  const cookie = /amora_session=[^;]*/.exec(String(Array.isArray(header) ? header[0] : header))![0];
  return { token: response.json().token as string, cookie, id: response.json().user.id as number };
}

describe("cross-site requests with the session cookie (CSRF)", () => {
  it.each([
    [{ "sec-fetch-site": "cross-site" }],
    [{ "sec-fetch-site": "same-site" }],
    [{ origin: "https://evil.example" }],
  ])("refuses a cookie-authenticated write with %j", async (headers) => {
    const { cookie } = await register(`csrf-${Math.random().toString(36).slice(2)}@example.com`);
    for (const [method, url] of [
      ["POST", "/api/v1/user"],
      ["DELETE", "/api/v1/user"],
      ["POST", "/api/v1/logout"],
    ] as const) {
      const response = await testApp.app.inject({ method, url, payload: { firstname: "Mallory" }, headers: { cookie, ...headers } });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toMatchObject({ status: 403, code: "FORBIDDEN" });
    }
    const me = await testApp.app.inject({ method: "GET", url: "/api/v1/user", headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.firstname).toBe("Sam");
  });

  it("accepts the same write from this site, and a Bearer write from anywhere", async () => {
    const { cookie, token } = await register("same-site@example.com");
    const sameSite = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/user",
      payload: { firstname: "Samantha" },
      headers: { cookie, "sec-fetch-site": "same-origin" },
    });
    expect(sameSite.statusCode).toBe(200);
    const app = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/user",
      payload: { lastname: "Fields" },
      headers: { ...bearer(token), "sec-fetch-site": "cross-site" },
    });
    expect(app.statusCode).toBe(200);
    expect(app.json().data).toMatchObject({ firstname: "Samantha", lastname: "Fields" });
  });

  it("a cross-site GET /logout does not end the web session", async () => {
    const { cookie } = await register("stay@example.com");
    const response = await testApp.app.inject({ method: "GET", url: "/api/v1/logout", headers: { cookie, "sec-fetch-site": "cross-site" } });
    expect(response.statusCode).toBe(200);
    expect((await testApp.app.inject({ method: "GET", url: "/api/v1/user", headers: { cookie } })).statusCode).toBe(200);
  });
});

describe("rate limits on credential endpoints", () => {
  it("answers 429 with Retry-After past 30 calls in 10 minutes from one address", async () => {
    const statuses: number[] = [];
    let last;
    for (let call = 0; call < 31; call += 1) {
      last = await testApp.app.inject({
        method: "POST",
        url: "/api/v1/login",
        payload: { email: `guess${call}@example.com`, password: "wrong-password" },
        remoteAddress: "10.9.9.9",
      });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 422)).toBe(true);
    expect(last!.statusCode).toBe(429);
    expect(last!.json()).toMatchObject({ status: 429, code: "RATE_LIMITED" });
    const retryAfter = Number(last!.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // Another address is not affected.
    const other = await testApp.app.inject({ method: "POST", url: "/api/v1/login", payload: { email: "x@example.com", password: "wrong-password" }, remoteAddress: "10.9.9.10" });
    expect(other.statusCode).toBe(422);
  });

  it("stops password guessing against one address from many client addresses", async () => {
    await register("target@example.com", "the-real-password");
    let last;
    for (let call = 0; call < 11; call += 1) {
      last = await testApp.app.inject({
        method: "POST",
        url: "/api/v1/login",
        payload: { email: "target@example.com", password: `guess-number-${call}` },
        remoteAddress: `10.8.0.${call + 1}`,
      });
    }
    expect(last!.statusCode).toBe(429);
    expect(Number(last!.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("authorization of /user", () => {
  it.each([
    ["GET", undefined],
    ["POST", { firstname: "X" }],
    ["DELETE", undefined],
  ] as const)("%s /user without a login is 401 in the error shape", async (method, payload) => {
    const response = await testApp.app.inject({ method, url: "/api/v1/user", ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 401, code: "UNAUTHENTICATED", message: "Unauthenticated." });
  });

  it("an unknown or malformed token is a visitor", async () => {
    for (const authorization of ["Bearer nope", "Bearer " + "a".repeat(43), "Basic abc", "Bearer"]) {
      const response = await testApp.app.inject({ method: "GET", url: "/api/v1/user", headers: { authorization } });
      expect(response.statusCode, authorization).toBe(401);
    }
  });

  it("each member reaches only their own account, whatever they send", async () => {
    const alice = await register("alice@example.com");
    const bob = await register("bob@example.com");
    // Bob cannot address Alice's account: there is no id to send, and extra fields are ignored.
    const update = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/user",
      payload: { id: alice.id, email: "alice@example.com", firstname: "Bobby" },
      headers: bearer(bob.token),
    });
    expect(update.statusCode).toBe(200);
    expect(update.json().data).toMatchObject({ id: bob.id, email: "bob@example.com", firstname: "Bobby" });
    const aliceNow = await testApp.app.inject({ method: "GET", url: "/api/v1/user", headers: bearer(alice.token) });
    expect(aliceNow.json().data).toMatchObject({ id: alice.id, firstname: "Sam" });
    await testApp.app.inject({ method: "DELETE", url: "/api/v1/user", headers: bearer(bob.token) });
    expect((await testApp.app.inject({ method: "GET", url: "/api/v1/user", headers: bearer(alice.token) })).statusCode).toBe(200);
  });

  it("changing the password needs the current one", async () => {
    const carol = await register("carol@example.com", "carol-password");
    const wrong = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/user",
      payload: { password: "new-password-1", current_password: "not-it" },
      headers: bearer(carol.token),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe("The current password is incorrect.");
    const right = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/user",
      payload: { password: "new-password-1", current_password: "carol-password" },
      headers: bearer(carol.token),
    });
    expect(right.statusCode).toBe(200);
  });

  it("validates profile dates", async () => {
    const dave = await register("dave@example.com");
    const bad = await testApp.app.inject({ method: "POST", url: "/api/v1/user", payload: { birthday: "31/12/1990" }, headers: bearer(dave.token) });
    expect(bad.statusCode).toBe(422);
    const good = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/user",
      payload: { birthday: "1990-12-31", wedding_date: "2026-09-12", anniversary_date: null, fcm_token: "device-token-1" },
      headers: bearer(dave.token),
    });
    expect(good.json().data).toMatchObject({ birthday: "1990-12-31", wedding_date: "2026-09-12", anniversary_date: null, fcm_token: "device-token-1" });
  });
});

describe("logs", () => {
  it("never contain a password, code or token", async () => {
    const password = "log-check-password";
    const { token } = await register("logs@example.com", password);
    await testApp.app.inject({ method: "GET", url: "/api/v1/user", headers: bearer(token) });
    await testApp.app.inject({ method: "POST", url: "/api/v1/send-otp", payload: { email: "logs-otp@example.com" }, remoteAddress: "10.2.0.1" });
    const otp = await latestCodeTo(testApp, "logs-otp@example.com");
    await testApp.app.inject({ method: "POST", url: "/api/v1/verify-otp", payload: { email: "logs-otp@example.com", otp: "000000" }, remoteAddress: "10.2.0.1" });
    const verified = await testApp.app.inject({ method: "POST", url: "/api/v1/verify-otp", payload: { email: "logs-otp@example.com", otp }, remoteAddress: "10.2.0.1" });
    const link = new URL(verified.json().loginurl);
    await testApp.app.inject({ method: "GET", url: link.pathname + link.search });
    const linkToken = link.searchParams.get("token")!;
    const logs = testApp.logLines.join("\n");
    expect(logs.length).toBeGreaterThan(0);
    for (const secret of [password, token, otp, verified.json().token, linkToken]) expect(logs).not.toContain(secret);
    expect(logs).toContain("/api/v1/login/link?email=logs-otp%40example.com&token=[redacted]");
  });
});

describe("the web cookie in production", () => {
  it("is Secure, HttpOnly and SameSite=Lax", async () => {
    const production = await createTestApp({ NODE_ENV: "production" });
    try {
      const response = await production.app.inject({
        method: "POST",
        url: "/api/v1/register",
        payload: { email: "secure@example.com", password: "secure-password" },
      });
      const cookie = String(response.headers["set-cookie"]);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
    } finally {
      await production.close();
    }
  });
});
