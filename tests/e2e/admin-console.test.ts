import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { describeViolations, loadAxeSource, violationsInPage } from "./support/axe";
import { absolute, openPagePerTest, waitForHydration } from "./support/browser";
import { signInAsDemoAdmin } from "./support/admin";

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

/** axe at the desktop and the phone sizes, and nothing but the tables wider than the screen. */
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
        .filter((element) => !element.closest(".ac-table-wrap") && !element.closest("svg") && element.getBoundingClientRect().right > limit + 1)
        .map((element) => `${element.tagName.toLowerCase()}.${String(element.className)}`);
    });
    expect(tooWide, `${context}: wider than ${viewport.width}px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe("the admin console's dashboard, audit log, posts and deals", () => {
  it("a support admin opens each page; the approval setting is saved and shows in the audit log", async () => {
    await signInAsDemoAdmin(page, "support@amora.travel");

    await open("/admin");
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    await page.getByRole("heading", { name: "This month" }).waitFor();
    await expectAccessibleAtBothSizes("the dashboard");

    await open("/admin/posts");
    await page.getByRole("heading", { name: "Marketplace posts", level: 1 }).waitFor();
    await expectAccessibleAtBothSizes("the marketplace posts");
    await page.getByRole("radio", { name: "New posts wait for approval" }).check();
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Saved: New posts wait for approval.").waitFor({ timeout: 10_000 });
    // Back as it was, so the other files' posts go live at once.
    await page.getByRole("radio", { name: "New posts go live at once" }).check();
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Saved: New posts go live at once.").waitFor({ timeout: 10_000 });
    const firstPost = page.locator(".ac-table tbody a").first();
    if ((await firstPost.count()) > 0) {
      await firstPost.click();
      await page.locator("h1").waitFor();
      await waitForHydration(page);
      await expectAccessibleAtBothSizes("a marketplace post");
    }

    await open("/admin/audit?event=console_setting");
    await page.getByRole("heading", { name: "Audit log", level: 1 }).waitFor();
    await page.getByText("Marketplace posts: New posts wait for approval").waitFor();
    await expectAccessibleAtBothSizes("the audit log");
    await page.locator(".ac-table tbody a").nth(1).click();
    await page.getByRole("heading", { name: "Before and after" }).waitFor();
    await waitForHydration(page);
    await page.getByText("(changed)").first().waitFor({ state: "attached" });
    await expectAccessibleAtBothSizes("an audit entry");

    await open("/admin/deals");
    await page.getByRole("heading", { name: "Deals", level: 1 }).waitFor();
    await expectAccessibleAtBothSizes("the deal requests");
    const firstRequest = page.locator(".ac-table tbody a").first();
    if ((await firstRequest.count()) > 0) {
      await firstRequest.click();
      await page.getByRole("heading", { name: "The request" }).waitFor();
      await waitForHydration(page);
      await expectAccessibleAtBothSizes("a deal request");
    }
    await open("/admin/deals?view=reports");
    await page.getByRole("link", { name: "Reports" }).waitFor();
    await expectAccessibleAtBothSizes("the reports");
  });

  it("the header's Admin link opens the dashboard", async () => {
    await signInAsDemoAdmin(page);
    await open("/");
    const link = page.locator('a[href="/admin"]').first();
    await expect(link.count()).resolves.toBeGreaterThan(0);
  });
});
