import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeForThisFile } from "./support/axe";
import { absolute, openPagePerTest, waitForHydration } from "./support/browser";
import { signInAsDemoHotel } from "./support/members";

let page: Page;
let browser: Parameters<Parameters<typeof openPagePerTest>[0]>[0]["browser"];
openPagePerTest((session) => {
  ({ page, browser } = session);
});
const axe = axeForThisFile();

/** The "Page views" tile's figure on the open statistics page. */
async function pageViewsShown(on: Page): Promise<number> {
  const tile = on.locator(".stats-tile", { has: on.getByText("Page views", { exact: true }) });
  return Number((await tile.locator("dd").textContent())!.replaceAll(",", ""));
}

describe("a business's statistics", () => {
  it("a couple's visit to the hotel's page shows in the hotel's statistics: figures, charts with names, the table and the CSV", async () => {
    await signInAsDemoHotel(page);
    await page.goto(absolute("/dashboard"));
    await waitForHydration(page);
    await page.getByRole("link", { name: "Statistics", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard/statistics");
    await page.getByRole("heading", { level: 1, name: "Statistics" }).waitFor();
    const before = await pageViewsShown(page);

    // A couple, in a browser of their own (another visitor), opens the hotel's page: the page counts the view.
    const couple = await browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: `Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 statistics-${Date.now()}` });
    try {
      const visit = await couple.newPage();
      const sent = visit.waitForRequest((request) => request.method() === "POST" && /\/api\/v1\/listings\/\d+\/views$/.test(new URL(request.url()).pathname));
      await visit.goto(absolute("/villa-rosa-amalfi"));
      await sent;
    } finally {
      await couple.close();
    }

    // The statistics read what the server has counted so far (the page writes its counts first).
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole("heading", { level: 1, name: "Statistics" }).waitFor();
          return pageViewsShown(page);
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(before + 1);
    await waitForHydration(page);
    // Each chart is one picture with a name and a summary; the table holds every day.
    const chart = page.getByRole("img", { name: /^Page views by day/ });
    expect(await chart.count()).toBe(1);
    expect(await page.locator("#stats-views-summary").textContent()).toMatch(/in all|None in this period/);
    await page.getByText("The figures by day, as a table").click();
    expect(await page.locator(".stats-table tbody tr").count()).toBe(30);

    // The periods are links; 7 days has seven rows.
    await page.getByRole("link", { name: "Last 7 days" }).click();
    await page.waitForURL((url) => url.searchParams.get("period") === "7");
    await expect.poll(() => page.locator(".stats-table tbody tr").count()).toBe(7);
    expect(await page.getByRole("link", { name: "Last 7 days" }).getAttribute("aria-current")).toBe("page");

    const csv = await page.request.get(absolute(await page.getByRole("link", { name: "Download as CSV" }).getAttribute("href") as string));
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="villa-rosa-amalfi-statistics-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = await csv.text();
    expect(text).toContain("Day,Page views,Search impressions");
    expect(text).toContain("Listing,Villa Rosa Amalfi");
  });

  it("counting a look leaves no request open, so the hotel page and the results go quiet once loaded", async () => {
    for (const [pathname, counted] of [
      ["/villa-rosa-amalfi", /\/api\/v1\/listings\/\d+\/views$/],
      ["/search/kyoto?checkin=2027-01-10&checkout=2027-01-13&adults=2", /\/api\/v1\/listings\/impressions$/],
    ] as const) {
      const sent = page.waitForRequest((request) => request.method() === "POST" && counted.test(new URL(request.url()).pathname));
      await page.goto(absolute(pathname));
      const request = await sent;
      const response = await request.response();
      expect(response?.status(), pathname).toBe(200);
      // A fetch whose answer is never read stays in flight for the browser's tools (Lighthouse waits on it until its limit).
      const finished = await Promise.race([response!.finished().then(() => "finished"), new Promise((resolve) => setTimeout(resolve, 5_000, "still open"))]);
      expect(finished, pathname).toBe("finished");
    }
  });

  it("has no axe violations at 390px and on a desktop, and no sideways scroll on the phone", async () => {
    await signInAsDemoHotel(page);
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1366, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(absolute("/dashboard/statistics"));
      await waitForHydration(page);
      await page.getByText("The figures by day, as a table").click();
      await axe.expectNoViolations(page, `the statistics page at ${viewport.width}px`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: `test-results/statistics-${viewport.width}.png`, fullPage: true });
    }
  });

  it("a signed-out visitor goes to the dashboard's sign-in, from the page and from the CSV", async () => {
    await page.goto(absolute("/dashboard/statistics"));
    await page.waitForURL((url) => url.pathname === "/dashboard");
    const csv = await page.request.get(absolute("/dashboard/statistics.csv"), { maxRedirects: 0 });
    expect(csv.status()).toBe(302);
    expect(csv.headers().location).toBe("/dashboard");
  });
});
