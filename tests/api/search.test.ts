import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../support/test-app";
import { expectErrorShape } from "./api-routes";

const testApp = await createTestApp();
afterAll(async () => {
  await testApp.close();
});

type Result = {
  id: number;
  type: string;
  label: string | null;
  title: string;
  slug: string;
  path: string;
  city: string | null;
  country: string | null;
  website: string | null;
  image: string | null;
};

async function get(url: string) {
  const response = await testApp.app.inject({ method: "GET", url });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>(), response };
}

async function quick(query: string, type?: string): Promise<Result[]> {
  const params = new URLSearchParams({ query, ...(type ? { type } : {}) });
  const { status, body } = await get(`/api/v1/posts/search?${params}`);
  expect(status).toBe(200);
  return body.data as Result[];
}

describe("GET /api/v1/posts/websearch", () => {
  it("answers a Laravel-style page of results", async () => {
    const { status, body } = await get("/api/v1/posts/websearch?query=honeymoon");
    expect(status).toBe(200);
    expect(body).toEqual({
      data: expect.any(Array),
      current_page: 1,
      last_page: expect.any(Number),
      per_page: 12,
      total: expect.any(Number),
    });
    expect((body.data as Result[]).length).toBe(12);
    expect(body.last_page).toBe(Math.ceil((body.total as number) / 12));
    const second = await get("/api/v1/posts/websearch?query=honeymoon&page=2");
    expect(second.body.current_page).toBe(2);
    const firstIds = (body.data as Result[]).map((result) => result.id);
    expect((second.body.data as Result[]).some((result) => firstIds.includes(result.id))).toBe(false);
  });

  it("answers an empty query with an empty page", async () => {
    const { status, body } = await get("/api/v1/posts/websearch?query=%20%20");
    expect(status).toBe(200);
    expect(body).toEqual({ data: [], current_page: 1, last_page: 1, per_page: 12, total: 0 });
  });

  it("filters by the product's type name, itineraries included", async () => {
    const { body } = await get("/api/v1/posts/websearch?query=honeymoon&type=worldiaitenararies");
    const data = body.data as Result[];
    expect(data.length).toBeGreaterThan(0);
    expect(new Set(data.map((result) => result.type))).toEqual(new Set(["worldiaitenararies"]));
  });
});

describe("GET /api/v1/posts/search", () => {
  it("gives each kind its product type, label and link", async () => {
    const cases: { query: string; type: string; label: string | null; path: RegExp }[] = [
      { query: "Villa Rosa Amalfi", type: "basic", label: null, path: /^\/villa-rosa-amalfi$/ },
      { query: "Grand Hotel Santa Chiara", type: "property", label: "Spotlight", path: /^\/grand-hotel-santa-chiara$/ },
      { query: "Isabella Moreau", type: "advisor", label: "Travel Advisor", path: /^\/ta\/isabella-moreau$/ },
      { query: "Aurelia Hotels", type: "brand", label: "Brand", path: /^\/aurelia-hotels-and-resorts$/ },
      { query: "Overwater Villas for Barefoot", type: "collection", label: "Inspire Me", path: /^\/collection\/overwater-villas-for-barefoot-honeymoons$/ },
      { query: "Italy", type: "destination", label: "Destination", path: /^\/italy$/ },
      { query: "Portugal Honeymoon 7 Days", type: "worldiaitenararies", label: "Itinerary", path: /^\/portugal-honeymoon-7-days-in-porto-and-the-douro-valley$/ },
      { query: "Romantic Escapes 2025", type: "offer", label: "Marketplace Deals", path: /^\/romantic-escapes-2025-save-up-to-20-percent$/ },
      { query: "Ten Overwater Villas Worth", type: "article", label: null, path: /^\/article\/ten-overwater-villas-worth-crossing-the-world-for$/ },
    ];
    for (const { query, type, label, path } of cases) {
      const results = await quick(query, type);
      expect(results.length, query).toBeGreaterThan(0);
      const [first] = results;
      expect(first?.type, query).toBe(type);
      expect(first?.path, query).toMatch(path);
      // Articles have no docs/product.md label; every other kind but basic has one.
      if (type !== "article") expect(first?.label, query).toBe(label);
    }
  });

  it("links an itinerary to its own website address", async () => {
    const [itinerary] = await quick("Portugal Honeymoon", "worldiaitenararies");
    expect(itinerary?.website).toBe(itinerary?.path);
  });

  it("returns at most ten results with every field", async () => {
    const results = await quick("villa");
    expect(results.length).toBe(10);
    for (const result of results) {
      expect(Object.keys(result).sort()).toEqual(
        ["city", "country", "id", "image", "label", "path", "slug", "title", "type", "website"].sort(),
      );
    }
    expect(results.some((result) => typeof result.image === "string" && result.image.includes("small"))).toBe(true);
  });

  it("tells how many matches there are in all, beyond the ten it returns", async () => {
    const quickAnswer = await get("/api/v1/posts/search?query=villa");
    const fullAnswer = await get("/api/v1/posts/websearch?query=villa");
    expect(quickAnswer.body.total).toBe(fullAnswer.body.total);
    expect(quickAnswer.body.total).toBeGreaterThan(10);
  });

  it("finds a hotel while its name is typed and with a typo", async () => {
    for (const query of ["villa ro", "villa rosa amal", "vila rosa amalfi", "villa rossa amalfi"]) {
      const results = await quick(query);
      expect(results.map((result) => result.title), query).toContain("Villa Rosa Amalfi");
    }
  });
});

describe("GET /api/v1/posts/hotelsearch", () => {
  it("returns hotels only", async () => {
    const { status, body } = await get("/api/v1/posts/hotelsearch?query=amalfi");
    expect(status).toBe(200);
    const data = body.data as Result[];
    expect(data.length).toBeGreaterThan(0);
    for (const result of data) expect(["basic", "property"]).toContain(result.type);
  });
});

describe("bad parameters", () => {
  it.each([
    ["/api/v1/posts/websearch?query=villa&type=hotel", "type"],
    ["/api/v1/posts/search?query=villa&type=itinerary", "type"],
    ["/api/v1/posts/websearch?query=villa&page=0", "page"],
    ["/api/v1/posts/websearch?query=villa&page=-1", "page"],
    ["/api/v1/posts/websearch?query=villa&page=abc", "page"],
    ["/api/v1/posts/websearch?query=villa&page=1.5", "page"],
    [`/api/v1/posts/search?query=${"a".repeat(201)}`, "query"],
    [`/api/v1/posts/hotelsearch?query=${"a".repeat(201)}`, "query"],
    ["/api/v1/posts/hotelsearch?query=a%00b", "query"],
    ["/api/v1/posts/search?query=a&query=b", "query"],
  ])("%s is a 400 naming %s", async (url, parameter) => {
    const { status, response } = await get(url);
    expect(status).toBe(400);
    expectErrorShape(400, String(response.headers["content-type"]), response.body, url);
    expect(Object.keys(response.json<{ errors: Record<string, string[]> }>().errors)).toContain(parameter);
  });
});
