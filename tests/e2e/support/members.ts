import type { APIRequestContext, Page } from "playwright-core";
import { expect, inject } from "vitest";
import { codeIn, waitForEmail, type CapturedEmail } from "../../support/smtp-capture";
import { absolute } from "./browser";

/** Each test its own address: the one-code-a-minute rule is per address. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

function hasCode(email: CapturedEmail): boolean {
  try {
    codeIn(email);
    return true;
  } catch {
    return false;
  }
}

/** The six-digit code of the newest e-mail to `to` since `since`, as the SMTP capture received it. */
export async function codeSentTo(to: string, since: number): Promise<string> {
  return codeIn(await waitForEmail({ directory: inject("e2eMailDirectory") }, to, { since, matches: hasCode }));
}

/**
 * Signs an address in the way the sign-in modal does, through the page's own request context:
 * the session cookie verify-otp sets lands in the browser context.
 */
export async function signInThroughApi(page: Page, email: string): Promise<void> {
  const since = Date.now();
  const sent = await page.request.post(absolute("/api/v1/send-otp"), { data: { email } });
  expect(sent.status()).toBe(200);
  const verified = await page.request.post(absolute("/api/v1/verify-otp"), {
    data: { email, otp: await codeSentTo(email, since), device_name: "web" },
  });
  expect(verified.status()).toBe(200);
}

/** The seed's password for every demo account (server/seed/seed-demo-accounts.ts DEMO_PASSWORD). */
const DEMO_PASSWORD = "amora-demo-2026";

/**
 * Signs a demo account in with its password through `on`'s request context (a page's or a
 * context's, whose cookies the browser then uses). Not codes: several files sign the same demo
 * account in, and a second code for one address within a minute waits.
 */
export async function signInWithDemoPassword(on: { request: APIRequestContext }, email: string): Promise<void> {
  const login = await on.request.post(absolute("/api/v1/login"), { data: { email, password: DEMO_PASSWORD, device_name: "web" } });
  expect(login.status()).toBe(200);
}

/** The demo hotel (Villa Rosa Amalfi), signed in with its password. */
export function signInAsDemoHotel(on: { request: APIRequestContext }): Promise<void> {
  return signInWithDemoPassword(on, "hotel@amora.travel");
}
