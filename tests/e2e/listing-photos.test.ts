import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { AVATAR_MESSAGES } from "../../core/avatar-rules";
import { LISTING_PHOTO_MESSAGES } from "../../core/storefront-photos";
import { axeForThisFile } from "./support/axe";
import { absolute, openPagePerTest, waitForHydration } from "./support/browser";
import { signInAsDemoHotel } from "./support/members";

let page: Page;
let browser: Parameters<Parameters<typeof openPagePerTest>[0]>[0]["browser"];
openPagePerTest((session) => {
  ({ page, browser } = session);
});

const axe = axeForThisFile();

type PhotoWire = { id: number; alt: string; is_cover: boolean; sizes: { small: string; medium: string; large: string } };
type PhotosWire = { photos: PhotoWire[]; drawn_picture: unknown };

/** A 3:2 picture in two colours, as a phone's photo would arrive. */
function listingPicture(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
    .composite([{ input: { create: { width: 450, height: 600, channels: 3, background: "#f8eedb" } }, left: 450, top: 0 }])
    .png()
    .toBuffer();
}

async function photosNow(): Promise<PhotosWire> {
  const response = await page.request.get(absolute("/api/v1/business/photos"));
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: PhotosWire }).data;
}

/** The stored file's name of a photo's URL, as the public pages' srcset lists it. */
const fileOf = (url: string) => url.slice(url.lastIndexOf("/") + 1).replace(/-(small|medium|large|thumbnail)\.webp$/, "");

describe("a business's listing photos", () => {
  it("the demo hotel uploads two photos at once, makes the second the cover and describes it; its page shows the new cover", async () => {
    await signInAsDemoHotel(page);
    const before = new Set((await photosNow()).photos.map((photo) => photo.id));

    try {
      // The dashboard links to the page.
      await page.goto(absolute("/dashboard"));
      await page.getByRole("link", { name: "Photos", exact: true }).click();
      await page.waitForURL(absolute("/dashboard/photos"));
      await waitForHydration(page);
      await page.getByRole("heading", { level: 1, name: "Photos" }).waitFor();
      const input = page.getByLabel("Choose photos");
      expect(await input.getAttribute("accept")).toBe("image/*");
      expect(await input.getAttribute("multiple")).not.toBeNull();

      // A text file named like a picture: the server's words, spoken, nothing added.
      await input.setInputFiles({ name: "terrace.jpg", mimeType: "image/jpeg", buffer: Buffer.from("This is not a picture.\n") });
      await page.getByRole("alert").filter({ hasText: AVATAR_MESSAGES.notAnImage }).waitFor();
      expect(await input.getAttribute("aria-invalid")).toBe("true");
      expect((await photosNow()).photos.length).toBe(before.size);

      // Two photos chosen at once go up one after the other.
      await input.setInputFiles([
        { name: "red.png", mimeType: "image/png", buffer: await listingPicture("#aa2244") },
        { name: "blue.png", mimeType: "image/png", buffer: await listingPicture("#2244aa") },
      ]);
      await page.getByRole("status").filter({ hasText: "2 photos added." }).waitFor();
      const grid = page.getByRole("list", { name: "Your photos, the cover first" });
      const items = grid.getByRole("listitem");
      await expect.poll(() => items.count()).toBe(before.size + 2);
      expect(await input.getAttribute("aria-invalid")).toBeNull();
      const added = (await photosNow()).photos.filter((photo) => !before.has(photo.id));
      expect(added).toHaveLength(2);
      const [red, blue] = added as [PhotoWire, PhotoWire];
      const count = before.size + 2;

      // The second becomes the cover.
      await page.getByRole("button", { name: `Make cover: photo ${count}` }).click();
      await expect.poll(async () => (await photosNow()).photos[0]?.id).toBe(blue.id);
      await expect.poll(() => items.first().locator("img").getAttribute("src")).toBe(blue.sizes.small);
      expect(await items.first().getAttribute("aria-label")).toBe("Photo 1, the cover");
      // Focus stays with the photo that moved: its first button that can still be used.
      const focused = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent);
      await expect.poll(focused).toBe("Move later: photo 1");

      // Its description: an empty one is refused by the field, then a real one is saved.
      const description = page.getByLabel("Description of photo 1", { exact: true });
      await description.fill("   ");
      await page.getByRole("button", { name: "Save description of photo 1" }).click();
      await items.first().getByText(LISTING_PHOTO_MESSAGES.altRequired).waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-invalid"))).toBe("true");
      await description.fill("The blue terrace over the sea at noon");
      await page.getByRole("button", { name: "Save description of photo 1" }).click();
      await expect.poll(async () => (await photosNow()).photos[0]?.alt).toBe("The blue terrace over the sea at noon");
      await items.first().getByRole("img", { name: "The blue terrace over the sea at noon" }).waitFor();

      await axe.expectNoViolations(page, "/dashboard/photos at 1366px");
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await axe.expectNoViolations(page, "/dashboard/photos at 390px");
      await page.setViewportSize({ width: 1366, height: 900 });

      // A signed-out couple sees the new cover on the hotel's page at once.
      const couple = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      try {
        const visitor = await couple.newPage();
        const response = await visitor.goto(absolute("/villa-rosa-amalfi"));
        expect(response?.status()).toBe(200);
        const banner = visitor.locator(".hotel-banner__image").first();
        expect(await banner.getAttribute("alt")).toBe("The blue terrace over the sea at noon");
        expect(await banner.getAttribute("src")).toContain(fileOf(blue.sizes.medium));
        // The red photo follows in the gallery.
        expect(await visitor.locator(`.gallery img[src*="${fileOf(red.sizes.medium)}"]`).count()).toBe(1);
      } finally {
        await couple.close();
      }

      // Delete asks first; "Keep it" keeps the photo.
      await page.getByRole("button", { name: `Delete: photo ${count}` }).click();
      await page.getByRole("button", { name: "Keep it" }).click();
      await page.getByRole("button", { name: `Delete: photo ${count}` }).waitFor();
      await page.getByRole("button", { name: `Delete: photo ${count}` }).click();
      await page.getByRole("button", { name: `Delete photo ${count}` }).click();
      await expect.poll(() => items.count()).toBe(count - 1);
      await expect.poll(focused).toMatch(/^Your photos/);
      await expect.poll(async () => (await photosNow()).photos.some((photo) => photo.id === red.id)).toBe(false);
    } finally {
      // The demo hotel's pictures as they were: other files share this server.
      for (const photo of (await photosNow()).photos.filter((item) => !before.has(item.id))) {
        const removed = await page.request.delete(absolute(`/api/v1/business/photos/${photo.id}`));
        expect(removed.status(), await removed.text()).toBe(200);
      }
    }
    const after = await photosNow();
    expect(after.photos.map((photo) => photo.id).sort()).toEqual([...before].sort());
    if (before.size === 0) expect(after.drawn_picture).not.toBeNull();
  });
});
