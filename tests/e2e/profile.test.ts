import type { Locator, Page } from "playwright-core";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { describeViolations, loadAxeSource, violationsInPage } from "./support/axe";
import { absolute, openPagePerTest, waitForHydration } from "./support/browser";
import { signInThroughApi, uniqueEmail } from "./support/members";

let page: Page;
openPagePerTest((session) => {
  page = session.page;
});

let axeSource: string;
beforeAll(async () => {
  axeSource = await loadAxeSource();
});



async function openProfile(): Promise<void> {
  const response = await page.goto(absolute("/profile"));
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

/** The member menu button in the header bar, which shows the member's name. */
function memberMenu(): Locator {
  return page.locator(".site-header__account").getByRole("button", { name: /account menu/ }).filter({ visible: true }).first();
}


/** A landscape PNG of two halves, so the square crop and the re-encoding have something to do. */
function couplePicture(): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 600, channels: 3, background: "#8a1c4a" } })
    .composite([{ input: { create: { width: 450, height: 600, channels: 3, background: "#f8eedb" } }, left: 450, top: 0 }])
    .png()
    .toBuffer();
}

describe("/profile", () => {
  it("saves names, dates and a new picture; they are there after a reload and in the header", async () => {
    const email = uniqueEmail("profile-edit");
    await signInThroughApi(page, email);
    await openProfile();
    expect(await page.title()).toBe("Profile | Amora");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");

    await page.getByLabel("First name").fill("Giulia");
    await page.getByLabel("Last name").fill("Rossi");
    await page.getByLabel("Birthday").fill("1990-04-12");
    await page.getByLabel("Wedding date").fill("2026-09-19");
    await page.getByLabel("Anniversary date").fill("2027-09-19");

    await page.locator('input[type="file"][name="avatar"]').setInputFiles({ name: "us.png", mimeType: "image/png", buffer: await couplePicture() });
    await page.getByRole("status").getByText("Your profile picture has been updated.").waitFor({ timeout: 20_000 });
    const picture = page.locator(".profile-avatar img");
    await expect.poll(() => picture.getAttribute("src")).toMatch(/^\/media\/uploads\/[0-9a-f]{32}-small\.webp$/);
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(400);

    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByRole("status").getByText("Your profile has been saved.").waitFor();
    // The header follows without a reload: the page revalidates the signed-in member.
    await expect.poll(() => memberMenu().textContent()).toContain("Giulia Rossi");

    await page.reload();
    await waitForHydration(page);
    expect(await page.getByLabel("First name").inputValue()).toBe("Giulia");
    expect(await page.getByLabel("Last name").inputValue()).toBe("Rossi");
    expect(await page.getByLabel("Birthday").inputValue()).toBe("1990-04-12");
    expect(await page.getByLabel("Wedding date").inputValue()).toBe("2026-09-19");
    expect(await page.getByLabel("Anniversary date").inputValue()).toBe("2027-09-19");
    expect(await memberMenu().textContent()).toContain("Giulia Rossi");
    const headerPicture = await memberMenu().locator("img").getAttribute("src");
    expect(headerPicture).toMatch(/^\/media\/uploads\/[0-9a-f]{32}-small\.webp$/);
    const served = await page.request.get(absolute(headerPicture!));
    expect(served.headers()["content-type"]).toBe("image/webp");
  });

  it("refuses a file that is not a picture and keeps the current one", async () => {
    await signInThroughApi(page, uniqueEmail("profile-bad-file"));
    await openProfile();
    await page
      .locator('input[type="file"][name="avatar"]')
      .setInputFiles({ name: "holiday.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a picture, only text") });
    await page.getByRole("alert").getByText("Upload a JPEG, PNG, WebP, GIF or AVIF picture.").waitFor();
    expect(await page.locator(".profile-avatar img").count()).toBe(0);
  });

  it("sets a password, then changes it only with the current one", async () => {
    await signInThroughApi(page, uniqueEmail("profile-password"));
    await openProfile();
    await page.getByRole("heading", { name: "Set a password" }).waitFor();

    await page.getByLabel("New password").fill("short");
    await page.getByRole("button", { name: "Set password" }).click();
    await page.getByText("The password must be between 8 and 64 characters.").waitFor();
    expect(await page.getByLabel("New password").evaluate((input) => input === document.activeElement)).toBe(true);

    await page.getByLabel("New password").fill("a-long-secret-1");
    await page.getByRole("button", { name: "Set password" }).click();
    await page.getByRole("status").getByText("Your password has been set. You can now log in with it.").waitFor();
    await page.getByRole("heading", { name: "Change password" }).waitFor();

    await page.getByRole("button", { name: "Change password" }).click();
    // Both fields are empty: each says so under itself, and the first takes focus.
    await expect.poll(() => page.locator(".profile-field__error").allTextContents()).toEqual(["Please input your Password!", "Please input your Password!"]);
    expect(await page.getByLabel("Current password").evaluate((input) => input === document.activeElement)).toBe(true);

    await page.getByLabel("Current password").fill("not-the-password");
    await page.getByLabel("New password").fill("another-secret-2");
    await page.getByRole("button", { name: "Change password" }).click();
    await page.locator(".profile-field__error").getByText("The current password is incorrect.").waitFor();

    await page.getByLabel("Current password").fill("a-long-secret-1");
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByRole("status").getByText("Your password has been changed.").waitFor();
  });

  it("deletes the account after confirmation and lands signed out on the home page", async () => {
    await signInThroughApi(page, uniqueEmail("profile-delete"));
    await openProfile();
    await page.getByRole("button", { name: "Delete account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });

    await page.getByRole("button", { name: "Delete account" }).click();
    await Promise.all([page.waitForURL(absolute("/")), dialog.getByRole("button", { name: "Yes, delete my account" }).click()]);
    await waitForHydration(page);
    await page.getByRole("button", { name: "JOIN NOW" }).filter({ visible: true }).first().waitFor();
    const again = await page.goto(absolute("/profile"));
    expect(again?.status()).toBe(404);
    expect(new URL(page.url()).pathname).toBe("/404");
  });

  it("has no axe violations, at desktop and phone widths, with the delete dialog open too", async () => {
    await signInThroughApi(page, uniqueEmail("profile-axe"));
    await openProfile();
    expect(describeViolations(await violationsInPage(page, axeSource))).toBe("");
    await page.setViewportSize({ width: 390, height: 844 });
    expect(describeViolations(await violationsInPage(page, axeSource))).toBe("");
    await page.getByRole("button", { name: "Delete account" }).click();
    await page.getByRole("dialog", { name: "Delete your account?" }).waitFor();
    expect(describeViolations(await violationsInPage(page, axeSource))).toBe("");
  });
});

describe("member-only pages", () => {
  it.each([
    ["/profile", "/404"],
    ["/offer", "/404"],
    ["/offer/42", "/404"],
    ["/reservations", "/"],
    ["/reservations/7", "/"],
  ])("a visitor opening %s is sent to %s", async (path, destination) => {
    const response = await page.goto(absolute(path));
    expect(new URL(page.url()).pathname).toBe(destination);
    expect(response?.status()).toBe(destination === "/404" ? 404 : 200);
  });

  it("shows a member the empty offers inbox and reservations, and a 404 for any single one", async () => {
    await signInThroughApi(page, uniqueEmail("member-pages"));

    expect((await page.goto(absolute("/offer")))?.status()).toBe(200);
    await waitForHydration(page);
    await page.getByRole("heading", { level: 1, name: "My offers" }).waitFor();
    await page.getByText("Request a deal and hotels and advisors will answer here.").waitFor();
    expect(await page.title()).toBe("My offers | Amora");
    expect(describeViolations(await violationsInPage(page, axeSource))).toBe("");

    expect((await page.goto(absolute("/reservations")))?.status()).toBe(200);
    await waitForHydration(page);
    await page.getByRole("heading", { level: 1, name: "My reservations" }).waitFor();
    expect(describeViolations(await violationsInPage(page, axeSource))).toBe("");

    for (const path of ["/offer/42", "/reservations/7"]) {
      expect((await page.goto(absolute(path)))?.status(), path).toBe(404);
      await page.getByRole("heading", { level: 1, name: "Page not found" }).waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
    }
  });
});
