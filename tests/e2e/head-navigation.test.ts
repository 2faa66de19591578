import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { absolute, launchBrowser, waitForHydration } from "./support/browser";

/**
 * After a client-side navigation the head (title, description, keywords, canonical, robots, og:*,
 * twitter:*) must be the one the server sends for that address: crawlers that run scripts, and
 * people sharing the page they reached by clicking, read it.
 */

type HeadTags = string[];

/** The head tags that matter to search engines and link previews, as sorted "key=value" lines. */
function readHead(): HeadTags {
  const lines = [`title=${document.title}`];
  for (const meta of document.head.querySelectorAll("meta[name], meta[property]")) {
    const key = meta.getAttribute("name") ?? meta.getAttribute("property") ?? "";
    if (/^(description|keywords|robots|og:.+|twitter:.+|article:.+)$/.test(key)) lines.push(`${key}=${meta.getAttribute("content") ?? ""}`);
  }
  for (const link of document.head.querySelectorAll('link[rel="canonical"]')) lines.push(`canonical=${link.getAttribute("href") ?? ""}`);
  return lines.sort();
}

let browser: Browser;
let page: Page;
let serverHtml: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await browser.newContext()).newPage();
  // Scripts off: this page shows exactly the HTML the server sent, as a crawler reads it.
  serverHtml = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
});
afterAll(async () => {
  await browser?.close();
});

async function serverHead(path: string): Promise<HeadTags> {
  const response = await fetch(absolute(path));
  await serverHtml.setContent(await response.text(), { waitUntil: "domcontentloaded" });
  return serverHtml.evaluate(readHead);
}

async function navigateClientSide(path: string): Promise<void> {
  await page.evaluate(async (to) => {
    const router = (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter;
    await router.navigate(to);
  }, path);
}

async function firstPathUnder(prefix: string, except: string[] = []): Promise<string> {
  const sitemap = await (await fetch(absolute("/sitemap.xml"))).text();
  const found = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1] as string).pathname)
    .find((path) => path.startsWith(prefix) && !except.some((other) => path.startsWith(other)));
  if (!found) throw new Error(`the sitemap lists no page under ${prefix}`);
  return found;
}

describe("head tags after client-side navigation", () => {
  it("equal the server's head for the same address on every page type", async () => {
    const hotel = (await (await fetch(absolute("/api/v1/posts/showbyslug/villa-rosa-amalfi"))).json()) as { data: { id: number } };
    const paths = [
      "/hotel",
      "/hotel?page=2",
      "/villa-rosa-amalfi",
      "/ta",
      await firstPathUnder("/ta/"),
      "/destinations",
      "/japan",
      "/collection",
      await firstPathUnder("/collection/"),
      "/article",
      await firstPathUnder("/article/", ["/article/category/"]),
      "/marketplace",
      "/request-a-deal",
      `/request-a-deal?listing=${hotel.data.id}`,
      "/privacy-policy",
      "/terms-and-conditions",
      "/faq",
      "/hotel/no-such-hotel",
      "/",
    ];

    await page.goto(absolute("/"));
    await waitForHydration(page);
    // A full page load would lose this; it shows every step below stayed a client-side navigation.
    await page.evaluate(() => Object.assign(window, { headTestSession: "same document" }));

    for (const path of paths) {
      const expected = await serverHead(path);
      expect(expected.some((line) => line.startsWith("title=")), `the server's head of ${path}`).toBe(true);
      await navigateClientSide(path);
      await expect.poll(() => page.evaluate(readHead), { message: `head after navigating to ${path}`, timeout: 15_000 }).toEqual(expected);
    }
    expect(await page.evaluate(() => (window as unknown as { headTestSession?: string }).headTestSession)).toBe("same document");
  });

  it("gives the copies of the request form its one canonical address", async () => {
    const head = await serverHead("/request-a-deal?listing=1&occasion=honeymoon");
    expect(head).toContain(`canonical=${absolute("/request-a-deal")}`);
    expect(head).toContain(`og:url=${absolute("/request-a-deal")}`);
  });

  it("shares a 1200 x 630 image with its alt text and the configured X handle, and names every 404 alike", async () => {
    for (const path of ["/", "/villa-rosa-amalfi", "/japan", "/ta"]) {
      const head = await serverHead(path);
      expect(head, path).toContain("og:image:width=1200");
      expect(head, path).toContain("og:image:height=630");
      expect(head, path).toContain("twitter:site=@amoratravel");
      const alt = head.find((line) => line.startsWith("og:image:alt="));
      expect(alt?.length ?? 0, `${path} og:image:alt`).toBeGreaterThan("og:image:alt=".length);
      expect(head, path).toContain(alt?.replace("og:image:alt=", "twitter:image:alt="));
    }
    for (const path of ["/hotel/no-such-hotel", "/no-such-page", "/ta/no-such-advisor"]) {
      expect(await serverHead(path), path).toContain("title=Page not found | Amora");
    }
  });
});
