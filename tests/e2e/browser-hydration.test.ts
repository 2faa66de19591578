import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { HYDRATION_MARKS, type FirstPassDetail, type HydratedDetail, type PartHydratedDetail, type RouterCreatedDetail } from "../../app/shell/hydration-marks";
import { DEAL_MESSAGES } from "../../core/deal-rules";
import { absolute, collectConsoleErrors, openPagePerTest, waitForHydration } from "./support/browser";
import { signInThroughApi, uniqueEmail } from "./support/members";

/**
 * Decision 059: the browser hydrates the server's React HTML with Preact. The page must be the
 * server's own DOM afterwards (not a second copy), keep what was added to its head (the first
 * paint's styles, the stylesheet, the script preloads) and name elements by ids that exist.
 */

let page: Page;
openPagePerTest((session) => {
  ({ page } = session);
});

const STAY = "checkin=2030-01-10&checkout=2030-01-13&adults=2";
const PAGES = ["/", "/villa-rosa-amalfi", "/destinations", "/upgrade", `/search/kyoto?${STAY}`, `/hotelroom/villa-rosa-amalfi?${STAY}`, "/no-such-page"];

/** Marks the server's shell before any script runs, so the test can tell it was kept. */
async function markServerShell(target: Page): Promise<void> {
  await target.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const shell = document.body.firstElementChild as (Element & { fromServer?: boolean }) | null;
      if (shell) shell.fromServer = true;
      (window as unknown as { serverElements?: number }).serverElements = document.body.querySelectorAll(":not(link):not(script)").length;
    });
  });
}

