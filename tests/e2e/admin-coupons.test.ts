import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { describeViolations, loadAxeSource, violationsInPage } from "./support/axe";
import { absolute, openPagePerTest, waitForHydration } from "./support/browser";
import { signInAsDemoAdmin } from "./support/admin";

let page: Page;
openPagePerTest((session) => {
  ({ page } = session);
});

let axeSource: string;
beforeAll(async () => {
  axeSource = await loadAxeSource();
});

async function open(pathname: string): Promise<void> {
  const response = await page.goto(absolute(pathname));
  expect(response?.status(), pathname).toBe(200);
  await waitForHydration(page);
}

async function expectNoAxeViolations(context: string): Promise<void> {
  const violations = await violationsInPage(page, axeSource);
  expect(violations, `${context}:\n${describeViolations(violations)}`).toEqual([]);
}

/** axe at the desktop and the phone sizes the console is built for. */
async function expectAccessibleAtBothSizes(context: string): Promise<void> {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(`${context} at ${viewport.width}x${viewport.height}`);
    // Nothing of the section's page is wider than the screen but the tables, which scroll inside their own box.
    const tooWide = await page.evaluate(() => {
      const limit = document.documentElement.clientWidth;
      return [...document.querySelectorAll(".ac-page *")]
        .filter((element) => !element.closest(".ac-table-wrap") && element.getBoundingClientRect().right > limit + 1)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    });
    expect(tooWide, `${context}: wider than ${viewport.width}px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function fillAdvisor(email: string): Promise<void> {
  await page.getByLabel("First Name").fill("Isabel");
  await page.getByLabel("Last Name").fill("Marin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone Number").fill("34911222333");
  await page.getByLabel("Agency Name").fill("Marin Love Journeys");
}

describe("/admin/coupons", () => {
  it("an admin creates a code in the console, and a visitor applies it at once in the advisor sign-up", async () => {
    await signInAsDemoAdmin(page);
    await open("/admin/coupons");
    await page.getByRole("heading", { name: "Coupons", level: 1 }).waitFor();
    await expectAccessibleAtBothSizes("the coupons list");

    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    const form = page.locator("form", { has: page.getByRole("button", { name: "Create coupon" }) });
    await form.getByRole("textbox", { name: /^Code/ }).fill(code);
    await form.getByLabel("Discount (percent)").fill("30");
    await form.getByRole("checkbox", { name: "Advisor" }).check();
    await page.getByRole("button", { name: "Create coupon" }).click();
    await page.getByText(`Coupon ${code} is created and works now.`).waitFor({ timeout: 10_000 });
    await page.getByRole("link", { name: code }).waitFor();

    await page.getByRole("link", { name: code }).click();
    await page.getByRole("heading", { name: `Coupon ${code}`, level: 1 }).waitFor();
    await waitForHydration(page);
    await expectAccessibleAtBothSizes("a coupon's page");

    // A visitor, signed out.
    await page.context().clearCookies();
    await open("/travel-advisor");
    await fillAdvisor(`coupon-${Date.now().toString(36)}@tourism.example`);
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("heading", { name: "Select Account Type" }).waitFor({ timeout: 10_000 });
    await page.getByRole("button", { name: "Proceed with Featured Account" }).click();
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Proceed with Featured Account" }).click();
    await page.getByRole("heading", { name: "Payment" }).waitFor();
    await page.getByLabel("Promo code").fill(code.toLowerCase());
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByText("The Coupon is applied successfully").waitFor({ timeout: 10_000 });
    expect(await page.locator(".biz-price").innerText()).toMatch(/\$675\s*\$472\.50/);
    await page.getByRole("button", { name: "Pay $472.50" }).waitFor();
  });

  it("a support admin reads coupons without the forms to change them", async () => {
    await signInAsDemoAdmin(page, "support@amora.travel");
    await open("/admin/coupons");
    await page.getByRole("heading", { name: "Coupons", level: 1 }).waitFor();
    expect(await page.getByRole("button", { name: "Create coupon" }).count()).toBe(0);
  });
});

describe("/admin/money", () => {
  it("shows the ledger, its filters and the VIP subscriptions, accessible at both sizes", async () => {
    await signInAsDemoAdmin(page);
    await open("/admin/money");
    await page.getByRole("heading", { name: "Money", level: 1 }).waitFor();
    await expectAccessibleAtBothSizes("the ledger");

    await page.getByLabel("Kind").selectOption("invoice");
    await Promise.all([page.waitForURL(/kind=invoice/), page.getByRole("button", { name: "Show", exact: true }).click()]);
    await waitForHydration(page);
    const csv = await page.getByRole("link", { name: "Download CSV" }).getAttribute("href");
    expect(csv).toBe("/admin/money/ledger.csv?kind=invoice");
    const download = await page.request.get(absolute(csv!));
    expect(download.status()).toBe(200);
    expect(download.headers()["content-type"]).toMatch(/^text\/csv/);
    expect((await download.text()).split("\r\n")[0]).toBe("Date (UTC),Kind,Who,What,Amount,Currency,State,Provider id,Coupon");

    const firstInvoice = page.locator('table.ac-table a[href^="/admin/money/invoices/"]').first();
    if ((await firstInvoice.count()) > 0) {
      await firstInvoice.click();
      await page.getByRole("heading", { name: /^Invoice / , level: 1 }).waitFor();
      await waitForHydration(page);
      await expectAccessibleAtBothSizes("an invoice's page");
    }

    await open("/admin/money?kind=charge");
    const firstCharge = page.locator('table.ac-table a[href^="/admin/money/payments/"]').first();
    if ((await firstCharge.count()) > 0) {
      await firstCharge.click();
      await page.getByRole("heading", { name: /^Payment / , level: 1 }).waitFor();
      await waitForHydration(page);
      await expectAccessibleAtBothSizes("a payment's page");
    }

    await open("/admin/money/subscriptions");
    await page.getByRole("heading", { name: "VIP subscriptions", level: 1 }).waitFor();
    await expectAccessibleAtBothSizes("the VIP subscriptions");
  });

  it("is refused to a content editor, whose role has no money", async () => {
    await signInAsDemoAdmin(page, "editor@amora.travel");
    const response = await page.goto(absolute("/admin/money"));
    expect(response?.status()).toBe(403);
  });
});
