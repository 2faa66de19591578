import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboundEmails } from "../../server/db/schema/accounts";
import { URGENT_EMAIL_PRIORITY } from "../../server/domain/mail/queue-email";
import { bearer, latestCodeTo } from "../support/accounts";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * Password lock-out: ten wrong passwords for one address lock password checks on it for 15
 * minutes, whatever the client address, and during the lock-out the right password is refused
 * too. Every door that checks a password counts.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const LOCKOUT_MS = 15 * 60 * 1000;
let clientNumber = 0;
/** A new client address per call, so the per-address credential limit never interferes. */
function nextClient(): string {
  clientNumber += 1;
  return `10.${Math.floor(clientNumber / 250) + 20}.${clientNumber % 250}.1`;
}

async function register(email: string, password: string) {
  const response = await testApp.app.inject({
    method: "POST",
    url: "/api/v1/register",
    payload: { email, password, name: "Lee Lock" },
    remoteAddress: nextClient(),
  });
  expect(response.statusCode).toBe(200);
  return response.json().token as string;
}

function logIn(email: string, password: string) {
  return testApp.app.inject({ method: "POST", url: "/api/v1/login", payload: { email, password }, remoteAddress: nextClient() });
}

async function lockoutEmailsTo(to: string): Promise<number> {
  const rows = await testApp.services.db
    .select({ id: outboundEmails.id })
    .from(outboundEmails)
    .where(and(eq(outboundEmails.toAddress, to), eq(outboundEmails.template, "password-lockout")));
  return rows.length;
}

async function guessWrong(email: string, times: number) {
  const responses = [];
  for (let guess = 0; guess < times; guess += 1) responses.push(await logIn(email, `wrong-guess-${guess}`));
  return responses;
}

describe("password lock-out on POST /login", () => {
  it("refuses the right password too after ten wrong ones, with 429 and Retry-After", async () => {
    await register("locked@example.com", "the-right-password");
    const wrong = await guessWrong("locked@example.com", 10);
    expect(wrong.slice(0, 9).map((response) => response.statusCode)).toEqual(Array(9).fill(422));
    expect(wrong[9]!.statusCode).toBe(429);

    const right = await logIn("locked@example.com", "the-right-password");
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ status: 429, code: "RATE_LIMITED", message: expect.stringMatching(/wrong passwords/) });
    const retryAfter = Number(right.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(right.headers["set-cookie"]).toBeUndefined();
    expect(right.body).not.toContain("token");
  });

  it("lets the right password in once the lock-out is over", async () => {
    await register("later@example.com", "the-right-password");
    await guessWrong("later@example.com", 10);
    expect((await logIn("later@example.com", "the-right-password")).statusCode).toBe(429);
    testApp.clock.advance(LOCKOUT_MS - 2_000);
    expect((await logIn("later@example.com", "the-right-password")).statusCode).toBe(429);
    testApp.clock.advance(2_000);
    const right = await logIn("later@example.com", "the-right-password");
    expect(right.statusCode).toBe(200);
    expect(right.json().token).toEqual(expect.any(String));
  });

  it("e-mails the owner once per lock-out, in the same transaction", async () => {
    await register("owner@example.com", "the-right-password");
    await guessWrong("owner@example.com", 14);
    await logIn("owner@example.com", "the-right-password");
    expect(await lockoutEmailsTo("owner@example.com")).toBe(1);
    const [email] = await testApp.services.db
      .select()
      .from(outboundEmails)
      .where(and(eq(outboundEmails.toAddress, "owner@example.com"), eq(outboundEmails.template, "password-lockout")));
    expect(email!.text).toContain("15 minutes");
    // The warning jumps any backlog of ordinary mail, like a sign-in code.
    const { rows } = await testApp.database.executeSql(
      "select priority from pgboss.job where name = 'deliver-email' and (data->>'emailId')::int = $1",
      [email!.id],
    );
    expect(rows.map((row) => Number(row.priority))).toEqual([URGENT_EMAIL_PRIORITY]);

    // The next lock-out, after this one ends, is another e-mail.
    testApp.clock.advance(LOCKOUT_MS);
    await guessWrong("owner@example.com", 12);
    expect(await lockoutEmailsTo("owner@example.com")).toBe(2);
  });

  it("answers an address without an account exactly as one with an account", async () => {
    await register("exists@example.com", "the-right-password");
    const known = await guessWrong("exists@example.com", 11);
    const unknown = await guessWrong("nobody-here@example.com", 11);
    expect(unknown.map((response) => response.statusCode)).toEqual(known.map((response) => response.statusCode));
    expect(unknown.map((response) => response.body)).toEqual(known.map((response) => response.body));
    expect(unknown.map((response) => response.headers["retry-after"])).toEqual(known.map((response) => response.headers["retry-after"]));
    expect(await lockoutEmailsTo("nobody-here@example.com")).toBe(0);
  });

  it("counts the address however it is written", async () => {
    await register("mixed@example.com", "the-right-password");
    await guessWrong(" Mixed@Example.COM ", 10);
    expect((await logIn("mixed@example.com", "the-right-password")).statusCode).toBe(429);
  });

  it("does not check more than ten passwords from a burst of guesses sent at once", async () => {
    await register("burst@example.com", "the-right-password");
    const burst = await Promise.all(Array.from({ length: 30 }, (_, guess) => logIn("burst@example.com", `burst-guess-${guess}`)));
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 422).length).toBeLessThanOrEqual(9);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(21);
    expect((await logIn("burst@example.com", "the-right-password")).statusCode).toBe(429);
    expect(await lockoutEmailsTo("burst@example.com")).toBe(1);
  });
});

