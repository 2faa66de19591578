import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeForThisFile, describeViolations, violationsOn } from "./support/axe";
import { absolute, openPagePerTest, waitForHydration } from "./support/browser";

let browser: Browser;
let page: Page;
openPagePerTest((session) => {
  ({ browser, page } = session);
});
const axe = axeForThisFile();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Opens the header's search overlay on the page shown and types as a person does. */
async function searchInOverlay(text: string) {
  const button = page.getByRole("button", { name: "Search", exact: true }).filter({ visible: true }).first();
  await waitForHydration(page, button);
  await button.click();
  const input = page.getByRole("combobox", { name: "Search" });
  await input.waitFor({ state: "visible", timeout: 10_000 });
  await page.keyboard.type(text, { delay: 60 });
  return input;
}

const cardTitles = () => page.locator(".card-grid .listing-card__title").allTextContents();

async function websearchTotal(query: string, type?: string): Promise<number> {
  const params = new URLSearchParams({ query, ...(type ? { type } : {}) });
  const answer = (await (await page.request.get(absolute(`/api/v1/posts/websearch?${params}`))).json()) as { total: number };
  return answer.total;
}

describe("search results page", () => {
  it("Enter in the overlay lists every match, paged and filtered by kind, and 'See all results' goes there too", async () => {
    await page.goto(absolute("/"));
    await searchInOverlay("italy");
    // The overlay shows ten and offers the rest.
    const total = await websearchTotal("italy");
    expect(total).toBeGreaterThan(24);
    await page.getByRole("link", { name: `See all ${total} results` }).waitFor({ timeout: 30_000 });
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("query") === "italy", { timeout: 30_000 });

    await page.getByRole("heading", { level: 1, name: 'Search results for "italy"' }).waitFor();
    expect(await page.title()).toMatch(/^Search results for "italy" \| \S/);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, follow");
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toContain(`${total} matches for "italy"`);
    expect(await page.locator(".result-count").textContent()).toBe(`${total} results`);
    const firstPage = await cardTitles();
    expect(firstPage).toHaveLength(24);
    expect(await page.getByText(`Page 1 of ${Math.ceil(total / 24)}`).isVisible()).toBe(true);

    await waitForHydration(page);
    await page.getByRole("link", { name: "Next page of search results" }).click();
    await page.waitForURL((url) => url.searchParams.get("page") === "2" && url.searchParams.get("query") === "italy", { timeout: 30_000 });
    await page.getByText(`Page 2 of ${Math.ceil(total / 24)}`).waitFor({ timeout: 30_000 });
    const secondPage = await cardTitles();
    expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);

    // The kind links keep the query and start again at page 1.
    const destinations = await websearchTotal("italy", "destination");
    const kindLinks = page.getByRole("navigation", { name: "Kinds of results" });
    expect(await kindLinks.getByRole("link", { name: `All (${total})` }).getAttribute("aria-current")).toBe("page");
    await kindLinks.getByRole("link", { name: `Destinations (${destinations})` }).click();
    await page.waitForURL((url) => url.searchParams.get("type") === "destinations" && url.searchParams.get("query") === "italy" && !url.searchParams.has("page"), { timeout: 30_000 });
    await expect
      .poll(() => page.locator(".result-count").textContent(), { timeout: 30_000 })
      .toBe(`${destinations} ${destinations === 1 ? "result" : "results"} in Destinations`);
    const badges = await page.locator(".card-grid .listing-card__badge").allTextContents();
    expect(badges).toHaveLength(destinations);
    expect(new Set(badges)).toEqual(new Set(["Destination"]));
    expect(await cardTitles()).toContain("Italy");

    // From the results page, the overlay's "See all results" link opens another search.
    await searchInOverlay("villa");
    const villas = await websearchTotal("villa");
    await page.getByRole("link", { name: `See all ${villas} results` }).click();
    await page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("query") === "villa" && !url.searchParams.has("type"), {
      timeout: 30_000,
    });
    await expect.poll(() => page.locator(".result-count").textContent(), { timeout: 30_000 }).toBe(`${villas} results`);
  });

  it("passes axe on phones and desktops, fits a phone, and meets no match with suggestions", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const violations = await violationsOn(browser, axe.source(), "/search?query=italy&type=hotels", viewport);
      expect(violations, `${viewport.width}px:\n${describeViolations(violations)}`).toEqual([]);
    }
    await page.setViewportSize(PHONE);
    const answer = await page.goto(absolute("/search?query=qqzzxxvv"));
    expect(answer?.status()).toBe(200);
    await page.getByText("No results for “qqzzxxvv”.").waitFor();
    expect(await page.getByRole("list", { name: "Popular destinations" }).getByRole("listitem").count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await waitForHydration(page);
    await axe.expectNoViolations(page, "no match, 390px");
  });
});
