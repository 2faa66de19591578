import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_DESCRIPTION, ROBOTS, defaultTitle } from "../../core/page-head";
import { absolute, launchBrowser } from "./support/browser";

const HOTEL_PATH = "/villa-rosa-amalfi";

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  // Scripts off: the page below is exactly the HTML the server sent, as a crawler reads it.
  context = await browser.newContext({ javaScriptEnabled: false });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
});

type Head = {
  titles: string[];
  metaByName: Record<string, string[]>;
  metaByProperty: Record<string, string[]>;
  canonicals: string[];
  scriptNonces: (string | null)[];
};

/** Fetches the raw server HTML (no JavaScript runs) and reads its head with Chromium's parser. */
async function fetchHead(pathname: string): Promise<{ response: Response; html: string; head: Head }> {
  const response = await fetch(absolute(pathname));
  const html = await response.text();
  await page.setContent(html, { waitUntil: "domcontentloaded" });
  const head = await page.evaluate(() => {
    const group = (attribute: string) => {
      const result: Record<string, string[]> = {};
      for (const meta of document.querySelectorAll(`meta[${attribute}]`)) {
        const key = meta.getAttribute(attribute) ?? "";
        (result[key] ??= []).push(meta.getAttribute("content") ?? "");
      }
      return result;
    };
    return {
      titles: [...document.querySelectorAll("title")].map((title) => title.textContent ?? ""),
      metaByName: group("name"),
      metaByProperty: group("property"),
      canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute("href") ?? ""),
      // JSON-LD is data, not code, so CSP does not apply to it.
      scriptNonces: [...document.querySelectorAll("script")]
        .filter((script) => script.type !== "application/ld+json")
        .map((script) => script.nonce || script.getAttribute("nonce")),
    };
  });
  return { response, html, head };
}

function single(values: string[] | undefined, what: string): string {
  expect(values, `exactly one ${what}`).toHaveLength(1);
  return (values as string[])[0] as string;
}

describe("hotel page head in the server HTML", () => {
  it("carries the listing's own title, description and share tags", async () => {
    const api = await fetch(absolute(`/api/v1/posts/showbyslug${HOTEL_PATH}`));
    expect(api.status).toBe(200);
    const { data: listing } = (await api.json()) as { data: { title: string; description: string } };

    const { response, head } = await fetchHead(HOTEL_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);

    const title = single(head.titles, "<title>");
    expect(title).not.toBe(defaultTitle("Amora"));
    expect(title.toLowerCase()).toContain(listing.title.toLowerCase());

    const description = single(head.metaByName.description, "meta description");
    expect(description).not.toBe(DEFAULT_DESCRIPTION);
    expect(description.trim()).not.toBe("");

    const canonical = single(head.canonicals, "canonical link");
    expect(canonical).toBe(absolute(HOTEL_PATH));
    expect(single(head.metaByName.robots, "robots meta")).toBe(ROBOTS);
    expect(ROBOTS).toBe("index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1");

    expect(single(head.metaByProperty["og:title"], "og:title")).toBe(title);
    expect(single(head.metaByProperty["og:description"], "og:description")).toBe(description);
    expect(single(head.metaByProperty["og:url"], "og:url")).toBe(canonical);
    expect(single(head.metaByProperty["og:type"], "og:type")).toBe("website");
    expect(single(head.metaByProperty["og:locale"], "og:locale")).toBe("en_US");
    expect(single(head.metaByProperty["og:site_name"], "og:site_name")).not.toBe("");
    expect(single(head.metaByProperty["og:image"], "og:image")).toMatch(/^https?:\/\//);

    expect(single(head.metaByName["twitter:card"], "twitter:card")).toBe("summary_large_image");
    expect(single(head.metaByName["twitter:title"], "twitter:title")).toBe(title);
    expect(single(head.metaByName["twitter:description"], "twitter:description")).toBe(description);
    expect(single(head.metaByName["twitter:image"], "twitter:image")).toMatch(/^https?:\/\//);
  });

  it("differs from the home page's title and description", async () => {
    const home = await fetchHead("/");
    const hotel = await fetchHead(HOTEL_PATH);
    expect(hotel.head.titles).not.toEqual(home.head.titles);
    expect(hotel.head.metaByName.description).not.toEqual(home.head.metaByName.description);
  });
});

describe("security headers of a page", () => {
  it("sends a nonce-based CSP whose nonce every script carries", async () => {
    const { response, head } = await fetchHead("/");
    const policy = response.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
    expect(nonce, `CSP without a nonce: ${policy}`).toBeTruthy();
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("'unsafe-eval'");
    expect(head.scriptNonces.length).toBeGreaterThan(0);
    for (const scriptNonce of head.scriptNonces) expect(scriptNonce).toBe(nonce);

    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBeTruthy();
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    expect(response.headers.get("permissions-policy")).toBe("camera=(), microphone=(), geolocation=(), payment=()");
    expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
  });

  it("uses a new nonce for every response", async () => {
    const first = await fetch(absolute("/"));
    const second = await fetch(absolute("/"));
    await Promise.all([first.text(), second.text()]);
    expect(first.headers.get("content-security-policy")).not.toBe(second.headers.get("content-security-policy"));
  });

  it("echoes a valid x-correlation-id on pages too", async () => {
    const response = await fetch(absolute("/"), { headers: { "x-correlation-id": "page-correlation-123" } });
    await response.text();
    expect(response.headers.get("x-correlation-id")).toBe("page-correlation-123");
  });
});
