import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ListingType } from "../../core/listing-types";
import { createSession } from "../../server/domain/accounts/sessions";
import { createCatalogueCache } from "../../server/domain/catalogue/catalogue-cache";
import { CATALOGUE_RESOURCE_NAMES, CATALOGUE_RESOURCES } from "../../core/catalogue-resources";
import { insertListing } from "../../server/domain/catalogue/catalogue-test-data";
import { insertMember, likesOf } from "../../server/domain/favorites/favorites-test-data";
import { buildApp } from "../../server/http/app";
import { bearer, signInWithCode } from "../support/accounts";
import { createTestApp, type TestApp } from "../support/test-app";
import { expectErrorShape, fetchOpenApiDocument } from "./api-routes";

type Change = { message: string; data: { id: number; is_liked: boolean; likes_count: number } };
type LikesPage = {
  data: { id: number; type: string; title: string; is_liked: boolean; liked_at: string }[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  counts: Record<string, number>;
};

let testApp: TestApp;
let app: FastifyInstance;
let alice: { token: string; userId: number };
let bob: { token: string; userId: number };
let aliceCookie: string;
const listingOf: Partial<Record<ListingType, number>> = {};

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  alice = await signInWithCode(testApp, "alice.favorites@example.test");
  bob = await signInWithCode(testApp, "bob.favorites@example.test");
  // The website signs in by cookie; the same session rides on it.
  aliceCookie = `amora_session=${encodeURIComponent(alice.token)}`;
  for (const type of ["basic", "property", "brand", "destination", "collection", "itinerary", "article", "offer", "advisor"] as const) {
    listingOf[type] = (await insertListing(testApp.database.db, { type, likesCount: 10 })).id;
  }
});

afterAll(async () => {
  await testApp.close();
});

function like(method: "POST" | "DELETE", url: string, token?: string) {
  return app.inject({ method, url, headers: token ? bearer(token) : {} });
}

function expectError(response: Awaited<ReturnType<typeof like>>, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  expectErrorShape(status, String(response.headers["content-type"]), response.body, `${response.statusCode}`);
}

describe("POST and DELETE /api/v1/user/like/{id}", () => {
  it("adds once, however often it is sent, and removes once", async () => {
    const id = listingOf.basic!;
    const first = await like("POST", `/api/v1/user/like/${id}`, alice.token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<Change>()).toEqual({ message: "Added to favorites", data: { id, is_liked: true, likes_count: 11 } });
    const again = await like("POST", `/api/v1/user/like/${id}`, alice.token);
    expect(again.json<Change>()).toEqual({ message: "Added to favorites", data: { id, is_liked: true, likes_count: 11 } });

    const removed = await like("DELETE", `/api/v1/user/like/${id}`, alice.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<Change>()).toEqual({ message: "Removed from favorites", data: { id, is_liked: false, likes_count: 10 } });
    const removedAgain = await like("DELETE", `/api/v1/user/like/${id}`, alice.token);
    expect(removedAgain.json<Change>()).toEqual({ message: "Removed from favorites", data: { id, is_liked: false, likes_count: 10 } });
  });

  it("asks for a login: 401 in the error shape, nothing written", async () => {
    const id = listingOf.destination!;
    expectError(await like("POST", `/api/v1/user/like/${id}`), 401);
    expectError(await like("DELETE", `/api/v1/user/like/${id}`), 401);
    expectError(await like("POST", `/api/v1/user/like/${id}`, "not-a-real-token"), 401);
    expectError(await app.inject({ method: "GET", url: "/api/v1/user/likes" }), 401);
    expectError(await app.inject({ method: "GET", url: "/api/v1/user/likes/ids" }), 401);
    expect(await likesOf(testApp.database.db, id)).toEqual({ likesCount: 10, rows: 0 });
  });

  it("answers 404 for unknown and inactive listings, 400 for an id that is not a number", async () => {
    const offline = await insertListing(testApp.database.db, { type: "basic", status: "in_review" });
    expectError(await like("POST", "/api/v1/user/like/987654321", alice.token), 404);
    expectError(await like("POST", `/api/v1/user/like/${offline.id}`, alice.token), 404);
    expectError(await like("DELETE", `/api/v1/user/like/${offline.id}`, alice.token), 404);
    expectError(await like("POST", "/api/v1/user/like/12abc", alice.token), 400);
    expect(await likesOf(testApp.database.db, offline.id)).toEqual({ likesCount: 0, rows: 0 });
  });

  it("works with the website's cookie from this site and refuses it cross-site", async () => {
    const id = listingOf.collection!;
    const sameSite = await app.inject({
      method: "POST",
      url: `/api/v1/user/like/${id}`,
      headers: { cookie: aliceCookie, "sec-fetch-site": "same-origin" },
    });
    expect(sameSite.statusCode, sameSite.body).toBe(200);
    const crossSite = await app.inject({
      method: "DELETE",
      url: `/api/v1/user/like/${id}`,
      headers: { cookie: aliceCookie, "sec-fetch-site": "cross-site" },
    });
    expectError(crossSite, 403);
    expect((await likesOf(testApp.database.db, id)).rows).toBe(1);
    await like("DELETE", `/api/v1/user/like/${id}`, alice.token);
  });
});

