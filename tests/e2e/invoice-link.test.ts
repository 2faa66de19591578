import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { waitForEmail } from "../support/smtp-capture";
import { axeForThisFile } from "./support/axe";
import { absolute, openPagePerTest, waitForHydration } from "./support/browser";
import { uniqueEmail } from "./support/members";
import { fillCard } from "./support/business";

let page: Page;
openPagePerTest((session) => {
  ({ page } = session);
});
const axe = axeForThisFile();

const mail = () => ({ directory: inject("e2eMailDirectory") });

async function open(pathname: string): Promise<void> {
  const response = await page.goto(absolute(pathname));
  expect(response?.status(), pathname).toBe(200);
  await waitForHydration(page);
}

describe("invoices paid through their link", () => {
  it("a business pays an invoice through its link", async () => {
    const email = uniqueEmail("invoice-link");
    const since = Date.now();

    // A Featured advisor signs up with the 10% code and chooses Send Invoice.
    await open("/travel-advisor");
    await page.getByLabel("First Name").fill("Isabel");
    await page.getByLabel("Last Name").fill("Marin");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Phone Number").fill("34911222333");
    await page.getByLabel("Agency Name").fill("Marin Love Journeys");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("heading", { name: "Select Account Type" }).waitFor({ timeout: 10_000 });
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Proceed with Featured Account" }).click();
    await page.getByRole("heading", { name: "Payment" }).waitFor();
    await page.getByLabel("Promo code").fill("LOVEADVISOR10");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByText("The Coupon is applied successfully").waitFor({ timeout: 10_000 });
    expect(await page.locator(".biz-price").innerText()).toMatch(/\$675\s*\$607\.50/);
    await page.getByLabel("Send Invoice").check();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText("Thank you for signing up! Your profile is under review.").waitFor({ timeout: 15_000 });

    // The invoice e-mail asks what the wizard showed, names the coupon and carries the link.
    const invoiceEmail = await waitForEmail(mail(), email, { since, matches: (message) => message.text.includes("Amount due:") });
    expect(invoiceEmail.text).toContain("Coupon LOVEADVISOR10: -$67.50");
    expect(invoiceEmail.text).toContain("Amount due: $607.50 (USD)");
    const link = /(https?:\/\/[^\s"<>]+\/invoices\/[A-Za-z0-9_-]{43})/.exec(invoiceEmail.text)?.[1];
    expect(link, "the hosted invoice link").toBeDefined();
    const path = new URL(link ?? "").pathname;

    await open(path);
    await page.getByRole("heading", { level: 1, name: /^Invoice INV-\d{6}$/ }).waitFor();
    const details = page.locator(".inv-facts");
    expect(await details.innerText()).toMatch(/Coupon LOVEADVISOR10\s*-\$67\.50/);
    expect(await details.innerText()).toMatch(/Amount due\s*\$607\.50 \(USD\)/);
    await page.getByLabel("Card number").waitFor({ timeout: 15_000 });
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1366, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      await axe.expectNoViolations(page, `the invoice page at ${viewport.width}px`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    }

    // Paid by the test card: the page says so, and the receipt e-mail arrives.
    await fillCard(page);
    await page.getByRole("button", { name: "Pay $607.50" }).click();
    await page.getByText(/^Paid on .*this invoice is settled/).waitFor({ timeout: 15_000 });
    expect(await page.getByLabel("Card number").count()).toBe(0);
    await axe.expectNoViolations(page, "the paid invoice page");

    const receipt = await waitForEmail(mail(), email, { since, matches: (message) => message.text.includes("Amount paid:") });
    expect(receipt.text).toContain("Featured travel advisor plan, one year");
    expect(receipt.text).toContain("Amount paid: $607.50 (USD)");
    expect(receipt.text).toContain("Coupon LOVEADVISOR10: -$67.50");
    expect(receipt.text).toMatch(/\/dashboard\/receipts\/\d+/);

    // Opened again, the link says paid; a wrong token is the not-found page.
    await open(path);
    await page.getByText(/^Paid on /).waitFor();
    expect((await page.goto(absolute(`/invoices/${"x".repeat(43)}`)))?.status()).toBe(404);
  });

  it("takes another card after a refusal, and comes back from the card's extra step paid", async () => {
    const email = uniqueEmail("invoice-secure");
    const since = Date.now();
    const signup = await page.request.post(absolute("/api/v1/posts/createOrClaimHotelorAdvisor"), {
      data: {
        type: "property",
        status: "create",
        email,
        name: "Chiara Bianchi",
        title: `Casa Limone ${Date.now().toString(36)}`,
        address: "Positano, Italy",
        no_of_rooms: "Up to 50",
        rating: "5",
        website: "casalimone.example",
        user_type: "free",
        is_invoice: true,
      },
    });
    expect(signup.status()).toBe(200);
    const invoiceEmail = await waitForEmail(mail(), email, { since, matches: (message) => message.text.includes("Amount due:") });
    expect(invoiceEmail.text).toContain("Amount due: $1,500 (USD)");
    const path = new URL(/(https?:\/\/[^\s"<>]+\/invoices\/[A-Za-z0-9_-]{43})/.exec(invoiceEmail.text)?.[1] ?? "http://x/").pathname;

    await open(path);
    await page.getByLabel("Card number").waitFor({ timeout: 15_000 });
    await page.getByLabel("Card number").pressSequentially("4000000000000002");
    await page.getByLabel("Expiry date").pressSequentially("1234");
    await page.getByLabel("CVC").fill("123");
    await page.getByRole("button", { name: "Pay $1,500" }).click();
    await page.getByText(/declined/i).waitFor({ timeout: 15_000 });

    await page.getByLabel("Card number").fill("");
    await page.getByLabel("Card number").pressSequentially("4000002500003155");
    await Promise.all([page.waitForURL(/\/payments\/authorize\?/), page.getByRole("button", { name: "Pay $1,500" }).click()]);
    await waitForHydration(page);
    await Promise.all([
      page.waitForURL((url) => url.pathname === path, { timeout: 15_000 }),
      page.getByRole("button", { name: "Complete authentication" }).click(),
    ]);
    await page.getByText(/^Paid on .*this invoice is settled/).waitFor({ timeout: 15_000 });
    // The payment's details leave the address once used.
    await page.waitForURL((url) => url.pathname === path && !url.searchParams.has("payment_intent"), { timeout: 10_000 });
    const receipt = await waitForEmail(mail(), email, { since, matches: (message) => message.text.includes("Amount paid:") });
    expect(receipt.text).toContain("Amount paid: $1,500 (USD)");
  });
});
