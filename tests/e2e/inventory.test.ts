import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeForThisFile } from "./support/axe";
import { absolute, openPagePerTest, waitForHydration } from "./support/browser";

let page: Page;
openPagePerTest((session) => {
  page = session.page;
});

const axe = axeForThisFile();
const suffix = Date.now().toString(36);
const roomName = `Garden Room ${suffix}`;
const planName = `Romance rate ${suffix}`;

/** Next month (UTC), so none of its nights is in the past. */
function nextMonth(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 7);
}

describe("a hotel's rooms and rates on the dashboard", () => {
  it("the demo hotel adds a room type and a rate plan, opens nights in the calendar and closes one (stop-sell)", async () => {
    const login = await page.request.post(absolute("/api/v1/login"), { data: { email: "hotel@amora.travel", password: "amora-demo-2026", device_name: "web" } });
    expect(login.status()).toBe(200);

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
});
