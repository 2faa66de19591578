import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeForThisFile } from "./support/axe";
import { absolute, openPagePerTest, waitForHydration } from "./support/browser";
import { signInAsDemoHotel } from "./support/members";

let page: Page;
openPagePerTest((session) => {
  ({ page } = session);
});

const axe = axeForThisFile();
const suffix = Date.now().toString(36);
const description = `Lemon terraces above the sea, ${suffix}.\n\nBreakfast comes to your balcony at any hour.`;
const highlight = `Sunset boat to Capri ${suffix}`;
const hostile = `<b>Bold ${suffix}</b><script>window.__storefrontInjected = true</script>`;

/** What the demo hotel's page said before, put back at the end so other files read the seed's text. */
let original: Record<string, unknown> | null = null;

/**
 * Signs the demo hotel in with its demo password (another file may have just asked a code for
 * it, and a second code within a minute waits) and opens the editor.
 */
async function openEditor(): Promise<void> {
  await signInAsDemoHotel(page);
  const current = await page.request.get(absolute("/api/v1/business/storefront"));
  expect(current.status()).toBe(200);
  const { data } = (await current.json()) as { data: { fields: Record<string, unknown> } };
  original ??= { description: data.fields.description, highlights: data.fields.highlights, postal_code: data.fields.postal_code };
  await page.goto(absolute("/dashboard"));
  await waitForHydration(page);
  await page.getByRole("link", { name: "Your page", exact: true }).click();
  await page.waitForURL(/\/dashboard\/storefront/);
  await waitForHydration(page);
}

describe("a hotel's storefront on the dashboard", () => {
  it("the demo hotel edits its description and highlights, saves, and its public page shows them at once", async () => {
    await openEditor();
    const form = page.getByRole("form", { name: "Your hotel's page" });
    await form.getByLabel("Description").fill(description);
    await form.getByLabel("Highlights").fill(`${highlight}\n${hostile}`);
    const postalCode = form.getByLabel("Postal code (optional)");
    expect(await postalCode.getAttribute("autocomplete")).toBe("postal-code");
    await postalCode.fill("i-84011");
    await form.getByRole("button", { name: "Save changes" }).click();
    await form.getByRole("status").filter({ hasText: "Your changes are saved and live on your page." }).waitFor();
    // As stored: in capitals.
    expect(await postalCode.inputValue()).toBe("I-84011");

    await page.getByRole("link", { name: /See your page/ }).first().click();
    await page.waitForURL(/\/villa-rosa-amalfi$/);
    const about = page.getByRole("region", { name: "About Villa Rosa Amalfi" });
    await about.getByText("Lemon terraces above the sea").waitFor();
    await about.getByText("Breakfast comes to your balcony at any hour.").waitFor();
    const highlights = page.getByRole("region", { name: "Highlights" });
    await highlights.getByText(highlight).waitFor();
    // Markup typed into a field is shown as the text it is, never run or rendered.
    await highlights.getByText(hostile).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __storefrontInjected?: boolean }).__storefrontInjected)).toBeUndefined();
    expect(await highlights.locator("b, script").count()).toBe(0);
    // The page's JSON-LD gives the postal code the hotel stored.
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const addresses = jsonLd.flatMap((text) => [JSON.parse(text) as unknown].flat()).map((item) => (item as { address?: { postalCode?: string } }).address);
    expect(addresses).toContainEqual(expect.objectContaining({ postalCode: "I-84011" }));
  });

  it("shows the rules' messages by their fields, focuses the first, keeps what was typed, and is axe-clean at 390px and 1366px", async () => {
    await openEditor();
    const form = page.getByRole("form", { name: "Your hotel's page" });
    await axe.expectNoViolations(page, "/dashboard/storefront at 1366px");
    await page.setViewportSize({ width: 390, height: 844 });
    await axe.expectNoViolations(page, "/dashboard/storefront at 390px");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // A city suggestion fills the country.
    await form.getByLabel("Country").fill("");
    await form.getByLabel("City").fill("Amal");
    await page.locator('#sf-city-places option[value="Amalfi, Italy"]').waitFor({ state: "attached" });
    await form.getByLabel("City").fill("Amalfi, Italy");
    await expect.poll(() => form.getByLabel("City").inputValue()).toBe("Amalfi");
    expect(await form.getByLabel("Country").inputValue()).toBe("Italy");

    await form.getByLabel("Check-in from").fill("3pm");
    await form.getByLabel("Phone (optional)").fill("12ab");
    await form.getByLabel("Description").fill(`Still mine ${suffix}`);
    await form.getByRole("button", { name: "Save changes" }).click();
    await form.getByText("Enter a time like 15:00 (24-hour clock)").waitFor();
    await form.getByText("Enter Phone Number").waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("sf-checkIn");
    expect(await form.getByLabel("Description").inputValue()).toBe(`Still mine ${suffix}`);
    await axe.expectNoViolations(page, "/dashboard/storefront with errors at 390px");
    await page.setViewportSize({ width: 1366, height: 900 });
    await axe.expectNoViolations(page, "/dashboard/storefront with errors at 1366px");

    // The seed's text back, for the files that read the demo hotel's page.
    const restored = await page.request.put(absolute("/api/v1/business/storefront"), { data: original ?? {}, headers: { origin: absolute("/").replace(/\/$/, "") } });
    expect(restored.status()).toBe(200);
  });

  it("sends a visitor to the dashboard's sign-in", async () => {
    await page.goto(absolute("/dashboard/storefront"));
    await page.waitForURL(/\/dashboard$/);
  });
});
