import type { Browser, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { MODERATION_MESSAGES } from "../../core/admin-moderation";
import { DEAL_MESSAGES } from "../../core/deal-rules";
import { waitForEmail } from "../support/smtp-capture";
import { axeForThisFile } from "./support/axe";
import { absolute, openPagePerTest, waitForHydration } from "./support/browser";
import { codeSentTo, signInThroughApi, uniqueEmail, signInAsDemoHotel } from "./support/members";

let page: Page;
let browser: Browser;
openPagePerTest((session) => {
  page = session.page;
  browser = session.browser;
});

const axe = axeForThisFile();

const expectNoViolations = (label: string) => axe.expectNoViolations(page, label);

/** The demo hotel (README "Demo accounts"), signed in with its password in a browser context of its own. */
async function demoHotel(): Promise<{ page(): Promise<Page>; close(): Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInAsDemoHotel(context);
  return { page: () => context.newPage(), close: () => context.close() };
}

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe("the marketplace loop", () => {
  // The whole loop in two browsers, with e-mailed codes and axe at each step: more than the default minute on a busy machine.
  it("a visitor requests a deal from the hotel's page, the hotel answers, the couple reads, writes, pins, archives and books", { timeout: 180_000 }, async () => {
    const email = uniqueEmail("couple");
    await page.goto(absolute("/villa-rosa-amalfi"));
    await waitForHydration(page);
    // The side card's request-a-deal widget opens the full form with its answers filled in.
    const widget = page.locator(".side-card--deal");
    await widget.getByLabel("Occasion").selectOption("honeymoon");
    await widget.getByLabel("Where to?").fill("Amalfi Coast");
    await widget.getByRole("button", { name: "Get offers" }).click();
    await page.waitForURL(/\/request-a-deal\?listing=\d+&occasion=honeymoon&destination=Amalfi\+Coast&month=$/);
    await waitForHydration(page);
    await page.getByText("Your request goes to Villa Rosa Amalfi first").waitFor();
    await expectNoViolations("/request-a-deal");

    // Nothing filled in: the form's own messages, and focus on the first field in error.
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByText(DEAL_MESSAGES.dates).waitFor();
    await page.getByText(DEAL_MESSAGES.special).waitFor();
    await expectNoViolations("/request-a-deal with errors");

    expect(await page.getByLabel("Honeymoon").isChecked()).toBe(true);
    expect(await page.getByLabel("Where would you like to go?").inputValue()).toBe("Amalfi Coast");
    await page.getByLabel("Arrival").fill(day(60));
    await page.getByLabel("Return").fill(day(67));
    await page.getByLabel("Budget for the trip").selectOption("5000-10000");
    await page.getByLabel("What makes this trip special?").fill("Our honeymoon: sea views, slow breakfasts and a boat day.");
    await page.getByLabel("First Name").fill("Giulia");
    await page.getByLabel("Last Name").fill("Ferri");
    await page.getByLabel("Email").fill(email);
    // A reload keeps what was typed (the request waits in the tab).
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => page.getByLabel("What makes this trip special?").inputValue()).toContain("boat day");

    const since = Date.now();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByText("Confirm your e-mail to send your request").waitFor();
    await page.getByLabel("6-digit code").fill(await codeSentTo(email, since));
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await page.waitForURL(/\/request-deal-thank-you/);
    await page.getByRole("heading", { name: "Your deal request has been sent" }).waitFor();
    await expectNoViolations("/request-deal-thank-you");

    // The couple waits on the home page: what follows reaches it live, without a reload.
    const liveStream = page.waitForResponse((response) => response.url().endsWith("/api/v1/user/events"));
    await page.goto(absolute("/"));
    await waitForHydration(page);
    expect((await liveStream).headers()["content-type"]).toContain("text/event-stream");

    // The demo hotel finds the request on its dashboard and answers with an offer.
    const hotel = await demoHotel();
    const hotelPage = await hotel.page();
    await hotelPage.goto(absolute("/dashboard"));
    await waitForHydration(hotelPage);
    const lead = hotelPage.locator(".lead-row").filter({ hasText: "Honeymoon for Giulia F." }).first();
    await lead.getByText("The couple asked for your hotel").waitFor();
    await lead.getByRole("link", { name: "Honeymoon for Giulia F." }).click();
    await hotelPage.waitForURL(/\/dashboard\/leads\/\d+$/);
    await waitForHydration(hotelPage);
    await hotelPage.getByLabel("Offer title").fill("Seven nights in the Sea View Suite");
    await hotelPage.getByLabel("Price for the stay (USD)").fill("4,860");
    await hotelPage.getByLabel("What is included").fill("Seven nights with breakfast and transfers.");
    await hotelPage.getByLabel("Perk 1", { exact: true }).fill("Prosecco on arrival");
    await hotelPage.getByLabel("Open for (days)").fill("5");
    await hotelPage.getByLabel("Message to the couple").fill("Congratulations! We would love to host you.");
    const offerSince = Date.now();
    await hotelPage.getByRole("button", { name: "Send offer" }).click();
    await hotelPage.getByRole("heading", { name: "Your offer: Sent" }).waitFor();
    // Live: a toast, the bell's count and the 'N new offer' badge, all without a reload.
    await page.getByText("New Offer: a business answered your request").waitFor();
    await page.getByRole("button", { name: "Notifications, 1 unread" }).waitFor();
    await expect.poll(() => page.locator(".site-header").textContent()).toContain("1 new offer");
    const inbox = (await (await page.request.get(absolute("/api/v1/deals"))).json()) as { data: { id: number; title: string }[] };
    const dealId = inbox.data.find((deal) => deal.title === "Seven nights in the Sea View Suite")!.id;

    const offerEmail = await waitForEmail({ directory: inject("e2eMailDirectory") }, email, { since: offerSince, matches: (message) => message.text.includes("New offer from Villa Rosa Amalfi") });
    // Its link signs the couple in once and lands on the offer (decision 048).
    expect(offerEmail.text).toContain(`/api/v1/login/email-link?user=`);
    expect(offerEmail.text).toContain(`to=%2Foffer%2F${dealId}`);

    // The notifications overlay: one 'New Offer' entry; opening it reads it and goes to the offer.
    await page.getByRole("button", { name: "Notifications, 1 unread" }).click();
    const overlay = page.getByRole("dialog", { name: "Notifications" });
    const entry = overlay.getByRole("button", { name: /Villa Rosa Amalfi sent you an offer for your honeymoon/ });
    await entry.getByText("New Offer").waitFor();
    expect(await entry.locator("time").textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4} at \d{1,2}:\d{2}(AM|PM)$/);
    await expectNoViolations("notifications overlay");
    await entry.click();
    await page.waitForURL(new RegExp(`/offer/${dealId}$`));
    await waitForHydration(page);
    await expect.poll(() => page.locator(".site-header").getByRole("button", { name: /^Notifications/ }).getAttribute("aria-label")).toBe("Notifications");

    await page.goto(absolute("/offer?filter=specials"));
    await waitForHydration(page);
    const row = page.locator(".deal-row").filter({ hasText: "Seven nights in the Sea View Suite" });
    await row.getByText("Open", { exact: true }).waitFor();
    await expectNoViolations("/offer");
    await row.getByRole("link", { name: "Seven nights in the Sea View Suite" }).click();
    await page.waitForURL(new RegExp(`/offer/${dealId}$`));
    await waitForHydration(page);
    await page.getByText("$4,860").first().waitFor();
    await page.getByText(/left$/).first().waitFor();

    const messageSince = Date.now();
    await page.getByLabel("Your message").fill("Is the boat day included?");
    await page.getByRole("button", { name: "Send message" }).click();
    await page.locator(".offer-message--couple").getByText("Is the boat day included?").waitFor();
    await waitForEmail({ directory: inject("e2eMailDirectory") }, "hotel@amora.travel", { since: messageSince, matches: (message) => message.text.includes("Is the boat day included?") });
    await expectNoViolations("/offer/{id}");

    // The hotel answers from its dashboard; the couple's open thread shows it without a reload.
    await hotelPage.reload();
    await waitForHydration(hotelPage);
    await hotelPage.locator(".lead-message--couple").getByText("Is the boat day included?").waitFor();
    await hotelPage.getByLabel("Reply").fill("Yes, on the second day.");
    await hotelPage.getByRole("button", { name: "Send message" }).click();
    await page.locator(".offer-message--business").getByText("Yes, on the second day.").waitFor();

    // Either side can report the other's words to Amora's team: a reason too short is refused in
    // the field, a real one is thanked for, and the same report twice is refused by the server.
    await page.getByText("Report a problem to Amora").click();
    const report = page.getByRole("form", { name: "Report a problem" });
    const reported = await report.locator("option", { hasText: "Yes, on the second day." }).getAttribute("value");
    await report.getByLabel("What you report").selectOption(reported!);
    await report.getByLabel("What is wrong").fill("Rude");
    await report.getByRole("button", { name: "Send report" }).click();
    await report.getByText(MODERATION_MESSAGES.reportReason).waitFor();
    await report.getByLabel("What is wrong").fill("The hotel asked me to pay outside Amora.");
    await report.getByRole("button", { name: "Send report" }).click();
    await report.getByRole("status").getByText(MODERATION_MESSAGES.reported).waitFor();
    await expectNoViolations("/offer/{id} with the report form open");
    await report.getByLabel("What is wrong").fill("The hotel asked me to pay outside Amora.");
    await report.getByRole("button", { name: "Send report" }).click();
    await report.getByText(MODERATION_MESSAGES.reportedAlready).waitFor();
    await hotelPage.reload();
    await waitForHydration(hotelPage);
    await hotelPage.getByText("Report a problem to Amora").click();
    const hotelReport = hotelPage.getByRole("form", { name: "Report a problem" });
    expect(await hotelReport.getByLabel("What you report").locator("option").allTextContents()).toEqual([expect.stringContaining("Is the boat day included?")]);
    await hotelReport.getByLabel("What is wrong").fill("Spam: the same question sent from many addresses.");
    await hotelReport.getByRole("button", { name: "Send report" }).click();
    await hotelReport.getByRole("status").getByText(MODERATION_MESSAGES.reported).waitFor();

    await page.getByRole("button", { name: "Pin", exact: true }).click();
    await page.getByText("Offer pinned").waitFor();
    await page.getByRole("button", { name: "Archive", exact: true }).click();
    await page.getByText("Offer archived").waitFor();
    await page.goto(absolute("/offer"));
    await page.getByText("No offers here yet.").waitFor();
    await page.goto(absolute("/offer?filter=archived"));
    await waitForHydration(page);
    await page.locator(".deal-row").filter({ hasText: "Seven nights in the Sea View Suite" }).getByRole("button", { name: /^Unarchive/ }).click();
    await page.getByText("Offer moved back to your inbox").waitFor();
    // The inbox row's own Pin action (it was pinned from the offer page).
    await page.goto(absolute("/offer"));
    await waitForHydration(page);
    const inboxRow = page.locator(".deal-row").filter({ hasText: "Seven nights in the Sea View Suite" });
    await inboxRow.getByText("Pinned", { exact: true }).waitFor();
    await inboxRow.getByRole("button", { name: "Unpin Seven nights in the Sea View Suite" }).click();
    await page.getByText("Offer unpinned").waitFor();
    // The row drawn again from the server before the next click (a busy machine can be slow to).
    await inboxRow.getByText("Pinned", { exact: true }).waitFor({ state: "detached" });
    await inboxRow.getByRole("button", { name: "Pin Seven nights in the Sea View Suite" }).click();
    await page.getByText("Offer pinned").waitFor();
    await page.goto(absolute(`/offer/${dealId}`));
    await waitForHydration(page);
    // Asked first, then sent at once with Send now (the undo window is offer-trust.test.ts's).
    await page.getByRole("button", { name: "Mark as booked" }).click();
    await page.getByRole("dialog", { name: "Mark this offer as booked?" }).getByRole("button", { name: "Mark as booked" }).click();
    await page.getByRole("button", { name: "Send now" }).click();
    await page.getByText("Offer marked as booked").waitFor();
    await page.locator(".offer-main .deal-tag--booked").waitFor();
    await hotel.close();
  });

  it("offers a Free Pass member who used three requests the upgrade instead of a fourth", async () => {
    const email = uniqueEmail("free-pass");
    await signInThroughApi(page, email);
    const body = {
      occasion: "anniversary",
      destinations: ["Santorini"],
      flexible_month: day(40).slice(0, 7),
      nights: 4,
      budget: "2500-5000",
      travellers: 2,
      special: "Ten years together.",
      first_name: "Ana",
      last_name: "Lima",
      email,
    };
    // A new member's bell: nothing yet.
    await page.goto(absolute("/"));
    await waitForHydration(page);
    await page.getByRole("button", { name: "Notifications", exact: true }).click();
    await page.getByRole("dialog", { name: "Notifications" }).getByText("No notifications").waitFor();
    await expectNoViolations("notifications overlay, empty");
    await page.keyboard.press("Escape");

    for (let index = 0; index < 2; index += 1) {
      const response = await page.request.post(absolute("/api/v1/dealrequests"), { data: body });
      expect(response.status()).toBe(200);
    }
    // The form is open with one request left; another tab uses it; this form's request is then
    // the fourth, and the server's refusal turns into the upgrade offer.
    await page.goto(absolute(`/request-a-deal?occasion=anniversary&destination=Santorini&month=${day(40).slice(0, 7)}`));
    await waitForHydration(page);
    expect((await page.request.post(absolute("/api/v1/dealrequests"), { data: body })).status()).toBe(200);
    await page.getByLabel("Nights").fill("4");
    await page.getByLabel("Budget for the trip").selectOption("2500-5000");
    await page.getByLabel("What makes this trip special?").fill("Ten years together.");
    await page.getByLabel("First Name").fill("Ana");
    await page.getByLabel("Last Name").fill("Lima");
    await page.getByRole("button", { name: "Send my request" }).click();
    await page.getByRole("heading", { name: "Upgrade for unlimited deal requests" }).waitFor();
    await page.getByText(DEAL_MESSAGES.limitReached).waitFor();

    const fourth = await page.request.post(absolute("/api/v1/dealrequests"), { data: body });
    expect(fourth.status()).toBe(403);
    expect(((await fourth.json()) as { message: string }).message).toBe(DEAL_MESSAGES.limitReached);
    await page.goto(absolute("/request-a-deal"));
    await waitForHydration(page);
    await page.getByRole("heading", { name: "Upgrade for unlimited deal requests" }).waitFor();
    expect(await page.getByRole("link", { name: "Upgrade to VIP Access" }).getAttribute("href")).toBe("/upgrade");
    await expectNoViolations("/request-a-deal at the limit");
  });

  it("on a phone, a destination page's Request a deal button takes the couple to its widget", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(absolute("/destinations/japan"));
    await waitForHydration(page);
    const widget = page.locator("#listing-deal-request");
    expect(await widget.evaluate((element) => element.getBoundingClientRect().top > window.innerHeight)).toBe(true);
    await page.locator(".request-deal-bar").getByRole("button", { name: "Request a deal" }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest("#listing-deal-request") !== null)).toBe(true);
    await expect
      .poll(() => widget.evaluate((element) => element.getBoundingClientRect().top < window.innerHeight))
      .toBe(true);
  });

  it("a Featured advisor's page asks through its own widget; a Basic one's sends a general request (no leads)", async () => {
    await page.goto(absolute("/ta/isabella-moreau"));
    await waitForHydration(page);
    const featured = page.locator("#advisor-deal-request");
    await featured.getByRole("heading", { name: "Plan your trip together" }).waitFor();
    await featured.getByLabel("Occasion").selectOption("anniversary");
    await featured.getByRole("button", { name: "Get offers" }).click();
    await page.waitForURL(/\/request-a-deal\?listing=\d+&occasion=anniversary/);

    await page.goto(absolute("/ta/marcus-bennett"));
    await waitForHydration(page);
    const basic = page.locator("#advisor-deal-request");
    await basic.getByRole("heading", { name: "Get offers for your trip" }).waitFor();
    expect(await basic.locator('input[name="listing"]').count()).toBe(0);
  });
});

