import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { MAIN_PICTURE_WAIT_MS } from "../../core/after-first-paint";
import { deferHydration, PRELOADS_PER_TASK } from "./deferred-hydration";

const NONCE = "n0nce==";
const MODULE_CODE = `import * as route0 from "/assets/root-1.js";\nwindow.__reactRouterManifest = {"note":"</script><b>"};\nimport("/assets/entry.client-1.js");`;

const page = (body: string, more: string[] = []) =>
  `<!DOCTYPE html><html><head><title>t</title>` +
  `<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/root-1.js" nonce="${NONCE}"/>` +
  more.map((href) => `<link rel="modulepreload" href="${href}" nonce="${NONCE}"/>`).join("") +
  `</head><body>${body}` +
  `<script nonce="${NONCE}">window.__reactRouterContext = {};</script>` +
  `<script nonce="${NONCE}" type="module" async="">${MODULE_CODE.replace("</script>", "<\\/script>")}</script>` +
  `<script nonce="${NONCE}">window.late = true;</script></body></html>`;

/** Runs the page's loader script against a small stand-in for the browser, under our control. */
function runLoader(html: string, { picture }: { picture: boolean }) {
  const loader = /<script nonce="n0nce==">(\(function\(n,p,c\)[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!loader) throw new Error("no loader script in the page");
  const appended: { parent: string; tag: string; props: Record<string, unknown> }[] = [];
  const timers: (() => void)[] = [];
  const waits: (() => void)[] = [];
  const frames: (() => void)[] = [];
  let paintObserver: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
  let decode: { resolve: () => void } | undefined;
  const element = (tag: string) => ({ tag, props: {} as Record<string, unknown> });
  const document = {
    visibilityState: "visible",
    currentScript: { nonce: NONCE },
    createElement: (tag: string) => {
      const made = element(tag);
      return new Proxy(made, { set: (_target, key, value) => ((made.props[String(key)] = value), true) });
    },
    querySelector: (selector: string) =>
      picture && selector === 'img[fetchpriority="high"]'
        ? { decode: () => new Promise<void>((resolve) => (decode = { resolve })) }
        : null,
    head: { appendChild: (child: { tag: string; props: Record<string, unknown> }) => appended.push({ parent: "head", ...child }) },
    body: { appendChild: (child: { tag: string; props: Record<string, unknown> }) => appended.push({ parent: "body", ...child }) },
  };
  class PerformanceObserver {
    static supportedEntryTypes = ["paint"];
    constructor(callback: typeof paintObserver) {
      paintObserver = callback;
    }
    observe() {}
    disconnect() {}
  }
  const context = {
    document,
    window: { PerformanceObserver },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, ms = 0) => {
      if (ms === 0) timers.push(callback);
      else if (ms === MAIN_PICTURE_WAIT_MS) waits.push(callback);
      else throw new Error(`unexpected timer of ${ms} ms`);
      return 0;
    },
  };
  runInNewContext(loader, context);
  const flush = async () => {
    await Promise.resolve();
    await Promise.resolve();
    for (const frame of frames.splice(0)) frame();
    for (const timer of timers.splice(0)) timer();
  };
  return {
    appended,
    firstContentfulPaint: () => paintObserver?.({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) }),
    pictureDecoded: () => decode?.resolve(),
    waitRunsOut: () => waits.splice(0).forEach((wait) => wait()),
    flush,
  };
}

describe("deferHydration", () => {
  it("takes out the module preloads and the module script, and puts one nonced classic script in its place", () => {
    const deferred = deferHydration(page("<main>Hello</main>"));
    expect(deferred).not.toContain("modulepreload\" href");
    expect(deferred).not.toContain('type="module" async');
    expect(deferred).toContain("<main>Hello</main>");
    // The page's data scripts before and after stay as they were, in their places.
    expect(deferred).toMatch(/window\.__reactRouterContext = \{\};<\/script><script nonce="n0nce==">\(function\(n,p,c\)[\s\S]*<\/script><script nonce="n0nce==">window\.late = true;/);
    // Nothing in the module's code can close the loader's element.
    expect(deferred.match(/<\/script>/g)).toHaveLength(3);
  });

  it("leaves a page without React Router's module script as it is", () => {
    const html = "<!DOCTYPE html><html><head></head><body><p>Plain</p></body></html>";
    expect(deferHydration(html)).toBe(html);
  });

  it("adds the same preloads and the same module code, with the page's nonce, after the first paint and the main picture", async () => {
    const browser = runLoader(deferHydration(page("<img fetchpriority=high>")), { picture: true });
    await browser.flush();
    expect(browser.appended).toEqual([]);
    browser.firstContentfulPaint();
    await browser.flush();
    // Painted, but the main picture is not decoded yet.
    expect(browser.appended).toEqual([]);
    browser.pictureDecoded();
    await browser.flush();
    expect(browser.appended).toEqual([
      { parent: "head", tag: "link", props: { rel: "modulepreload", href: "/assets/entry.client-1.js" } },
      { parent: "head", tag: "link", props: { rel: "modulepreload", href: "/assets/root-1.js" } },
      { parent: "body", tag: "script", props: { type: "module", nonce: NONCE, textContent: MODULE_CODE.replace("</script>", "<\\/script>") } },
    ]);
  });

  it("on a page without a main picture, loads them after the first paint alone", async () => {
    const browser = runLoader(deferHydration(page("<p>Text</p>")), { picture: false });
    await browser.flush();
    expect(browser.appended).toEqual([]);
    browser.firstContentfulPaint();
    await browser.flush();
    expect(browser.appended.map((child) => child.tag)).toEqual(["link", "link", "script"]);
  });

  it("loads them after the wait when the picture never arrives, and only once", async () => {
    const browser = runLoader(deferHydration(page("<img fetchpriority=high>")), { picture: true });
    browser.firstContentfulPaint();
    await browser.flush();
    expect(browser.appended).toEqual([]);
    browser.waitRunsOut();
    await browser.flush();
    expect(browser.appended.map((child) => child.tag)).toEqual(["link", "link", "script"]);
    browser.pictureDecoded();
    await browser.flush();
    expect(browser.appended).toHaveLength(3);
  });

  it("adds many preloads a few per task, in their order, and the module script after the last", async () => {
    const more = Array.from({ length: 3 * PRELOADS_PER_TASK + 1 }, (_, index) => `/assets/chunk-${index}.js`);
    const total = more.length + 2;
    const browser = runLoader(deferHydration(page("<p>Text</p>", more)), { picture: false });
    browser.firstContentfulPaint();
    // One task per few preloads: the count grows by PRELOADS_PER_TASK per task until all are there.
    for (let task = 1; task * PRELOADS_PER_TASK < total; task += 1) {
      await browser.flush();
      expect(browser.appended).toHaveLength(task * PRELOADS_PER_TASK);
    }
    await browser.flush();
    const hrefs = ["/assets/entry.client-1.js", "/assets/root-1.js", ...more];
    expect(browser.appended).toEqual([
      ...hrefs.map((href) => ({ parent: "head", tag: "link", props: { rel: "modulepreload", href } })),
      { parent: "body", tag: "script", props: { type: "module", nonce: NONCE, textContent: MODULE_CODE.replace("</script>", "<\\/script>") } },
    ]);
  });
});