describe("POST and DELETE /api/v1/{resource}/{id}/likes", () => {
  it.each(CATALOGUE_RESOURCE_NAMES)("%s: likes and unlikes its own kind of listing", async (resource) => {
    const type = CATALOGUE_RESOURCES[resource][0]!;
    const id = listingOf[type]!;
    const added = await like("POST", `/api/v1/${resource}/${id}/likes`, bob.token);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<Change>()).toEqual({ message: "Added to favorites", data: { id, is_liked: true, likes_count: 11 } });
    const removed = await like("DELETE", `/api/v1/${resource}/${id}/likes`, bob.token);
    expect(removed.json<Change>()).toEqual({ message: "Removed from favorites", data: { id, is_liked: false, likes_count: 10 } });
    expectError(await like("POST", `/api/v1/${resource}/${id}/likes`), 401);
  });

  it("answers 404 for a listing of another kind", async () => {
    expectError(await like("POST", `/api/v1/hotels/${listingOf.article}/likes`, bob.token), 404);
    expectError(await like("DELETE", `/api/v1/advisors/${listingOf.basic}/likes`, bob.token), 404);
    expect((await likesOf(testApp.database.db, listingOf.article!)).rows).toBe(0);
  });
});

describe("GET /api/v1/user/likes", () => {
  it("lists only the caller's favourites, newest first, by kind and page", async () => {
    const member = await signInWithCode(testApp, "carol.favorites@example.test");
    for (const type of ["basic", "property", "destination", "article"] as const) {
      await like("POST", `/api/v1/user/like/${listingOf[type]}`, member.token);
      testApp.clock.advance(1_000);
    }
    await like("POST", `/api/v1/user/like/${listingOf.offer}`, bob.token);

    const all = await app.inject({ method: "GET", url: "/api/v1/user/likes", headers: bearer(member.token) });
    expect(all.statusCode, all.body).toBe(200);
    const body = all.json<LikesPage>();
    expect(body.data.map((item) => item.id)).toEqual([listingOf.article, listingOf.destination, listingOf.property, listingOf.basic]);
    expect(body.data.every((item) => item.is_liked)).toBe(true);
    expect(body).toMatchObject({ current_page: 1, last_page: 1, per_page: 24, total: 4 });
    expect(body.counts).toMatchObject({ hotels: 2, destinations: 1, articles: 1, offers: 0 });

    const hotels = await app.inject({ method: "GET", url: "/api/v1/user/likes?type=hotels&per_page=1&page=2", headers: bearer(member.token) });
    expect(hotels.json<LikesPage>()).toMatchObject({ current_page: 2, last_page: 2, per_page: 1, total: 2, data: [{ id: listingOf.basic }] });

    const ids = await app.inject({ method: "GET", url: "/api/v1/user/likes/ids", headers: bearer(member.token) });
    expect(ids.json()).toEqual({ data: [listingOf.article, listingOf.destination, listingOf.property, listingOf.basic] });

    expectError(await app.inject({ method: "GET", url: "/api/v1/user/likes?type=planets", headers: bearer(member.token) }), 400);
    expectError(await app.inject({ method: "GET", url: "/api/v1/user/likes?per_page=500", headers: bearer(member.token) }), 400);
  });

  it("never shows or changes another member's favourites", async () => {
    const id = listingOf.itinerary!;
    await like("POST", `/api/v1/user/like/${id}`, alice.token);
    const bobsList = (await app.inject({ method: "GET", url: "/api/v1/user/likes", headers: bearer(bob.token) })).json<LikesPage>();
    expect(bobsList.data.map((item) => item.id)).not.toContain(id);
    // Bob removing "his" like of Alice's favourite touches only his own (absent) row.
    const bobRemoves = await like("DELETE", `/api/v1/user/like/${id}`, bob.token);
    expect(bobRemoves.json<Change>().data).toEqual({ id, is_liked: false, likes_count: 11 });
    const alicesIds = (await app.inject({ method: "GET", url: "/api/v1/user/likes/ids", headers: bearer(alice.token) })).json<{ data: number[] }>();
    expect(alicesIds.data).toContain(id);
  });
});

