import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { absolute, collectConsoleErrors, launchBrowser, waitForHydration } from "./support/browser";
import { projectRoot } from "./support/built-server";
import { layoutProblems } from "./support/layout";
import { signInWithDemoPassword } from "./support/members";

const SCREENSHOT_DIRECTORY = path.join(projectRoot, "test-results", "screenshots");

const VIEWPORTS: Record<"phone" | "desktop", BrowserContextOptions> = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
  desktop: { viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 },
};

/**
 * The home page on a 390 px phone was 18,858 px tall while every row of cards stacked; with rows
 * that scroll sideways it measured about 8,600 px. The bound leaves room for a little more content.
 */
const HOME_PHONE_HEIGHT_LIMIT = 10_000;

/** A page to check: an address, or the first card of a list page (a page of that type). */
type PageToCheck = { name: string; path: string } | { name: string; firstCardOf: string };

const VISITOR_PAGES: PageToCheck[] = [
  { name: "home", path: "/" },
  { name: "hotels", path: "/hotel" },
  { name: "hotel", path: "/villa-rosa-amalfi" },
  { name: "destinations", path: "/destinations" },
  { name: "destination", firstCardOf: "/destinations" },
  { name: "advisors", path: "/ta" },
  { name: "advisor", firstCardOf: "/ta" },
  { name: "articles", path: "/article" },
  { name: "article", firstCardOf: "/article" },
  { name: "itinerary", firstCardOf: "/itineraries" },
  { name: "offer", firstCardOf: "/marketplace" },
  { name: "collection", firstCardOf: "/collection" },
  { name: "request-a-deal", path: "/request-a-deal" },
  { name: "upgrade", path: "/upgrade" },
  { name: "travel-advisor", path: "/travel-advisor" },
  { name: "faq", path: "/faq" },
];

/** Members' pages, each as the demo account that has something to show there. */
const MEMBER_PAGES: { account: string; pages: PageToCheck[] }[] = [
  { account: "vip@amora.travel", pages: [{ name: "offers-inbox", path: "/offer" }, { name: "offer-detail", path: "/offer/1" }] },
  { account: "hotel@amora.travel", pages: [{ name: "dashboard", path: "/dashboard" }, { name: "dashboard-lead", path: "/dashboard/leads/1" }] },
];

let browser: Browser;

/** Lazy images below the fold load only when scrolled near; a full-page shot should show them. */
async function loadLazyImages(page: Page): Promise<void> {
  // A timer, not requestAnimationFrame, between steps: a busy machine's compositor may skip frames
  // for a long while (the evaluate waited for one past the test's timeout once in CI).
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  // Pictures further along a sideways row load when the row is scrolled, not before.
  await page.waitForFunction(() => [...document.images].filter((image) => image.getBoundingClientRect().left < window.innerWidth).every((image) => image.complete), undefined, {
    timeout: 15_000,
    polling: 100,
  });
}

/** The address of a list page's first card, read from that list page (already open). */
async function firstCardPath(page: Page, listPath: string): Promise<string> {
  await page.goto(absolute(listPath), { waitUntil: "domcontentloaded" });
  const href = await page.locator("main a.listing-card__link").first().getAttribute("href");
  if (!href) throw new Error(`${listPath} shows no card to open`);
  return href;
}

/**
 * Opens each page in one tab, takes a full-page screenshot for reviewers and returns every
 * layout problem found, by page: an empty object when all is well.
 */
async function checkPages(page: Page, pages: PageToCheck[], sizeName: string): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const entry of pages) {
    const pathname = "path" in entry ? entry.path : await firstCardPath(page, entry.firstCardOf);
    const response = await page.goto(absolute(pathname), { waitUntil: "load" });
    expect(response?.status(), pathname).toBe(200);
    await waitForHydration(page);
    if (entry.name === "home") await loadLazyImages(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIRECTORY, `${entry.name}-${sizeName}.png`), fullPage: true });
    const problems = await layoutProblems(page);
    if (problems.length > 0) found[`${entry.name} (${pathname})`] = problems;
  }
  return found;
}

