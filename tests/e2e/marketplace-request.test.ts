import type { Browser, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { COUPON_MESSAGES, MARKETPLACE_PAYMENT_MESSAGES } from "../../core/pricing";
import { axeForThisFile, describeViolations, violationsInPage, violationsOn } from "./support/axe";
import { absolute, collectConsoleErrors, baseUrl, openPagePerTest, waitForHydration } from "./support/browser";
import { fillCard } from "./support/business";

let browser: Browser;
let page: Page;
openPagePerTest((session) => {
  ({ browser, page } = session);
});

const axe = axeForThisFile();

const DECLINED = "Your card was declined.";
const PAYMENT_DIALOG = "Pay for your marketplace deal";

async function open(pathname: string): Promise<void> {
  const response = await page.goto(absolute(pathname));
  expect(response?.status(), pathname).toBe(200);
  await waitForHydration(page);
}

const expectNoAxeViolations = (label: string) => axe.expectNoViolations(page, label);

/** A title no other test (or run) has used, so /marketplace shows exactly this deal. */
function uniqueTitle(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A day about three months ahead, as the date field takes it. */
function dayAhead(days = 90): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function fillDeal(title: string, { days = 30, isFeatured = false }: { days?: 30 | 60 | 90; isFeatured?: boolean } = {}): Promise<void> {
  await page.getByLabel("Business name").fill("Villa Aurora");
  await page.getByLabel("Email").fill("deals@villaaurora.example");
  await page.getByLabel("Deal title").fill(title);
  await page.getByLabel("Description").fill("Three nights in a cliffside suite with a sunset dinner for two.");
  await page.getByLabel("Destination").fill("Santorini, Greece");
  await page.getByLabel("Price per stay (US dollars)").fill("$1,200");
  await page.getByLabel("Valid until").fill(dayAhead());
  await page.getByRole("radio", { name: new RegExp(`^${days} days`) }).check();
  if (isFeatured) await page.getByRole("checkbox", { name: /Featured listing/ }).check();
}

/** Submits the form and waits for the payment modal's card form. */
async function submitForPayment(): Promise<Locator> {
  await page.getByRole("button", { name: "Continue to payment" }).click();
  const dialog = page.getByRole("dialog", { name: PAYMENT_DIALOG });
  await dialog.getByLabel("Card number").waitFor({ timeout: 10_000 });
  return dialog;
}


/** The request a page's address names (the page's own by default), as the API answers it. */
async function requestInAddress(address = page.url()): Promise<{ status: string; title: string; listing: { path: string } | null }> {
  const url = new URL(address);
  const id = url.searchParams.get("request");
  const token = url.searchParams.get("token");
  expect(id, page.url()).toMatch(/^\d+$/);
  const response = await page.request.get(absolute(`/api/v1/marketplace-requests/${id}?token=${encodeURIComponent(token ?? "")}`));
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { status: string; title: string; listing: { path: string } | null } }).data;
}

