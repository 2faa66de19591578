import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { describeViolations, loadAxeSource, violationsOn } from "./support/axe";
import { absolute, launchBrowser, waitForHydration } from "./support/browser";

// docs/product.md §2: the seed guarantees this hotel at the root path.
const HOTEL_PATH = "/villa-rosa-amalfi";

let browser: Browser;
let context: BrowserContext;
let page: Page;
let consoleProblems: string[];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  page = await context.newPage();
  consoleProblems = [];
  // A blocked script (CSP nonce missing) or a hydration mismatch shows up only in the console.
  page.on("console", (message) => {
    if (message.type() === "error") consoleProblems.push(message.text());
  });
  page.on("pageerror", (error) => consoleProblems.push(`uncaught: ${error.message}`));
});
afterEach(async () => {
  await context?.close();
});

/** The top navigation's visible link with this exact name (the mobile menu may hold a hidden twin). */
function navLink(name: string) {
  return page.getByRole("navigation").getByRole("link", { name, exact: true }).filter({ visible: true }).first();
}

describe("home page", () => {
  it("renders a heading and the top navigation", async () => {
    const response = await page.goto(absolute("/"));
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).count()).toBeGreaterThan(0);
    await navLink("Travel Advisors").waitFor({ state: "visible", timeout: 10_000 });
    await navLink("Special Offers").waitFor({ state: "visible", timeout: 10_000 });
    expect(await navLink("Travel Advisors").getAttribute("href")).toBe("/ta");
    expect(await navLink("Special Offers").getAttribute("href")).toBe("/marketplace");
  });

  it("hydrates without console errors (CSP nonces, hydration mismatches)", async () => {
    await page.goto(absolute("/"));
    await waitForHydration(page);
    expect(consoleProblems, consoleProblems.join("\n")).toEqual([]);
  });
});

describe("client-side navigation", () => {
  it("follows a nav link without reloading the document", async () => {
    await page.goto(absolute("/"));
    const link = navLink("Travel Advisors");
    await link.waitFor({ state: "visible", timeout: 10_000 });
    await waitForHydration(page, link);
    // A full document load would wipe this; a client-side navigation keeps it.
    await page.evaluate(() => {
      (window as unknown as { amoraMarker?: string }).amoraMarker = "kept";
    });
    await link.click();
    await page.waitForURL(absolute("/ta"));
    await expect.poll(() => page.evaluate(() => document.body.classList.contains("ta"))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { amoraMarker?: string }).amoraMarker)).toBe("kept");
  });
});

describe("not-found page", () => {
  it("answers an unknown path with the not-found page and HTTP 404", async () => {
    const response = await page.goto(absolute("/no-such-getaway-for-two"));
    expect(response?.status()).toBe(404);
    const heading = page.getByRole("heading", { level: 1 });
    await heading.first().waitFor({ timeout: 10_000 });
    expect(await heading.first().textContent()).toMatch(/not found/i);
  });
});

describe("body class", () => {
  it.each([
    ["/", "home"],
    [HOTEL_PATH, "villa-rosa-amalfi"],
  ])("%s has the body class %s", async (pathname, className) => {
    await page.goto(absolute(pathname));
    expect(await page.evaluate(() => [...document.body.classList])).toContain(className);
  });
});

describe("marketplace vendor page", () => {
  const OFFER_PATH = "/romantic-escapes-2025-save-up-to-20-percent";
  const VENDOR_PATH = "/marketplace-vendor/villa-rosa-amalfi";

  it("an offer links to more deals from its hotel, which lists that offer", async () => {
    await page.goto(absolute(OFFER_PATH));
    await waitForHydration(page);
    await page.getByRole("link", { name: "More deals from Villa Rosa Amalfi" }).click();
    await page.waitForURL(absolute(VENDOR_PATH));
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Villa Rosa Amalfi");
    expect(await page.title()).toMatch(/^Deals from Villa Rosa Amalfi/);
    const deal = page.getByRole("main").locator(`a[href="${OFFER_PATH}"]`).first();
    await deal.waitFor({ timeout: 10_000 });
    expect(consoleProblems).toEqual([]);
  });

  it("answers an unknown vendor, or a listing that is not a hotel, with the not-found page", async () => {
    for (const pathname of ["/marketplace-vendor/no-such-hotel-for-two", "/marketplace-vendor/japan", `/marketplace-vendor${OFFER_PATH}`]) {
      expect((await page.goto(absolute(pathname)))?.status(), pathname).toBe(404);
      expect(await page.getByRole("heading", { level: 1 }).first().textContent(), pathname).toMatch(/not found/i);
    }
  });

  it("sends crawlers a unique title, the canonical address and Hotel and breadcrumb JSON-LD with the deals", async () => {
    const response = await fetch(absolute(VENDOR_PATH));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toMatch(/^Deals from Villa Rosa Amalfi/);
    expect(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]).toBe(absolute(VENDOR_PATH));
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as { "@type": string; name?: string; makesOffer?: { url: string }[]; itemListElement?: { name: string }[] },
    );
    const hotel = jsonLd.find((item) => item["@type"] === "Hotel" || item["@type"] === "Resort");
    expect(hotel?.name).toBe("Villa Rosa Amalfi");
    expect(hotel?.makesOffer?.map((offer) => new URL(offer.url).pathname)).toContain(OFFER_PATH);
    const breadcrumbs = jsonLd.find((item) => item["@type"] === "BreadcrumbList");
    expect(breadcrumbs?.itemListElement?.map((item) => item.name)).toEqual(["Home", "Special offers", "Villa Rosa Amalfi"]);
  });

  it("says when a hotel has no deals right now, with a way on to every special offer (and no axe violations)", async () => {
    // Only Spotlight hotels and the flagship get seeded deals, so another basic hotel has none.
    const api = await fetch(absolute("/api/v1/hotels?types=basic&per_page=5"));
    const { data: hotels } = (await api.json()) as { data: { slug: string; title: string }[] };
    const hotel = hotels.find((candidate) => candidate.slug !== "villa-rosa-amalfi");
    expect(hotel).toBeDefined();
    const pathname = `/marketplace-vendor/${hotel!.slug}`;
    expect((await page.goto(absolute(pathname)))?.status()).toBe(200);
    const main = page.getByRole("main");
    await main.getByText(`No deals from ${hotel!.title} right now`).waitFor({ timeout: 10_000 });
    expect(await main.locator('a[href="/marketplace"]').count()).toBeGreaterThan(0);
    expect(await main.locator(`a[href="/${hotel!.slug}"]`).count()).toBeGreaterThan(0);
    const axeSource = await loadAxeSource();
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1366, height: 900 },
    ]) {
      const violations = await violationsOn(browser, axeSource, pathname, viewport);
      expect(violations, `${pathname} at ${viewport.width}px:\n${describeViolations(violations)}`).toEqual([]);
    }
  });

  it("moves a vendor's numeric id to its slug for good", async () => {
    const api = await fetch(absolute("/api/v1/posts/showbyslug/villa-rosa-amalfi"));
    const { data: hotel } = (await api.json()) as { data: { id: number } };
    const response = await fetch(absolute(`/marketplace-vendor/${hotel.id}`), { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get("location") ?? "", absolute("/")).pathname).toBe(VENDOR_PATH);
  });
});
