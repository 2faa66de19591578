import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeForThisFile } from "./support/axe";
import { absolute, openPagePerTest, waitForHydration } from "./support/browser";
import { signInThroughApi, uniqueEmail } from "./support/members";
import { adminActivates, fillCard } from "./support/business";

/**
 * Issue 19, a Featured advisor's page (docs/product.md §6): a new Featured advisor adds a couple's
 * review and a workshop in the storefront editor, and its /ta page shows them at once. A new
 * destination features a hotel and an itinerary found by name, and its page shows them.
 */

let page: Page;
let browser: Browser;
openPagePerTest((session) => {
  ({ page, browser } = session);
});

const axe = axeForThisFile();
const suffix = Date.now().toString(36);

async function open(pathname: string): Promise<void> {
  const response = await page.goto(absolute(pathname));
  expect(response?.status(), pathname).toBe(200);
  await waitForHydration(page);
}


/** A new advisor signs up as Featured (paid by card), is activated and signed in. */
async function newFeaturedAdvisor(): Promise<void> {
  const email = uniqueEmail("featured-advisor");
  await open("/travel-advisor");
  await page.getByLabel("First Name").fill("Noemi");
  await page.getByLabel("Last Name").fill("Ferraro");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone Number").fill("39333444555");
  await page.getByLabel("Agency Name").fill(`Ferraro Honeymoons ${suffix}`);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Proceed with Featured Account" }).click();
  await page.getByRole("heading", { name: "Payment" }).waitFor();
  await fillCard(page);
  await page.getByRole("button", { name: "Pay $675" }).click();
  await page.getByText("Thank you for signing up! Your profile is under review.").waitFor({ timeout: 15_000 });
  await adminActivates(browser, email);
  await signInThroughApi(page, email);
}

describe("a Featured advisor's reviews and workshop", () => {
  it("adds a review and a workshop, and its /ta page shows them; the editor and the page are axe-clean at 390px and 1366px", { timeout: 180_000 }, async () => {
    await newFeaturedAdvisor();
    await open("/dashboard/storefront");
    const form = page.getByRole("form", { name: "Your advisor profile" });

    const reviews = form.getByRole("group", { name: "Reviews" });
    await reviews.getByRole("button", { name: "Add a review" }).click();
    const review = reviews.getByRole("group", { name: "Review 1" });
    await review.getByLabel("Couple's names").fill(`Giulia & Marco ${suffix}`);
    await review.getByLabel("Trip (optional)").fill("Honeymoon in Positano, 2026");
    // Markup typed is kept as text, never run.
    await review.getByLabel("What they said").fill(`Every day was a surprise. <script>window.__featuredInjected = true</script>`);

    const workshop = form.getByRole("group", { name: "Workshop" });
    await workshop.getByLabel("Workshop title").fill(`Planning a destination wedding ${suffix}`);
    await workshop.getByLabel("Date").fill("2027-03-06");
    // No place and not online: the rule's message by the part, focused, nothing lost.
    await form.getByRole("button", { name: "Save changes" }).click();
    await form.getByText("Enter where the workshop takes place, or mark it online").waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("sf-workshop");
    expect(await review.getByLabel("Couple's names").inputValue()).toBe(`Giulia & Marco ${suffix}`);
    await axe.expectNoViolations(page, "/dashboard/storefront (Featured advisor, with an error) at 1366px");

    await workshop.getByLabel("Held online").check();
    await workshop.getByLabel("About the workshop").fill("An evening of questions and answers.\n\nBring your guest list.");
    await form.getByRole("button", { name: "Save changes" }).click();
    await form.getByRole("status").filter({ hasText: "Your changes are saved and live on your page." }).waitFor();

    await page.setViewportSize({ width: 390, height: 844 });
    await axe.expectNoViolations(page, "/dashboard/storefront (Featured advisor) at 390px");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const publicPath = new URL((await page.getByRole("link", { name: /See your page/ }).first().getAttribute("href"))!, absolute("/")).pathname;
    expect(publicPath).toMatch(/^\/ta\//);
    await open(publicPath);
    const said = page.getByRole("region", { name: "What couples say" });
    await said.getByText(`Giulia & Marco ${suffix}`).waitFor();
    await said.getByText("Honeymoon in Positano, 2026").waitFor();
    await said.getByText("Every day was a surprise. <script>window.__featuredInjected = true</script>").waitFor();
    expect(await page.evaluate(() => (window as unknown as { __featuredInjected?: boolean }).__featuredInjected)).toBeUndefined();
    const workshopBlock = page.getByRole("region", { name: "Workshop" });
    await workshopBlock.getByRole("heading", { name: `Planning a destination wedding ${suffix}` }).waitFor();
    await workshopBlock.getByText("March 6, 2027 · Online").waitFor();
    await workshopBlock.getByText("Bring your guest list.").waitFor();
    await axe.expectNoViolations(page, "the Featured advisor's page at 390px");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1366, height: 900 });
    await axe.expectNoViolations(page, "the Featured advisor's page at 1366px");
  });
});

