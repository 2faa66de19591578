import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listings } from "../../server/db/schema/catalogue";
import { createCatalogueCache, type CatalogueCache } from "../../server/domain/catalogue/catalogue-cache";
import { insertListing } from "../../server/domain/catalogue/catalogue-test-data";
import { invalidateCatalogue } from "../../server/domain/catalogue/invalidate-catalogue";
import { buildApp } from "../../server/http/app";
import { createTestApp, type TestApp } from "../support/test-app";

let testApp: TestApp;
let app: FastifyInstance;
let cache: CatalogueCache;
let id: number;
let slug: string;

beforeAll(async () => {
  testApp = await createTestApp();
  // The cache rides on AppServices, as in production, with the test's controllable clock.
  cache = createCatalogueCache({ clock: testApp.clock, ttlMs: 30_000 });
  app = await buildApp({ services: { ...testApp.services, catalogueCache: cache }, logger: false });
  await app.ready();
  const row = await insertListing(testApp.database.db, { type: "basic", title: "Before" });
  id = row.id;
  slug = row.slug;
});

afterAll(async () => {
  await app.close();
  await testApp.close();
});

async function rename(title: string) {
  await testApp.database.db.update(listings).set({ title }).where(eq(listings.id, id));
}

async function titleAt(url: string): Promise<string | undefined> {
  const response = await app.inject({ method: "GET", url });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { title: string } }>().data.title;
}

describe("catalogue read cache on the API", () => {
  it("serves a repeated detail read from memory until the TTL passes", async () => {
    const url = `/api/v1/hotels/showbyslug/${slug}`;
    expect(await titleAt(url)).toBe("Before");
    await rename("After");
    expect(await titleAt(url)).toBe("Before");
    testApp.clock.advance(30_001);
    expect(await titleAt(url)).toBe("After");
  });

  it("sees a write at once after invalidateCatalogue", async () => {
    const url = `/api/v1/posts/${id}`;
    expect(await titleAt(url)).toBe("After");
    await rename("Renamed");
    expect(await titleAt(url)).toBe("After");
    invalidateCatalogue({ cache });
    expect(await titleAt(url)).toBe("Renamed");
  });

  it("caches list pages by their normalised filters", async () => {
    const count = async (query: string) =>
      (await app.inject({ method: "GET", url: `/api/v1/hotels?${query}` })).json<{ total: number }>().total;
    const before = await count("goodFor=honeymoon,anniversary");
    await insertListing(testApp.database.db, { type: "basic", goodFor: ["honeymoon"] });
    // The same filters in another order and spelling share the entry, so the new row is not seen yet.
    expect(await count("goodFor=Anniversary&goodFor=honeymoon")).toBe(before);
    invalidateCatalogue({ cache });
    expect(await count("goodFor=honeymoon,anniversary")).toBe(before + 1);
  });

  it("answers a repeated address from the answer it sent, with the same headers, until the catalogue changes", async () => {
    const url = `/api/v1/hotels/showbyslug/${slug}?unused=1`;
    const first = await app.inject({ method: "GET", url });
    const again = await app.inject({ method: "GET", url });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    for (const header of ["content-type", "x-content-type-options", "referrer-policy", "x-frame-options"]) {
      expect(again.headers[header], header).toBe(first.headers[header]);
    }
    expect(again.headers["x-correlation-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.headers["x-correlation-id"]).not.toBe(first.headers["x-correlation-id"]);
    const generation = cache.generation;
    await rename("Sent again");
    invalidateCatalogue({ cache });
    expect(cache.generation).toBe(generation + 1);
    expect(await titleAt(url)).toBe("Sent again");
  });

  it("never keeps an answer to bad input or a miss", async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await app.inject({ method: "GET", url: "/api/v1/hotels?page=first" })).statusCode).toBe(400);
      expect((await app.inject({ method: "GET", url: "/api/v1/hotels/showbyslug/no-such-hotel-here" })).statusCode).toBe(404);
    }
  });

  it("does not cache for apps without a cache (the default test app)", async () => {
    await rename("Uncached");
    const response = await testApp.app.inject({ method: "GET", url: `/api/v1/posts/${id}` });
    expect(response.json<{ data: { title: string } }>().data.title).toBe("Uncached");
  });
});

describe("serialized answers in the catalogue cache", () => {
  it("sends a cached detail as the same JSON, with the JSON content type", async () => {
    invalidateCatalogue({ cache });
    const url = `/api/v1/posts/showbyslug/${slug}`;
    const first = await app.inject({ method: "GET", url });
    const second = await app.inject({ method: "GET", url });
    expect(second.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(second.body).toBe(first.body);
    expect(second.json()).toEqual(first.json());
    expect(cache.size).toBeGreaterThan(0);
  });

  it("never keeps a 404 as a body: a missing listing stays the error shape", async () => {
    const response = await app.inject({ method: "GET", url: "/api/v1/posts/showbyslug/no-such-listing-anywhere" });
    const again = await app.inject({ method: "GET", url: "/api/v1/posts/showbyslug/no-such-listing-anywhere" });
    expect(response.statusCode).toBe(404);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ status: 404, code: "NOT_FOUND", message: "No listing found" });
  });

  it("answers a repeated search from memory until the catalogue changes", async () => {
    const titles = async () =>
      (await app.inject({ method: "GET", url: "/api/v1/posts/websearch?query=xylqvorn" })).json<{ data: { title: string }[] }>().data.map(
        (result) => result.title,
      );
    expect(await titles()).toEqual([]);
    await insertListing(testApp.database.db, { type: "basic", title: "Xylqvorn Lodge" });
    await testApp.services.search.settled();
    expect(await titles()).toEqual([]);
    invalidateCatalogue({ cache });
    expect(await titles()).toEqual(["Xylqvorn Lodge"]);
  });

  it("times every search when SEARCH_RESULT_CACHE is off", async () => {
    const uncached = await buildApp({
      services: { ...testApp.services, config: { ...testApp.services.config, searchResultCache: false }, catalogueCache: cache },
      logger: false,
    });
    try {
      const url = "/api/v1/posts/search?query=quokkaville";
      expect((await uncached.inject({ method: "GET", url })).json<{ data: unknown[] }>().data).toHaveLength(0);
      await insertListing(testApp.database.db, { type: "basic", title: "Quokkaville Retreat" });
      await testApp.services.search.settled();
      expect((await uncached.inject({ method: "GET", url })).json<{ data: unknown[] }>().data).toHaveLength(1);
    } finally {
      await uncached.close();
    }
  });
});
