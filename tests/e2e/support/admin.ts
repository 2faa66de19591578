import type { APIRequestContext } from "playwright-core";
import { Secret, TOTP } from "otpauth";
import { expect } from "vitest";
import { absolute } from "./browser";
import { signInWithDemoPassword } from "./members";

/**
 * The demo admins' second factor for the end-to-end run. The server is fresh per run, so the first
 * sign-in of a demo admin sets up the authenticator through the API and this module keeps its
 * secret (the files run one after another in one process: vitest.e2e.config.ts), and later
 * sign-ins verify with a code from it. A code works once per admin: the step last used is kept,
 * and a sign-in whose steps are spent waits for the next one.
 */
const PERIOD_MS = 30_000;
const secrets = new Map<string, string>();
const lastUsedSteps = new Map<string, number>();

/** The code of a step (otpauth, as an authenticator app computes it). */
export function demoTotpCode(secret: string, step: number): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30, timestamp: step * PERIOD_MS });
}

/** Kept for later sign-ins, by a test that set up an admin's authenticator itself (through the page, say). */
export function rememberDemoAdminSecret(email: string, secret: string, usedStep = Math.floor(Date.now() / PERIOD_MS)): void {
  secrets.set(email, secret);
  lastUsedSteps.set(email, usedStep);
}

/** The secret this run set up for `email`, if any. */
export function demoAdminSecret(email: string): string | undefined {
  return secrets.get(email);
}

/**
 * A fresh code for `email` that the server will take: the current step's (or, when spent, the
 * next one's, which the server accepts as clock drift), waiting for the next step when both are
 * spent. Marks the step used.
 */
export async function nextDemoAdminCode(email: string): Promise<string> {
  const secret = secrets.get(email);
  if (!secret) throw new Error(`No authenticator secret is known for ${email} in this run`);
  const lastUsed = lastUsedSteps.get(email) ?? -1;
  let current = Math.floor(Date.now() / PERIOD_MS);
  if (lastUsed >= current + 1) {
    await new Promise((resolve) => setTimeout(resolve, (lastUsed + 1) * PERIOD_MS - Date.now() + 200));
    current = Math.floor(Date.now() / PERIOD_MS);
  }
  const step = Math.max(current, lastUsed + 1);
  lastUsedSteps.set(email, step);
  return demoTotpCode(secret, step);
}

/**
 * Passes the second factor on the session `on`'s cookies carry: sets the authenticator up (and
 * keeps the secret) when the admin has none, else verifies with a fresh code.
 */
export async function passDemoSecondFactor(on: { request: APIRequestContext }, email: string): Promise<void> {
  const status = await on.request.get(absolute("/api/v1/admin/second-factor"));
  expect(status.status(), await status.text()).toBe(200);
  const { data } = (await status.json()) as { data: { enrolled: boolean; verified: boolean } };
  if (data.verified) return;
  if (!data.enrolled) {
    const started = await on.request.post(absolute("/api/v1/admin/second-factor/enrolment"));
    expect(started.status(), await started.text()).toBe(200);
    const { secret } = ((await started.json()) as { data: { secret: string } }).data;
    rememberDemoAdminSecret(email, secret, -1);
    const confirmed = await on.request.post(absolute("/api/v1/admin/second-factor/confirmation"), { data: { code: await nextDemoAdminCode(email) } });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    return;
  }
  const verified = await on.request.post(absolute("/api/v1/admin/second-factor/verification"), { data: { code: await nextDemoAdminCode(email) } });
  expect(verified.status(), await verified.text()).toBe(200);
}

/**
 * Signs a demo admin in with the password, then passes the authenticator through the API, so the
 * context (or page) opens the console. Owner by default; support@ and editor@ for the other roles.
 */
export async function signInAsDemoAdmin(on: { request: APIRequestContext }, email = "admin@amora.travel"): Promise<void> {
  await signInWithDemoPassword(on, email);
  await passDemoSecondFactor(on, email);
}
