import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SECOND_FACTOR_MESSAGES } from "../../core/admin-second-factor";
import { describeViolations, loadAxeSource, violationsInPage } from "./support/axe";
import { absolute, launchBrowser, nextClientAddress, waitForHydration } from "./support/browser";
import { nextDemoAdminCode, rememberDemoAdminSecret, signInAsDemoAdmin } from "./support/admin";
import { signInWithDemoPassword } from "./support/members";

/**
 * The admins' second factor in the browser: the content editor (made to start afresh by the owner,
 * whatever other files did with it) sets up the authenticator from the console, keeps the recovery
 * codes, and a later sign-in confirms with a code or a recovery code. axe on the second factor's
 * states and the team page at a phone's and a desktop's width.
 */
const EDITOR = "editor@amora.travel";
const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

let browser: Browser;
let axeSource: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  axeSource = await loadAxeSource();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

async function freshPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, extraHTTPHeaders: { "x-forwarded-for": nextClientAddress() } });
  contexts.push(context);
  return context.newPage();
}

async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    const violations = await violationsInPage(page, axeSource);
    expect(violations, `${what} at ${size.width}px:\n${describeViolations(violations)}`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function open(page: Page, pathname: string): Promise<void> {
  const response = await page.goto(absolute(pathname));
  expect(response?.status(), pathname).toBe(200);
  await waitForHydration(page);
}

describe("the admins' second factor", () => {
  let recoveryCodes: string[] = [];
  let ownerPage: Page;

  it("the owner resets the editor's authenticator from the team page (axe on the team page)", async () => {
    ownerPage = await freshPage();
    await signInAsDemoAdmin(ownerPage.context());
    await open(ownerPage, "/admin/team");
    await expectNoAxeViolations(ownerPage, "the admin team");
    const row = ownerPage.locator("tr", { hasText: EDITOR });
    const reset = row.getByRole("button", { name: `Reset authenticator of ${EDITOR}` });
    if (await reset.count()) {
      await reset.click();
      await row.getByRole("button", { name: "Yes, reset it" }).click();
      await ownerPage.getByText(`${EDITOR}'s authenticator app was removed.`).waitFor();
    }
    await expect.poll(() => row.innerText()).toContain("Not set up");
  });

  it("the editor signs in, opens the console, is sent to set up the app, confirms with a code and sees the recovery codes once", async () => {
    const page = await freshPage();
    await signInWithDemoPassword(page.context(), EDITOR);
    // Any console page sends a session that has not passed the authenticator to set it up.
    await page.goto(absolute("/admin/business-accounts?status=in_review"));
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe("/admin/second-factor");
    expect(new URL(page.url()).searchParams.get("next")).toBe("/admin/business-accounts?status=in_review");
    expect(await page.title()).toBe("Sign-in security | Amora admin");
    await expectNoAxeViolations(page, "second factor, not set up");

    await page.getByRole("button", { name: "Set up authenticator app" }).click();
    const key = page.locator(".sf-secret");
    await key.waitFor();
    const secret = (await key.innerText()).replace(/\s/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expect.poll(() => page.getByRole("img", { name: `QR code to add ${EDITOR} to your authenticator app` }).count()).toBe(1);
    await expectNoAxeViolations(page, "second factor, setting up");

    // A wrong code first: refused in words, the key still shown to try again.
    await page.getByLabel("Code from your authenticator app").fill("999999");
    await page.getByRole("button", { name: "Confirm" }).click();
    await page.getByText(SECOND_FACTOR_MESSAGES.wrongCode).waitFor();
    expect((await key.innerText()).replace(/\s/g, "")).toBe(secret);

    rememberDemoAdminSecret(EDITOR, secret, -1);
    await page.getByLabel("Code from your authenticator app").fill(await nextDemoAdminCode(EDITOR));
    await page.getByRole("button", { name: "Confirm" }).click();
    const list = page.getByRole("list", { name: "Recovery codes" });
    await list.waitFor();
    recoveryCodes = (await list.locator("code").allInnerTexts()).map((code) => code.trim());
    expect(recoveryCodes).toHaveLength(10);
    await page.getByText(SECOND_FACTOR_MESSAGES.confirmed).waitFor();
    await expectNoAxeViolations(page, "second factor, recovery codes");

    await page.getByRole("link", { name: "I have kept them: continue to the console" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/business-accounts" && url.searchParams.get("status") === "in_review");
    // The menu now lists the editor's sections, not only sign-in security.
    await page.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name: "Listings" }).waitFor();
  });

  it("a new sign-in asks for a code and then opens the page it wanted", async () => {
    const page = await freshPage();
    await signInWithDemoPassword(page.context(), EDITOR);
    await page.goto(absolute("/admin/business-accounts"));
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe("/admin/second-factor");
    await page.getByRole("heading", { name: "Confirm your sign-in" }).waitFor();
    await expectNoAxeViolations(page, "second factor, confirm a sign-in");

    await page.getByLabel("Code from your authenticator app").fill("999999");
    await page.getByRole("button", { name: "Confirm sign-in" }).click();
    await page.getByText(SECOND_FACTOR_MESSAGES.wrongCode).waitFor();

    await page.getByLabel("Code from your authenticator app").fill(await nextDemoAdminCode(EDITOR));
    await page.getByRole("button", { name: "Confirm sign-in" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/business-accounts");
  });

  it("a recovery code works once", async () => {
    const page = await freshPage();
    await signInWithDemoPassword(page.context(), EDITOR);
    await open(page, "/admin/second-factor");
    await page.getByLabel("Recovery code", { exact: true }).fill(recoveryCodes[0]!);
    await page.getByRole("button", { name: "Use recovery code" }).click();
    await page.getByText(SECOND_FACTOR_MESSAGES.recoveryCodeUsed(9)).waitFor();
    await page.getByText("9 of 10").waitFor();
    await expectNoAxeViolations(page, "second factor, confirmed");

    const again = await freshPage();
    await signInWithDemoPassword(again.context(), EDITOR);
    await open(again, "/admin/second-factor");
    await again.getByLabel("Recovery code", { exact: true }).fill(recoveryCodes[0]!);
    await again.getByRole("button", { name: "Use recovery code" }).click();
    await again.getByText(SECOND_FACTOR_MESSAGES.wrongRecoveryCode).waitFor();
    expect(new URL(again.url()).pathname).toBe("/admin/second-factor");
  });
});
