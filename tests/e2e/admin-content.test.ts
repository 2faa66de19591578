import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAsDemoAdmin } from "./support/admin";
import { axeForThisFile } from "./support/axe";
import { absolute, launchBrowser, nextClientAddress, waitForHydration } from "./support/browser";

/**
 * The admin console's content pages (issue 20): a content editor changes the metadata of /hotel and
 * the page's <title> and description show it at once, to a visitor too (the page cache is cleared);
 * every content page passes axe at 1280x900 and 390x844.
 */

const SIZES = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

let browser: Browser;
let editorContext: BrowserContext;
let visitorContext: BrowserContext;
const axe = axeForThisFile();

async function expectAccessible(page: Page, label: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await axe.expectNoViolations(page, `${label} at ${size.width}x${size.height}`);
  }
  await page.setViewportSize(SIZES[0]);
}

async function open(page: Page, pathname: string): Promise<void> {
  const response = await page.goto(absolute(pathname));
  expect(response?.status(), pathname).toBe(200);
  await waitForHydration(page);
}

beforeAll(async () => {
  browser = await launchBrowser();
  editorContext = await browser.newContext({ viewport: SIZES[0], extraHTTPHeaders: { "x-forwarded-for": nextClientAddress() } });
  visitorContext = await browser.newContext({ viewport: SIZES[0], extraHTTPHeaders: { "x-forwarded-for": nextClientAddress() } });
});

afterAll(async () => {
  await browser?.close();
});

describe("/admin/content", () => {
  it("a content editor changes /hotel's title and description; the page's head shows them at once", { timeout: 180_000 }, async () => {
    // A visitor's view of /hotel is cached first, so the change must clear the page cache.
    const visitor = await visitorContext.newPage();
    await open(visitor, "/hotel");
    const before = await visitor.title();

    await signInAsDemoAdmin(editorContext, "editor@amora.travel");
    const page = await editorContext.newPage();
    await open(page, "/admin/content");
    await expect(page.title()).resolves.toMatch(/^Content \| .+ admin$/);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
    await page.getByRole("link", { name: "Page metadata" }).first().click();
    await page.waitForURL(/\/admin\/content\/pages$/);

    await open(page, `/admin/content/pages?path=${encodeURIComponent("/hotel")}`);
    const title = `Hotels for two, edited ${Date.now().toString(36)}`;
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Description", { exact: true }).fill("Hand-picked romantic hotels, checked by our editors.");
    await page.getByRole("button", { name: "Save metadata" }).click();
    await expect.poll(() => page.locator(".ac-page [role=status]").textContent()).toContain("The metadata of /hotel is saved.");

    await open(visitor, "/hotel");
    expect(await visitor.title()).toBe(title);
    expect(before).not.toBe(title);
    expect(await visitor.locator('meta[name="description"]').getAttribute("content")).toBe("Hand-picked romantic hotels, checked by our editors.");

    // A path that is not a page of this site is refused by the field, nothing saved.
    await open(page, "/admin/content/pages");
    await page.getByLabel("Path", { exact: true }).fill("https://evil.example/x");
    await page.getByLabel("Title", { exact: true }).fill("Evil");
    await page.getByRole("button", { name: "Save metadata" }).click();
    await expect.poll(() => page.locator(".ac-page [role=status]").textContent()).toContain("must be a page of this site");
  });

  it("every content page passes axe at 1280x900 and 390x844", { timeout: 240_000 }, async () => {
    const page = await editorContext.newPage();
    for (const pathname of ["/admin/content", "/admin/content/pages", "/admin/content/banners", "/admin/content/articles", "/admin/content/collections"]) {
      await open(page, pathname);
      await expectAccessible(page, pathname);
    }
    await open(page, `/admin/content/pages?path=${encodeURIComponent("/hotel")}`);
    await expectAccessible(page, "a path's metadata editor");

    await open(page, "/admin/content/banners");
    const banner = page.locator("table.ac-table tbody a").first();
    if ((await banner.count()) > 0) {
      await banner.click();
      await page.waitForURL(/\/admin\/content\/banners\/\d+$/);
      await waitForHydration(page);
      await expectAccessible(page, "a banner");
    }

    await open(page, "/admin/content/articles");
    await page.locator("table.ac-table tbody a").first().click();
    await page.waitForURL(/\/admin\/content\/articles\/\d+$/);
    await waitForHydration(page);
    await expectAccessible(page, "an article");

    await open(page, "/admin/content/collections");
    await page.locator("table.ac-table tbody a").first().click();
    await page.waitForURL(/\/admin\/content\/collections\/\d+$/);
    await waitForHydration(page);
    await expectAccessible(page, "a collection");
  });
});
