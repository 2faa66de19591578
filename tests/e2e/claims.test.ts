import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { CLAIM_MESSAGES } from "../../core/claim-rules";
import { describeViolations, loadAxeSource, violationsInPage } from "./support/axe";
import { absolute, openPagePerTest, waitForHydration } from "./support/browser";
import { signInAsDemoAdmin } from "./support/admin";
import { signInThroughApi } from "./support/members";
import { waitForEmail } from "../support/smtp-capture";

/**
 * Signs in, waiting out the one-minute pause between two codes to one address (another file may
 * have just signed the same demo admin in).
 */
async function signIn(email: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await signInThroughApi(page, email);
      return;
    } catch (error) {
      if (attempt >= 2) throw error;
      await new Promise((resolve) => setTimeout(resolve, 31_000));
    }
  }
}

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

/** axe at a phone's and a desktop's width. */
async function expectNoAxeViolationsAtBothSizes(context: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    const violations = await violationsInPage(page, axeSource);
    expect(violations, `${context} at ${size.width}px:\n${describeViolations(violations)}`).toEqual([]);
  }
}

const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@claims.example`;

async function fillDestination(name: string, email: string): Promise<void> {
  await page.getByLabel("Destination Name").fill(name);
  await page.getByLabel("Contact Person's First Name").fill("Sigrun");
  await page.getByLabel("Contact Person's Last Name").fill("Jonsdottir");
  await page.getByLabel("Title").fill("Director of Tourism");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone Number").fill("3545551234");
}

/** A tourism board's claim through the API, as the wizard makes it (pending: its address is not the destination's). */
async function claimIceland(email: string): Promise<void> {
  const answer = await page.request.post(absolute("/api/v1/posts/claimDestination"), {
    data: { name: "Iceland", firstName: "Sigrun", lastName: "Jonsdottir", title: "Director", email, number: "3545551234" },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

describe("claims", () => {
  // First in the file: the demo admin's sign-in is then far from the other files' (one code a minute per address).
  it("an admin approves one of two pending claims with evidence; the other is closed; the destination then refuses new claims", { timeout: 180_000 }, async () => {
    const [first, second] = [uniqueEmail("board-one"), uniqueEmail("board-two")];
    await claimIceland(first);
    await claimIceland(second);

    await signInAsDemoAdmin(page);
    const accountRow = (email: string) => page.getByRole("table", { name: "Business accounts, newest first" }).locator("tr", { hasText: email });
    await open(`/admin/business-accounts?claim=pending&q=${encodeURIComponent(second)}`);
    expect(await accountRow(second).innerText()).toContain("Claim pending: needs your approval with evidence");
    await expectNoAxeViolationsAtBothSizes("the admins' review with pending claims");
    await accountRow(second).getByRole("link").click();
    await page.waitForURL(/\/admin\/business-accounts\/\d+$/);
    await waitForHydration(page);

    // Too little evidence: the message is by the field, which has the focus.
    const evidence = page.getByLabel("Evidence you checked");
    await evidence.fill("ok");
    await page.getByRole("button", { name: "Approve the claim" }).click();
    await page.getByText(CLAIM_MESSAGES.evidence).first().waitFor({ timeout: 10_000 });
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("evidence");
    expect(await evidence.getAttribute("aria-invalid")).toBe("true");

    await evidence.fill("Letter on the tourism board's letterhead, checked by phone.");
    await page.getByRole("button", { name: "Approve the claim" }).click();
    await page.getByText(`The claim of Iceland by ${second} is approved. 1 other claim was closed and e-mailed.`).waitFor({ timeout: 10_000 });
    await open(`/admin/business-accounts?q=${encodeURIComponent(first)}`);
    expect(await accountRow(first).innerText()).toContain("Claim closed: another claim was verified first");
    await open(`/admin/business-accounts?q=${encodeURIComponent(second)}`);
    expect(await accountRow(second).innerText()).toContain("Claim approved by an admin");

    // The closed claimant's dashboard says what happened.
    await page.context().clearCookies();
    await signIn(first);
    await open("/dashboard");
    await page.getByRole("heading", { name: "Your claim of Iceland" }).waitFor();
    expect(await page.locator("main").innerText()).toContain(CLAIM_MESSAGES.lost);
    await expectNoAxeViolationsAtBothSizes("a closed claim on the dashboard");

    // Nobody can claim it now: said before any payment.
    await page.context().clearCookies();
    await open("/for-destinations");
    await fillDestination("Iceland", uniqueEmail("latecomer"));
    await page.getByRole("button", { name: "Next" }).click();
    const popup = page.getByRole("dialog", { name: "Destination Profile Found" });
    await popup.waitFor({ timeout: 10_000 });
    await popup.getByText(CLAIM_MESSAGES.alreadyOwned).waitFor();
    expect(await popup.getByRole("button", { name: "Claim This Profile" }).count()).toBe(0);
  });

  it("a hotel with a verified owner: the Found popup says so before any payment and offers only a new profile", async () => {
    await open("/create-hotel");
    await page.getByLabel("Hotel Name", { exact: true }).fill("Villa Rosa Amalfi");
    await page.getByLabel("Website").fill("www.hotel.example");
    await page.getByLabel("Full Name").fill("Marco Rossi");
    await page.getByLabel("Email").fill(uniqueEmail("not-the-owner"));
    await page.getByLabel(/^Up to 50 \(/).check();
    await page.getByLabel("5 stars").check();
    await page.getByLabel("Address", { exact: true }).fill("Amalfi, Italy");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Next" }).click();
    const popup = page.getByRole("dialog", { name: "Hotel Profile Found" });
    await popup.waitFor({ timeout: 10_000 });
    await popup.getByText(CLAIM_MESSAGES.alreadyOwned).waitFor();
    expect(await popup.getByRole("button", { name: "Claim This Profile" }).count()).toBe(0);
    expect(await popup.getByRole("button", { name: "Create New Profile" }).count()).toBe(1);
    await expectNoAxeViolationsAtBothSizes("the Found popup of an owned hotel");
  });

  it("a verification link that is not valid is refused on its page", async () => {
    await open(`/claims/verify?token=${"x".repeat(43)}`);
    await page.getByRole("heading", { level: 1, name: "Confirm your claim" }).waitFor();
    await expectNoAxeViolationsAtBothSizes("the verification page");
    await page.getByRole("button", { name: "Confirm my claim" }).click();
    await page.getByRole("alert").filter({ hasText: CLAIM_MESSAGES.linkInvalid }).waitFor({ timeout: 10_000 });
    await expectNoAxeViolationsAtBothSizes("the refused verification");
  });

  it("the owner is verified between the claim's payment step and the charge: the page states the refund, never left on 'Paying...'", async () => {
    // A listed hotel nobody owns yet, from the place suggestions.
    const places = await page.request.get(absolute("/api/v1/googleapi/place?input=Hotel&types=establishment"));
    const names = (await places.json() as { predictions: { structured_formatting: { main_text: string } }[] }).predictions.map((prediction) => prediction.structured_formatting.main_text);
    let title: string | undefined;
    for (const name of names.filter((candidate) => !["Villa Rosa Amalfi", "Casa Gabbiano"].includes(candidate))) {
      const found = await (await page.request.get(absolute(`/api/v1/posts/checkExistHotel?title=${encodeURIComponent(name)}`))).json() as { claimable?: boolean };
      if (found.claimable) {
        title = name;
        break;
      }
    }
    if (!title) throw new Error(`no claimable hotel among ${names.join(", ")}`);

    await open("/create-hotel");
    await page.getByLabel("Hotel Name", { exact: true }).fill(title);
    await page.getByLabel("Full Name").fill("Marco Rossi");
    await page.getByLabel("Email").fill(uniqueEmail("too-late"));
    await page.getByLabel(/^Up to 50 \(/).check();
    await page.getByLabel("5 stars").check();
    await page.getByLabel("Address", { exact: true }).fill("Amalfi, Italy");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("dialog", { name: "Hotel Profile Found" }).getByRole("button", { name: "Claim This Profile" }).click();
    await page.getByRole("heading", { name: "Payment & Subscription" }).waitFor({ timeout: 10_000 });
    const cardField = page.getByLabel("Card number");
    await cardField.waitFor({ timeout: 15_000 });

    // Meanwhile the owner claims it from an address on the hotel's website and opens the link.
    const owner = `gm-${Date.now().toString(36)}@${title.toLowerCase().replace(/[^a-z0-9]/g, "")}.example.com`;
    const since = Date.now();
    const claimed = await page.request.post(absolute("/api/v1/posts/createOrClaimHotelorAdvisor"), {
      data: { type: "property", status: "claim", email: owner, name: "Giulia Ferri", title, address: "Amalfi, Italy", no_of_rooms: "Up to 50", rating: "5", user_type: "free", is_invoice: true },
    });
    expect(await claimed.json()).toMatchObject({ claim: { verification: "email" } });
    const link = await waitForEmail({ directory: inject("e2eMailDirectory") }, owner, { since, matches: (email) => email.text.includes("/claims/verify?token=") });
    const token = /\/claims\/verify\?token=([A-Za-z0-9_-]+)/.exec(link.text)?.[1];
    expect((await page.request.post(absolute("/api/v1/business/claims/verify"), { data: { token } })).status()).toBe(200);

    await cardField.pressSequentially("4242424242424242");
    await page.getByLabel("Expiry date").pressSequentially("1234");
    await page.getByLabel("CVC").fill("123");
    await page.getByRole("button", { name: "Pay $1,500" }).click();
    const stated = `${CLAIM_MESSAGES.alreadyOwned} ${CLAIM_MESSAGES.refunded(150_000)}`;
    await page.getByRole("alert").filter({ hasText: stated }).first().waitFor({ timeout: 15_000 });
    expect(await page.getByRole("button", { name: /Paying/ }).count()).toBe(0);
    expect(await page.getByLabel("Card number").count()).toBe(0);
    await expectNoAxeViolationsAtBothSizes("the refund stated after the charge");
  });
});
