import { describe, expect, it } from "vitest";
import { absolute, collectConsoleErrors, openPagePerTest, waitForHydration } from "./support/browser";
import { signInThroughApi, uniqueEmail } from "./support/members";
import type { Page } from "playwright-core";

/** A hotel page as a cookie-less visitor gets it, with the response's own nonce and correlation id. */
async function visit(pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(absolute(pathname), { headers });
  const html = await response.text();
  const policy = response.headers.get("content-security-policy") ?? "";
  return {
    response,
    html,
    cache: response.headers.get("x-page-cache"),
    nonce: /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1],
    correlationId: response.headers.get("x-correlation-id") ?? "",
  };
}

describe("rendered pages kept for visitors, and filled for members (decision 055)", () => {
  it("serves a repeated page from memory, each response with its own nonce and correlation id", async () => {
    await visit("/villa-rosa-amalfi");
    const first = await visit("/villa-rosa-amalfi");
    const second = await visit("/villa-rosa-amalfi");
    expect(first.response.status).toBe(200);
    expect(second.cache).toBe("hit");
    for (const page of [first, second]) {
      expect(page.nonce).toBeTruthy();
      // Every script of the body carries this response's nonce, and its hydration data this response's id.
      const scriptNonces = [...page.html.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((match) => match[1]);
      expect(scriptNonces.length).toBeGreaterThan(0);
      for (const scriptNonce of scriptNonces) expect(scriptNonce).toBe(page.nonce);
      expect(page.html).toContain(page.correlationId);
    }
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.correlationId).not.toBe(first.correlationId);
    expect(second.html).not.toContain(first.nonce as string);
  });

  it("gives a session cookie that is no session the visitor's kept page", async () => {
    await visit("/villa-rosa-amalfi");
    const page = await visit("/villa-rosa-amalfi", { cookie: "amora_session=not-a-real-session" });
    expect(page.response.status).toBe(200);
    expect(page.cache).toBe("hit");
    expect(page.html).toContain("LOG-IN");
  });

  it("renders afresh for anyone who sends another cookie", async () => {
    const page = await visit("/villa-rosa-amalfi", { cookie: "amora_notice=1" });
    expect(page.response.status).toBe(200);
    expect(page.cache).toBeNull();
  });

  it("keeps no page that is not a plain success", async () => {
    const missing = await visit("/no-such-page-anywhere-at-all");
    expect(missing.response.status).toBe(404);
    expect(missing.cache).toBe("bypass");
    expect((await visit("/no-such-page-anywhere-at-all")).cache).toBe("bypass");
  });
});

describe("a member on a page rendered once for everyone", () => {
  let page: Page;
  openPagePerTest((session) => {
    page = session.page;
  });

  it("gets their own header and hearts in the first HTML, and the page hydrates without a mismatch", async () => {
    await signInThroughApi(page, uniqueEmail("shared-page"));
    const errors = collectConsoleErrors(page);
    // A visitor first, so the member's page is filled from the kept one.
    await visit("/hotel");
    const response = await page.goto(absolute("/hotel"));
    expect(response?.headers()["x-page-cache"]).toMatch(/^(hit|miss)$/);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    const html = (await response?.text()) ?? "";
    expect(html).toContain("account__toggle");
    expect(html).not.toContain("LOG-IN");
    await waitForHydration(page);
    const heart = page.locator(".favorite-button").first();
    expect(await heart.getAttribute("aria-pressed")).toBe("false");
    // The heart shows the press at once; the next page shows it once the server has it.
    const saved = page.waitForResponse(
      (response) => /\/api\/v1\/user\/like\/\d+$/.test(response.url()) && response.request().method() === "POST",
    );
    await heart.click();
    await expect.poll(() => heart.getAttribute("aria-pressed")).toBe("true");
    expect((await saved).status()).toBe(200);
    // The next page, filled again (a like changes the catalogue, so kept pages start over), shows the heart.
    const again = await page.reload();
    expect(again?.headers()["x-page-cache"]).toMatch(/^(hit|miss)$/);
    await waitForHydration(page);
    expect(await page.locator('.favorite-button[aria-pressed="true"]').count()).toBeGreaterThan(0);
    await page.getByRole("button", { name: /account menu/ }).click();
    await expect.poll(() => page.getByRole("link", { name: "Favorites" }).isVisible()).toBe(true);
    // React reports a hydration mismatch as a console error (a recoverable error in production).
    expect(errors).toEqual([]);
  });
});
