import type { APIRequestContext, Browser, Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DEAL_MESSAGES } from "../../core/deal-rules";
import { axeForThisFile } from "./support/axe";
import { absolute, openPagePerTest, waitForHydration } from "./support/browser";
import { signInThroughApi, uniqueEmail, signInAsDemoHotel } from "./support/members";

let page: Page;
let browser: Browser;
openPagePerTest((session) => {
  page = session.page;
  browser = session.browser;
});

const axe = axeForThisFile();

const expectNoViolations = (label: string) => axe.expectNoViolations(page, label);

/** A landscape picture for the offer (two colours, 1200 × 900). */
function terracePicture(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: "#8a1c4a" } })
    .composite([{ input: { create: { width: 600, height: 900, channels: 3, background: "#f8eedb" } }, left: 600, top: 0 }])
    .png()
    .toBuffer();
}

/** A couple in a browser context of its own, with a request for the demo hotel sent through the API. */
async function coupleWithRequest(): Promise<{ api: APIRequestContext; close(): Promise<void> }> {
  const context = await browser.newContext();
  const couplePage = await context.newPage();
  const email = uniqueEmail("lead-couple");
  await signInThroughApi(couplePage, email);
  const hotel = (await (await context.request.get(absolute("/api/v1/posts/showbyslug/villa-rosa-amalfi"))).json()) as { data: { id: number } };
  const sent = await context.request.post(absolute("/api/v1/dealrequests"), {
    data: {
      occasion: "anniversary",
      destinations: ["Amalfi Coast"],
      listing_id: hotel.data.id,
      flexible_month: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 7),
      nights: 5,
      budget: "5000-10000",
      travellers: 2,
      special: "Our tenth anniversary: a terrace at sunset and a day on the water.",
      first_name: "Ana",
      last_name: "Lima",
      email,
    },
  });
  expect(sent.status()).toBe(200);
  return { api: context.request, close: () => context.close() };
}

describe("the business dashboard's couples' requests", () => {
  it("the demo hotel finds a request, answers with an offer, edits it and replies to the couple", async () => {
    const couple = await coupleWithRequest();
    await signInAsDemoHotel(page);

    await page.goto(absolute("/dashboard"));
    await waitForHydration(page);
    const requests = page.getByRole("region", { name: "Couples' requests" });
    const row = requests.locator(".lead-row").filter({ hasText: "Anniversary for Ana L." }).first();
    await row.getByText("New", { exact: true }).waitFor();
    await expectNoViolations("/dashboard with requests");
    await row.getByRole("link", { name: "Anniversary for Ana L." }).click();
    await page.waitForURL(/\/dashboard\/leads\/\d+$/);
    await waitForHydration(page);
    await page.getByText("Our tenth anniversary: a terrace at sunset and a day on the water.").waitFor();
    await page.getByText("Shown once the couple writes to you or books your offer.").waitFor();
    await expectNoViolations("lead page");

    // Nothing filled in: the server's own messages, before anything is sent.
    await page.getByRole("button", { name: "Send offer" }).click();
    await page.getByText(DEAL_MESSAGES.offerTitle).waitFor();
    await page.getByText(DEAL_MESSAGES.offerPrice).waitFor();
    await page.getByText(DEAL_MESSAGES.offerMessage).waitFor();
    await expectNoViolations("offer composer with errors");

    await page.getByLabel("Offer title").fill("Anniversary week with a boat day");
    await page.getByLabel("Price for the stay (USD)").fill("2,450.50");
    await page.getByLabel("What is included").fill("Five nights in a sea-view room with breakfast.");
    await page.getByLabel("Perk 1", { exact: true }).fill("Sunset dinner on the terrace");
    await page.getByRole("button", { name: "Add a perk" }).click();
    await page.getByLabel("Perk 2", { exact: true }).fill("Private boat afternoon");
    await page.getByLabel("Message to the couple").fill("Happy anniversary! We would love to host you.");
    await page.getByRole("button", { name: "Send offer" }).click();
    await page.getByText("Offer sent").first().waitFor();
    await page.getByRole("heading", { name: "Your offer: Sent" }).waitFor();
    // The price as the couple sees it, cents and all ("$2,450.5" before the one formatter).
    await page.getByText("Anniversary week with a boat day, $2,450.50", { exact: true }).waitFor();

    // A picture of the offer: uploaded, re-encoded 4:3 by the server, shown at once.
    await page.getByLabel("Add a picture").setInputFiles({ name: "terrace.png", mimeType: "image/png", buffer: await terracePicture() });
    await page.getByRole("img", { name: "Picture 1 of your offer" }).waitFor();
    await expect.poll(() => page.getByRole("img", { name: "Picture 1 of your offer" }).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(400);

    await page.getByRole("button", { name: "Edit offer" }).click();
    await page.getByLabel("Price for the stay (USD)").fill("2,300");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Offer updated").first().waitFor();
    await page.getByText("$2,300").waitFor();
    const inbox = (await (await couple.api.get(absolute("/api/v1/deals"))).json()) as { data: { id: number; price: number; perks: string[]; images: { small: string }[] }[] };
    expect(inbox.data[0]).toMatchObject({ price: 230000, perks: ["Sunset dinner on the terrace", "Private boat afternoon"], images: [{ small: expect.stringMatching(/^\/media\/uploads\/[0-9a-f]{32}-small\.webp$/) }] });

    // The couple writes; the hotel sees it (and now their contact details) and replies.
    expect((await couple.api.post(absolute(`/api/v1/deals/${inbox.data[0]!.id}/messages`), { data: { body: "Could we arrive a day early?" } })).status()).toBe(200);
    await page.reload();
    await waitForHydration(page);
    await page.locator(".lead-message__body").getByText("Could we arrive a day early?").waitFor();
    await page.getByText(/Ana Lima, lead-couple-/).waitFor();
    await page.getByLabel("Reply").fill("Of course, the room is yours from the day before.");
    await page.getByRole("button", { name: "Send message" }).click();
    await page.locator(".lead-message--business").getByText("Of course, the room is yours from the day before.").waitFor();
    const thread = (await (await couple.api.get(absolute(`/api/v1/deals/${inbox.data[0]!.id}/messages`))).json()) as { data: { sender: string }[] };
    expect(thread.data.map((message) => message.sender)).toEqual(["couple", "business"]);
    await expectNoViolations("lead page with an offer and a thread");

    // Withdrawn after a confirmation: the couple sees it so, and the thread closes on both sides.
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Withdraw" }).click();
    await page.getByRole("heading", { name: "Your offer: Withdrawn" }).waitFor();
    await page.getByText("This offer was withdrawn.").waitFor();
    expect(await page.getByLabel("Reply").isVisible()).toBe(false);
    const withdrawn = (await (await couple.api.get(absolute(`/api/v1/deals/${inbox.data[0]!.id}`))).json()) as { data: { status: string; can_book: boolean } };
    expect(withdrawn.data).toMatchObject({ status: "withdrawn", can_book: false });
    expect((await couple.api.post(absolute(`/api/v1/deals/${inbox.data[0]!.id}/messages`), { data: { body: "Why?" } })).status()).toBe(409);
    await couple.close();
  });

  it("shows a business only its own requests", async () => {
    await signInAsDemoHotel(page);
    expect((await page.goto(absolute("/dashboard/leads/999999")))?.status()).toBe(404);
    const member = await browser.newContext();
    const memberPage = await member.newPage();
    await signInThroughApi(memberPage, uniqueEmail("not-a-business"));
    expect((await memberPage.goto(absolute("/dashboard/leads/1")))?.status()).toBe(404);
    await member.close();
  });
});
