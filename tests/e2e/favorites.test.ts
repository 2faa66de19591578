import type { Browser, Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { describeViolations, loadAxeSource, violationsOn, type Violation } from "./support/axe";
import { absolute, openPagePerTest, waitForHydration } from "./support/browser";
import { codeSentTo, signInThroughApi, uniqueEmail } from "./support/members";

let browser: Browser;
let page: Page;
openPagePerTest((session) => {
  ({ browser, page } = session);
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

function cardTitled(title: string): Locator {
  return page.locator(".listing-card").filter({ has: page.locator(".listing-card__title", { hasText: title }) }).first();
}

function heartOf(card: Locator): Locator {
  return card.locator("button.favorite-button");
}

async function savedIds(): Promise<number[]> {
  const response = await page.request.get(absolute("/api/v1/user/likes/ids"));
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: number[] }).data;
}

/** Waits for the like or unlike call a heart press makes. */
function favoriteCall(method: "POST" | "DELETE") {
  return page.waitForResponse((response) => /\/api\/v1\/user\/like\/\d+$/.test(response.url()) && response.request().method() === method);
}

async function axeViolations(): Promise<Violation[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }
    ).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      helpUrl: violation.helpUrl,
      nodes: violation.nodes.map((node) => ({ target: node.target.map(String), failureSummary: node.failureSummary })),
    }));
  });
}

async function expectNoAxeViolations(context: string): Promise<void> {
  const violations = await axeViolations();
  expect(violations, `${context}:\n${describeViolations(violations)}`).toEqual([]);
}

describe("favourites", () => {
  it("saves a hotel from its card, keeps it after a reload, lists it on /favorite and removes it there", async () => {
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    await signInThroughApi(page, uniqueEmail("hearts"));
    await open("/hotel");
    const title = (await page.locator(".card-grid .listing-card__title").first().innerText()).trim();
    const card = cardTitled(title);
    const heart = heartOf(card);
    expect(await heart.getAttribute("aria-pressed")).toBe("false");
    expect(await heart.getAttribute("aria-label")).toBe("Save to favorites");

    const saved = favoriteCall("POST");
    await heart.click();
    // Optimistic: pressed before the server answers, and still so once it has.
    expect(await heart.getAttribute("aria-pressed")).toBe("true");
    expect((await saved).status()).toBe(200);
    expect(await heart.getAttribute("aria-label")).toBe("Remove from favorites");
    expect(await savedIds()).toHaveLength(1);

    // Server-rendered: the first HTML already has the heart pressed.
    const html = await (await page.request.get(absolute("/hotel"))).text();
    expect(html).toMatch(/<button[^>]*class="favorite-button favorite-button--card"[^>]*aria-pressed="true"/);
    await page.reload();
    await waitForHydration(page);
    expect(await heartOf(cardTitled(title)).getAttribute("aria-pressed")).toBe("true");

    await open("/favorite");
    expect(await page.title()).toBe("Favorites | Amora");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    const hotels = page.getByRole("region", { name: /^Hotels/ });
    const listed = hotels.locator(".listing-card").filter({ hasText: title });
    await listed.waitFor();
    expect(await heartOf(listed).getAttribute("aria-pressed")).toBe("true");
    await expectNoAxeViolations("/favorite with a saved hotel");

    const removed = favoriteCall("DELETE");
    await heartOf(listed).click();
    await listed.waitFor({ state: "detached" });
    expect((await removed).status()).toBe(200);
    await page.getByRole("status").getByText(`Removed “${title}” from your favorites.`).waitFor({ timeout: 10_000 });
    await page.getByRole("heading", { name: "You haven't saved any favorites yet" }).waitFor();
    expect(await savedIds()).toEqual([]);

    await page.reload();
    await waitForHydration(page);
    await page.getByRole("heading", { name: "You haven't saved any favorites yet" }).waitFor();
    expect(await page.getByRole("link", { name: "Browse hotels" }).getAttribute("href")).toBe("/hotel");
    expect(await page.getByRole("link", { name: "Explore destinations" }).getAttribute("href")).toBe("/destinations");
    await expectNoAxeViolations("/favorite with nothing saved");
    // Server and browser drew the same hearts: no hydration mismatch, no failed call.
    expect(consoleErrors).toEqual([]);
  });

  it("saves from a detail page's banner", async () => {
    await signInThroughApi(page, uniqueEmail("banner"));
    await open("/villa-rosa-amalfi");
    const heart = page.locator(".hotel-banner button.favorite-button");
    const saved = favoriteCall("POST");
    await heart.click();
    expect((await saved).status()).toBe(200);
    expect(await heart.getAttribute("aria-pressed")).toBe("true");
    await open("/favorite");
    await page.getByRole("region", { name: /^Hotels/ }).getByRole("link", { name: "Villa Rosa Amalfi" }).waitFor();
  });

  it("asks a visitor to sign in, then saves the heart they pressed", async () => {
    await open("/hotel");
    const title = (await page.locator(".card-grid .listing-card__title").first().innerText()).trim();
    await heartOf(cardTitled(title)).click();
    const dialog = page.getByRole("dialog", { name: "Join now" });
    await dialog.waitFor({ timeout: 10_000 });
    expect(await heartOf(cardTitled(title)).getAttribute("aria-pressed")).toBe("false");

    // Signing up in the modal completes the waiting favourite, once.
    const email = uniqueEmail("visitor");
    await dialog.getByLabel("Email", { exact: true }).fill(email);
    const since = Date.now();
    await dialog.getByRole("button", { name: "Send code", exact: true }).click();
    await dialog.getByLabel("6-digit code").fill(await codeSentTo(email, since));
    const saved = favoriteCall("POST");
    await dialog.getByRole("button", { name: "Verify", exact: true }).click();
    await dialog.waitFor({ state: "hidden", timeout: 10_000 });
    expect((await saved).status()).toBe(200);
    await expect.poll(() => heartOf(cardTitled(title)).getAttribute("aria-pressed"), { timeout: 10_000 }).toBe("true");
    await page.getByRole("status").getByText(`Saved “${title}” to your favorites.`).waitFor({ timeout: 10_000 });
    expect(await savedIds()).toHaveLength(1);
    expect(await page.evaluate(() => window.sessionStorage.getItem("amora:pending-favorite"))).toBeNull();
  });

  it("shows visitors a prompt to sign in on /favorite, not a redirect", async () => {
    await open("/favorite");
    expect(page.url()).toBe(absolute("/favorite"));
    await page.getByRole("heading", { name: "Keep the places you love in one place" }).waitFor();
    await page.getByRole("button", { name: "Log in to see your favorites" }).click();
    await page.getByRole("dialog", { name: "Log in" }).waitFor({ timeout: 10_000 });
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1366, height: 900 },
    ]) {
      const violations = await violationsOn(browser, axeSource, "/favorite", viewport);
      expect(violations, `/favorite for a visitor at ${viewport.width}px:\n${describeViolations(violations)}`).toEqual([]);
    }
  });
});
