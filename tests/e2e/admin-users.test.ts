import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "../../core/account-rules";
import { signInAsDemoAdmin } from "./support/admin";
import { axeForThisFile } from "./support/axe";
import { absolute, launchBrowser, nextClientAddress, waitForHydration } from "./support/browser";
import { signInWithDemoPassword, uniqueEmail } from "./support/members";

const MEMBER = "member@amora.travel";
const SIZES = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

let browser: Browser;
let memberContext: BrowserContext;
let adminContext: BrowserContext;
const axe = axeForThisFile();

async function newContext(): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1280, height: 900 }, extraHTTPHeaders: { "x-forwarded-for": nextClientAddress() } });
}

/** The console at both sizes, checked by axe. */
async function expectAccessible(page: Page, label: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await axe.expectNoViolations(page, `${label} at ${size.width}x${size.height}`);
  }
  await page.setViewportSize(SIZES[0]);
}

/** The header's account control: the member's menu when signed in, LOG-IN when not. */
function loginButton(page: Page) {
  return page.getByRole("button", { name: "LOG-IN" }).filter({ visible: true }).first();
}

beforeAll(async () => {
  browser = await launchBrowser();
  memberContext = await newContext();
  adminContext = await newContext();
});

afterAll(async () => {
  // The demo member is shared with other files: never leave it blocked.
  const page = await adminContext.newPage();
  const found = await page.request.get(absolute(`/api/v1/admin/users?q=${encodeURIComponent(MEMBER)}`));
  const row = ((await found.json()) as { data: { id: number; email: string; blocked_at: string | null }[] }).data.find((user) => user.email === MEMBER);
  if (row?.blocked_at) await page.request.post(absolute(`/api/v1/admin/users/${row.id}/unblock`), { data: { note: "e2e clean-up" } });
  await browser?.close();
});

describe("/admin/users", () => {
  it("a support admin blocks the demo member: the member's open page is signed out at once (and says so), sign-in says why; unblocked again", async () => {
    await signInWithDemoPassword(memberContext, MEMBER);
    const memberPage = await memberContext.newPage();
    await memberPage.goto(absolute("/"));
    await waitForHydration(memberPage);
    await expect.poll(() => loginButton(memberPage).count()).toBe(0);

    await signInAsDemoAdmin(adminContext, "support@amora.travel");
    const admin = await adminContext.newPage();
    const list = await admin.goto(absolute(`/admin/users?q=${encodeURIComponent(MEMBER)}`));
    expect(list?.status()).toBe(200);
    expect(await admin.title()).toBe("Users | Amora admin");
    await waitForHydration(admin);
    await expectAccessible(admin, "users list");

    await admin.getByRole("link", { name: MEMBER }).click();
    await admin.getByRole("heading", { level: 1, name: MEMBER }).waitFor();
    await expect.poll(() => admin.title()).toBe(`${MEMBER} | Users | Amora admin`);
    await expectAccessible(admin, "user detail");
    // The data export is the owner's: support is refused with a page, not a file or a bare error.
    const exported = await admin.request.get(absolute(`${new URL(admin.url()).pathname}/export`));
    expect(exported.status()).toBe(403);
    expect(exported.headers()["content-type"]).toMatch(/^text\/html/);

    await admin.getByRole("button", { name: "Block account" }).click();
    await admin.getByLabel(/^Reason/).fill("Asked hotels for free stays");
    await admin.getByRole("button", { name: "Yes, block account" }).click();
    await admin.getByRole("status").getByText(`${MEMBER} is blocked.`, { exact: false }).waitFor();
    await admin.getByText("Asked hotels for free stays", { exact: false }).first().waitFor();

    // The member's page, still open, hears it at once: it says so and shows the sign-in button;
    // its next navigation finds the session gone too.
    await memberPage.getByText("You have been signed out.").waitFor({ timeout: 15_000 });
    await loginButton(memberPage).waitFor({ timeout: 15_000 });
    await memberPage.goto(absolute("/destinations"));
    await waitForHydration(memberPage);
    await loginButton(memberPage).waitFor({ timeout: 15_000 });
    const refused = await memberPage.request.post(absolute("/api/v1/login"), { data: { email: MEMBER, password: "amora-demo-2026", device_name: "web" } });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(ACCOUNT_MESSAGES.accountBlocked);

    await admin.getByRole("button", { name: "Unblock account" }).click();
    await admin.getByRole("status").getByText(`${MEMBER} is unblocked`, { exact: false }).waitFor();
    const allowed = await memberPage.request.post(absolute("/api/v1/login"), { data: { email: MEMBER, password: "amora-demo-2026", device_name: "web" } });
    expect(allowed.status()).toBe(200);
    await admin.close();
  });
});

describe("/admin/emails", () => {
  it("lists the outbox and shows one e-mail with its text and a sandboxed HTML preview", async () => {
    // A fresh demo server has sent nothing yet: a sign-in code gives the outbox one e-mail.
    const address = uniqueEmail("outbox");
    const sent = await memberContext.request.post(absolute("/api/v1/send-otp"), { data: { email: address } });
    expect(sent.status()).toBe(200);
    const admin = await adminContext.newPage();
    const list = await admin.goto(absolute(`/admin/emails?to=${encodeURIComponent(address)}`));
    expect(list?.status()).toBe(200);
    expect(await admin.title()).toBe("E-mail | Amora admin");
    await waitForHydration(admin);
    await expectAccessible(admin, "e-mail list");

    const first = admin.locator(".ac-table tbody th a").first();
    const subject = (await first.textContent()) ?? "";
    await first.click();
    await admin.getByRole("heading", { level: 1, name: subject }).waitFor();
    const frame = admin.locator("iframe.acu-preview");
    expect(await frame.getAttribute("sandbox")).toBe("");
    await expectAccessible(admin, "e-mail detail");

    await admin.getByRole("button", { name: "Resend a copy" }).click();
    await admin.getByRole("status").getByText(`A copy was queued to ${address}`, { exact: false }).waitFor();
    await admin.close();
  });
});
