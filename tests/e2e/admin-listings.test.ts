import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { describeViolations, loadAxeSource, violationsInPage } from "./support/axe";
import { absolute, openPagePerTest, waitForHydration } from "./support/browser";
import { signInAsDemoAdmin } from "./support/admin";

/**
 * The console's listings (issue 20): a content editor creates a listing, renames it, publishes it
 * (its page answers) and unpublishes it (its page is gone), with axe on the list and the listing's
 * page at the desktop and phone sizes.
 */

let page: Page;
openPagePerTest((session) => {
  ({ page } = session);
});

let axeSource: string;
beforeAll(async () => {
  axeSource = await loadAxeSource();
});

async function open(pathname: string): Promise<void> {
  const response = await page.goto(absolute(pathname));
  expect(response?.status(), pathname).toBe(200);
  await waitForHydration(page);
}

async function expectAccessibleAtBothSizes(context: string): Promise<void> {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    const violations = await violationsInPage(page, axeSource);
    expect(violations, `${context} at ${viewport.width}x${viewport.height}:\n${describeViolations(violations)}`).toEqual([]);
    const tooWide = await page.evaluate(() => {
      const limit = document.documentElement.clientWidth;
      return [...document.querySelectorAll(".ac-page *")]
        .filter((element) => !element.closest(".ac-table-wrap") && element.getBoundingClientRect().right > limit + 1)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    });
    expect(tooWide, `${context}: wider than ${viewport.width}px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function publicStatus(pathname: string): Promise<number> {
  const response = await page.request.get(absolute(pathname));
  return response.status();
}

describe("/admin/listings", () => {
  it("a content editor creates a hotel, renames it, publishes and unpublishes it; axe on the list and the listing", async () => {
    await signInAsDemoAdmin(page, "editor@amora.travel");
    await open("/admin/listings");
    await page.getByRole("heading", { name: "Listings", level: 1 }).waitFor();
    await expectAccessibleAtBothSizes("the listings list");

    const stamp = Date.now().toString(36);
    const create = page.locator("form", { has: page.getByRole("button", { name: "Create listing" }) });
    await create.getByLabel("Type").selectOption("basic");
    await create.getByLabel("Title", { exact: true }).fill(`Casa E2E ${stamp}`);
    await page.getByRole("button", { name: "Create listing" }).click();
    await page.getByRole("heading", { name: `Casa E2E ${stamp}`, level: 1 }).waitFor({ timeout: 10_000 });
    await waitForHydration(page);
    await page.getByText("is created, unpublished").waitFor();
    await expectAccessibleAtBothSizes("a listing's page with its editors");

    const slug = `casa-e2e-${stamp}`;
    expect(await publicStatus(`/${slug}`)).toBe(404);

    const fields = page.locator("form", { has: page.getByRole("button", { name: "Save listing" }) });
    await fields.getByLabel("Title", { exact: true }).fill(`Casa Renamed ${stamp}`);
    await page.getByRole("button", { name: "Save listing" }).click();
    await page.getByText(`Casa Renamed ${stamp} is saved.`).waitFor({ timeout: 10_000 });
    await page.getByRole("heading", { name: `Casa Renamed ${stamp}`, level: 1 }).waitFor();

    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText(`Casa Renamed ${stamp} is published: couples see it now.`).waitFor({ timeout: 10_000 });
    expect(await publicStatus(`/${slug}`)).toBe(200);

    await page.getByRole("button", { name: "Unpublish" }).click();
    await page.getByRole("alertdialog", { name: "Unpublish" }).waitFor();
    await page.getByRole("button", { name: "Yes, unpublish" }).click();
    await page.getByText(`Casa Renamed ${stamp} is unpublished: its page and search no longer show it.`).waitFor({ timeout: 10_000 });
    expect(await publicStatus(`/${slug}`)).toBe(404);

    // The list finds it by title, unpublished.
    await open(`/admin/listings?q=${encodeURIComponent(`Casa Renamed ${stamp}`)}&status=unpublished`);
    await page.getByRole("link", { name: `Casa Renamed ${stamp}` }).waitFor();
  });

  it("visitors find nothing there", async () => {
    const response = await page.goto(absolute("/admin/listings"));
    expect(response?.status()).toBe(404);
  });
});
