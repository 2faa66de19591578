import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { AVATAR_MESSAGES } from "../../core/avatar-rules";
import { axeForThisFile } from "./support/axe";
import { absolute, openPagePerTest, waitForHydration } from "./support/browser";
import { signInAsDemoHotel } from "./support/members";

let page: Page;
let browser: Parameters<Parameters<typeof openPagePerTest>[0]>[0]["browser"];
openPagePerTest((session) => {
  ({ page, browser } = session);
});

const axe = axeForThisFile();
const suffix = Date.now().toString(36);

/**
 * A month 15 months ahead (UTC): after the demo inventory's year of nights, before the booking
 * horizon's 500 days, and not the month the other inventory tests open, so only this room sells.
 */
function quietMonth(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 15, 1)).toISOString().slice(0, 7);
}

/** A 4:3 picture in two colours, as a phone's photo would arrive. */
function roomPicture(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .composite([{ input: { create: { width: 400, height: 600, channels: 3, background: "#f8eedb" } }, left: 400, top: 0 }])
    .png()
    .toBuffer();
}

/** The demo hotel, signed in, with a new room type whose one rate plan sells three nights of the quiet month. */
async function roomTypeOnSale(room: string): Promise<{ stay: string }> {
  await signInAsDemoHotel(page);
  const created = await page.request.post(absolute("/api/v1/business/inventory/room-types"), { data: { name: room, beds: "1 king bed", max_adults: 2 } });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  const plan = await page.request.post(absolute(`/api/v1/business/inventory/room-types/${id}/rate-plans`), { data: { name: `Photo rate ${suffix}`, board: "breakfast" } });
  expect(plan.status(), await plan.text()).toBe(200);
  const ratePlanId = ((await plan.json()) as { data: { id: number } }).data.id;
  const month = quietMonth();
  const nights = await page.request.post(absolute("/api/v1/business/inventory/calendar"), {
    data: { rate_plan_id: ratePlanId, from: `${month}-10`, to: `${month}-12`, price_cents: 29_000, rooms_left: 2 },
  });
  expect(nights.status(), await nights.text()).toBe(200);
  return { stay: `checkin=${month}-10&checkout=${month}-13&adults=2` };
}

describe("a room type's photos", () => {
  it("the hotel uploads photos in the Rooms & rates editor (a file that is not a picture is refused in words), orders and removes them; the rooms page shows the first", async () => {
    const room = `Photo Suite ${suffix}`;
    const { stay } = await roomTypeOnSale(room);

    await page.goto(absolute("/dashboard/rooms"));
    await waitForHydration(page);
    const item = page.getByRole("region", { name: "Room types" }).locator(".inv-list__item").filter({ hasText: room });
    const input = item.getByLabel(`Add photo of ${room}`);
    expect(await input.getAttribute("accept")).toBe("image/*");

    // A text file named like a picture: the server's words under the field, nothing added.
    await input.setInputFiles({ name: "room.jpg", mimeType: "image/jpeg", buffer: Buffer.from("This is not a picture.\n") });
    await item.getByText(AVATAR_MESSAGES.notAnImage).waitFor();
    expect(await input.getAttribute("aria-invalid")).toBe("true");
    expect(await item.getByRole("img").count()).toBe(0);

    // Two real photos, each shown at once with the room's name as its text.
    await input.setInputFiles({ name: "red.png", mimeType: "image/png", buffer: await roomPicture("#aa2244") });
    await item.getByRole("img", { name: room, exact: true }).waitFor();
    expect(await input.getAttribute("aria-invalid")).toBeNull();
    await input.setInputFiles({ name: "blue.png", mimeType: "image/png", buffer: await roomPicture("#2244aa") });
    const photos = item.getByRole("list", { name: `Photos of ${room}` }).getByRole("img");
    await expect.poll(() => photos.count()).toBe(2);
    expect(await photos.nth(0).getAttribute("alt")).toBe(`${room}, photo 1 of 2`);
    const [red, blue] = await Promise.all([photos.nth(0).getAttribute("src"), photos.nth(1).getAttribute("src")]);
    expect(red).toMatch(/^\/media\/uploads\/[0-9a-f]{32}-small\.webp$/);

    // The second goes first.
    await item.getByRole("button", { name: `Show first: photo 2 of ${room}` }).click();
    await expect.poll(() => photos.nth(0).getAttribute("src")).toBe(blue);
    expect(await photos.nth(1).getAttribute("src")).toBe(red);
    await axe.expectNoViolations(page, "/dashboard/rooms with a room type's photos");
    // The photos fit a 390px phone.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // A signed-out couple sees the first photo on the hotel's rooms page, sized and lazy.
    const couple = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    try {
      const visitor = await couple.newPage();
      const response = await visitor.goto(absolute(`/hotelroom/villa-rosa-amalfi?${stay}`));
      expect(response?.status()).toBe(200);
      const card = visitor.getByRole("list", { name: "Rooms" }).locator(".room-card").filter({ has: visitor.getByRole("heading", { name: room }) });
      await card.waitFor();
      const shown = card.getByRole("img", { name: room, exact: true });
      expect(await shown.count()).toBe(1);
      expect(await shown.getAttribute("src")).toBe(blue!.replace("-small.webp", "-medium.webp"));
      expect(await shown.getAttribute("loading")).toBe("lazy");
      expect(await shown.getAttribute("width")).toBe("800");
      expect(await shown.getAttribute("height")).toBe("600");
      await shown.scrollIntoViewIfNeeded();
      await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      await axe.expectNoViolations(visitor, "/hotelroom with a room's photo");

      // Both removed in the editor: the room's card shows no picture of its own again.
      await item.getByRole("button", { name: `Remove photo 1 of ${room}` }).click();
      await expect.poll(() => photos.count()).toBe(1);
      await item.getByRole("button", { name: `Remove photo 1 of ${room}` }).click();
      await expect.poll(() => item.getByRole("img").count()).toBe(0);
      await visitor.reload();
      await card.waitFor();
      expect(await card.getByRole("img").count()).toBe(0);
    } finally {
      await couple.close();
    }
  });
});
