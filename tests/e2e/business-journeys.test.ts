import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { axeForThisFile } from "./support/axe";
import { absolute, openPagePerTest, waitForHydration } from "./support/browser";
import { signInThroughApi, signInWithDemoPassword, uniqueEmail } from "./support/members";
import { adminActivates, fillCard } from "./support/business";

/**
 * Issue 19's journeys of a business that has just signed up, from the wizard to what couples see:
 * a new hotel writes its page and adds photos; a new advisor lists its destinations and a couple's
 * request for one of them reaches it.
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



/** A landscape picture in two colours, as a phone would take one (1600 × 1200). */
function picture(left: string, right: string): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: left } })
    .composite([{ input: { create: { width: 800, height: 1200, channels: 3, background: right } }, left: 800, top: 0 }])
    .png()
    .toBuffer();
}

describe("a new hotel, from the wizard to its public page", () => {
  it("signs up and pays by card, is activated, writes its description, adds photos, and couples see both on its page", { timeout: 180_000 }, async () => {
    const name = `Casa Limoncello ${suffix}`;
    const email = uniqueEmail("new-hotel");
    await open("/create-hotel");
    await page.getByLabel("Hotel Name", { exact: true }).fill(name);
    await page.getByLabel("Website").fill("www.casalimoncello.example");
    await page.getByLabel("Full Name").fill("Chiara Bianchi");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel(/^Up to 50 \(/).check();
    await page.getByLabel("4 stars").check();
    await page.getByLabel("Address", { exact: true }).fill("Positano, Italy");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Next" }).click();
    const popup = page.getByRole("dialog", { name: "Hotel Profile Not Found" });
    await popup.waitFor({ timeout: 10_000 });
    await popup.getByRole("button", { name: "Create New Profile" }).click();
    await page.getByRole("heading", { name: "Payment & Subscription" }).waitFor({ timeout: 10_000 });
    await fillCard(page, "4242 4242 4242 4242");
    await page.getByRole("button", { name: "Pay $1,500" }).click();
    await page.getByText("Thank you for signing up! Your profile is under review.").waitFor({ timeout: 15_000 });

    await adminActivates(browser, email);
    await signInThroughApi(page, email);
    await open("/dashboard");
    await page.getByRole("heading", { level: 1, name }).waitFor();

    // Its page's words.
    await page.getByRole("link", { name: "Your page", exact: true }).click();
    await page.waitForURL(/\/dashboard\/storefront$/);
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Your hotel's page" });
    const description = `Six rooms over the lemon groves, ${suffix}.\n\nDinner is served on the roof when the sea turns pink.`;
    await form.getByLabel("Description").fill(description);
    await form.getByLabel("Highlights").fill(`Rooftop dinners ${suffix}\nA boat to the grottoes`);
    await form.getByRole("button", { name: "Save changes" }).click();
    await form.getByRole("status").filter({ hasText: "Your changes are saved and live on your page." }).waitFor();
    const publicPath = new URL((await page.getByRole("link", { name: /See your page/ }).first().getAttribute("href"))!, absolute("/")).pathname;

    // Its photos.
    await open("/dashboard");
    await page.getByRole("link", { name: "Photos", exact: true }).click();
    await page.waitForURL(/\/dashboard\/photos$/);
    await waitForHydration(page);
    await page.getByLabel("Choose photos").setInputFiles([
      { name: "terrace.png", mimeType: "image/png", buffer: await picture("#d9a441", "#2a5d8f") },
      { name: "room.png", mimeType: "image/png", buffer: await picture("#f3e6cf", "#8a1c4a") },
    ]);
    await page.getByRole("status").filter({ hasText: "2 photos added." }).waitFor({ timeout: 20_000 });
    const description1 = page.getByLabel("Description of photo 1", { exact: true });
    await description1.fill(`The lemon terrace at dusk ${suffix}`);
    await page.getByRole("button", { name: "Save description of photo 1" }).click();
    await page.getByRole("list", { name: "Your photos, the cover first" }).getByRole("img", { name: `The lemon terrace at dusk ${suffix}` }).waitFor();

    // A couple, signed out, sees the new words and the new cover.
    const couple = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const visitor = await couple.newPage();
      const response = await visitor.goto(absolute(publicPath));
      expect(response?.status()).toBe(200);
      const about = visitor.getByRole("region", { name: `About ${name}` });
      await about.getByText(`Six rooms over the lemon groves, ${suffix}.`).waitFor();
      await about.getByText("Dinner is served on the roof when the sea turns pink.").waitFor();
      await visitor.getByRole("region", { name: "Highlights" }).getByText(`Rooftop dinners ${suffix}`).waitFor();
      const cover = visitor.locator(".hotel-banner__image").first();
      expect(await cover.getAttribute("alt")).toBe(`The lemon terrace at dusk ${suffix}`);
      expect(await cover.getAttribute("src")).toMatch(/\/media\/uploads\//);
      await axe.expectNoViolations(visitor, "the new hotel's public page at 390px");
    } finally {
      await couple.close();
    }
  });
});

describe("a new advisor's destinations bring it couples' requests", () => {
  it("signs up as Featured, is activated, lists a destination, and a couple's request for that place reaches its dashboard", { timeout: 180_000 }, async () => {
    const email = uniqueEmail("new-advisor");
    // A place no other business in the suite lists, so fairness among many cannot send the request elsewhere.
    const place = "Lofoten";
    await open("/travel-advisor");
    await page.getByLabel("First Name").fill("Isabel");
    await page.getByLabel("Last Name").fill("Marin");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Phone Number").fill("34911222333");
    await page.getByLabel("Agency Name").fill(`Marin Love Journeys ${suffix}`);
    await page.getByRole("button", { name: "Next" }).click();
    // A Basic profile takes no leads (SPEC section 6): this advisor chooses Featured.
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Proceed with Featured Account" }).click();
    await page.getByRole("heading", { name: "Payment" }).waitFor();
    await fillCard(page, "4242 4242 4242 4242");
    await page.getByRole("button", { name: "Pay $675" }).click();
    await page.getByText("Thank you for signing up! Your profile is under review.").waitFor({ timeout: 15_000 });

    await adminActivates(browser, email);
    await signInThroughApi(page, email);
    await open("/dashboard/storefront");
    const form = page.getByRole("form", { name: "Your advisor profile" });
    await form.getByLabel("Destinations").fill(`${place}\nTromsø`);
    await form.getByRole("button", { name: "Save changes" }).click();
    await form.getByRole("status").filter({ hasText: "Your changes are saved and live on your page." }).waitFor();

    // A couple asks for the place, naming no hotel: the request goes to businesses for the place.
    const context = await browser.newContext();
    try {
      const couplePage = await context.newPage();
      const coupleEmail = uniqueEmail("lofoten-couple");
      await signInThroughApi(couplePage, coupleEmail);
      const sent = await context.request.post(absolute("/api/v1/dealrequests"), {
        data: {
          occasion: "honeymoon",
          destinations: [place],
          flexible_month: new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 7),
          nights: 7,
          budget: "5000-10000",
          travellers: 2,
          special: `Northern lights from a glass cabin and a fjord by boat, ${suffix}.`,
          first_name: "Mei",
          last_name: "Tanaka",
          email: coupleEmail,
        },
      });
      expect(sent.status()).toBe(200);
    } finally {
      await context.close();
    }

    await open("/dashboard");
    const requests = page.getByRole("region", { name: "Couples' requests" });
    const row = requests.locator(".lead-row").filter({ hasText: "Honeymoon for Mei T." }).first();
    await row.waitFor({ timeout: 15_000 });
    await row.getByRole("link", { name: "Honeymoon for Mei T." }).click();
    await page.waitForURL(/\/dashboard\/leads\/\d+$/);
    await page.getByText(`Northern lights from a glass cabin and a fjord by boat, ${suffix}.`).waitFor();
  });
});