describe("counts under concurrency", () => {
  it("keeps likes_count equal to the favourites rows when 20 members like and unlike in parallel", async () => {
    const { db } = testApp.database;
    const listing = await insertListing(db, { type: "basic" });
    const tokens = await Promise.all(
      Array.from({ length: 20 }, async () => createSession(testApp.services, await insertMember(db), "test")),
    );
    const url = `/api/v1/hotels/${listing.id}/likes`;
    // Each member sends two likes; every third also an unlike, all racing each other.
    const responses = await Promise.all(
      tokens.flatMap((token, index) => [
        like("POST", url, token),
        like("POST", `/api/v1/user/like/${listing.id}`, token),
        ...(index % 3 === 0 ? [like("DELETE", url, token)] : []),
      ]),
    );
    expect(responses.map((response) => response.statusCode).filter((status) => status !== 200)).toEqual([]);
    const afterLikes = await likesOf(db, listing.id);
    expect(afterLikes.likesCount).toBe(afterLikes.rows);
    expect(afterLikes.rows).toBeGreaterThanOrEqual(13);

    await Promise.all(tokens.flatMap((token) => [like("DELETE", url, token), like("DELETE", `/api/v1/user/like/${listing.id}`, token)]));
    expect(await likesOf(db, listing.id)).toEqual({ likesCount: 0, rows: 0 });
  });
});

describe("the catalogue cache", () => {
  it("shows the new count on cached listing reads right after a like", async () => {
    const cache = createCatalogueCache({ clock: testApp.clock });
    const cached = await buildApp({ services: { ...testApp.services, catalogueCache: cache }, logger: false });
    await cached.ready();
    try {
      const listing = await insertListing(testApp.database.db, { type: "property", likesCount: 4 });
      const read = async () => (await cached.inject({ method: "GET", url: `/api/v1/hotels/${listing.id}` })).json<{ data: { likesCount: number } }>();
      expect((await read()).data.likesCount).toBe(4);
      const liked = await cached.inject({ method: "POST", url: `/api/v1/hotels/${listing.id}/likes`, headers: bearer(alice.token) });
      expect(liked.json<Change>().data.likes_count).toBe(5);
      expect((await read()).data.likesCount).toBe(5);
    } finally {
      await cached.close();
    }
  });
});

describe("documentation", () => {
  it("describes every favourites call in the OpenAPI document", async () => {
    const document = await fetchOpenApiDocument(app);
    expect(Object.keys(document.paths["/api/v1/user/like/{id}"] ?? {}).sort()).toEqual(["delete", "post"]);
    expect(document.paths["/api/v1/user/likes"]?.get).toBeDefined();
    expect(document.paths["/api/v1/user/likes/ids"]?.get).toBeDefined();
    for (const resource of CATALOGUE_RESOURCE_NAMES) {
      expect(Object.keys(document.paths[`/api/v1/${resource}/{id}/likes`] ?? {}).sort(), resource).toEqual(["delete", "post"]);
    }
    const added = JSON.stringify(document.paths["/api/v1/user/like/{id}"]?.post?.responses?.["200"]);
    expect(added).toContain("Added to favorites");
    expect(added).toContain("likes_count");
  });
});
