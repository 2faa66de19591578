import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { absolute, openPagePerTest, waitForHydration } from "./support/browser";

let page: Page;
openPagePerTest((session) => {
  page = session.page;
});

async function openSearch() {
  await page.goto(absolute("/"));
  const button = page.getByRole("button", { name: "Search", exact: true }).filter({ visible: true }).first();
  await waitForHydration(page, button);
  await button.click();
  const input = page.getByPlaceholder("What are you looking for?");
  await input.waitFor({ state: "visible", timeout: 10_000 });
  return input;
}

/** Types as a person does: one key at a time, with short pauses. */
async function typeSlowly(text: string) {
  await page.keyboard.type(text, { delay: 60 });
}

// One seeded listing of each kind, the label it shows and the path it must open (docs/product.md §2).
const CASES = [
  { query: "Villa Rosa Amalfi", title: "Villa Rosa Amalfi", label: null, path: "/villa-rosa-amalfi" },
  { query: "Italy", title: "Italy", label: "Destination", path: "/italy" },
  { query: "Isabella Moreau", title: "Isabella Moreau", label: "Travel Advisor", path: "/ta/isabella-moreau" },
  {
    query: "Overwater Villas for Barefoot",
    title: "Overwater Villas for Barefoot Honeymoons",
    label: "Inspire Me",
    path: "/collection/overwater-villas-for-barefoot-honeymoons",
  },
  {
    query: "Ten Overwater Villas Worth",
    title: "Ten Overwater Villas Worth Crossing the World For",
    label: null,
    path: "/article/ten-overwater-villas-worth-crossing-the-world-for",
  },
  {
    query: "Romantic Escapes 2025",
    title: "Romantic Escapes 2025 Save up to 20 Percent",
    label: "Marketplace Deals",
    path: "/romantic-escapes-2025-save-up-to-20-percent",
  },
  {
    query: "Portugal Honeymoon 7",
    title: "Portugal Honeymoon 7 Days in Porto and the Douro Valley",
    label: "Itinerary",
    path: "/portugal-honeymoon-7-days-in-porto-and-the-douro-valley",
  },
];

describe("search overlay", () => {
  it("shows labelled results while typing and 'No results' for nonsense", async () => {
    const input = await openSearch();
    await typeSlowly("villa ro");
    const option = page.getByRole("option").filter({ hasText: "Villa Rosa Amalfi" });
    await option.first().waitFor({ timeout: 10_000 });
    await page.getByRole("option").filter({ hasText: "Spotlight" }).first().waitFor({ timeout: 10_000 });
    await input.fill("");
    await typeSlowly("qqqzzzxx");
    await page.getByText("No results", { exact: true }).last().waitFor({ timeout: 10_000 });
    await page.keyboard.press("Escape");
    await input.waitFor({ state: "hidden", timeout: 5_000 });
  });

  it("moves through results with the arrow keys and follows one with Enter", async () => {
    const input = await openSearch();
    await typeSlowly("Villa Rosa Amalfi");
    await page.getByRole("option").first().waitFor({ timeout: 10_000 });
    await page.keyboard.press("ArrowDown");
    expect(await input.getAttribute("aria-activedescendant")).toBeTruthy();
    await page.keyboard.press("Enter");
    await page.waitForURL(absolute("/villa-rosa-amalfi"), { timeout: 10_000 });
  });

  it.each(CASES)("follows '$title' to $path", async ({ query, title, label, path }) => {
    await openSearch();
    await typeSlowly(query);
    const option = page.getByRole("option").filter({ hasText: title }).first();
    await option.waitFor({ timeout: 10_000 });
    if (label) expect(await option.textContent()).toContain(label);
    expect(await option.getAttribute("data-path")).toBe(path);
    await option.click();
    await page.waitForURL(absolute(path), { timeout: 10_000 });
    await expect.poll(() => page.getByRole("heading", { level: 1 }).first().textContent()).toContain(title.slice(0, 12));
    const response = await page.request.get(absolute(path));
    expect(response.status()).toBe(200);
  });
});
