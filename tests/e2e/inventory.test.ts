import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { formatDayMonth } from "../../core/booking/stay-dates";
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
const roomName = `Garden Room ${suffix}`;
const planName = `Romance rate ${suffix}`;

/**
 * A month 14 months ahead (UTC): its 10th is 405 to 435 days away, after the demo inventory's
 * year of nights and before the booking horizon's 500 days, so only nights a test opens are sold.
 */
function monthBeyondDemoInventory(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 14, 1)).toISOString().slice(0, 7);
}

/** Signs the demo hotel in and adds a room type with one rate plan through the dashboard. */
async function addRoomTypeWithPlan(room: string, plan: string): Promise<void> {
  await signInAsDemoHotel(page);
  await page.goto(absolute("/dashboard/rooms"));
  await waitForHydration(page);
  const rooms = page.getByRole("region", { name: "Room types" });
  if (await rooms.getByRole("button", { name: "Add a room type" }).isVisible()) await rooms.getByRole("button", { name: "Add a room type" }).click();
  const roomForm = page.getByRole("form", { name: "Add a room type" });
  await roomForm.getByLabel("Name").fill(room);
  await roomForm.getByLabel("Beds").fill("1 king bed");
  await roomForm.getByRole("button", { name: "Save room type" }).click();
  await rooms.getByText(room).waitFor();
  await page.getByRole("button", { name: `Add a rate plan to ${room}` }).click();
  const planForm = page.getByRole("form", { name: `Add a rate plan to ${room}` });
  await planForm.getByLabel("Name").fill(plan);
  await planForm.getByRole("button", { name: "Save rate plan" }).click();
  await page.getByRole("region", { name: "Rate plans" }).getByText(plan).waitFor();
}

/** Next month (UTC), so none of its nights is in the past. */
function nextMonth(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 7);
}

