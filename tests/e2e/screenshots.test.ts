import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { absolute, launchBrowser, waitForHydration } from "./support/browser";
import { projectRoot } from "./support/built-server";

const SCREENSHOT_DIRECTORY = path.join(projectRoot, "test-results", "screenshots");

const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 },
} as const;

const PAGES = { home: "/", hotel: "/villa-rosa-amalfi" } as const;

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
  await page.waitForFunction(() => [...document.images].every((image) => image.complete), undefined, {
    timeout: 15_000,
    polling: 100,
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  await mkdir(SCREENSHOT_DIRECTORY, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

/** Screenshots are for people reviewing a change; the one assertion is that nothing overflows sideways. */
describe("screenshots (test-results/screenshots/)", () => {
  for (const [pageName, pathname] of Object.entries(PAGES)) {
    for (const [sizeName, device] of Object.entries(VIEWPORTS)) {
      it(`${pageName} at ${sizeName} size`, async () => {
        const context = await browser.newContext(device);
        try {
          const page = await context.newPage();
          await page.goto(absolute(pathname), { waitUntil: "load" });
          await waitForHydration(page);
          await loadLazyImages(page);
          await page.screenshot({ path: path.join(SCREENSHOT_DIRECTORY, `${pageName}-${sizeName}.png`), fullPage: true });
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, "the page scrolls sideways").toBeLessThanOrEqual(0);
        } finally {
          await context.close();
        }
      });
    }
  }
});