/** A new destination signs up (a new profile, $100 by card), is activated and signed in. */
async function newDestination(name: string): Promise<void> {
  const email = uniqueEmail("featuring-destination");
  await open("/for-destinations");
  await page.getByLabel("Destination Name").fill(name);
  await page.getByLabel("Contact Person's First Name").fill("Aiko");
  await page.getByLabel("Contact Person's Last Name").fill("Sato");
  await page.getByLabel("Title").fill("Director of Tourism");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone Number").fill("81312345678");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("dialog", { name: "Destination Profile Not Found" }).waitFor({ timeout: 10_000 });
  await page.getByRole("button", { name: "Create New Profile" }).click();
  await page.getByRole("heading", { name: "Payment & Subscription" }).waitFor({ timeout: 10_000 });
  await fillCard(page);
  await page.getByRole("button", { name: "Pay $100" }).click();
  await page.getByRole("heading", { name: "Thank You!" }).waitFor({ timeout: 15_000 });
  await adminActivates(browser, email);
  await signInThroughApi(page, email);
}

describe("a destination's featured hotels and itineraries", () => {
  it("finds a hotel and an itinerary by name, features them, and its page shows them; axe-clean at 390px and 1366px", { timeout: 180_000 }, async () => {
    const name = `Lago Sereno ${suffix}`;
    await newDestination(name);
    await open("/dashboard/storefront");
    const form = page.getByRole("form", { name: "Your destination's page" });

    const hotels = form.getByRole("group", { name: "Featured hotels" });
    await hotels.getByLabel("Find a hotel by name").fill("villa rosa");
    // Enter searches; it does not save the form.
    await hotels.getByLabel("Find a hotel by name").press("Enter");
    const found = hotels.getByRole("list", { name: "hotels found" });
    await found.getByRole("button", { name: "Add Villa Rosa Amalfi" }).click();
    await found.getByRole("button", { name: "Added Villa Rosa Amalfi" }).waitFor();

    const itineraries = form.getByRole("group", { name: "Featured itineraries" });
    await itineraries.getByRole("button", { name: "Search itineraries" }).click();
    const itineraryList = itineraries.getByRole("list", { name: "itineraries found" });
    const firstAdd = itineraryList.getByRole("button", { name: /^Add / }).first();
    await firstAdd.waitFor();
    const itineraryTitle = ((await firstAdd.textContent()) ?? "").replace(/^Add\s*/, "").trim();
    await firstAdd.click();
    await axe.expectNoViolations(page, "/dashboard/storefront (destination, search results) at 1366px");
    await page.setViewportSize({ width: 390, height: 844 });
    await axe.expectNoViolations(page, "/dashboard/storefront (destination, search results) at 390px");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await form.getByRole("button", { name: "Save changes" }).click();
    await form.getByRole("status").filter({ hasText: /Your changes are saved/ }).waitFor();
    await hotels.getByRole("link", { name: "Villa Rosa Amalfi" }).waitFor();

    const publicPath = new URL((await page.getByRole("link", { name: /See your page/ }).first().getAttribute("href"))!, absolute("/")).pathname;
    await open(publicPath);
    await page.getByRole("region", { name: `Featured stays in ${name}` }).getByRole("link", { name: /Villa Rosa Amalfi/ }).first().waitFor();
    await page.getByRole("region", { name: `Itineraries for ${name}` }).getByText(itineraryTitle, { exact: false }).first().waitFor();
    await axe.expectNoViolations(page, "the destination's page with featured listings at 390px");
    await page.setViewportSize({ width: 1366, height: 900 });
    await axe.expectNoViolations(page, "the destination's page with featured listings at 1366px");
  });
});