describe("/marketplace-request", () => {
  it("names each refused field beside it, moves the focus to the first, and keeps what was typed", async () => {
    const isFocused = (field: Locator) => field.evaluate((input) => input === document.activeElement);
    const submit = page.getByRole("button", { name: "Continue to payment" });
    await open("/marketplace-request");
    await page.getByLabel("Deal title").fill("Half a deal");
    await submit.click();

    const businessName = page.getByLabel("Business name");
    await page.getByText("Enter Business Name", { exact: true }).waitFor({ timeout: 10_000 });
    expect(await businessName.getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => isFocused(businessName)).toBe(true);
    // Each message sits beside its own field, tied to it for screen readers.
    expect(await businessName.getAttribute("aria-describedby")).toContain("marketplace-business-name-error");
    expect(await page.locator("#marketplace-destination-error").innerText()).toBe("Enter Destination");
    expect(await page.getByRole("alert").filter({ hasText: /Please correct the \d+ fields marked below\./ }).count()).toBe(1);
    expect(await page.getByLabel("Deal title").inputValue()).toBe("Half a deal");
    await expectNoAxeViolations("the form with refused fields");

    // The rules the server checks after the fields' own: a past day, then an unknown promo code.
    await fillDeal("Half a deal");
    const validUntil = page.getByLabel("Valid until");
    await validUntil.fill("2020-01-01");
    await submit.click();
    await page.locator("#marketplace-valid-until-error").getByText("The deal must be valid until today or a later date").waitFor({ timeout: 10_000 });
    await expect.poll(() => isFocused(validUntil)).toBe(true);

    await validUntil.fill(dayAhead());
    const promoCode = page.getByLabel("Promo code (optional)");
    await promoCode.fill("NOPE");
    await page.getByRole("button", { name: "Apply" }).click();
    // docs/product.md §5: 'Promo Code does not exist' reads 'Coupon in Invalid'.
    await page.locator("#marketplace-coupon-name-error").getByText(COUPON_MESSAGES.invalid, { exact: true }).waitFor({ timeout: 10_000 });
    await submit.click();
    await expect.poll(() => isFocused(promoCode)).toBe(true);
    expect(await page.locator("#marketplace-coupon-name-error").innerText()).toBe(COUPON_MESSAGES.invalid);
    expect(await page.locator("#marketplace-valid-until-error").count()).toBe(0);
    expect(await page.getByRole("dialog", { name: PAYMENT_DIALOG }).isVisible()).toBe(false);
    expect(new URL(page.url()).search).toBe("");
  });

  it("a business posts a deal with BizLoveYou, pays with 4242 4242 4242 4242, sees the thank-you page, and the deal is on /marketplace", async () => {
    const consoleErrors = collectConsoleErrors(page);
    const title = uniqueTitle("Cliffside suite for two");
    // The signup thank-you pages link here with the partner offer's code.
    await open("/marketplace-request?coupon=BizLoveYou");
    await page.getByRole("status").getByText(`${COUPON_MESSAGES.applied}: 20% off.`).waitFor({ timeout: 10_000 });
    expect(await page.locator(".mp-total__amount").innerText()).toMatch(/^was\s+\$149\s+\$119\.20$/);
    expect(await page.getByRole("complementary", { name: "About marketplace deals" }).innerText()).toContain("BizLoveYou");
    await expectNoAxeViolations("the form");

    // 60 days ($249) and featured ($99), 20% off: $278.40.
    await fillDeal(title, { days: 60, isFeatured: true });
    expect(await page.locator(".mp-total__amount").innerText()).toMatch(/^was\s+\$348\s+\$278\.40$/);
    const dialog = await submitForPayment();
    expect(new URL(page.url()).searchParams.get("token")).toBeTruthy();
    const summary = await dialog.locator(".marketplace-pay__summary").innerText();
    expect(summary).toContain(title);
    expect(summary).toContain("60 days, featured listing");
    expect(summary).toMatch(/was\s+\$348\s+\$278\.40/);
    expect(await dialog.getByRole("timer").innerText()).toMatch(/^(10:00|9:5\d)$/);
    await expectNoAxeViolations("the payment modal");

    await fillCard(dialog, "4242 4242 4242 4242");
    await Promise.all([page.waitForURL(/\/marketplace-thank-you\?/, { timeout: 15_000 }), dialog.getByRole("button", { name: "Pay $278.40" }).click()]);
    const thankYouAddress = page.url();
    await page.getByRole("heading", { name: "Thank you! Your deal is live" }).waitFor();
    await page.getByText(/^Taking you to the home page in [1-5] seconds?\.$/).waitFor();
    await expectNoAxeViolations("the thank-you page");
    const viewDeal = await page.getByRole("link", { name: "View your deal" }).getAttribute("href");
    expect(await page.locator(".mp-result__text").innerText()).toContain(`${title} is now on Special Offers for 60 days, featured first. You paid $278.40.`);
    const posted = await requestInAddress(thankYouAddress);
    expect(posted.status).toBe("paid");
    expect(viewDeal).toBe(posted.listing?.path);

    // docs/product.md §9: after a successful payment, a 5-second countdown, then home.
    await page.waitForURL(`${baseUrl()}/`, { timeout: 10_000 });

    await open("/marketplace");
    // Featured: shown first, on the first page.
    await page.locator(".listing-card__title", { hasText: title }).waitFor();
    await open(posted.listing?.path ?? "/missing");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toContain(title);
    expect(consoleErrors).toEqual([]);
  });

  it("a reload mid-payment reopens the same payment with the time left and the form as it was submitted", async () => {
    const title = uniqueTitle("Alpine chalet weekend");
    await open("/marketplace-request");
    await fillDeal(title, { days: 90 });
    await submitForPayment();
    const address = page.url();

    await page.reload();
    await waitForHydration(page);
    expect(page.url()).toBe(address);
    const dialog = page.getByRole("dialog", { name: PAYMENT_DIALOG });
    await dialog.getByLabel("Card number").waitFor({ timeout: 10_000 });
    expect(await dialog.locator(".marketplace-pay__summary").innerText()).toContain(title);
    expect(await dialog.getByRole("timer").innerText()).toMatch(/^(10:00|9:[0-5]\d)$/);
    // Behind the modal, the form holds what was submitted.
    expect(await page.getByLabel("Deal title").inputValue()).toBe(title);
    expect(await page.getByLabel("Price per stay (US dollars)").inputValue()).toBe("1200");
    expect(await page.getByRole("radio", { name: /^90 days/ }).isChecked()).toBe(true);

    await fillCard(dialog, "4242 4242 4242 4242");
    await Promise.all([page.waitForURL(/\/marketplace-thank-you\?/, { timeout: 15_000 }), dialog.getByRole("button", { name: "Pay $329" }).click()]);
    // Back to the payment link once paid: the thank-you page, not a second payment.
    await page.goto(address);
    await page.waitForURL(/\/marketplace-thank-you\?/);
  });

  it("a declined card shows the provider's message and the deal stays unpaid; another card then pays it", async () => {
    const title = uniqueTitle("Overwater villa escape");
    await open("/marketplace-request");
    await fillDeal(title);
    const dialog = await submitForPayment();
    await fillCard(dialog, "4000 0000 0000 0002");
    const pay = dialog.getByRole("button", { name: "Pay $149" });
    await pay.click();
    await dialog.getByRole("alert").getByText(DECLINED, { exact: true }).waitFor({ timeout: 10_000 });
    expect(await pay.isEnabled()).toBe(true);
    expect(await dialog.getByLabel("Card number").inputValue()).toBe("4000 0000 0000 0002");
    expect((await requestInAddress()).status).toBe("awaiting_payment");
    await expectNoAxeViolations("the payment modal with a declined card");

    await fillCard(dialog, "4242 4242 4242 4242");
    await Promise.all([page.waitForURL(/\/marketplace-thank-you\?/, { timeout: 15_000 }), pay.click()]);
    expect((await requestInAddress()).status).toBe("paid");
  });

  it("the card that needs an extra step goes to the authorize page and back: refused, then completed and published", async () => {
    const title = uniqueTitle("Lakeside cabin for two");
    await open("/marketplace-request");
    await fillDeal(title);
    let dialog = await submitForPayment();
    await fillCard(dialog, "4000 0025 0000 3155");
    await Promise.all([page.waitForURL(/\/payments\/authorize\?/), dialog.getByRole("button", { name: "Pay $149" }).click()]);
    await waitForHydration(page);
    expect(await page.locator(".payment-card__amount").innerText()).toBe("$149");

    // Failing the step brings the person back to the modal with the provider's message.
    await Promise.all([
      page.waitForURL(/\/marketplace-request\?request=\d+&token=[^&]+$/, { timeout: 15_000 }),
      page.getByRole("button", { name: "Fail authentication" }).click(),
    ]);
    dialog = page.getByRole("dialog", { name: PAYMENT_DIALOG });
    await dialog.getByRole("alert").getByText(/unable to authenticate your payment method/).waitFor({ timeout: 15_000 });
    expect((await requestInAddress()).status).toBe("awaiting_payment");

    // The same payment again, the step completed this time: verified on return, then thanked.
    await fillCard(dialog, "4000 0025 0000 3155");
    await Promise.all([page.waitForURL(/\/payments\/authorize\?/), dialog.getByRole("button", { name: "Pay $149" }).click()]);
    await waitForHydration(page);
    await Promise.all([page.waitForURL(/\/marketplace-thank-you\?/, { timeout: 15_000 }), page.getByRole("button", { name: "Complete authentication" }).click()]);
    await page.getByRole("heading", { name: "Thank you! Your deal is live" }).waitFor();
    expect((await requestInAddress()).status).toBe("paid");
  });

  it("a charge that cannot be kept is refunded: 'Oops!' with Back To Home (the same deal paid first in another browser)", async () => {
    const title = uniqueTitle("Desert stargazing retreat");
    await open("/marketplace-request");
    await fillDeal(title);
    const firstDialog = await submitForPayment();
    const requestPage = page.url();

    // Another browser (its own payment for the same deal) opens the same payment link.
    const other = await browser.newContext({ viewport: { width: 1280, height: 800 }, userAgent: "Another browser/1.0" });
    try {
      const otherPage = await other.newPage();
      await otherPage.goto(requestPage);
      await waitForHydration(otherPage);
      const otherDialog = otherPage.getByRole("dialog", { name: PAYMENT_DIALOG });
      await otherDialog.getByLabel("Card number").waitFor({ timeout: 10_000 });

      await fillCard(firstDialog, "4242 4242 4242 4242");
      await Promise.all([page.waitForURL(/\/marketplace-thank-you\?/, { timeout: 15_000 }), firstDialog.getByRole("button", { name: "Pay $149" }).click()]);

      // The second charge goes through, then cannot be kept: it is refunded and the page says so.
      const card = otherDialog.getByLabel("Card number");
      await card.pressSequentially("4242424242424242");
      await otherDialog.getByLabel("Expiry date").pressSequentially("1234");
      await otherDialog.getByLabel("CVC").fill("123");
      await otherDialog.getByRole("button", { name: "Pay $149" }).click();
      const [headline, ...rest] = MARKETPLACE_PAYMENT_MESSAGES.failedAndRefunded.split(" ");
      await otherPage.getByRole("heading", { level: 1, name: headline }).waitFor({ timeout: 15_000 });
      expect(await otherPage.getByRole("alert").filter({ hasText: rest.join(" ") }).count()).toBe(1);
      const violations = await violationsInPage(otherPage, axe.source());
      expect(violations, `the 'Oops!' page:\n${describeViolations(violations)}`).toEqual([]);
      await otherPage.getByRole("link", { name: "Back To Home" }).click();
      await otherPage.waitForURL(`${baseUrl()}/`);
    } finally {
      await other.close();
    }
    expect((await requestInAddress(requestPage)).status).toBe("paid");
  });

  it("ends the payment session after 10 minutes on the page's clock: the product's message, then home; the form is kept", async () => {
    await page.clock.install();
    const title = uniqueTitle("Vineyard weekend");
    await open("/marketplace-request");
    await fillDeal(title);
    const dialog = await submitForPayment();
    const timer = dialog.getByRole("timer");
    expect(await timer.innerText()).toMatch(/^(10:00|9:5\d)$/);

    await page.clock.fastForward("09:00");
    await expect.poll(() => timer.innerText()).toMatch(/^(1:00|0:5\d)$/);
    await expect.poll(() => dialog.getByText("1 minute left to pay.").count()).toBe(1);

    await page.clock.fastForward("01:01");
    await dialog.getByRole("alert").getByText(MARKETPLACE_PAYMENT_MESSAGES.sessionExpired, { exact: true }).waitFor({ timeout: 10_000 });
    expect(await timer.count()).toBe(0);
    expect(await dialog.getByLabel("Card number").count()).toBe(0);
    await expectNoAxeViolations("the lapsed payment session");

    // After a short pause the page goes home by itself.
    await page.clock.fastForward("00:05");
    await page.waitForURL(`${baseUrl()}/`, { timeout: 10_000 });

    // Coming back, nothing typed is lost.
    await open("/marketplace-request");
    await expect.poll(() => page.getByLabel("Deal title").inputValue()).toBe(title);
    expect(await page.getByLabel("Destination").inputValue()).toBe("Santorini, Greece");
  });

  it("axe-core finds no violations on /marketplace-request and /marketplace-thank-you, and /marketplace links to posting a deal", async () => {
    for (const pathname of ["/marketplace-request", "/marketplace-thank-you"]) {
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1280, height: 800 },
      ]) {
        const violations = await violationsOn(browser, axe.source(), pathname, viewport);
        expect(violations, `${pathname} at ${viewport.width}px:\n${describeViolations(violations)}`).toEqual([]);
      }
    }
    await open("/marketplace");
    await page.getByRole("link", { name: "Post a deal", exact: true }).click();
    await page.waitForURL(/\/marketplace-request$/);
    await page.getByRole("heading", { level: 1, name: "Post a deal for couples" }).waitFor();
  });
});
