import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { STAY_MESSAGES } from "../../core/booking/occupancy";
import { axeForThisFile } from "./support/axe";
import { absolute, openPagePerTest, waitForHydration } from "./support/browser";

let page: Page;
let browser: Parameters<Parameters<typeof openPagePerTest>[0]>[0]["browser"];
openPagePerTest((session) => {
  ({ page, browser } = session);
});

const axe = axeForThisFile();

/** A day of next month (UTC), so the whole stay is ahead and inside the demo inventory's year. */
function nextMonthDay(day: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, day))
    .toISOString()
    .slice(0, 10);
}

const CHECK_IN = nextMonthDay(10);
const CHECK_OUT = nextMonthDay(13);
const STAY = `checkin=${CHECK_IN}&checkout=${CHECK_OUT}&adults=2`;

/** axe-core on the page at a phone's width and a desktop's; no sideways scroll on the phone. */
async function expectAccessibleAtBothSizes(pathname: string, label: string) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    const context = await browser.newContext({ viewport });
    try {
      const other = await context.newPage();
      const response = await other.goto(absolute(pathname));
      expect(response?.status(), pathname).toBe(200);
      await waitForHydration(other);
      await axe.expectNoViolations(other, `${label} at ${viewport.width}px`);
      if (viewport.width === 390) {
        expect(
          await other.evaluate(() => document.documentElement.scrollWidth),
          `${label} scrolls sideways at 390px`,
        ).toBeLessThanOrEqual(390);
      }
    } finally {
      await context.close();
    }
  }
}