/** The dashboard's pages, from app/routes.ts: a page added later is checked without editing this file. */
async function dashboardRoutes(): Promise<string[]> {
  const { readFile } = await import("node:fs/promises");
  const source = await readFile(new URL("../../app/routes.ts", import.meta.url), "utf8");
  const paths = [...source.matchAll(/route\("(dashboard[^"]*)"/g)].map((match) => `/${match[1]}`);
  // The CSV export is a file, not a page.
  return paths.filter((path) => !path.endsWith(".csv"));
}

describe("every dashboard page, for people on phones and on desktops", () => {
  it("is axe-clean at 390px and 1366px for the demo hotel, and fits the phone's width", { timeout: 300_000 }, async () => {
    await signInWithDemoPassword(page, "hotel@amora.travel");
    const routes = await dashboardRoutes();
    expect(routes).toContain("/dashboard");
    const plain = routes.filter((path) => !path.includes(":"));
    const withIds = routes.filter((path) => path.includes(":"));
    const visited = new Set<string>();
    const linked = new Set<string>();

    const check = async (path: string) => {
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1366, height: 900 },
      ]) {
        await page.setViewportSize(viewport);
        const response = await page.goto(absolute(path));
        expect(response?.status(), path).toBe(200);
        await waitForHydration(page);
        await axe.expectNoViolations(page, `${path} at ${viewport.width}px`);
        if (viewport.width === 390) {
          expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} fits 390px`).toBeLessThanOrEqual(390);
        }
      }
      visited.add(path);
      for (const href of await page.locator("a[href^='/dashboard/']").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))) {
        linked.add(href.split(/[?#]/)[0]!);
      }
    };

    for (const path of plain) await check(path);
    // A page about one thing (a lead, a receipt, a reservation) is reached from its list's links.
    for (const pattern of withIds) {
      const shape = new RegExp(`^${pattern.replace(/:[^/]+/g, "[^/]+")}$`);
      const example = [...linked].find((href) => shape.test(href) && !visited.has(href));
      if (example) await check(example);
    }
    // The seeded demo hotel has requests and receipts: their pages are always among those checked.
    expect([...visited].some((path) => /^\/dashboard\/leads\/[^/]+$/.test(path)), "a lead's page was checked").toBe(true);
    expect([...visited].some((path) => /^\/dashboard\/receipts\/[^/]+$/.test(path)), "a receipt's page was checked").toBe(true);
  });
});
