import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeForThisFile } from "./support/axe";
import { absolute, openPagePerTest, waitForHydration } from "./support/browser";
import { signInAsDemoHotel } from "./support/members";

let page: Page;
openPagePerTest((session) => {
  ({ page } = session);
});
const axe = axeForThisFile();

describe("a business's receipts", () => {
  it("the demo hotel reaches its receipts from the dashboard; the page is axe-clean at 390px and on a desktop; another's receipt is not found", async () => {
    await signInAsDemoHotel(page);
    await page.goto(absolute("/dashboard"));
    await waitForHydration(page);
    await page.getByRole("link", { name: "Receipts", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard/receipts");
    await page.getByRole("heading", { level: 1, name: "Receipts" }).waitFor();
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1366, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      await axe.expectNoViolations(page, `the receipts at ${viewport.width}px`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    }
    expect((await page.goto(absolute("/dashboard/receipts/999999999")))?.status()).toBe(404);
  });

  it("a signed-out visitor goes to the dashboard's sign-in", async () => {
    await page.goto(absolute("/dashboard/receipts/1"));
    await page.waitForURL((url) => url.pathname === "/dashboard");
  });
});