describe("a hotel's rooms and rates on the dashboard", () => {
  it("the demo hotel adds a room type and a rate plan, opens nights in the calendar and closes one (stop-sell)", async () => {
    await signInAsDemoHotel(page);

    await page.goto(absolute("/dashboard"));
    await waitForHydration(page);
    await page.getByRole("link", { name: "Rooms & rates" }).click();
    await page.waitForURL(/\/dashboard\/rooms/);
    await waitForHydration(page);

    // A room type: the rules' messages first, then saved.
    const rooms = page.getByRole("region", { name: "Room types" });
    if (await rooms.getByRole("button", { name: "Add a room type" }).isVisible()) await rooms.getByRole("button", { name: "Add a room type" }).click();
    const roomForm = page.getByRole("form", { name: "Add a room type" });
    await roomForm.getByRole("button", { name: "Save room type" }).click();
    await roomForm.getByText("Give the room type a name").waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-invalid"))).toBe("true");
    await roomForm.getByLabel("Name").fill(roomName);
    await roomForm.getByLabel("Beds").fill("1 queen bed");
    await roomForm.getByRole("button", { name: "Save room type" }).click();
    await rooms.getByText(roomName).waitFor();

    // A rate plan on it.
    await page.getByRole("button", { name: `Add a rate plan to ${roomName}` }).click();
    const planForm = page.getByRole("form", { name: `Add a rate plan to ${roomName}` });
    await planForm.getByLabel("Name").fill(planName);
    await planForm.getByLabel("Board").selectOption("breakfast");
    await planForm.getByRole("button", { name: "Save rate plan" }).click();
    await page.getByRole("region", { name: "Rate plans" }).getByText(planName).waitFor();

    // Next month's calendar: the new rate plan has no nights yet.
    const month = nextMonth();
    await page.goto(absolute(`/dashboard/rooms?month=${month}`));
    await waitForHydration(page);
    // One rate plan's month at a time: the new one is picked from the list.
    await page.getByLabel("Room and rate plan").selectOption({ label: `${roomName}: ${planName}` });
    const grid = page.getByRole("group", { name: new RegExp(`^${planName}, `) });
    const night = (day: string) => grid.locator(`[data-night="${month}-${day}"]`);
    await expect.poll(() => night("10").textContent()).toMatch(/not on sale$/);

    // Nights 10 to 12 picked by clicking, opened with a price and rooms.
    await night("10").click();
    await night("12").click();
    const rangeForm = page.getByRole("form", { name: "Set the selected nights" });
    expect(await rangeForm.getByLabel("First night").inputValue()).toBe(`${month}-10`);
    expect(await rangeForm.getByLabel("Last night").inputValue()).toBe(`${month}-12`);
    await rangeForm.getByLabel("Price a night ($)").fill("250");
    await rangeForm.getByLabel("Rooms left").fill("3");
    await rangeForm.getByRole("button", { name: "Save these nights" }).click();
    await expect.poll(() => night("11").textContent()).toMatch(/11\$250 ?3 left$/);
    await expect.poll(() => night("12").textContent()).toContain("3 left");

    // The 11th alone, closed from the keyboard: arrow keys move between days.
    await night("10").focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    expect(await rangeForm.getByLabel("First night").inputValue()).toBe(`${month}-11`);
    expect(await rangeForm.getByLabel("Last night").inputValue()).toBe(`${month}-11`);
    await rangeForm.getByLabel("Price a night ($)").fill("");
    await rangeForm.getByLabel("Rooms left").fill("");
    await rangeForm.getByLabel("Stop-sell").selectOption("on");
    await rangeForm.getByRole("button", { name: "Save these nights" }).click();
    await expect.poll(() => night("11").textContent()).toMatch(/11\$250 ?Closed$/);
    expect(await night("11").getAttribute("class")).toContain("inv-night--closed");
    expect(await night("10").textContent()).toMatch(/3 left$/);

    // After a reload the night is still closed, and the page fits a 390px phone.
    await page.reload();
    await waitForHydration(page);
    await page.getByLabel("Room and rate plan").selectOption({ label: `${roomName}: ${planName}` });
    await expect.poll(() => night("11").textContent()).toMatch(/Closed$/);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await axe.expectNoViolations(page, "/dashboard/rooms");
  });

  it("a hotel closes nights in the calendar (stop-sell) and its room leaves the search and the hotel's rooms for that stay", async () => {
    const room = `Cliff Suite ${suffix}`;
    const plan = `Cliff rate ${suffix}`;
    await addRoomTypeWithPlan(room, plan);

    // Nights 10 to 12 of a month no other room of the hotel sells yet: opened at $310.
    const month = monthBeyondDemoInventory();
    const [checkIn, lastNight, checkOut] = [`${month}-10`, `${month}-12`, `${month}-13`];
    await page.goto(absolute(`/dashboard/rooms?month=${month}`));
    await waitForHydration(page);
    await page.getByLabel("Room and rate plan").selectOption({ label: `${room}: ${plan}` });
    const grid = page.getByRole("group", { name: new RegExp(`^${plan}, `) });
    const night = (day: string) => grid.locator(`[data-night="${month}-${day}"]`);
    const rangeForm = page.getByRole("form", { name: "Set the selected nights" });
    await night("10").click();
    await night("12").click();
    await rangeForm.getByLabel("Price a night ($)").fill("310");
    await rangeForm.getByLabel("Rooms left").fill("2");
    await rangeForm.getByRole("button", { name: "Save these nights" }).click();
    await expect.poll(() => night("12").textContent()).toMatch(/12\$310 ?2 left$/);

    // A signed-out couple searching Amalfi for those nights finds the hotel with that room.
    const stay = `checkin=${checkIn}&checkout=${checkOut}&adults=2`;
    const couple = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    try {
      const visitor = await couple.newPage();
      let response = await visitor.goto(absolute(`/search/amalfi?${stay}`));
      expect(response?.status()).toBe(200);
      const card = visitor.locator(".booking-card").filter({ hasText: "Villa Rosa Amalfi" });
      await card.waitFor();
      expect(await card.locator(".booking-card__room").textContent()).toBe(room);
      expect(await card.textContent()).toMatch(/\$[\d,]+(\.\d\d)? for 3 nights/);
      response = await visitor.goto(absolute(`/hotelroom/villa-rosa-amalfi?${stay}`));
      expect(response?.status()).toBe(200);
      const offered = visitor.getByRole("list", { name: "Rooms" }).locator(".room-card").filter({ has: visitor.getByRole("heading", { name: room }) });
      await offered.waitFor();
      expect(await offered.getByRole("link", { name: /^Reserve/ }).count()).toBe(1);
      expect(await offered.textContent()).not.toContain("Not available for your stay");

      // The hotel closes the three nights: the calendar's range with stop-sell on.
      await night("10").click();
      await night("12").click();
      expect(await rangeForm.getByLabel("First night").inputValue()).toBe(checkIn);
      expect(await rangeForm.getByLabel("Last night").inputValue()).toBe(lastNight);
      await rangeForm.getByLabel("Price a night ($)").fill("");
      await rangeForm.getByLabel("Rooms left").fill("");
      await rangeForm.getByLabel("Stop-sell").selectOption("on");
      // The calendar with a range chosen passes axe on a desktop and on a phone.
      await axe.expectNoViolations(page, "/dashboard/rooms with a range chosen at 1366px");
      await page.setViewportSize({ width: 390, height: 844 });
      await axe.expectNoViolations(page, "/dashboard/rooms with a range chosen at 390px");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await rangeForm.getByRole("button", { name: "Save these nights" }).click();
      for (const day of ["10", "11", "12"]) await expect.poll(() => night(day).textContent()).toMatch(/Closed$/);

      // The same searches: no hotel has rooms in Amalfi now, and the room says why it does not fit.
      response = await visitor.goto(absolute(`/search/amalfi?${stay}`));
      expect(response?.status()).toBe(200);
      await visitor.getByText("No results.").waitFor();
      expect(await visitor.locator(".booking-card").count()).toBe(0);
      response = await visitor.goto(absolute(`/hotelroom/villa-rosa-amalfi?${stay}`));
      expect(response?.status()).toBe(200);
      const closed = visitor.getByRole("list", { name: "Rooms" }).locator(".room-card").filter({ has: visitor.getByRole("heading", { name: room }) });
      await closed.waitFor();
      expect(await closed.textContent()).toContain(`Not available for your stay: Not available on ${formatDayMonth(checkIn)}`);
      expect(await closed.getByRole("link", { name: /^Reserve/ }).count()).toBe(0);
    } finally {
      await couple.close();
    }
  });
});