/** Every id another element names (aria-*, for, list, url(#…)) that no element has. */
async function danglingIdReferences(target: Page): Promise<string[]> {
  return target.evaluate(() => {
    const dangling: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      for (const attribute of element.attributes) {
        let ids: string[] = [];
        if (/^(aria-(controls|labelledby|describedby|owns|activedescendant|errormessage|details)|for|list|form|headers)$/.test(attribute.name)) {
          ids = attribute.value.split(/\s+/).filter(Boolean);
        } else if (/^(fill|stroke|clip-path|mask|filter)$/.test(attribute.name)) {
          ids = [...attribute.value.matchAll(/url\(#([^)]+)\)/g)].map((match) => match[1]!);
        }
        for (const id of ids) if (!document.getElementById(id)) dangling.push(`<${element.localName} ${attribute.name}="${attribute.value}">`);
      }
    }
    return dangling;
  });
}

describe("hydrating the server's page in the browser (decision 059)", () => {
  it("hydrates the server's own elements on every kind of page, keeping the head's additions, with no second tree and no errors", async () => {
    const errors = collectConsoleErrors(page);
    await markServerShell(page);
    for (const pathname of PAGES) {
      await page.goto(absolute(pathname));
      await waitForHydration(page);
      const after = await page.evaluate(() => ({
        documents: [document.getElementsByTagName("html").length, document.getElementsByTagName("head").length, document.getElementsByTagName("body").length],
        doctype: document.doctype?.name ?? null,
        shellKept: (document.body.firstElementChild as (Element & { fromServer?: boolean }) | null)?.fromServer === true,
        shells: document.querySelectorAll(".app-shell").length,
        serverElements: (window as unknown as { serverElements?: number }).serverElements ?? 0,
        elements: document.body.querySelectorAll(":not(link):not(script)").length,
        firstPaintStyles: document.querySelectorAll("head > style[data-critical-css]").length,
      }));
      expect(after.documents, pathname).toEqual([1, 1, 1]);
      expect(after.doctype, pathname).toBe("html");
      expect(after.shellKept, pathname).toBe(true);
      expect(after.shells, pathname).toBe(1);
      // The same elements, give or take what the page shows once it runs (a toast, a live region).
      expect(Math.abs(after.elements - after.serverElements), pathname).toBeLessThan(10);
      expect(after.firstPaintStyles, pathname).toBeGreaterThanOrEqual(1);
      // The stylesheet's parts that were in the head before hydration are still the ones that apply.
      await expect
        .poll(
          () =>
            page.evaluate(() =>
              [...document.querySelectorAll<HTMLStyleElement>("head > [data-stylesheet]")].reduce((sum, part) => sum + (part.sheet?.cssRules.length ?? 0), 0),
            ),
          { timeout: 10_000 },
        )
        .toBeGreaterThan(100);
      // The missing page's own 404 is the one message Chromium logs for it.
      const unexpected = errors.splice(0).filter((error) => !(pathname === "/no-such-page" && /status of 404/.test(error)));
      expect(unexpected, pathname).toEqual([]);
    }
  });

  // Each page's parts hydrated in tasks of their own: one per element these selectors find
  // (a card inside a section hydrates with its section).
  it.each([
    ["/", "the header, the banner, the introduction, each section, the search band and the footer", "header.site-header, div.hero, section.home-intro, section.section, section.deal-band, footer.site-footer"],
    ["/villa-rosa-amalfi", "the header, the banner, the main column, the side column, each section, the search band and the footer", "header.site-header, div.hotel-banner, div.listing-layout__main, aside.listing-layout__aside, section.section, section.deal-band, footer.site-footer"],
    ["/destinations", "the header, each card and the footer", "header.site-header, ul.card-grid > li, footer.site-footer"],
  ])("on %s leaves %s to tasks after the first pass, and hydrates those near the screen before it says the page is hydrated", async (pathname, _parts, selector) => {
    await page.goto(absolute(pathname));
    await waitForHydration(page);
    const marks = await page.evaluate(
      (names) =>
        [names.routerCreated, names.firstPass, names.done].map((name) =>
          performance.getEntriesByName(name, "mark").map((mark) => ({ startTime: mark.startTime, detail: (mark as PerformanceMark).detail as unknown })),
        ),
      HYDRATION_MARKS,
    );
    const [routerCreated = [], firstPass = [], done = []] = marks;
    // The router was created in a task before the first pass, not inside it.
    expect(routerCreated).toHaveLength(1);
    expect((routerCreated[0]?.detail as RouterCreatedDetail).created).toBe(true);
    expect(routerCreated[0]?.startTime).toBeLessThan(firstPass[0]?.startTime ?? -Infinity);
    expect(firstPass).toHaveLength(1);
    expect(done).toHaveLength(1);
    const parts = await page.locator(selector).count();
    expect(parts).toBeGreaterThan(3);
    expect((firstPass[0]?.detail as FirstPassDetail).partsLeft).toBeGreaterThanOrEqual(parts);
    expect(done[0]?.startTime).toBeGreaterThan(firstPass[0]?.startTime ?? Infinity);
    // The parts far below the screen wait for it (decision 061); the header never does.
    const waiting = (done[0]?.detail as HydratedDetail).partsWaiting;
    expect(waiting).toBeGreaterThan(0);
    expect(waiting).toBeLessThan((firstPass[0]?.detail as FirstPassDetail).partsLeft);
  });

  /** The parts that waited and have been hydrated since, with why. */
  function partsHydratedSince(target: Page): Promise<PartHydratedDetail["why"][]> {
    return target.evaluate(
      (name) => performance.getEntriesByName(name, "mark").map((mark) => ((mark as PerformanceMark).detail as PartHydratedDetail).why),
      HYDRATION_MARKS.partHydrated,
    );
  }

  /** Follows the home page's last section link (far below the screen); answers whether the page stayed the same document. */
  async function followsLastSectionLinkInPage(target: Page, follow: (link: Locator) => Promise<void>): Promise<boolean> {
    await target.evaluate(() => {
      (window as unknown as { samePage?: boolean }).samePage = true;
    });
    const link = target.locator("section.section .section__action").last();
    const href = await link.getAttribute("href");
    expect(href).toMatch(/^\//);
    await follow(link);
    await target.waitForURL((url) => url.pathname === href);
    return target.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true);
  }

  async function partsWaitingAtLoad(target: Page): Promise<number> {
    return target.evaluate(
      (name) => ((performance.getEntriesByName(name, "mark")[0] as PerformanceMark | undefined)?.detail as HydratedDetail | undefined)?.partsWaiting ?? -1,
      HYDRATION_MARKS.done,
    );
  }

  it("hydrates a part far from the screen when it comes near, when the reader reaches for it, or when a script clicks in it", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(absolute("/"));
    await waitForHydration(page);
    const waiting = await partsWaitingAtLoad(page);
    expect(waiting).toBeGreaterThan(3);
    expect(await partsHydratedSince(page)).toEqual([]);

    // Scrolled through: each hydrates as it comes within half a screen.
    for (let scrolled = 0; scrolled < 12_000; scrolled += 700) {
      await page.mouse.wheel(0, 700);
      await page.waitForTimeout(50);
    }
    await expect.poll(() => partsHydratedSince(page)).toHaveLength(waiting);
    expect(new Set(await partsHydratedSince(page))).toEqual(new Set(["near"]));

    // Focused without scrolling there first: hydrated at once, before anything typed reaches it.
    // (From the top: a reload would restore the position scrolled to.)
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.goto(absolute("/"));
    await waitForHydration(page);
    await page.locator("footer.site-footer a").first().evaluate((link) => (link as HTMLElement).focus({ preventScroll: true }));
    expect(await partsHydratedSince(page)).toEqual(["reached"]);

    // A script's click on a link far below: held back, then replayed once its part is hydrated,
    // so the link navigates in the page instead of loading a new document.
    await page.goto(absolute("/"));
    await waitForHydration(page);
    expect(await followsLastSectionLinkInPage(page, (link) => link.dispatchEvent("click"))).toBe(true);
    expect(await partsHydratedSince(page)).toContain("replayed");
  });

  it("hydrates a part far from the screen when a script sets one of its fields, keeping what was set", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(absolute("/"));
    await waitForHydration(page);
    // The closing request-a-deal band far below: a script (an autofill) sets where to.
    const field = page.locator('section.deal-band input[name="destination"]');
    expect(await field.count()).toBe(1);
    await field.evaluate((element) => {
      const input = element as HTMLInputElement;
      input.value = "Paris";
      input.dispatchEvent(new Event("input", { bubbles: true }));
      input.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await expect.poll(() => partsHydratedSince(page)).toEqual(["replayed"]);
    expect(await field.inputValue()).toBe("Paris");
  });

  it("hydrates the part a reader clicks in: the last section's link navigates in the page, with every route known from the first page", async () => {
    // Routes found lazily meant a /__manifest request after hydrating and the whole page rendered again.
    const manifestRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/__manifest")) manifestRequests.push(request.url());
    });
    await page.goto(absolute("/"));
    await waitForHydration(page);
    // A link of a part left unhydrated would have loaded a new document.
    expect(await followsLastSectionLinkInPage(page, (link) => link.click())).toBe(true);
    await waitForHydration(page);
    expect(manifestRequests).toEqual([]);
  });

  it("names only elements that exist, after hydrating and after what the couple opens, for visitors and members", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const pathname of ["/", "/villa-rosa-amalfi", `/hotelroom/villa-rosa-amalfi?${STAY}`]) {
      await page.goto(absolute(pathname));
      await waitForHydration(page);
      expect(await danglingIdReferences(page), pathname).toEqual([]);
    }
    // The phone's menu renders its panel after hydration, naming its heading by id.
    await page.goto(absolute("/"));
    await waitForHydration(page);
    await page.getByRole("button", { name: "Menu" }).click();
    await expect.poll(() => page.getByRole("dialog", { name: "Menu" }).isVisible()).toBe(true);
    expect(await danglingIdReferences(page)).toEqual([]);

    // A refused form names each field's hint (drawn by the server) and its new error together.
    await page.goto(absolute("/request-a-deal"));
    await waitForHydration(page);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByText(DEAL_MESSAGES.special).waitFor();
    const special = await page.getByLabel("What makes this trip special?").getAttribute("aria-describedby");
    expect(special?.split(" ")).toHaveLength(2);
    expect(await danglingIdReferences(page)).toEqual([]);

    await page.setViewportSize({ width: 1280, height: 900 });
    await signInThroughApi(page, uniqueEmail("browser-hydration"));
    for (const pathname of ["/", "/villa-rosa-amalfi", "/favorite"]) {
      await page.goto(absolute(pathname));
      await waitForHydration(page);
      expect(await danglingIdReferences(page), pathname).toEqual([]);
    }
    // The Explore menu was drawn by the server with its panel's id; opening it re-renders the button.
    await page.goto(absolute("/"));
    await waitForHydration(page);
    const explore = page.getByRole("button", { name: "Explore" });
    await explore.click();
    const panel = await explore.getAttribute("aria-controls");
    expect(panel).toBeTruthy();
    await expect.poll(() => page.locator(`[id="${panel}"]`).isVisible()).toBe(true);
    expect(await danglingIdReferences(page)).toEqual([]);
  });
});
