import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { BUSINESS_SIGNUP_MESSAGES as M } from "../../core/business-signup-rules";
import { describeViolations, loadAxeSource, violationsInPage } from "./support/axe";
import { absolute, openPagePerTest, waitForHydration } from "./support/browser";
import { signInAsDemoAdmin } from "./support/admin";
import { signInAsDemoHotel } from "./support/members";
import { fillCard } from "./support/business";

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

const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@tourism.example`;

describe("/checkstatus", () => {
  it.each([
    ["hotel@amora.travel", "Active"],
    ["advisor@amora.travel", "In Review"],
    ["destination@amora.travel", "In Active"],
  ])("shows %s as %s", async (email, label) => {
    await open(`/checkstatus?email=${encodeURIComponent(email)}`);
    const status = page.locator(".biz-status");
    expect(await status.innerText()).toMatch(new RegExp(`Status:\\s*${label}`));
    expect(await status.locator(".biz-status__badge").innerText()).toBe(label);
    const dashboard = status.getByRole("link", { name: "Go To Dashboard" });
    expect(await dashboard.count()).toBe(label === "Active" ? 1 : 0);
    if (label === "Active") expect(await dashboard.getAttribute("href")).toMatch(/\/dashboard$/);
    if (label === "In Active") expect(await status.innerText()).toContain("Please Contact Amora support for more information.");
    await expectNoAxeViolations(`check status ${label}`);
  });

  it("tells an unknown account so, from the form", async () => {
    await open("/checkstatus");
    await page.getByLabel("Email").fill(uniqueEmail("nobody"));
    await Promise.all([page.waitForURL(/checkstatus\?email=/), page.getByRole("button", { name: "Check Status" }).click()]);
    await page.getByText(M.accountNotFoundShown).waitFor({ timeout: 10_000 });
  });
});


async function fillDestination(name: string, email: string): Promise<void> {
  await page.getByLabel("Destination Name").fill(name);
  await page.getByLabel("Contact Person's First Name").fill("Aiko");
  await page.getByLabel("Contact Person's Last Name").fill("Sato");
  await page.getByLabel("Title").fill("Director of Tourism");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone Number").fill("81312345678");
}

describe("/for-destinations", () => {
  it("names every missing field with the product's words and keeps what was typed", async () => {
    await open("/for-destinations");
    await page.getByLabel("Phone Number").fill("123");
    await page.getByRole("button", { name: "Next" }).click();
    for (const message of [M.destinationName, M.contactFirstName, M.contactLastName, M.title, M.email, M.phone]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("name");
    expect(await page.getByLabel("Phone Number").inputValue()).toBe("123");
    await expectNoAxeViolations("the destination form with errors");
  });

  it("creates a new destination's profile, survives a reload, pays $100 with the success card, and thanks", async () => {
    const email = uniqueEmail("isla");
    const name = `Isla Serena ${Date.now().toString(36)}`;
    await open("/for-destinations");
    await fillDestination(name, email);
    await page.getByRole("button", { name: "Next" }).click();
    const popup = page.getByRole("dialog", { name: "Destination Profile Not Found" });
    await popup.waitFor({ timeout: 10_000 });
    await expectNoAxeViolations("the not-found popup");

    // A reload mid-wizard comes back to the same step, with what was typed.
    await page.reload();
    await waitForHydration(page);
    await page.getByRole("dialog", { name: "Destination Profile Not Found" }).waitFor({ timeout: 10_000 });
    await page.getByRole("button", { name: "Create New Profile" }).click();

    await page.getByRole("heading", { name: "Payment & Subscription" }).waitFor({ timeout: 10_000 });
    await fillCard(page, "4242 4242 4242 4242");
    await expectNoAxeViolations("the payment step");
    await page.getByRole("button", { name: "Pay $100" }).click();
    await page.getByRole("heading", { name: "Thank You!" }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole("link", { name: "Go To Dashboard" }).getAttribute("href")).toMatch(/\/dashboard$/);
    await expectNoAxeViolations("the thank-you step");
    expect(await page.evaluate(() => window.localStorage.getItem("storedUserData"))).toBeNull();

    await open(`/checkstatus?email=${encodeURIComponent(email)}`);
    expect(await page.locator(".biz-status__badge").innerText()).toBe("In Review");
  });

  it("finds a listed destination and claims it; a declined card shows the provider's message", async () => {
    await open("/for-destinations");
    await fillDestination("japan", uniqueEmail("japan"));
    await page.getByRole("button", { name: "Next" }).click();
    const popup = page.getByRole("dialog", { name: "Destination Profile Found" });
    await popup.waitFor({ timeout: 10_000 });
    expect(await popup.innerText()).toContain("Japan is already listed");
    await popup.getByRole("button", { name: "Claim This Profile" }).click();
    await page.getByRole("heading", { name: "Payment & Subscription" }).waitFor({ timeout: 10_000 });
    await fillCard(page, "4000 0000 0000 0002");
    await page.getByRole("button", { name: "Pay $100" }).click();
    await page.getByText("Your card was declined.").waitFor({ timeout: 10_000 });
  });
});

async function fillAdvisor(email: string): Promise<void> {
  await page.getByLabel("First Name").fill("Isabel");
  await page.getByLabel("Last Name").fill("Marin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone Number").fill("34911222333");
  await page.getByLabel("Agency Name").fill("Marin Love Journeys");
}

describe("/travel-advisor", () => {
  it("checks the e-mail: one already used shows the 5-second notice and stays on the form", async () => {
    await open("/travel-advisor");
    await page.getByRole("button", { name: "Next" }).click();
    for (const message of [M.firstName, M.lastName, M.email, M.phone, M.agencyName]) await page.getByText(message, { exact: true }).waitFor();
    await fillAdvisor("advisor@amora.travel");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText(M.emailTakenTitle).waitFor({ timeout: 10_000 });
    await page.getByText(M.emailTakenBody).waitFor();
    expect(await page.getByRole("heading", { name: "Your details" }).count()).toBe(1);
    await page.getByText(M.emailTakenTitle).waitFor({ state: "detached", timeout: 8_000 });
  });

  it("featured with a coupon, paid by card: the struck-through price, then the thank-you with the marketplace offer", async () => {
    await open("/travel-advisor");
    await fillAdvisor(uniqueEmail("advisor"));
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("heading", { name: "Select Account Type" }).waitFor({ timeout: 10_000 });
    await expectNoAxeViolations("the account types");
    await page.getByRole("button", { name: "Proceed with Featured Account" }).click();
    await page.getByText(M.terms, { exact: true }).waitFor();
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Proceed with Featured Account" }).click();
    await page.getByRole("heading", { name: "Payment" }).waitFor();

    await page.getByLabel("Promo code").fill("NOPE-NOT-A-CODE");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByText("Coupon in Invalid").waitFor({ timeout: 10_000 });
    await page.getByLabel("Promo code").fill("LOVEADVISOR10");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByText("The Coupon is applied successfully").waitFor({ timeout: 10_000 });
    expect(await page.locator(".biz-price").innerText()).toMatch(/\$675\s*\$607\.50/);
    await page.getByRole("button", { name: "Cancel" }).click();
    expect(await page.locator(".biz-price").innerText()).toMatch(/: \$675$/);
    await page.getByLabel("Promo code").fill("LOVEADVISOR10");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByText("The Coupon is applied successfully").waitFor({ timeout: 10_000 });

    await fillCard(page, "4242 4242 4242 4242");
    await expectNoAxeViolations("the advisor payment step");
    await page.getByRole("button", { name: "Pay $607.50" }).click();
    await page.getByText("Thank you for signing up! Your profile is under review.").waitFor({ timeout: 15_000 });
    expect(await page.getByRole("link", { name: "Learn More" }).getAttribute("href")).toBe("/marketplace-request?coupon=BizLoveYou");
    expect(await page.locator(".biz-offer").innerText()).toContain("BizLoveYou");
    await expectNoAxeViolations("the advisor thank-you");
  });

  it("basic by invoice: Send Invoice and Next", async () => {
    const email = uniqueEmail("invoice-advisor");
    await open("/travel-advisor");
    await fillAdvisor(email);
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Proceed with Basic Account" }).click();
    expect(await page.getByLabel("Promo code").count()).toBe(0);
    await page.getByLabel("Send Invoice").check();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText("Thank you for signing up! Your profile is under review.").waitFor({ timeout: 15_000 });
    await open(`/checkstatus?email=${encodeURIComponent(email)}`);
    expect(await page.locator(".biz-status__badge").innerText()).toBe("In Review");
  });

  it("shows each plan choice's label on one line at 1280 px, and keeps it inside its button and card at 390 px", async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open("/travel-advisor");
    await fillAdvisor(uniqueEmail("plans-advisor"));
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("heading", { name: "Select Account Type" }).waitFor({ timeout: 10_000 });
    const choices = ["Proceed with Basic Account", "Proceed with Featured Account"];

    const desktop = await planButtonsLayout(choices);
    for (const button of desktop) {
      expect(button.lineTops, `${button.label} at 1280 px: one line of text`).toHaveLength(1);
      // One line of text, its padding and borders: no room for a second line.
      expect(button.height, `${button.label} at 1280 px`).toBeLessThanOrEqual(Math.max(button.minHeight, button.lineHeight + button.paddingBlock + button.borders) + 0.5);
      expect(button.textInside, `${button.label} at 1280 px`).toBe(true);
      expect(button.insideCard, `${button.label} at 1280 px`).toBe(true);
    }

    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(390);
    const phone = await planButtonsLayout(choices);
    for (const button of phone) {
      expect(button.insideCard, `${button.label} at 390 px: inside its card`).toBe(true);
      expect(button.textInside, `${button.label} at 390 px: its text inside the button`).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

type PlanButtonLayout = {
  label: string;
  /** The distinct tops of the label's line boxes: one per line of text. */
  lineTops: number[];
  height: number;
  minHeight: number;
  lineHeight: number;
  paddingBlock: number;
  borders: number;
  /** Every line of the label lies within the button's box. */
  textInside: boolean;
  /** The button lies within its card. */
  insideCard: boolean;
};

/** Where the plan step's choice buttons and their text lines are drawn. */
async function planButtonsLayout(labels: string[]): Promise<PlanButtonLayout[]> {
  return Promise.all(
    labels.map((label) =>
      page.getByRole("button", { name: label }).evaluate((button, name): PlanButtonLayout => {
        const box = button.getBoundingClientRect();
        const card = button.closest(".biz-card");
        if (!card) throw new Error(`${name} is in no card`);
        const cardBox = card.getBoundingClientRect();
        const style = getComputedStyle(button);
        const lines: DOMRect[] = [];
        const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          lines.push(...range.getClientRects());
        }
        const px = (value: string) => Number.parseFloat(value) || 0;
        return {
          label: name,
          lineTops: [...new Set(lines.map((line) => Math.round(line.top)))],
          height: box.height,
          minHeight: px(style.minHeight),
          lineHeight: px(style.lineHeight),
          paddingBlock: px(style.paddingTop) + px(style.paddingBottom),
          borders: px(style.borderTopWidth) + px(style.borderBottomWidth),
          textInside: lines.length > 0 && lines.every((line) => line.left >= box.left - 0.5 && line.right <= box.right + 0.5 && line.top >= box.top - 0.5 && line.bottom <= box.bottom + 0.5),
          insideCard: box.left >= cardBox.left && box.right <= cardBox.right,
        };
      }, label),
    ),
  );
}

async function fillHotel(name: string, email: string, rooms: string): Promise<void> {
  await page.getByLabel("Hotel Name", { exact: true }).fill(name);
  await page.getByLabel("Website").fill("www.hotel.example");
  await page.getByLabel("Full Name").fill("Chiara Bianchi");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel(new RegExp(`^${rooms.replace("+", "\\+")} \\(`)).check();
  await page.getByLabel("5 stars").check();
  await page.getByLabel("Address", { exact: true }).fill("Positano, Italy");
  await page.getByRole("checkbox").check();
}

describe("/travel-advisor and the card's extra step", () => {
  it("leaves for the provider's confirmation page and, back with payment_intent, jumps to the thank-you", async () => {
    const email = uniqueEmail("secure-advisor");
    await open("/travel-advisor");
    await fillAdvisor(email);
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Proceed with Basic Account" }).click();
    await fillCard(page, "4000 0025 0000 3155");
    await Promise.all([page.waitForURL(/\/payments\/authorize\?/), page.getByRole("button", { name: "Pay $199" }).click()]);
    await waitForHydration(page);
    await Promise.all([
      page.waitForURL(/\/travel-advisor/, { timeout: 15_000 }),
      page.getByRole("button", { name: "Complete authentication" }).click(),
    ]);
    await page.getByText("Thank you for signing up! Your profile is under review.").waitFor({ timeout: 15_000 });
    // The address is tidied by a navigation of its own, which may finish just after the thank-you shows.
    await page.waitForURL((url) => !url.searchParams.has("payment_intent") && !url.searchParams.has("payment_intent_client_secret"));
    expect(await page.getByText("Thank you for signing up! Your profile is under review.").isVisible()).toBe(true);
    await open(`/checkstatus?email=${encodeURIComponent(email)}`);
    expect(await page.locator(".biz-status__badge").innerText()).toBe("In Review");
  });
});

describe("/create-hotel", () => {
  it("names every refused field with the product's words", async () => {
    await open("/create-hotel");
    await page.getByLabel("Website").fill("not a website");
    await page.getByRole("button", { name: "Next" }).click();
    for (const message of [M.hotelName, M.website, M.fullName, M.email, M.rooms, M.starRating, M.address, M.terms]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await expectNoAxeViolations("the hotel form with errors");
  });

  it("suggests the hotel as its name is typed, finds it listed, claims it and pays the tier by card", async () => {
    await open("/create-hotel");
    await page.getByLabel("Hotel Name", { exact: true }).pressSequentially("Casa Gabb", { delay: 30 });
    const suggestion = page.getByRole("option", { name: /Casa Gabbiano/ });
    await suggestion.waitFor({ timeout: 10_000 });
    await suggestion.click();
    expect(await page.getByLabel("Hotel Name", { exact: true }).inputValue()).toBe("Casa Gabbiano");
    await page.getByLabel("Website").fill("casagabbiano.example");
    await page.getByLabel("Full Name").fill("Chiara Bianchi");
    await page.getByLabel("Email").fill(uniqueEmail("gabbiano"));
    await page.getByLabel(/^Up to 50 \(/).check();
    await page.getByLabel("4 stars").check();
    await page.getByLabel("Address", { exact: true }).fill("Florence, Italy");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Next" }).click();

    const popup = page.getByRole("dialog", { name: "Hotel Profile Found" });
    await popup.waitFor({ timeout: 10_000 });
    expect(await popup.innerText()).toContain("Casa Gabbiano");
    expect(await popup.locator("img").count()).toBe(1);
    await expectNoAxeViolations("the found popup");
    await popup.getByRole("button", { name: "Claim This Profile" }).click();
    await page.getByRole("heading", { name: "Payment & Subscription" }).waitFor({ timeout: 10_000 });
    await fillCard(page, "4242 4242 4242 4242");
    await page.getByRole("button", { name: "Pay $1,500" }).click();
    await page.getByText("Thank you for signing up! Your profile is under review.").waitFor({ timeout: 15_000 });
  });

  it("300+ rooms: not listed, created at once and invoiced", async () => {
    const email = uniqueEmail("grand");
    await open("/create-hotel");
    await fillHotel(`Grand Amore Palace ${Date.now().toString(36)}`, email, "300+");
    await page.getByRole("button", { name: "Next" }).click();
    const popup = page.getByRole("dialog", { name: "Hotel Profile Not Found" });
    await popup.waitFor({ timeout: 10_000 });
    await popup.getByRole("button", { name: "Create New Profile" }).click();
    await page.getByText("Thank you for signing up! Your profile is under review.").waitFor({ timeout: 15_000 });
    await expectNoAxeViolations("the hotel thank-you");
    await open(`/checkstatus?email=${encodeURIComponent(email)}`);
    expect(await page.locator(".biz-status__badge").innerText()).toBe("In Review");
  });
});

describe("the business dashboard and the admins' review", () => {
  it("asks a visitor to sign in; a hotel owner sees the account's state and what was submitted; admin pages are not theirs", async () => {
    await open("/dashboard");
    await page.getByRole("button", { name: "Sign in" }).waitFor();
    await signInAsDemoHotel(page);
    await open("/dashboard");
    await page.getByRole("heading", { level: 1, name: "Villa Rosa Amalfi" }).waitFor();
    expect(await page.locator(".biz-status__badge").innerText()).toBe("Active");
    const details = await page.locator(".biz-details").innerText();
    expect(details).toContain("hotel@amora.travel");
    // The plan in words, never the signup's codes.
    expect(details).toMatch(/Spotlight hotel, Up to 50 rooms, \$1,500 a year, renews \d{1,2} [A-Z][a-z]+ \d{4}/);
    expect(details).not.toMatch(/\bfree\b|spotlight\b/);
    // The account menu leads to the dashboard and offers no VIP Access.
    await page.getByRole("button", { name: /account menu/ }).click();
    const menu = page.locator(".account__menu");
    expect(await menu.getByRole("link", { name: "Dashboard" }).getAttribute("href")).toBe("/dashboard");
    expect(await menu.getByRole("link", { name: "Upgrade" }).count()).toBe(0);
    await expectNoAxeViolations("the business dashboard");
    expect((await page.goto(absolute("/admin/business-accounts")))?.status()).toBe(404);
  });

  it("an admin activates an account in review; the business's status says so", async () => {
    await signInAsDemoAdmin(page);
    await open("/admin/business-accounts?status=in_review&q=advisor%40amora.travel");
    await expectNoAxeViolations("the admins' review");
    await page.getByRole("table", { name: "Business accounts, newest first" }).getByRole("link", { name: "Vargas Romance Travel" }).click();
    await page.waitForURL(/\/admin\/business-accounts\/\d+$/);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Approve Vargas Romance Travel", exact: true }).click();
    await page.getByText("Vargas Romance Travel is now active. The business was e-mailed.").waitFor({ timeout: 10_000 });
    await open("/checkstatus?email=advisor%40amora.travel");
    expect(await page.locator(".biz-status__badge").innerText()).toBe("Active");
  });
});
