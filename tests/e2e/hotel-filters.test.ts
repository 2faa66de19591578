import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { absolute, openPagePerTest, waitForHydration } from "./support/browser";

let browser: Browser;
let page: Page;
openPagePerTest((session) => {
  ({ browser, page } = session);
});

type ApiPage = { data: { title: string; priceFrom: number | null }[]; total: number };

async function cardTitles(): Promise<string[]> {
  return page.locator(".card-grid .listing-card__title").allTextContents();
}

async function cardPrices(): Promise<number[]> {
  const labels = await page.locator(".card-grid .listing-card__price").allTextContents();
  return labels.map((label) => Number(label.replace(/[^\d]/g, "")));
}

describe("/hotel filters", () => {
  it("filters by occasion and price range, keeps them in the URL and shows only matching hotels", async () => {
    await page.goto(absolute("/hotel"));
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Filter hotels" });
    await form.getByLabel("Occasion").selectOption("honeymoon");
    await form.getByLabel("Price a night").selectOption("300-499");
    await form.getByRole("button", { name: "Show hotels" }).click();
    await page.waitForURL((url) => url.searchParams.get("goodFor") === "honeymoon" && url.searchParams.get("pricerange") === "300-499");

    // The API lists through the same filter function: the page shows exactly its first page.
    const expected = (await (await page.request.get(absolute("/api/v1/hotels?goodFor=honeymoon&pricerange=300-499&per_page=24"))).json()) as ApiPage;
    expect(expected.total).toBeGreaterThan(0);
    await expect.poll(cardTitles).toEqual(expected.data.map((item) => item.title));
    for (const price of await cardPrices()) {
      expect(price).toBeGreaterThanOrEqual(300);
      expect(price).toBeLessThanOrEqual(499);
    }
    expect(await form.getByLabel("Occasion").inputValue()).toBe("honeymoon");
    expect(await page.locator(".result-count").textContent()).toContain(`${expected.total} hotel`);
  });

  it("works without JavaScript and folds into a disclosure on phones", async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const phonePage = await phone.newPage();
    try {
      await phonePage.goto(absolute("/hotel"));
      const summary = phonePage.getByText("Filter and sort");
      await summary.waitFor({ state: "visible" });
      expect(await phonePage.getByLabel("Occasion").isVisible()).toBe(false);
      await summary.click();
      await phonePage.getByLabel("Occasion").selectOption("anniversary");
      await phonePage.getByLabel("Star rating").selectOption("5");
      await phonePage.getByRole("button", { name: "Show hotels" }).click();
      await phonePage.waitForURL((url) => url.searchParams.get("goodFor") === "anniversary" && url.searchParams.get("rating") === "5");
      const expected = (await (await phonePage.request.get(absolute("/api/v1/hotels?goodFor=anniversary&rating=5&per_page=24"))).json()) as ApiPage;
      const titles = await phonePage.locator(".card-grid .listing-card__title").allTextContents();
      expect(titles).toEqual(expected.data.map((item) => item.title));
      expect(await phonePage.locator("details.hotel-filters").getAttribute("open")).toBeNull();
      expect(await phonePage.getByText(/active\)/).textContent()).toContain("2 active");
    } finally {
      await phone.close();
    }
  });
});
