import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCover, insertListing } from "../../server/domain/catalogue/catalogue-test-data";
import { CATALOGUE_RESOURCES, CATALOGUE_RESOURCE_NAMES } from "../../core/catalogue-resources";
import { createTestApp, type TestApp } from "../support/test-app";
import { expectErrorShape } from "./api-routes";

type Page = { data: { id: number; type: string; title: string; priceFrom: number | null }[]; current_page: number; last_page: number; per_page: number; total: number };

let testApp: TestApp;
// Fixture rows share one random tag, so each filter is checked against rows whose values are known.
const s = randomBytes(3).toString("hex");
const TAG = `tag-${s}`;
const ids: Record<string, number> = {};
let destinationSlug = "";

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  const destination = await insertListing(db, { type: "destination", title: `Destination ${s}` });
  destinationSlug = destination.slug;
  ids.destination = destination.id;
  const tags = [TAG];
  ids.h1 = (await insertListing(db, { type: "basic", tags, title: `Alpha ${s}`, goodFor: ["honeymoon"], priceFromCents: 20_000, starRating: 4, city: `Cityx ${s}`, destinationId: destination.id, category: `cat-${s}`, publishedAt: new Date("2020-01-01") })).id;
  ids.h2 = (await insertListing(db, { type: "property", tags, title: `Bravo ${s}`, goodFor: ["anniversary"], priceFromCents: 50_000, starRating: 5, country: `Countryx ${s}`, publishedAt: new Date("2022-01-01") })).id;
  ids.h3 = (await insertListing(db, { type: "basic", tags, title: `Charlie ${s}`, goodFor: ["honeymoon", "proposal"], starRating: 3, isFeatured: true, region: `Regionx ${s}`, publishedAt: new Date("2021-01-01") })).id;
  ids.hidden = (await insertListing(db, { type: "basic", tags, title: `Hidden ${s}`, status: "in_review" })).id;
  ids.o1 = (await insertListing(db, { type: "offer", tags, goodFor: ["babymoon"] })).id;
  ids.o2 = (await insertListing(db, { type: "offer", tags, goodFor: ["honeymoon"] })).id;
  ids.a1 = (await insertListing(db, { type: "article", tags, categories: [`artcat-${s}`] })).id;
  ids.a2 = (await insertListing(db, { type: "article", tags, categories: [`other-${s}`] })).id;
  await insertCover(db, ids.h1, `alpha-${s}`);
});

afterAll(async () => {
  await testApp.close();
});

async function get(url: string) {
  return testApp.app.inject({ method: "GET", url });
}

async function list(url: string): Promise<Page> {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
}

async function listIds(url: string): Promise<number[]> {
  return (await list(url)).data.map((item) => item.id);
}

async function expectBadParameter(url: string, parameter: string) {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(400);
  expectErrorShape(400, String(response.headers["content-type"] ?? ""), response.body, url);
  const body = response.json<{ message: string; errors?: Record<string, string[]> }>();
  expect(body.message.startsWith(`${parameter}`), body.message).toBe(true);
  expect(Object.keys(body.errors ?? {}).some((key) => key === parameter || key.startsWith(`${parameter}.`))).toBe(true);
}

describe("GET /{resource}: pagination", () => {
  it("answers Laravel-style pages, Spotlight then featured first by default, without inactive listings", async () => {
    const page = await list(`/api/v1/hotels?tags=${TAG}`);
    expect(page.data.map((item) => item.id)).toEqual([ids.h2, ids.h3, ids.h1]);
    expect(page).toMatchObject({ current_page: 1, last_page: 1, per_page: 15, total: 3 });
  });

  it("pages with page and per_page", async () => {
    const page = await list(`/api/v1/hotels?tags=${TAG}&per_page=2&page=2`);
    expect(page.data.map((item) => item.id)).toEqual([ids.h1]);
    expect(page).toMatchObject({ current_page: 2, last_page: 2, per_page: 2, total: 3 });
    expect((await list(`/api/v1/hotels?tags=${TAG}&page=9`)).data).toEqual([]);
  });

  it("serves the apps' hotel filter fetch of 200 per page", async () => {
    const page = await list("/api/v1/hotels?per_page=200");
    expect(page.data).toHaveLength(200);
    expect(page.per_page).toBe(200);
    expect(page.total).toBeGreaterThan(200);
    expect(page.data.every((item) => item.type === "basic" || item.type === "property")).toBe(true);
  });

  it.each([
    ["per_page=0", "per_page"],
    ["per_page=201", "per_page"],
    ["per_page=ten", "per_page"],
    ["page=0", "page"],
    ["page=abc", "page"],
  ])("%s is a 400 naming %s", async (query, parameter) => {
    await expectBadParameter(`/api/v1/hotels?${query}`, parameter);
  });
});

