import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { absolute, collectConsoleErrors, openPagePerTest, waitForHydration } from "./support/browser";
import { signInThroughApi, uniqueEmail } from "./support/members";

/** Decision 057: each page carries the styles of its first paint; the stylesheet loads after it. */

let page: Page;
let browser: Parameters<Parameters<typeof openPagePerTest>[0]>[0]["browser"];
openPagePerTest((session) => {
  ({ page, browser } = session);
});

const STAY = "checkin=2030-01-10&checkout=2030-01-13&adults=2";
const PAGES = ["/", "/villa-rosa-amalfi", "/destinations", "/upgrade", `/search/kyoto?${STAY}`, `/hotelroom/villa-rosa-amalfi?${STAY}`];

function headOf(html: string): string {
  return html.slice(0, html.indexOf("</head>"));
}

function inlinedStyles(html: string): string {
  return /<style data-critical-css="">([\s\S]*?)<\/style>/.exec(headOf(html))?.[1] ?? "";
}

/** Every element's box, colours and type, top of the page first (scripts and styles left out). */
function layoutOf(target: Page) {
  return target.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((element) => !["SCRIPT", "NOSCRIPT", "STYLE", "LINK", "TEMPLATE"].includes(element.tagName))
      .map((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return [
          element.tagName,
          element.getAttribute("class") ?? "",
          Math.round(box.x),
          Math.round(box.y),
          Math.round(box.width),
          Math.round(box.height),
          style.display,
          style.position,
          style.color,
          style.backgroundColor,
          style.fontSize,
          style.fontFamily,
        ].join(" ");
      }),
  );
}

/** The whole stylesheet's `media` (one value for all its parts) and the classes that called for it (decision 060). */
function stylesheetState(target: Page) {
  return target.evaluate(() => ({
    media: [...new Set([...document.querySelectorAll<HTMLStyleElement>("head > [data-stylesheet]")].map((part) => part.media))],
    appliedFor: performance.getEntriesByName("amora:stylesheet-applied").map((mark) => String((mark as PerformanceMark).detail?.className)),
  }));
}

/** The whole stylesheet as the page holds it: its parts' texts in order, and how many rules they parsed to. */
function stylesheetParts(target: Page) {
  return target.evaluate(() => {
    const parts = [...document.querySelectorAll<HTMLStyleElement>("head > style[data-stylesheet]")];
    return {
      hrefs: [...new Set(parts.map((part) => part.dataset.stylesheet))],
      count: parts.length,
      text: parts.map((part) => part.textContent).join(""),
      rules: parts.reduce((sum, part) => sum + (part.sheet?.cssRules.length ?? 0), 0),
    };
  });
}

