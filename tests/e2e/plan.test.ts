import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeForThisFile } from "./support/axe";
import { absolute, openPagePerTest, waitForHydration } from "./support/browser";
import { signInAsDemoHotel } from "./support/members";
import { fillCard } from "./support/business";

let page: Page;
openPagePerTest((session) => {
  ({ page } = session);
});
const axe = axeForThisFile();

/** The test provider's card form: Stripe's paying test card, a future date, any CVC. */
async function payWithTestCard(page: Page): Promise<void> {
  await fillCard(page);
  await page.getByRole("button", { name: /^Pay \$/ }).click();
}

describe("a business's plan", () => {
  it("the demo hotel renews from its dashboard by card: the term moves a year on and the receipt is listed; axe-clean at 390px and on a desktop", async () => {
    await signInAsDemoHotel(page);
    await page.goto(absolute("/dashboard"));
    await waitForHydration(page);
    await page.getByRole("link", { name: "Your plan", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard/plan");
    await page.getByRole("heading", { level: 1, name: "Your plan" }).waitFor();
    await waitForHydration(page);
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1366, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      await axe.expectNoViolations(page, `the plan at ${viewport.width}px`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    }
    const termBefore = await page.locator("dt", { hasText: "Term" }).locator("xpath=following-sibling::dd").innerText();
    const endBefore = termBefore.split(" to ")[1]!;
    expect(await page.getByRole("checkbox", { name: /^Renew automatically with this card/ }).isChecked()).toBe(true);
    await page.getByRole("button", { name: "Renew by card" }).click();
    await page.getByRole("heading", { name: /^Renew by card: \$/ }).waitFor();
    await axe.expectNoViolations(page, "the plan's card form");
    await payWithTestCard(page);
    await page.getByRole("status").filter({ hasText: "Your plan is renewed." }).waitFor();
    const termAfter = page.locator("dt", { hasText: "Term" }).locator("xpath=following-sibling::dd");
    await expect.poll(() => termAfter.innerText()).toMatch(new RegExp(`^${endBefore} to `));
    const [day, month, year] = endBefore.split(" ");
    expect(await termAfter.innerText()).toBe(`${endBefore} to ${day} ${month} ${Number(year) + 1}`);
    // The card that paid is kept: the plan renews itself with it, until turned off.
    const renewal = page.locator("dt").filter({ hasText: /^Renewal$/ }).locator("xpath=following-sibling::dd");
    await expect.poll(() => renewal.innerText()).toBe(`Renews automatically on ${day} ${month} ${Number(year) + 1} with Visa ending 4242`);
    await page.getByRole("button", { name: "Turn off automatic renewal" }).click();
    await expect.poll(() => renewal.innerText()).toBe("Renews by hand");
    await page.getByRole("button", { name: "Renew automatically with the card ending 4242" }).waitFor();
    await axe.expectNoViolations(page, "the plan renewing by hand with a kept card");
    await page.getByRole("link", { name: "Receipts", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard/receipts");
    await page.getByRole("heading", { level: 1, name: "Receipts" }).waitFor();
  });

  it("a signed-out visitor goes to the dashboard's sign-in", async () => {
    await page.goto(absolute("/dashboard/plan"));
    await page.waitForURL((url) => url.pathname === "/dashboard");
  });
});