describe("GET /{resource}: filters", () => {
  it("types narrows to kinds of the resource, and refuses others", async () => {
    expect((await listIds(`/api/v1/posts?tags=${TAG}&types=offer`)).sort()).toEqual([ids.o1, ids.o2].sort());
    expect(await listIds(`/api/v1/hotels?tags=${TAG}&types=property`)).toEqual([ids.h2]);
    await expectBadParameter("/api/v1/hotels?types=offer", "types");
    await expectBadParameter("/api/v1/posts?types=castle", "types");
  });

  it.each([
    ["price_asc", ["h1", "h2", "h3"]],
    ["price_desc", ["h2", "h1", "h3"]],
    ["rating", ["h2", "h1", "h3"]],
    ["newest", ["h2", "h3", "h1"]],
    ["title", ["h1", "h2", "h3"]],
    ["featured", ["h2", "h3", "h1"]],
  ])("sortBy=%s orders %j", async (sort, order) => {
    expect(await listIds(`/api/v1/hotels?tags=${TAG}&sortBy=${sort}`)).toEqual(order.map((key) => ids[key]));
  });

  it("sortBy outside the list is a 400", async () => {
    await expectBadParameter("/api/v1/hotels?sortBy=cheapest", "sortBy");
  });

  it("goodFor matches any of the occasions, also when repeated", async () => {
    expect(await listIds(`/api/v1/hotels?tags=${TAG}&goodFor=honeymoon&sortBy=title`)).toEqual([ids.h1, ids.h3]);
    expect(await listIds(`/api/v1/hotels?tags=${TAG}&goodFor=honeymoon,anniversary&sortBy=title`)).toEqual([ids.h1, ids.h2, ids.h3]);
    expect(await listIds(`/api/v1/hotels?tags=${TAG}&goodFor=proposal&goodFor=anniversary&sortBy=title`)).toEqual([ids.h2, ids.h3]);
    await expectBadParameter("/api/v1/hotels?goodFor=birthday", "goodFor");
  });

  it("offergoodFor narrows offers only", async () => {
    const found = await listIds(`/api/v1/posts?tags=${TAG}&offergoodFor=honeymoon`);
    expect(found.sort()).toEqual([ids.h1, ids.h2, ids.h3, ids.o2, ids.a1, ids.a2].sort());
    await expectBadParameter("/api/v1/offers?offergoodFor=x", "offergoodFor");
  });

  it("articlescategory narrows articles only", async () => {
    expect(await listIds(`/api/v1/articles?tags=${TAG}&articlescategory=artcat-${s}`)).toEqual([ids.a1]);
    expect((await list(`/api/v1/posts?tags=${TAG}&articlescategory=artcat-${s}`)).total).toBe(6);
  });

  it("locationFor takes destination ids or slugs", async () => {
    expect(await listIds(`/api/v1/hotels?locationFor=${ids.destination}`)).toEqual([ids.h1]);
    expect(await listIds(`/api/v1/hotels?locationFor=${destinationSlug},999999`)).toEqual([ids.h1]);
    await expectBadParameter("/api/v1/hotels?locationFor=no%20such%20place!", "locationFor");
  });

  it("locationSearch finds text in city, region or country, case-insensitively and literally", async () => {
    expect(await listIds(`/api/v1/hotels?locationSearch=CITYX%20${s}`)).toEqual([ids.h1]);
    expect(await listIds(`/api/v1/hotels?locationSearch=countryx%20${s}`)).toEqual([ids.h2]);
    expect(await listIds(`/api/v1/hotels?locationSearch=regionx%20${s}`)).toEqual([ids.h3]);
    expect(await listIds(`/api/v1/hotels?tags=${TAG}&locationSearch=%25`)).toEqual([]);
    await expectBadParameter(`/api/v1/hotels?locationSearch=${"a".repeat(101)}`, "locationSearch");
  });

  it("pricerange takes min-max whole dollars, either end optional, and leaves unpriced listings out", async () => {
    expect(await listIds(`/api/v1/hotels?tags=${TAG}&pricerange=100-300`)).toEqual([ids.h1]);
    expect(await listIds(`/api/v1/hotels?tags=${TAG}&pricerange=200-200`)).toEqual([ids.h1]);
    expect(await listIds(`/api/v1/hotels?tags=${TAG}&pricerange=-250`)).toEqual([ids.h1]);
    expect(await listIds(`/api/v1/hotels?tags=${TAG}&pricerange=300-`)).toEqual([ids.h2]);
    expect(await listIds(`/api/v1/hotels?tags=${TAG}&pricerange=0-100000&sortBy=title`)).toEqual([ids.h1, ids.h2]);
    await expectBadParameter("/api/v1/hotels?pricerange=500-100", "pricerange");
    await expectBadParameter("/api/v1/hotels?pricerange=cheap", "pricerange");
  });

  it("categories matches a listing's category or category slugs, case-insensitively", async () => {
    expect(await listIds(`/api/v1/hotels?categories=CAT-${s}`)).toEqual([ids.h1]);
    expect(await listIds(`/api/v1/posts?categories=artcat-${s},cat-${s}&sortBy=title`)).toContain(ids.a1);
  });

  it("tags matches case-insensitively", async () => {
    expect((await list(`/api/v1/posts?tags=${TAG.toUpperCase()}`)).total).toBe(7);
  });

  it("rating is a minimum star rating", async () => {
    expect(await listIds(`/api/v1/hotels?tags=${TAG}&rating=4&sortBy=title`)).toEqual([ids.h1, ids.h2]);
    await expectBadParameter("/api/v1/hotels?rating=4.3", "rating");
  });

  it("treats empty values as no filter (a GET form's 'Any')", async () => {
    expect((await list(`/api/v1/hotels?tags=${TAG}&goodFor=&pricerange=&sortBy=&types=&rating=&locationSearch=`)).total).toBe(3);
  });
});

