import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, inject } from "vitest";

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
}

/** Fails (never skips) when Chromium is missing, saying how to get it. */
export function assertChromiumInstalled(): void {
  const executable = chromiumPath();
  if (!existsSync(executable)) {
    throw new Error(
      `Chromium not found at ${executable}. The end-to-end suite drives Debian's Chromium: install it with ` +
        `"sudo apt-get update && sudo apt-get install -y chromium", or point CHROMIUM_PATH at a Chromium binary.`,
    );
  }
}

export async function launchBrowser(): Promise<Browser> {
  assertChromiumInstalled();
  return chromium.launch({
    executablePath: chromiumPath(),
    // Without --disable-background-networking Chromium tries to reach the internet and logs failures.
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
}

/** The address of the production server the global setup started. */
export function baseUrl(): string {
  return inject("e2eBaseUrl");
}

export function absolute(pathname: string): string {
  return new URL(pathname, baseUrl()).toString();
}

/**
 * Resolves once the document is hydrated: React Router's data router is initialised and the entry
 * has hydrated the page (app/entry.client.tsx sets `__amoraHydrated`), so `element` (by default
 * <body>) answers events. Clicking earlier would follow a link as a plain full-page navigation,
 * which is exactly what the client-side navigation test must tell apart.
 */
export async function waitForHydration(page: Page, element: Locator = page.locator("body")): Promise<void> {
  await page.waitForFunction(
    () => {
      const browser = window as unknown as { __amoraHydrated?: boolean; __reactRouterDataRouter?: { state?: { initialized?: boolean } } };
      return browser.__amoraHydrated === true && browser.__reactRouterDataRouter?.state?.initialized === true;
    },
    undefined,
    // Polled on a timer: the default (each animation frame) stalls while a busy machine's
    // compositor skips frames.
    { timeout: 30_000, polling: 100 },
  );
  await element.waitFor({ state: "attached", timeout: 30_000 });
}

let clientCounter = 0;
const clientBase = Math.floor(Math.random() * 200);

/**
 * A client address of its own for a browser context (a documentation range, 198.51.100.0/24 and
 * 203.0.113.0/24): the server believes it from loopback (TRUST_PROXY in the global setup), so the
 * per-address limits count each test apart, as they would count separate couples.
 */
export function nextClientAddress(): string {
  clientCounter += 1;
  const index = (clientBase + clientCounter) % 500;
  return index < 250 ? `198.51.100.${index + 1}` : `203.0.113.${index - 249}`;
}

/**
 * One browser for the test file and a fresh desktop context and page for each test; `use` is
 * called before each test with the ones to drive.
 */
export function openPagePerTest(use: (session: { browser: Browser; page: Page }) => void): void {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    if (!browser) throw new Error("the browser did not start");
    context = await browser.newContext({ viewport: { width: 1366, height: 900 }, extraHTTPHeaders: { "x-forwarded-for": nextClientAddress() } });
    use({ browser, page: await context.newPage() });
  });
  afterEach(async () => {
    await context?.close();
  });
}

/** The page's console errors and uncaught exceptions from now on (a refused request logs one in Chromium). */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}
