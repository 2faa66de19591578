import type { Browser, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeForThisFile, describeViolations, violationsOn } from "./support/axe";
import { absolute, collectConsoleErrors, openPagePerTest, waitForHydration } from "./support/browser";
import { signInThroughApi, uniqueEmail } from "./support/members";

let browser: Browser;
let page: Page;
openPagePerTest((session) => {
  ({ browser, page } = session);
});

const axe = axeForThisFile();

const DECLINED = "Your card was declined.";
const AUTHENTICATION_FAILED = "We are unable to authenticate your payment method. Please choose a different payment method and try again.";

async function openUpgrade(): Promise<void> {
  const response = await page.goto(absolute("/upgrade"));
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

const expectNoAxeViolations = (label: string) => axe.expectNoViolations(page, label);

/** The signed-in member as the API sees them. */
async function member(): Promise<{ subscription_sku: string | null; subscription_expires_at: string | null }> {
  const response = await page.request.get(absolute("/api/v1/user"));
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { subscription_sku: string | null; subscription_expires_at: string | null } }).data;
}

/** Whether the member menu in the header offers Upgrade (it is opened to look). */
async function menuOffersUpgrade(): Promise<boolean> {
  const account = page.locator(".site-header__account");
  await account.getByRole("button", { name: /account menu/ }).filter({ visible: true }).first().click();
  await account.getByRole("link", { name: "Profile" }).waitFor();
  const offers = (await account.getByRole("link", { name: "Upgrade" }).count()) > 0;
  await page.keyboard.press("Escape");
  return offers;
}

/** Join Now -> the plans -> the yearly plan -> the payment modal with its card form. */
async function startYearlyPayment(): Promise<Locator> {
  await page.getByRole("button", { name: "Join Now" }).first().click();
  const plans = page.getByRole("dialog", { name: "Choose your VIP Access plan" });
  const yearly = plans.getByRole("radio", { name: /Yearly/ });
  await yearly.waitFor({ timeout: 10_000 });
  // docs/product.md §9: monthly, quarterly, yearly, each at amount/100 dollars.
  expect(await plans.locator(".vip-plan__name").allInnerTexts()).toEqual(["Monthly", "Quarterly", "Yearly"]);
  expect(await plans.locator(".vip-plan", { hasText: "Yearly" }).innerText()).toContain("$99 a year");
  await yearly.check();
  await plans.getByRole("button", { name: "Continue to payment" }).click();
  const payment = page.getByRole("dialog", { name: "VIP Access payment" });
  await payment.getByLabel("Card number").waitFor({ timeout: 10_000 });
  return payment;
}

async function fillCard(payment: Locator, number: string): Promise<void> {
  const field = payment.getByLabel("Card number");
  await field.fill("");
  // Typed key by key, as a person would: the form groups the digits as they come.
  await field.pressSequentially(number.replace(/\s/g, ""));
  expect(await field.inputValue()).toBe(number);
  const expiry = payment.getByLabel("Expiry date");
  await expiry.fill("");
  await expiry.pressSequentially("1234");
  expect(await expiry.inputValue()).toBe("12 / 34");
  await payment.getByLabel("CVC").fill("123");
}

/** Success: 'Payment successful', the countdown, then the page reloads by itself. */
async function expectSuccessThenReload(payment: Locator): Promise<void> {
  const reloaded = page.waitForEvent("load", { timeout: 20_000 });
  await payment.getByRole("heading", { name: "Payment successful" }).waitFor({ timeout: 15_000 });
  await payment.getByText(/^This page reloads in [1-5] seconds?\.$/).waitFor();
  await reloaded;
  await waitForHydration(page);
}