describe("each resource", () => {
  it.each(CATALOGUE_RESOURCE_NAMES)("%s: list, by id, showbyid, showbyslug, showbyname, getprice", async (resource) => {
    const kinds: readonly string[] = CATALOGUE_RESOURCES[resource];
    const page = await list(`/api/v1/${resource}?per_page=1`);
    const first = page.data[0];
    if (!first) throw new Error(`the demo catalogue has no ${resource}`);
    expect(kinds).toContain(first.type);
    const detail = (url: string) => get(url).then((response) => ({ status: response.statusCode, id: response.json<{ data?: { id: number } }>().data?.id }));
    const slug = (await get(`/api/v1/${resource}/${first.id}`)).json<{ data: { slug: string } }>().data.slug;
    for (const url of [
      `/api/v1/${resource}/${first.id}`,
      `/api/v1/${resource}/showbyid/${first.id}`,
      `/api/v1/${resource}/showbyslug/${slug}`,
      `/api/v1/${resource}/showbyname/${encodeURIComponent(first.title.toUpperCase())}`,
    ]) {
      expect(await detail(url), url).toEqual({ status: 200, id: first.id });
    }
    const price = await get(`/api/v1/${resource}/getprice/price`);
    expect(price.statusCode).toBe(200);
    const range = price.json<{ data: { min: number | null; max: number | null } }>().data;
    if (range.min !== null && range.max !== null) expect(range.min).toBeLessThanOrEqual(range.max);
  });

  it("getprice covers the resource's prices in whole dollars", async () => {
    const range = (await get("/api/v1/hotels/getprice/price")).json<{ data: { min: number; max: number } }>().data;
    expect(range.min).toBeLessThanOrEqual(200);
    expect(range.max).toBeGreaterThanOrEqual(500);
  });

  it("keeps the demo hotel at posts/showbyslug", async () => {
    const response = await get("/api/v1/posts/showbyslug/villa-rosa-amalfi");
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: { slug: string } }>().data.slug).toBe("villa-rosa-amalfi");
  });
});

describe("not found", () => {
  it.each([
    "/api/v1/castles",
    "/api/v1/castles/1",
    `/api/v1/hotels/999999999`,
    `/api/v1/hotels/showbyname/no%20such%20hotel%20${s}`,
    `/api/v1/banners/showbyname/no%20such%20banner`,
  ])("%s is a 404 in the error shape", async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expectErrorShape(404, String(response.headers["content-type"] ?? ""), response.body, url);
  });

  it("a listing of another kind is not found under a resource", async () => {
    expect((await get(`/api/v1/hotels/${ids.a1}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/hotels/${ids.hidden}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/articles/${ids.a1}`)).statusCode).toBe(200);
  });
});

describe("GET /banners/showbyname/{name}", () => {
  it("answers cmscontent[0] with the product's data and media fields", async () => {
    const response = await get("/api/v1/banners/showbyname/travel%20advisors%20page");
    expect(response.statusCode).toBe(200);
    const body = response.json<{ cmscontent: { name: string; data: Record<string, unknown>[]; media: Record<string, unknown>[] }[] }>();
    expect(body.cmscontent).toHaveLength(1);
    const [banner] = body.cmscontent;
    expect(banner?.name).toBe("travel advisors page");
    expect(banner?.data.length).toBeGreaterThan(0);
    for (const item of banner?.data ?? []) {
      expect(Object.keys(item).sort()).toEqual(
        ["description", "isprimary", "issecondary", "primarylabel", "primarylink", "secondarylabel", "secondarylink", "title"].sort(),
      );
    }
    const orders = (banner?.media ?? []).map((item) => item.order);
    expect(orders).toEqual([...orders].sort((a, b) => Number(a) - Number(b)));
    for (const item of banner?.media ?? []) expect(Object.keys(item).sort()).toEqual(["order", "original_url"]);
  });
});