beforeAll(async () => {
  browser = await launchBrowser();
  await mkdir(SCREENSHOT_DIRECTORY, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

describe("layout of every page type (screenshots in test-results/screenshots/)", () => {
  for (const [sizeName, device] of Object.entries(VIEWPORTS)) {
    describe(`at ${device.viewport?.width} px`, () => {
      it("visitor pages: no sideways scroll, nothing sticking out or cut off, tap targets of 24 px", async () => {
        const context = await browser.newContext(device);
        try {
          const page = await context.newPage();
          expect(await checkPages(page, VISITOR_PAGES, sizeName)).toEqual({});
        } finally {
          await context.close();
        }
      }, 240_000);

      it("members' and businesses' pages keep the same rules", async () => {
        const found: Record<string, string[]> = {};
        for (const { account, pages } of MEMBER_PAGES) {
          const context = await browser.newContext(device);
          try {
            await signInWithDemoPassword(context, account);
            Object.assign(found, await checkPages(await context.newPage(), pages, sizeName));
          } finally {
            await context.close();
          }
        }
        expect(found).toEqual({});
      }, 120_000);
    });
  }

  it("the home page's rows of cards scroll sideways on a phone, keeping it short", async () => {
    const context = await browser.newContext(VIEWPORTS.phone);
    try {
      const page = await context.newPage();
      await page.goto(absolute("/"), { waitUntil: "load" });
      // Sections far from the screen are drawn when they come near (decision 060): scrolled
      // through once, each has its real height.
      const height = await page.evaluate(async () => {
        for (let top = 0; top < document.documentElement.scrollHeight; top += 400) {
          window.scrollTo(0, top);
          await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
        }
        window.scrollTo(0, 0);
        return document.documentElement.scrollHeight;
      });
      expect(height, "the home page's height on a 390 px phone").toBeLessThan(HOME_PHONE_HEIGHT_LIMIT);
      const row = page.getByRole("list", { name: "Featured hotels" });
      const layout = await row.evaluate((list) => {
        const cards = [...list.children].map((item) => item.getBoundingClientRect());
        const style = getComputedStyle(list);
        return {
          overflowX: style.overflowX,
          snap: style.scrollSnapType,
          isOneLine: cards.every((card) => Math.abs(card.top - cards[0]!.top) < 1),
          // The second card starts inside the screen: it peeks in, saying "more this way".
          secondCardLeft: cards[1]!.left,
          width: list.clientWidth,
        };
      });
      expect(layout).toMatchObject({ overflowX: "auto", snap: "x mandatory", isOneLine: true });
      expect(layout.secondCardLeft).toBeLessThan(390);
      // Keyboard: the cards' links are in the tab order; focusing one scrolls it into the row's view.
      const links = row.locator("a.listing-card__link");
      await links.nth(2).focus();
      await expect.poll(() => row.evaluate((list) => list.scrollLeft)).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  it("keeps a grid on desktop", async () => {
    const context = await browser.newContext(VIEWPORTS.desktop);
    try {
      const page = await context.newPage();
      await page.goto(absolute("/"), { waitUntil: "domcontentloaded" });
      const rows = await page.getByRole("list", { name: "Featured hotels" }).evaluate((list) => {
        const tops = new Set([...list.children].map((item) => Math.round(item.getBoundingClientRect().top)));
        return { rows: tops.size, overflowX: getComputedStyle(list).overflowX };
      });
      expect(rows).toEqual({ rows: 2, overflowX: "visible" });
    } finally {
      await context.close();
    }
  });

  it("an offer's end shows in the reader's own time zone, after hydration, without a mismatch", async () => {
    const context: BrowserContext = await browser.newContext({ ...VIEWPORTS.desktop, timezoneId: "Asia/Tokyo" });
    try {
      await signInWithDemoPassword(context, "vip@amora.travel");
      const page = await context.newPage();
      const errors = collectConsoleErrors(page);
      await page.goto(absolute("/offer/1"));
      await waitForHydration(page);
      await expect.poll(() => page.locator(".offer-countdown time").textContent()).toMatch(/ GMT\+9$/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
