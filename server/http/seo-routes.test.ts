import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listingPath } from "../../core/listing-path";
import { SITE_PAGES } from "../../core/site-pages";
import { createTestApp, type TestApp } from "../../tests/support/test-app";
import { listSitemapEntries } from "../domain/catalogue/list-sitemap-entries";
import { listings } from "../db/schema/catalogue";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_URL: "https://amora.example" });
});
afterAll(async () => {
  await testApp.close();
});

/** Google's robots.txt matching: longest rule wins; `$` anchors the end. */
function isAllowed(robots: string, path: string): boolean {
  let best = { length: -1, allow: true };
  for (const line of robots.split("\n")) {
    const match = /^(Allow|Disallow):\s*(\S*)$/.exec(line);
    if (!match) continue;
    const rule = match[2]!;
    const anchored = rule.endsWith("$");
    const prefix = anchored ? rule.slice(0, -1) : rule;
    const matches = anchored ? path === prefix : path.startsWith(prefix);
    if (matches && rule.length > best.length) best = { length: rule.length, allow: match[1] === "Allow" };
  }
  return best.allow;
}

describe("GET /robots.txt", () => {
  it("allows crawling, keeps out the API and private pages, and names the sitemap", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const robots = response.body;
    expect(robots).toContain("User-agent: *");
    expect(robots).toContain("Sitemap: https://amora.example/sitemap.xml");
    for (const path of ["/api/v1/posts/1", "/offer", "/offer/12", "/profile", "/reservations", "/reservations/3", "/favorite"]) {
      expect(isAllowed(robots, path), path).toBe(false);
    }
    for (const path of ["/", "/villa-rosa-amalfi", "/japan", "/ta", "/marketplace"]) expect(isAllowed(robots, path), path).toBe(true);
  });

  it("uses the request's own origin when no public URL is configured", async () => {
    const other = await createTestApp();
    try {
      const response = await other.app.inject({ method: "GET", url: "/robots.txt", headers: { host: "couples.test:8080" } });
      expect(response.body).toContain("Sitemap: http://couples.test:8080/sitemap.xml");
    } finally {
      await other.close();
    }
  });
});

describe("GET /sitemap.xml", () => {
  it("lists every public listing and indexable page as an absolute URL, and nothing private", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(locations.every((url) => url.startsWith("https://amora.example/"))).toBe(true);
    expect(new Set(locations).size).toBe(locations.length);

    const rows = await testApp.database.db.select({ type: listings.type, slug: listings.slug }).from(listings);
    const paths = new Set(locations.map((url) => new URL(url).pathname));
    for (const row of rows) expect(paths.has(listingPath(row.type, row.slug)), row.slug).toBe(true);
    for (const page of SITE_PAGES) expect(paths.has(page.path), page.path).toBe(page.isIndexable);
    expect(paths.has("/article/category/honeymoon-ideas")).toBe(true);
    // The deals page of each hotel an active offer names, and only of hotels.
    const vendorSlugs = [...paths].filter((path) => path.startsWith("/marketplace-vendor/")).map((path) => path.split("/")[2]);
    expect(vendorSlugs.length).toBeGreaterThan(0);
    const hotelSlugs = new Set(rows.filter((row) => row.type === "basic" || row.type === "property").map((row) => row.slug));
    for (const slug of vendorSlugs) expect(hotelSlugs.has(slug!), slug).toBe(true);

    const robots = (await testApp.app.inject({ method: "GET", url: "/robots.txt" })).body;
    for (const path of paths) expect(isAllowed(robots, path), path).toBe(true);
    expect(response.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it("splits into numbered files once the catalogue outgrows one", async () => {
    const whole = await listSitemapEntries({ db: testApp.database.db, origin: "https://amora.example", now: testApp.clock.now() });
    expect(whole.pageCount).toBe(1);
    const pageSize = 120;
    const first = await listSitemapEntries({ db: testApp.database.db, origin: "https://amora.example", page: 1, pageSize, now: testApp.clock.now() });
    expect(first.pageCount).toBe(Math.ceil(whole.entries.length / pageSize));
    const pages = [first.entries];
    for (let page = 2; page <= first.pageCount; page += 1) {
      pages.push((await listSitemapEntries({ db: testApp.database.db, origin: "https://amora.example", page, pageSize, now: testApp.clock.now() })).entries);
    }
    expect(pages.flat()).toEqual(whole.entries);
    expect((await testApp.app.inject({ method: "GET", url: "/sitemap/1.xml" })).statusCode).toBe(200);
    expect((await testApp.app.inject({ method: "GET", url: "/sitemap/2.xml" })).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: "GET", url: "/sitemap/abc.xml" })).statusCode).toBe(404);
  });
});
