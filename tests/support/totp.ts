import { expect } from "vitest";
import { Secret, TOTP } from "otpauth";
import { bearer } from "./accounts";
import type { TestApp } from "./test-app";

/**
 * Codes as an authenticator app makes them, by the otpauth library (not our implementation), so
 * tests check that the server agrees with a real one. `at` defaults to the test app's clock.
 */
export function totpCode(secret: string, at: Date | number = Date.now()): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30, timestamp: typeof at === "number" ? at : at.getTime() });
}

/** The admin's authenticator secret, per token, once `passSecondFactor` enrolled it. */
const secrets = new Map<string, string>();

/**
 * Passes the second factor through the real API: enrols and confirms with a code when the admin
 * has no authenticator, else verifies with one (the secret must have come from an earlier call with
 * the same token, or be passed). A code works once: when this step's code was used already, the
 * next step's (which the server accepts for clock drift) is tried. Returns the secret and any recovery codes given.
 */
export async function passSecondFactor(testApp: TestApp, token: string, secret?: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const status = await testApp.app.inject({ method: "GET", url: "/api/v1/admin/second-factor", headers: bearer(token) });
  expect(status.statusCode, status.body).toBe(200);
  const { enrolled } = (status.json() as { data: { enrolled: boolean } }).data;
  if (!enrolled) {
    const started = await testApp.app.inject({ method: "POST", url: "/api/v1/admin/second-factor/enrolment", headers: bearer(token) });
    expect(started.statusCode, started.body).toBe(200);
    const newSecret = (started.json() as { data: { secret: string } }).data.secret;
    const confirmed = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/admin/second-factor/confirmation",
      headers: bearer(token),
      payload: { code: totpCode(newSecret, testApp.clock.now()) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    secrets.set(token, newSecret);
    return { secret: newSecret, recoveryCodes: (confirmed.json() as { data: { recovery_codes: string[] } }).data.recovery_codes };
  }
  const known = secret ?? secrets.get(token);
  if (!known) throw new Error("passSecondFactor: the admin is enrolled; pass the secret");
  const verify = (at: number) =>
    testApp.app.inject({ method: "POST", url: "/api/v1/admin/second-factor/verification", headers: bearer(token), payload: { code: totpCode(known, at) } });
  const now = testApp.clock.now().getTime();
  let verified = await verify(now);
  if (verified.statusCode === 422) verified = await verify(now + 30_000);
  expect(verified.statusCode, verified.body).toBe(200);
  return { secret: known, recoveryCodes: [] };
}