describe("a couple searches rooms for their dates", () => {
  it("searches a city for next month from /hotel, filters to free cancellation, opens a hotel's rooms and sees a policy and a total", async () => {
    await page.goto(absolute("/hotel"));
    const box = page.getByRole("form", {
      name: "Search hotels for your dates",
    });
    await waitForHydration(page, box);

    // The place, picked from the suggestions with the keyboard.
    const place = box.getByRole("combobox", { name: "Where to" });
    await place.click();
    await page.keyboard.type("Kyot", { delay: 60 });
    await box
      .getByRole("option")
      .filter({ hasText: "Kyoto" })
      .first()
      .waitFor({ timeout: 10_000 });
    await page.keyboard.press("ArrowDown");
    expect(await place.getAttribute("aria-activedescendant")).toBeTruthy();
    await page.keyboard.press("Enter");
    expect(await place.inputValue()).toBe("Kyoto");

    await box.getByLabel("Check-in").fill(CHECK_IN);
    await box.getByLabel("Check-out").fill(CHECK_OUT);
    await box.getByLabel("Adults").selectOption("2");
    await box.getByRole("button", { name: "Find rooms" }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === "/search/kyoto" &&
        url.searchParams.get("checkin") === CHECK_IN,
    );

    // Hotels with rooms for the stay: each with its total, price a night, board and cancellation.
    const cards = page.locator(".booking-card");
    await cards.first().waitFor();
    expect(
      await page.getByRole("heading", { level: 1 }).textContent(),
    ).toContain("Kyoto");
    const first = await cards.first().textContent();
    expect(first).toMatch(/\$[\d,]+(\.\d\d)? for 3 nights/);
    expect(first).toMatch(/\$[\d,]+(\.\d\d)? a night/);
    expect(first).toMatch(/Free cancellation|Non-refundable/);
    const all = await cards.count();

    // Free cancellation only: a GET form, the stay kept.
    await waitForHydration(page);
    const filters = page.getByRole("form", { name: "Filter hotels" });
    await filters.getByLabel("Free cancellation").check();
    await filters.getByRole("button", { name: "Show hotels" }).click();
    await page.waitForURL(
      (url) =>
        url.searchParams.get("free_cancellation") === "1" &&
        url.searchParams.get("checkin") === CHECK_IN,
    );
    await cards.first().waitFor();
    const free = await cards.count();
    expect(free).toBeGreaterThan(0);
    expect(free).toBeLessThanOrEqual(all);
    for (const text of await cards.allTextContents())
      expect(text).toContain("Free cancellation");

    // A hotel's rooms for the same stay.
    await cards
      .first()
      .getByRole("link", { name: /^See rooms/ })
      .click();
    await page.waitForURL(
      (url) =>
        url.pathname.startsWith("/hotelroom/") &&
        url.searchParams.get("checkout") === CHECK_OUT,
    );
    const rooms = page.getByRole("list", { name: "Rooms" });
    await rooms.waitFor();
    const rate = rooms.locator(".rate").first();
    expect(await rate.textContent()).toMatch(
      /Free cancellation until .+|Non-refundable|Partly refundable/,
    );
    const total = rate.locator("tfoot tr");
    expect(await total.textContent()).toMatch(/^Total\$[\d,]+(\.\d\d)?$/);
    expect(await rate.getByRole("row", { name: /^Taxes/ }).count()).toBe(1);
    expect(await rate.getByRole("row", { name: /^Night of / }).count()).toBe(3);
    expect(
      await rate.getByRole("link", { name: /^Reserve/ }).getAttribute("href"),
    ).toMatch(/^\/hotelbooking\/\d+\?rate_key=[^&]+&total=\d+$/);
  });

  it("pages through the results with 'More hotels' and its next-result key", async () => {
    const response = await page.goto(absolute(`/search/japan?${STAY}`));
    expect(response?.status()).toBe(200);
    const cards = page.locator(".booking-card");
    await cards.first().waitFor();
    const more = page.getByRole("link", { name: "More hotels" });
    if ((await more.count()) === 0)
      return expect(await cards.count()).toBeLessThanOrEqual(12);
    const firstPage = await cards.locator("h2").allTextContents();
    expect(await more.getAttribute("href")).toMatch(/[?&]key=[A-Za-z0-9_-]+/);
    await more.click();
    await page.waitForURL((url) => url.searchParams.has("key"));
    // The address changes as the navigation starts; the cards are replaced when its data is in.
    await expect.poll(() => cards.first().locator("h2").textContent()).not.toBe(firstPage[0]);
    const secondPage = await cards.locator("h2").allTextContents();
    expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);
  });

  it("says 'No results' with a hint to change dates when no hotel has rooms, and the stay rules' message for bad dates (200)", async () => {
    // Beyond the demo inventory's year, within the booking horizon.
    const far = new Date(Date.now() + 420 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const farOut = new Date(Date.now() + 422 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    let response = await page.goto(
      absolute(`/search/kyoto?checkin=${far}&checkout=${farOut}`),
    );
    expect(response?.status()).toBe(200);
    await page.getByText("No results.").waitFor();
    expect(await page.locator(".booking-notice").textContent()).toContain(
      "changing your dates",
    );

    response = await page.goto(
      absolute(`/search/kyoto?checkin=${CHECK_OUT}&checkout=${CHECK_IN}`),
    );
    expect(response?.status()).toBe(200);
    await page.getByText("Choose a check-out date after check-in").waitFor();
    expect(
      await page.getByLabel("Check-out").getAttribute("aria-invalid"),
    ).toBe("true");
  });

  it("filters without JavaScript: the GET form keeps the stay", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const plain = await context.newPage();
      await plain.goto(absolute(`/search/kyoto?${STAY}`));
      await plain
        .getByRole("form", { name: "Filter hotels" })
        .getByLabel("Sort by")
        .selectOption("price_asc");
      await plain
        .getByRole("form", { name: "Filter hotels" })
        .getByRole("button", { name: "Show hotels" })
        .click();
      await plain.waitForURL(
        (url) =>
          url.searchParams.get("sort") === "price_asc" &&
          url.searchParams.get("checkin") === CHECK_IN,
      );
      const prices = (
        await plain.locator(".booking-card__total").allTextContents()
      ).map((text) => Number(/\$([\d,.]+)/.exec(text)![1]!.replace(/,/g, "")));
      expect(prices.length).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  it("a hotel's page without dates offers a date form fixed to the hotel; an unknown hotel is not found", async () => {
    await page.goto(absolute("/hotelroom/villa-rosa-amalfi"));
    const form = page.getByRole("form", { name: "Choose your dates" });
    await waitForHydration(page, form);
    expect(await form.getByRole("combobox", { name: "Where to" }).count()).toBe(
      0,
    );
    await form.getByLabel("Check-in").fill(CHECK_IN);
    await form.getByLabel("Check-out").fill(CHECK_OUT);
    await form.getByRole("button", { name: "Show rooms" }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === "/hotelroom/villa-rosa-amalfi" &&
        url.searchParams.get("checkin") === CHECK_IN,
    );
    await page.getByRole("list", { name: "Rooms" }).waitFor();

    const missing = await page.goto(absolute("/hotelroom/no-such-hideaway"));
    expect(missing?.status()).toBe(404);
    await page.getByText("Page not found").first().waitFor();
  });

  it("the home page has the search box too, and a city typed without picking a suggestion still searches", async () => {
    await page.goto(absolute("/"));
    const box = page.getByRole("form", { name: "Find rooms for your dates" });
    await waitForHydration(page, box);
    await box.getByRole("combobox", { name: "Where to" }).fill("Amalfi");
    await box.getByLabel("Check-in").fill(CHECK_IN);
    await box.getByLabel("Check-out").fill(CHECK_OUT);
    await box.getByRole("button", { name: "Find rooms" }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === "/search/Amalfi" &&
        url.searchParams.get("checkout") === CHECK_OUT,
    );
    await page.locator(".booking-card").first().waitFor();
  });

  it("asks where to before searching from a box without a place", async () => {
    await page.goto(absolute("/hotel"));
    const box = page.getByRole("form", {
      name: "Search hotels for your dates",
    });
    await waitForHydration(page, box);
    await box.getByRole("button", { name: "Find rooms" }).click();
    await box.getByText("Choose where you would like to stay").waitFor();
    expect(
      await page.evaluate(() => document.activeElement?.getAttribute("role")),
    ).toBe("combobox");
    expect(new URL(page.url()).pathname).toBe("/hotel");
  });

  it("has no axe violations on the results and rooms pages, at 390px and on a desktop", async () => {
    await expectAccessibleAtBothSizes(`/search/kyoto?${STAY}`, "dated results");
    await expectAccessibleAtBothSizes(
      `/search/kyoto?checkin=${CHECK_OUT}&checkout=${CHECK_IN}`,
      "results with bad dates",
    );
    await expectAccessibleAtBothSizes(
      `/hotelroom/villa-rosa-amalfi?${STAY}`,
      "rooms and rates",
    );
    await expectAccessibleAtBothSizes(
      "/hotelroom/villa-rosa-amalfi",
      "rooms without dates",
    );
    await expectAccessibleAtBothSizes("/hotel", "hotels with the search box");
  });

  it("a destination's page searches its hotels: the destination is chosen, the couple picks dates and lands on its results", async () => {
    await page.goto(absolute("/japan"));
    const box = page.getByRole("form", { name: "Find rooms in Japan for your dates" });
    await waitForHydration(page, box);
    expect(await page.getByRole("heading", { level: 2, name: "Stay in Japan" }).count()).toBe(1);
    expect(await box.getByRole("combobox", { name: "Where to" }).inputValue()).toBe("Japan");
    await box.getByLabel("Check-in").fill(CHECK_IN);
    await box.getByLabel("Check-out").fill(CHECK_OUT);
    await box.getByRole("button", { name: "Find rooms" }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === "/search/japan" &&
        url.searchParams.get("checkin") === CHECK_IN &&
        url.searchParams.get("checkout") === CHECK_OUT &&
        url.searchParams.get("adults") === "2",
    );
    await page.locator(".booking-card").first().waitFor();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain("Japan");

    // The destination's other address has it too; a hotel's page does not.
    await page.goto(absolute("/destinations/japan"));
    await page.getByRole("form", { name: "Find rooms in Japan for your dates" }).waitFor();
    await page.goto(absolute("/villa-rosa-amalfi"));
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.getByRole("form", { name: /^Find rooms in / }).count()).toBe(0);
  });

  it("checks the children's ages in the browser with the stay rules' words, by the field, and keeps what was typed", async () => {
    await page.goto(absolute("/japan"));
    const box = page.getByRole("form", { name: "Find rooms in Japan for your dates" });
    await waitForHydration(page, box);
    const ages = box.getByLabel("Children\u2019s ages");
    await box.getByLabel("Check-in").fill(CHECK_IN);
    await box.getByLabel("Check-out").fill(CHECK_OUT);

    // An age over 17: the rules' message under the field, which takes the focus; no search yet.
    await ages.fill("4, 19");
    await box.getByRole("button", { name: "Find rooms" }).click();
    await box.getByText(STAY_MESSAGES.childAge).waitFor();
    expect(await ages.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (await ages.getAttribute("aria-describedby")) ?? "";
    const messages = await Promise.all(describedBy.split(" ").map((id) => page.locator(`[id="${id}"]`).textContent()));
    expect(messages).toContain(STAY_MESSAGES.childAge);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("children");
    expect(new URL(page.url()).pathname).toBe("/japan");
    expect(await ages.inputValue()).toBe("4, 19");
    expect(await box.getByLabel("Check-in").inputValue()).toBe(CHECK_IN);

    // A missing age says the same; with check-out cleared too, the focus goes to the first wrong field.
    await ages.fill("4,");
    await box.getByLabel("Check-out").fill("");
    await box.getByRole("button", { name: "Find rooms" }).click();
    await box.getByText(STAY_MESSAGES.checkOutMissing).waitFor();
    await box.getByText(STAY_MESSAGES.childAge).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("checkout");
    expect(new URL(page.url()).pathname).toBe("/japan");

    // Put right, the search goes with the ages.
    await box.getByLabel("Check-out").fill(CHECK_OUT);
    await ages.fill("4, 9");
    await box.getByRole("button", { name: "Find rooms" }).click();
    await page.waitForURL((url) => url.pathname === "/search/japan" && url.searchParams.get("children") === "4, 9");
  });

  it("has no axe violations on a destination's page with its search box, at 390px and on a desktop", async () => {
    await expectAccessibleAtBothSizes("/japan", "a destination with the search box");
  });
});

