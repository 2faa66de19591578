import type { Browser, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { absolute } from "./browser";
import { signInAsDemoAdmin } from "./admin";

/** The test provider's paying card (Stripe's test numbers work the same). */
export const PAYING_CARD = "4242 4242 4242 4242";

/**
 * Fills the card form found in `within` (a page, or the dialog or section holding the form) as a
 * person types: the number key by key (the form groups the digits), a future expiry, any CVC.
 * Clears what was there, so a second try after a declined card starts afresh.
 */
export async function fillCard(within: Page | Locator, number: string = PAYING_CARD): Promise<void> {
  const field = within.getByLabel("Card number");
  await field.waitFor({ timeout: 15_000 });
  await field.fill("");
  await field.pressSequentially(number.replace(/\s/g, ""));
  const expiry = within.getByLabel("Expiry date");
  await expiry.fill("");
  await expiry.pressSequentially("1234");
  await within.getByLabel("CVC").fill("123");
}

/** The demo admin, in a browser context of its own, activates the business account signed up with `email`. */
export async function adminActivates(browser: Browser, email: string): Promise<void> {
  const context = await browser.newContext();
  try {
    await signInAsDemoAdmin(context);
    const listed = await context.request.get(absolute("/api/v1/admin/business-accounts?status=in_review"));
    expect(listed.status()).toBe(200);
    const { data } = (await listed.json()) as { data: { id: number; email: string }[] };
    const account = data.find((row) => row.email === email);
    expect(account, `${email} waits for review`).toBeDefined();
    const activated = await context.request.post(absolute(`/api/v1/admin/business-accounts/${account!.id}/status`), { data: { status: "active" } });
    expect(activated.status()).toBe(200);
  } finally {
    await context.close();
  }
}
