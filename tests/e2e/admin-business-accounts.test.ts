import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ADMIN_BUSINESS_MESSAGES } from "../../core/admin-business-accounts";
import { waitForEmail } from "../support/smtp-capture";
import { advisorSignupBody, hotelSignupBody } from "../support/signup-bodies";
import { signInAsDemoAdmin } from "./support/admin";
import { axeForThisFile } from "./support/axe";
import { absolute, launchBrowser, nextClientAddress, waitForHydration } from "./support/browser";
import { uniqueEmail } from "./support/members";

const SIZES = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

let browser: Browser;
let adminContext: BrowserContext;
const axe = axeForThisFile();

/** The console at both sizes, checked by axe. */
async function expectAccessible(page: Page, label: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await axe.expectNoViolations(page, `${label} at ${size.width}x${size.height}`);
  }
  await page.setViewportSize(SIZES[0]);
}

async function open(page: Page, pathname: string): Promise<void> {
  const response = await page.goto(absolute(pathname));
  expect(response?.status(), pathname).toBe(200);
  await waitForHydration(page);
}

beforeAll(async () => {
  browser = await launchBrowser();
  adminContext = await browser.newContext({ viewport: SIZES[0], extraHTTPHeaders: { "x-forwarded-for": nextClientAddress() } });
});

afterAll(async () => {
  await browser?.close();
});

describe("/admin/business-accounts", () => {
  it("an admin finds a new hotel in review, opens it, approves it with a note, and the business's e-mail carries the note", { timeout: 180_000 }, async () => {
    // A hotel signs up, to be invoiced (nothing to pay first), and waits for review.
    const email = uniqueEmail("hotel-review");
    const name = `Casa Review ${Date.now().toString(36)}`;
    const signup = await adminContext.request.post(absolute("/api/v1/posts/createOrClaimHotelorAdvisor"), { data: hotelSignupBody(email, { title: name, is_invoice: true }) });
    expect(signup.status(), await signup.text()).toBe(200);

    await signInAsDemoAdmin(adminContext);
    const page = await adminContext.newPage();
    await open(page, "/admin/business-accounts");
    await expect(page.title()).resolves.toMatch(/^Business accounts \| .+ admin$/);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
    await expectAccessible(page, "the business accounts list");

    // Search by e-mail, in review, hotels only: one row, which opens the account.
    await page.getByLabel("Name or e-mail").fill(email);
    await page.getByLabel("Status").selectOption("in_review");
    await page.getByLabel("Kind").selectOption("hotel");
    await page.getByRole("button", { name: "Show accounts" }).click();
    await page.waitForURL(/status=in_review/);
    const table = page.getByRole("table", { name: "Business accounts, newest first" });
    await expect.poll(() => table.locator("tbody tr").count()).toBe(1);
    await table.getByRole("link", { name }).click();
    await page.waitForURL(/\/admin\/business-accounts\/\d+$/);
    await waitForHydration(page);
    await page.getByRole("heading", { level: 1, name }).waitFor();
    const submitted = await page.getByRole("region", { name: "What they submitted" }).innerText();
    expect(submitted).toContain(email);
    expect(submitted).toContain("Chiara Bianchi");
    expect(submitted).toContain("casalimone.example");
    expect(await page.getByRole("region", { name: "Plan and payment" }).innerText()).toContain("Spotlight hotel, Up to 50 rooms");
    await expectAccessible(page, "a business account in review");

    // A destructive action asks first.
    await page.getByRole("button", { name: `Reject ${name}` }).click();
    await page.getByRole("alertdialog", { name: `Reject ${name}` }).waitFor();
    await expectAccessible(page, "the reject confirmation");
    await page.getByRole("button", { name: "Cancel" }).click();

    const since = Date.now();
    const note = "Welcome to Amora: your first couples' requests will reach you today.";
    await page.getByLabel("Note to the business (optional)").fill(note);
    await page.getByRole("button", { name: `Approve ${name}` }).click();
    await page.getByText(`${name} is now active. The business was e-mailed with your note.`).waitFor({ timeout: 15_000 });
    await page.getByRole("region", { name: "History", exact: true }).getByText("business_account.approve").waitFor();
    expect(await page.getByRole("region", { name: "History", exact: true }).innerText()).toContain("admin@amora.travel");

    const told = await waitForEmail({ directory: inject("e2eMailDirectory") }, email, { since, matches: (message) => message.text.includes("A note from our team") });
    expect(told.text).toContain(`A note from our team: ${note}`);
    await page.close();
  });

  it("rejecting asks first and needs a reason: a short one is refused by the field, a real one is e-mailed and shows in the history", { timeout: 120_000 }, async () => {
    const email = uniqueEmail("advisor-reject");
    const name = `Faraway Journeys ${Date.now().toString(36)}`;
    const signup = await adminContext.request.post(absolute("/api/v1/posts/createOrClaimHotelorAdvisor"), { data: advisorSignupBody(email, { title: name, is_invoice: true }) });
    expect(signup.status(), await signup.text()).toBe(200);
    const listed = await adminContext.request.get(absolute(`/api/v1/admin/business-accounts?q=${encodeURIComponent(email)}`));
    const [account] = ((await listed.json()) as { data: { id: number }[] }).data;
    const page = await adminContext.newPage();
    await open(page, `/admin/business-accounts/${account!.id}`);

    const reason = page.getByLabel("Reason, e-mailed to the business");
    await reason.fill("no");
    await page.getByRole("button", { name: `Reject ${name}`, exact: true }).click();
    await page.getByRole("button", { name: `Yes, reject ${name.toLowerCase()}`, exact: true }).click();
    await page.getByText(ADMIN_BUSINESS_MESSAGES.reasonRequired).first().waitFor({ timeout: 15_000 });
    expect(await reason.getAttribute("aria-invalid")).toBe("true");
    expect(await reason.inputValue()).toBe("no");

    const since = Date.now();
    // The confirmation stays open after a refusal, what was typed kept: correct it and confirm again.
    await reason.fill("We could not confirm that this agency is registered.");
    await page.getByRole("button", { name: `Yes, reject ${name.toLowerCase()}`, exact: true }).click();
    await page.getByText(`${name} was rejected. The business was e-mailed the reason.`).waitFor({ timeout: 15_000 });
    await page.getByRole("region", { name: "History", exact: true }).getByText("business_account.reject").waitFor();
    const told = await waitForEmail({ directory: inject("e2eMailDirectory") }, email, { since, matches: (message) => message.text.includes("The reason:") });
    expect(told.text).toContain("The reason: We could not confirm that this agency is registered.");
    await page.close();
  });

  it("is not found by anyone but an admin", async () => {
    const visitor = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": nextClientAddress() } });
    const page = await visitor.newPage();
    expect((await page.goto(absolute("/admin/business-accounts")))?.status()).toBe(404);
    expect((await page.goto(absolute("/admin/business-accounts/1")))?.status()).toBe(404);
    await visitor.close();
  });
});