describe("the lock-out on the other doors", () => {
  it("POST /user counts wrong current passwords, and refuses the right one during the lock-out", async () => {
    const token = await register("changer@example.com", "the-right-password");
    for (let guess = 0; guess < 9; guess += 1) {
      const wrong = await testApp.app.inject({
        method: "POST",
        url: "/api/v1/user",
        payload: { password: "a-new-password", current_password: `not-it-${guess}` },
        headers: bearer(token),
      });
      expect(wrong.statusCode).toBe(422);
    }
    // The tenth wrong password, through the other door, locks both.
    expect((await logIn("changer@example.com", "still-wrong")).statusCode).toBe(429);
    const right = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/user",
      payload: { firstname: "Changed", password: "a-new-password", current_password: "the-right-password" },
      headers: bearer(token),
    });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers["retry-after"])).toBeGreaterThan(0);
    // Nothing changed: not the password, not the name sent with it.
    const me = await testApp.app.inject({ method: "GET", url: "/api/v1/user", headers: bearer(token) });
    expect(me.json().data.firstname).toBe("Lee");
    testApp.clock.advance(LOCKOUT_MS);
    expect((await logIn("changer@example.com", "the-right-password")).statusCode).toBe(200);
    expect(await lockoutEmailsTo("changer@example.com")).toBe(1);
  });

  it("a password reset with the e-mailed code still works during a lock-out, and ends it", async () => {
    await register("resetter@example.com", "the-old-password");
    await guessWrong("resetter@example.com", 10);
    expect((await logIn("resetter@example.com", "the-old-password")).statusCode).toBe(429);
    await testApp.app.inject({ method: "POST", url: "/api/v1/forgot-password", payload: { email: "resetter@example.com" }, remoteAddress: nextClient() });
    const otp = await latestCodeTo(testApp, "resetter@example.com", "password-reset-code");
    const reset = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/reset-password",
      payload: { email: "resetter@example.com", otp, password: "the-new-password" },
      remoteAddress: nextClient(),
    });
    expect(reset.statusCode).toBe(200);
    expect((await logIn("resetter@example.com", "the-new-password")).statusCode).toBe(200);
  });
});