describe("/upgrade", () => {
  it("a member upgrades to VIP Access yearly with the success card; after the reload the Upgrade item is gone", async () => {
    const consoleErrors = collectConsoleErrors(page);
    await signInThroughApi(page, uniqueEmail("vip-yearly"));
    await openUpgrade();
    expect(await menuOffersUpgrade()).toBe(true);

    const payment = await startYearlyPayment();
    expect(await payment.locator(".vip-pay__summary").innerText()).toMatch(/VIP Access, yearly\s+\$99 a year/);
    await expectNoAxeViolations("the payment modal");
    await fillCard(payment, "4242 4242 4242 4242");
    await payment.getByRole("button", { name: "Pay $99" }).click();
    await expectSuccessThenReload(payment);

    // The page after the reload: a subscriber, so no Join Now and no Upgrade item.
    await page.getByText(/Your VIP Access runs until [A-Z][a-z]+ \d{1,2}, \d{4}\./).first().waitFor();
    expect(await page.getByRole("button", { name: "Join Now" }).count()).toBe(0);
    expect(await menuOffersUpgrade()).toBe(false);
    const { subscription_sku, subscription_expires_at } = await member();
    expect(subscription_sku).toBeTruthy();
    const expiresInDays = (Date.parse(subscription_expires_at ?? "") - Date.now()) / 86_400_000;
    expect(expiresInDays).toBeGreaterThan(360);
    expect(expiresInDays).toBeLessThan(370);
    expect(consoleErrors).toEqual([]);
  });

  it("a declined card shows the provider's message, and nothing changes", async () => {
    const consoleErrors = collectConsoleErrors(page);
    await signInThroughApi(page, uniqueEmail("vip-declined"));
    await openUpgrade();
    const payment = await startYearlyPayment();
    await fillCard(payment, "4000 0000 0000 0002");
    const pay = payment.getByRole("button", { name: "Pay $99" });
    await pay.click();
    await payment.getByRole("alert").getByText(DECLINED, { exact: true }).waitFor({ timeout: 10_000 });
    // The form is ready for another card, with what was typed still there.
    expect(await pay.isEnabled()).toBe(true);
    expect(await payment.getByLabel("Card number").inputValue()).toBe("4000 0000 0000 0002");
    await expectNoAxeViolations("the payment modal with a declined card");

    expect(await member()).toMatchObject({ subscription_sku: null, subscription_expires_at: null });
    await openUpgrade();
    expect(await page.getByRole("button", { name: "Join Now" }).count()).toBeGreaterThan(0);
    expect(await menuOffersUpgrade()).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  it("the card that needs an extra step goes to the authorize page and back: failed, then completed", async () => {
    await signInThroughApi(page, uniqueEmail("vip-3ds"));
    await openUpgrade();
    let payment = await startYearlyPayment();
    await fillCard(payment, "4000 0025 0000 3155");
    await Promise.all([page.waitForURL(/\/payments\/authorize\?/), payment.getByRole("button", { name: "Pay $99" }).click()]);
    await waitForHydration(page);
    await page.getByRole("heading", { name: "Confirm your payment" }).waitFor();
    expect(await page.locator(".payment-card__amount").innerText()).toBe("$99");
    await expectNoAxeViolations("the authorize page");
    // One payment's state and secret: never answered from the page cache, even without a cookie.
    for (let visit = 0; visit < 2; visit += 1) {
      const plain = await fetch(page.url());
      expect(plain.status).toBe(200);
      expect(plain.headers.get("cache-control")).toContain("no-store");
      expect(plain.headers.get("x-page-cache")).not.toBe("hit");
    }

    // Failing the step brings the person back to the card form with the provider's message.
    await Promise.all([page.waitForURL(/\/upgrade$/, { timeout: 15_000 }), page.getByRole("button", { name: "Fail authentication" }).click()]);
    payment = page.getByRole("dialog", { name: "VIP Access payment" });
    await payment.getByRole("alert").getByText(AUTHENTICATION_FAILED, { exact: true }).waitFor({ timeout: 15_000 });
    expect(await member()).toMatchObject({ subscription_sku: null });

    // The same payment, the step again, completed this time.
    await fillCard(payment, "4000 0025 0000 3155");
    await Promise.all([page.waitForURL(/\/payments\/authorize\?/), payment.getByRole("button", { name: "Pay $99" }).click()]);
    await waitForHydration(page);
    await Promise.all([page.waitForURL(/\/upgrade/, { timeout: 15_000 }), page.getByRole("button", { name: "Complete authentication" }).click()]);
    await expectSuccessThenReload(page.getByRole("dialog", { name: "VIP Access payment" }));
    // The payment's details left the address before the reload: it is not checked twice.
    expect(new URL(page.url()).search).toBe("");
    await page.getByText(/Your VIP Access runs until/).first().waitFor();
    expect((await member()).subscription_sku).toBeTruthy();
  });

  it("Join Now opens the sign-up modal for a visitor", async () => {
    await openUpgrade();
    await page.getByRole("button", { name: "Join Now" }).first().click();
    await page.getByRole("dialog", { name: "Join now" }).waitFor({ timeout: 10_000 });
  });

  it("shows the deal-request area, and hides it on a screen 530 px tall", async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openUpgrade();
    const area = page.getByRole("complementary", { name: "Request a deal" });
    expect(await area.isVisible()).toBe(true);
    // The request-a-deal widget: its answers open the full form filled in.
    await area.getByLabel("Occasion").selectOption("anniversary");
    await area.getByLabel("Where to?").fill("Santorini");
    await area.getByRole("button", { name: "Get offers" }).click();
    await page.waitForURL(/\/request-a-deal\?occasion=anniversary&destination=Santorini&month=$/);
    await waitForHydration(page);
    expect(await page.getByLabel("Anniversary").isChecked()).toBe(true);
    expect(await page.getByLabel("Where would you like to go?").inputValue()).toBe("Santorini");
    await openUpgrade();
    await page.setViewportSize({ width: 1280, height: 530 });
    expect(await area.isVisible()).toBe(false);
    await page.setViewportSize({ width: 1280, height: 531 });
    expect(await area.isVisible()).toBe(true);
  });

  it("has head tags, the plan table, the testimonial and a mobile Request a deal button", async () => {
    await openUpgrade();
    expect(await page.title()).toMatch(/VIP Access/);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(absolute("/upgrade"));
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((text) => (JSON.parse(text) as { "@type": string })["@type"])).toEqual(expect.arrayContaining(["Offer", "BreadcrumbList"]));
    const table = page.getByRole("table", { name: "What Free Pass and VIP Access include" });
    expect(await table.getByRole("row", { name: /Deal requests/ }).innerText()).toMatch(/Up to 3\s+Unlimited/);
    expect(await table.getByRole("row", { name: /Dedicated travel advisor/ }).innerText()).toMatch(/Not included\s+Included/);
    expect(await page.locator(".upgrade-testimonial").count()).toBe(1);
    // The bar is mobile only.
    expect(await page.locator(".request-deal-bar").isVisible()).toBe(false);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.locator(".request-deal-bar").getByRole("button", { name: "Request a deal" }).isVisible()).toBe(true);
  });

  it("axe-core finds no violations on /upgrade and /subscription-thankyou, for a visitor and in the plans modal", async () => {
    for (const pathname of ["/upgrade", "/subscription-thankyou"]) {
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1280, height: 800 },
      ]) {
        const violations = await violationsOn(browser, axe.source(), pathname, viewport);
        expect(violations, `${pathname} at ${viewport.width}px:\n${describeViolations(violations)}`).toEqual([]);
      }
    }
    await signInThroughApi(page, uniqueEmail("vip-axe"));
    await openUpgrade();
    await page.getByRole("button", { name: "Join Now" }).first().click();
    await page.getByRole("dialog", { name: "Choose your VIP Access plan" }).getByRole("radio", { name: /Yearly/ }).waitFor({ timeout: 10_000 });
    await expectNoAxeViolations("the plans modal");
  });
});
