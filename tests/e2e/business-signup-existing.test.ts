import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { BUSINESS_SIGNUP_MESSAGES as M } from "../../core/business-signup-rules";
import { EXISTING_ACCOUNT_MESSAGES as E } from "../../core/dashboard-sign-in";
import { describeViolations, loadAxeSource, violationsInPage } from "./support/axe";
import { absolute, openPagePerTest, waitForHydration } from "./support/browser";

/**
 * Decision 040: re-running the hotel wizard with the e-mail of an existing account offers that
 * account's dashboard instead of a dead end, and signing in there lands on /dashboard, with what
 * was typed in the wizard kept.
 */
let page: Page;
openPagePerTest((session) => {
  ({ page } = session);
});

let axeSource: string;
beforeAll(async () => {
  axeSource = await loadAxeSource();
});

const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;

async function open(pathname: string): Promise<void> {
  const response = await page.goto(absolute(pathname));
  expect(response?.status(), pathname).toBe(200);
  await waitForHydration(page);
}

async function expectNoAxeViolationsAtBothSizes(context: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    const violations = await violationsInPage(page, axeSource);
    expect(violations, `${context} at ${size.width}px:\n${describeViolations(violations)}`).toEqual([]);
  }
}

/** The demo hotel's account (server/seed/seed-demo-accounts.ts). */
const DEMO_HOTEL = "hotel@amora.travel";
const DEMO_PASSWORD = "amora-demo-2026";

describe("the hotel wizard with the e-mail of an existing account", () => {
  it("offers the dashboard's sign-in with the address filled in; signing in lands on /dashboard, and the wizard still holds what was typed", async () => {
    const hotelName = `Casa Ritorno ${Date.now().toString(36)}`;
    await open("/create-hotel");
    await page.getByLabel("Hotel Name", { exact: true }).fill(hotelName);
    await page.getByLabel("Website").fill("www.casaritorno.example");
    await page.getByLabel("Full Name").fill("Marco Rossi");
    await page.getByLabel("Email").fill(DEMO_HOTEL);
    await page.getByLabel(/^Up to 50 \(/).check();
    await page.getByLabel("5 stars").check();
    await page.getByLabel("Address", { exact: true }).fill("Positano");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Next" }).click();

    // docs/product.md's words stay, and the way to the dashboard stays after the 5-second notice.
    await page.getByText(M.emailTakenTitle, { exact: true }).waitFor({ timeout: 10_000 });
    await page.getByText(M.emailTakenBody).waitFor();
    await page.getByText(E.heading).waitFor();
    const link = page.getByRole("link", { name: E.link });
    expect(await link.getAttribute("href")).toBe(`/dashboard?email=${encodeURIComponent(DEMO_HOTEL)}`);
    // Still the details step: nothing was sent on.
    expect(await page.getByRole("button", { name: "Next" }).isVisible()).toBe(true);
    await expectNoAxeViolationsAtBothSizes("the wizard's offer of the dashboard");
    await page.getByText(M.emailTakenTitle, { exact: true }).waitFor({ state: "detached", timeout: 8_000 });
    expect(await link.isVisible()).toBe(true);

    // The dashboard opens the code sign-in with the address filled in.
    await Promise.all([page.waitForURL(/\/dashboard\?email=/), link.click()]);
    await waitForHydration(page);
    const dialog = page.getByRole("dialog", { name: "Log in" });
    await dialog.waitFor({ timeout: 10_000 });
    expect(await dialog.getByLabel("Email").inputValue()).toBe(DEMO_HOTEL);
    await dialog.getByRole("button", { name: "Send code" }).waitFor();
    expect(await page.locator(".biz-card").innerText()).toContain(E.signInWith(DEMO_HOTEL));
    await expectNoAxeViolationsAtBothSizes("the dashboard's sign-in with the address filled in");

    // The demo hotel signs in with its password (the e2e suite never asks the demo accounts for codes).
    await dialog.getByRole("button", { name: "Log in with a password" }).click();
    expect(await dialog.getByLabel("Email").inputValue()).toBe(DEMO_HOTEL);
    await dialog.getByLabel("Password").fill(DEMO_PASSWORD);
    await dialog.getByRole("button", { name: "Log in" }).click();
    await page.getByRole("heading", { level: 1, name: "Villa Rosa Amalfi" }).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe("/dashboard");
    expect(await page.locator(".biz-status__badge").innerText()).toBe("Active");

    // Back in the wizard, nothing typed was lost.
    await open("/create-hotel");
    expect(await page.getByLabel("Hotel Name", { exact: true }).inputValue()).toBe(hotelName);
    expect(await page.getByLabel("Address", { exact: true }).inputValue()).toBe("Positano");
    expect(await page.getByLabel("Email").inputValue()).toBe(DEMO_HOTEL);
  });

  it("the advisor wizard offers the same, and the destination wizard after 'Email already exists.'", async () => {
    await open("/travel-advisor");
    await page.getByLabel("First Name").fill("Isabel");
    await page.getByLabel("Last Name").fill("Marin");
    await page.getByLabel("Email").fill("advisor@amora.travel");
    await page.getByLabel("Phone Number").fill("34911222333");
    await page.getByLabel("Agency Name").fill("Marin Love Journeys");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText(M.emailTakenTitle, { exact: true }).waitFor({ timeout: 10_000 });
    expect(await page.getByRole("link", { name: E.link }).getAttribute("href")).toBe(`/dashboard?email=${encodeURIComponent("advisor@amora.travel")}`);
    // Another address: the offer goes, the form carries on.
    await page.getByLabel("Email").fill(`new-advisor-${Date.now().toString(36)}@advisor.example`);
    expect(await page.getByRole("link", { name: E.link }).count()).toBe(0);

    await open("/for-destinations");
    await page.getByLabel("Destination Name").fill(`Isla Ritorno ${Date.now().toString(36)}`);
    await page.getByLabel("Contact Person's First Name").fill("Aiko");
    await page.getByLabel("Contact Person's Last Name").fill("Sato");
    await page.getByLabel("Title").fill("Director of Tourism");
    await page.getByLabel("Email").fill("destination@amora.travel");
    await page.getByLabel("Phone Number").fill("81312345678");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("dialog", { name: "Destination Profile Not Found" }).waitFor({ timeout: 10_000 });
    await page.getByRole("button", { name: "Create New Profile" }).click();
    await page.getByText(M.emailAlreadyExists, { exact: true }).first().waitFor({ timeout: 10_000 });
    const link = page.getByRole("link", { name: E.link });
    await link.waitFor();
    expect(await link.getAttribute("href")).toBe(`/dashboard?email=${encodeURIComponent("destination@amora.travel")}`);
    await expectNoAxeViolationsAtBothSizes("the destination wizard's offer of the dashboard");
  });
});