/** Waits until every part of the whole stylesheet is in the page. */
async function waitForWholeStylesheet(target: Page): Promise<void> {
  const href = await target.evaluate(async () => {
    for (;;) {
      const part = document.querySelector<HTMLElement>("head > [data-stylesheet]");
      if (part) return part.dataset.stylesheet ?? "";
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  const whole = await (await fetch(absolute(href))).text();
  await expect.poll(async () => (await stylesheetParts(target)).text.length).toBe(whole.length);
}

describe("the first paint's styles (decisions 057, 060)", () => {
  it("inlines the page's styles in the head, links no stylesheet there, and loads the whole stylesheet after without applying it", async () => {
    for (const pathname of PAGES) {
      const response = await fetch(absolute(pathname));
      expect(response.status, pathname).toBe(200);
      const html = await response.text();
      const head = headOf(html);
      expect(inlinedStyles(html).length, pathname).toBeGreaterThan(5_000);
      // Only part of the stylesheet: the rules of the dialogs, the console and the wizards stay out.
      expect(inlinedStyles(html).length, pathname).toBeLessThan(80_000);
      expect(head, pathname).not.toMatch(/<link[^>]*rel="stylesheet"/);
      // Without scripts the stylesheet is still linked.
      expect(html, pathname).toMatch(/<noscript><link rel="stylesheet" href="\/assets\/[^"]+\.css"><\/noscript>/);
    }
    const errors = collectConsoleErrors(page);
    await page.goto(absolute("/"));
    await waitForHydration(page);
    await waitForWholeStylesheet(page);
    // Parsed in parts, one per task, that put together are the stylesheet itself, in its order.
    const parts = await stylesheetParts(page);
    expect(parts.hrefs).toHaveLength(1);
    expect(parts.hrefs[0]).toMatch(/^\/assets\/[^/]+\.css$/);
    expect(parts.text).toBe(await (await fetch(absolute(parts.hrefs[0] ?? ""))).text());
    expect(parts.count).toBeGreaterThan(5);
    expect(parts.rules).toBeGreaterThan(500);
    // Downloaded and parsed, but waiting (decision 060): applying it would restyle every element for nothing.
    expect(await stylesheetState(page)).toEqual({ media: ["not all"], appliedFor: [] });
    expect(errors).toEqual([]);
  });

  it("applies the whole stylesheet, before the next frame, once the page shows a class the inlined styles were not chosen for", async () => {
    // Measured pages as they come and as they are hydrated: nothing calls for it.
    for (const pathname of PAGES) {
      await page.goto(absolute(pathname));
      await waitForHydration(page);
      await expect.poll(() => stylesheetState(page), { message: pathname }).toEqual({ media: ["not all"], appliedFor: [] });
    }
    // An element with a class the server did not see: applied within the mutation's microtask.
    const applied = await page.evaluate(async () => {
      const note = document.createElement("p");
      note.className = "field__error";
      note.textContent = "Please enter your e-mail address.";
      document.body.append(note);
      await Promise.resolve();
      const media = [...new Set([...document.querySelectorAll<HTMLStyleElement>("head > [data-stylesheet]")].map((part) => part.media))].join();
      note.remove();
      return media;
    });
    expect(applied).toBe("all");
    expect(await stylesheetState(page)).toEqual({ media: ["all"], appliedFor: ["field__error"] });

    // A client-side navigation to a page of other classes (a page header, breadcrumbs, a count).
    await page.goto(absolute("/"));
    await waitForHydration(page);
    await expect.poll(() => stylesheetState(page)).toEqual({ media: ["not all"], appliedFor: [] });
    await page.evaluate(() => {
      (window as { notReloaded?: boolean }).notReloaded = true;
    });
    await page.locator('main a.section__action[href="/destinations"]').click();
    await page.waitForURL(/\/destinations$/);
    await expect.poll(() => page.locator("h1").textContent()).toBe("Romantic destinations");
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
    const state = await stylesheetState(page);
    expect(state.media).toEqual(["all"]);
    expect(state.appliedFor).toHaveLength(1);
    const inlinedOnHome = inlinedStyles(await (await fetch(absolute("/"))).text());
    expect(inlinedOnHome).not.toContain(`.${state.appliedFor[0]}`);
  });

  it("adds every part at once when the page called for the stylesheet before it arrived: never some parts applied and not others", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/[^/]+\.css$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(absolute("/"));
    await waitForHydration(page);
    await page.evaluate(() => {
      const note = document.createElement("p");
      note.className = "field__error";
      document.body.append(note);
    });
    expect(await stylesheetState(page)).toEqual({ media: [], appliedFor: ["field__error"] });
    // What the head holds the first moment any part is in (a MutationObserver's microtask).
    const firstSeen = page.evaluate(
      () =>
        new Promise<{ count: number; length: number; media: string[] }>((resolve) => {
          const watch = new MutationObserver(() => {
            const parts = [...document.querySelectorAll<HTMLStyleElement>("head > style[data-stylesheet]")];
            if (parts.length === 0) return;
            watch.disconnect();
            resolve({ count: parts.length, length: parts.reduce((sum, part) => sum + (part.textContent ?? "").length, 0), media: [...new Set(parts.map((part) => part.media))] });
          });
          watch.observe(document.head, { childList: true });
        }),
    );
    release();
    const seen = await firstSeen;
    const parts = await stylesheetParts(page);
    const whole = await (await fetch(absolute(parts.hrefs[0] ?? ""))).text();
    expect(parts.text).toBe(whole);
    expect(seen).toEqual({ count: parts.count, length: whole.length, media: ["all"] });
    expect(parts.count).toBeGreaterThan(5);
  });

  it("leaves the sections below the fold out of the first rendering until they come near the screen", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(absolute("/"));
    await waitForHydration(page);
    const lastSection = page.locator("main .section").last();
    const rendered = () => lastSection.evaluate((section) => (section.querySelector(".section__title") as Element).checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered()).toBe(false);
    await lastSection.scrollIntoViewIfNeeded();
    await expect.poll(rendered).toBe(true);
  });

  it("runs no endless animation the reader cannot see: a carousel slide not shown does not shimmer", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(absolute("/"));
    await waitForHydration(page);
    const endless = await page.evaluate(() => {
      // Whole stylesheet applied too, as after the first dialog or navigation.
      for (const part of document.querySelectorAll<HTMLStyleElement>("head > [data-stylesheet]")) part.media = "all";
      const hidden = document.querySelectorAll(".hero__slide:not([data-active]) .hero__media--loading").length;
      const running = document
        .getAnimations()
        .filter((animation) => animation.playState === "running" && animation.effect?.getComputedTiming().endTime === Infinity)
        .map((animation) => (animation as CSSAnimation).animationName);
      return { hidden, running };
    });
    // The page has such a slide (its picture not rendered ahead), and nothing runs forever for it.
    expect(endless.hidden).toBeGreaterThan(0);
    expect(endless.running).toEqual([]);
  });

  it("draws each measured page the same with its inlined styles alone as with the whole stylesheet: nothing moves when it arrives", async () => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 900 },
    ]) {
      // Reduced motion: the home page's carousel stays on its first slide in both pages.
      const context = await browser.newContext({ viewport, reducedMotion: "reduce" });
      try {
        const inlinedOnly = await context.newPage();
        await inlinedOnly.route(/\/assets\/[^/]+\.css$/, (route) => route.abort());
        const whole = await context.newPage();
        for (const pathname of PAGES) {
          await inlinedOnly.goto(absolute(pathname));
          await waitForHydration(inlinedOnly);
          await whole.goto(absolute(pathname));
          await waitForHydration(whole);
          await waitForWholeStylesheet(whole);
          // Applied, as it is once the page shows a class the inlined rules were not chosen for.
          await whole.evaluate(() => {
            for (const part of document.querySelectorAll<HTMLStyleElement>("head > [data-stylesheet]")) part.media = "all";
          });
          // Sections far from the screen are drawn when near (decision 060), their height an
          // estimate until then: both pages draw them all, so the boxes compared are real.
          for (const target of [inlinedOnly, whole]) await target.addStyleTag({ content: ".section { content-visibility: visible !important; }" });
          expect(await layoutOf(inlinedOnly), `${pathname} at ${viewport.width}px`).toEqual(await layoutOf(whole));
        }
      } finally {
        await context.close();
      }
    }
  });

  it("inlines the same styles for a visitor, a member and a page rendered afresh, kept or not", async () => {
    await signInThroughApi(page, uniqueEmail("first-paint"));
    const session = (await page.context().cookies()).find((cookie) => cookie.name === "amora_session");
    expect(session).toBeDefined();
    const styles = async (cookie?: string) => {
      const response = await fetch(absolute("/villa-rosa-amalfi"), { headers: cookie ? { cookie } : {} });
      expect(response.status).toBe(200);
      return { html: await response.text(), cache: response.headers.get("x-page-cache") };
    };
    const visitor = await styles();
    const member = await styles(`amora_session=${session?.value}`);
    // Another cookie: rendered outright, for the visitor and for the member.
    const visitorAfresh = await styles("first-paint-test=1");
    const memberAfresh = await styles(`amora_session=${session?.value}; first-paint-test=1`);
    expect(member.html).toContain("account__toggle");
    expect(memberAfresh.html).toContain("account__toggle");
    expect(visitorAfresh.cache).toBeNull();
    expect(memberAfresh.cache).toBeNull();
    const expected = inlinedStyles(visitor.html);
    expect(expected).toContain(".account");
    for (const other of [member, visitorAfresh, memberAfresh]) expect(inlinedStyles(other.html)).toBe(expected);
  });
});
