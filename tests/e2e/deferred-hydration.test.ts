import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { absolute, collectConsoleErrors, openPagePerTest, waitForHydration } from "./support/browser";
import { signInThroughApi, uniqueEmail } from "./support/members";

/** Decision 058: a built page's scripts load after its first paint and main picture. */

let page: Page;
openPagePerTest((session) => {
  ({ page } = session);
});

const STAY = "checkin=2030-01-10&checkout=2030-01-13&adults=2";
const PAGES = ["/", "/villa-rosa-amalfi", "/destinations", "/upgrade", `/search/kyoto?${STAY}`, `/hotelroom/villa-rosa-amalfi?${STAY}`, "/no-such-page"];

/** The loader's list of module preloads, read from the page's HTML. */
function deferredPreloads(html: string): string[] {
  const list = /\(document\.currentScript\.nonce,(\[[^\]]*\])/.exec(html)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

describe("scripts after the first paint (decision 058)", () => {
  it("serves every kind of page, kept, member-filled or rendered afresh, without module preloads or a module script, and with the loader", async () => {
    await signInThroughApi(page, uniqueEmail("deferred-hydration"));
    const session = (await page.context().cookies()).find((cookie) => cookie.name === "amora_session");
    expect(session).toBeDefined();
    for (const cookie of [undefined, `amora_session=${session?.value}`, "deferred-hydration-test=1"]) {
      for (const pathname of PAGES) {
        const response = await fetch(absolute(pathname), { headers: cookie ? { cookie } : {} });
        const html = await response.text();
        const label = `${pathname} (${cookie ?? "visitor"})`;
        expect(html, label).not.toMatch(/<link[^>]*rel="modulepreload"/);
        expect(html, label).not.toMatch(/<script[^>]*type="module"/);
        const preloads = deferredPreloads(html);
        expect(preloads.length, label).toBeGreaterThan(10);
        expect(preloads.every((href) => /^\/assets\/[\w.-]+\.js$/.test(href)), label).toBe(true);
      }
    }
  });

  it("starts the first script after the first contentful paint and the main picture, then hydrates with every module fetched", async () => {
    const errors = collectConsoleErrors(page);
    for (const pathname of ["/", "/destinations", "/villa-rosa-amalfi"]) {
      const html = await (await fetch(absolute(pathname))).text();
      await page.goto(absolute(pathname));
      await waitForHydration(page);
      const timing = await page.evaluate(() => {
        const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
        const scripts = resources.filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name));
        const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
        const pictureEntry = picture ? resources.find((entry) => entry.name === picture.currentSrc) : undefined;
        return {
          firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
          firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
          pictureLoaded: pictureEntry ? pictureEntry.responseEnd : null,
          hasPicture: picture !== null,
          fetched: scripts.map((entry) => new URL(entry.name).pathname),
        };
      });
      expect(timing.firstContentfulPaint, pathname).not.toBeNull();
      expect(timing.firstScript, pathname).toBeGreaterThanOrEqual(timing.firstContentfulPaint ?? Infinity);
      expect(timing.hasPicture, pathname).toBe(true);
      if (timing.pictureLoaded !== null) expect(timing.firstScript, pathname).toBeGreaterThanOrEqual(timing.pictureLoaded);
      // Every module the page preloaded before is fetched still.
      for (const href of deferredPreloads(html)) expect(timing.fetched, pathname).toContain(href);
    }
    expect(errors).toEqual([]);
  });

  it("hydrates a page whose main picture never arrives, after the wait", async () => {
    await page.route(/\/media\/scenes\/hero\//, () => undefined);
    try {
      await page.goto(absolute("/"), { waitUntil: "domcontentloaded" });
      await waitForHydration(page);
      // The requests for the hero picture hang; the scripts came anyway, after the wait.
      const firstScript = await page.evaluate(() =>
        Math.min(...(performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name)).map((entry) => entry.startTime)),
      );
      expect(firstScript).toBeGreaterThanOrEqual(2_000);
    } finally {
      await page.unroute(/\/media\/scenes\/hero\//);
    }
  });
});
