import type { Browser, Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { EMAIL_LINK_MESSAGES } from "../../core/email-link";
import { waitForEmail } from "../support/smtp-capture";
import { axeForThisFile } from "./support/axe";
import { absolute, openPagePerTest, waitForHydration } from "./support/browser";
import { signInAsDemoHotel, signInThroughApi, uniqueEmail } from "./support/members";

let page: Page;
let browser: Browser;
openPagePerTest((session) => {
  page = session.page;
  browser = session.browser;
});

const axe = axeForThisFile();
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const visible = (locator: Locator) => locator.filter({ visible: true }).first();

/** A couple's request to the demo hotel and its offer, made through the API; the offer e-mail's link. */
async function offerByEmail(email: string): Promise<{ dealId: number; link: string }> {
  await signInThroughApi(page, email);
  const request = await page.request.post(absolute("/api/v1/dealrequests"), {
    data: {
      occasion: "honeymoon",
      destinations: ["Amalfi"],
      start_date: day(50),
      end_date: day(55),
      budget: "5000-10000",
      travellers: 2,
      special: "Our honeymoon: sea views and a boat day.",
      first_name: "Lena",
      last_name: "Marsh",
      email,
    },
  });
  expect(request.status(), await request.text()).toBe(200);
  const requestId = ((await request.json()) as { data: { id: number } }).data.id;
  const hotel = await browser.newContext();
  try {
    await signInAsDemoHotel(hotel);
    const since = Date.now();
    const sent = await hotel.request.post(absolute(`/api/v1/business/leads/${requestId}/offer`), {
      data: { title: "Five nights by the sea", price: 310000, included: "Five nights with breakfast and a boat day.", perks: [], valid_days: 5, message: "We would love to host you." },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    const dealId = ((await sent.json()) as { data: { id: number } }).data.id;
    const message = await waitForEmail({ directory: inject("e2eMailDirectory") }, email, { since, matches: (mail) => mail.text.includes("New offer from Villa Rosa Amalfi") });
    const href = /https?:\/\/\S+\/api\/v1\/login\/email-link\?\S+/.exec(message.text)?.[0];
    if (!href) throw new Error(`no sign-in link in the offer e-mail: ${message.text}`);
    const url = new URL(href);
    return { dealId, link: absolute(url.pathname + url.search) };
  } finally {
    await hotel.close();
  }
}

describe("couples' trust on the offer page", () => {
  it("an e-mailed offer opens signed in; Decline asks, can be undone, and is sent on leaving; logging out there lands home", { timeout: 120_000 }, async () => {
    const email = uniqueEmail("trust");
    const { dealId, link } = await offerByEmail(email);

    // Signed out, as on another device: the e-mail's link signs in once and opens the offer.
    await page.context().clearCookies();
    await page.goto(link);
    await page.waitForURL(absolute(`/offer/${dealId}`));
    await waitForHydration(page);
    await page.getByRole("heading", { level: 1, name: "Five nights by the sea" }).waitFor();
    await visible(page.locator(".site-header__account").getByRole("button", { name: /account menu/ })).waitFor();

    // Decline asks first; Undo within the window sends nothing.
    await page.getByRole("button", { name: "Decline", exact: true }).click();
    const confirm = page.getByRole("dialog", { name: "Decline this offer?" });
    await confirm.getByText("You can undo it for a few seconds.").waitFor();
    await axe.expectNoViolations(page, "/offer/{id} asking before Decline");
    await confirm.getByRole("button", { name: "Decline offer" }).click();
    await page.locator(".offer-undo").getByText("You are declining this offer.").waitFor();
    await axe.expectNoViolations(page, "/offer/{id} with Undo");
    await page.getByRole("button", { name: "Undo", exact: true }).click();
    await page.getByText("Decline undone. The offer is still open.").waitFor();
    await page.getByRole("button", { name: "Decline", exact: true }).waitFor();
    const still = (await (await page.request.get(absolute(`/api/v1/deals/${dealId}`))).json()) as { data: { status: string } };
    expect(still.data.status).toBe("received");

    // Declined again, then the page reloaded inside the window: leaving sent it, and the page says so.
    await page.getByRole("button", { name: "Decline", exact: true }).click();
    await confirm.getByRole("button", { name: "Decline offer" }).click();
    await page.locator(".offer-undo").waitFor();
    await page.reload();
    await waitForHydration(page);
    await page.locator(".offer-main .deal-tag--declined").waitFor();
    await expect.poll(async () => ((await (await page.request.get(absolute(`/api/v1/deals/${dealId}`))).json()) as { data: { status: string } }).data.status).toBe("rejected");

    // Logging out on the members-only offer page lands on the home page, not on the 404 page.
    await visible(page.locator(".site-header__account").getByRole("button", { name: /account menu/ })).click();
    await visible(page.getByRole("button", { name: "Log out" })).click();
    await page.getByRole("dialog", { name: "Log out" }).getByRole("button", { name: "Logout", exact: true }).click();
    await page.waitForURL(absolute("/"));
    await visible(page.getByRole("button", { name: "JOIN NOW", exact: true })).waitFor();
    expect(await page.title()).not.toMatch(/not found/i);

    // The used link lands on the sign-in, which says why and will open the offer after.
    await page.goto(link);
    const signIn = page.getByRole("dialog", { name: "Log in" });
    await signIn.getByText(EMAIL_LINK_MESSAGES.unusable).waitFor();
    // The markers leave the address, so a reload does not ask again.
    await expect.poll(() => new URL(page.url()).search).toBe("");
    await axe.expectNoViolations(page, "the sign-in after a used e-mail link");
  });
});
