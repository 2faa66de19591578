import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../../db/client";
import { listings } from "../../db/schema/catalogue";
import { insertCover, insertListing } from "../catalogue/catalogue-test-data";
import { fixedClock } from "../../kernel/clock";
import { insertMember } from "./favorites-test-data";
import { likeListing } from "./like-listing";
import { listFavoriteGroups } from "./list-favorite-groups";
import { listFavoriteIds } from "./list-favorite-ids";
import { listFavorites } from "./list-favorites";

let database: DatabaseHandle;
let memberId: number;
let otherMemberId: number;
const clock = fixedClock(new Date("2026-06-01T12:00:00Z"));
const saved: Record<string, number> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  memberId = await insertMember(db);
  otherMemberId = await insertMember(db);
  // Saved one minute apart, in this order, so "newest first" has one right answer.
  for (const [name, type] of [
    ["plainHotel", "basic"],
    ["destination", "destination"],
    ["spotlightHotel", "property"],
    ["article", "article"],
    ["advisor", "advisor"],
    ["offlineHotel", "basic"],
  ] as const) {
    const listing = await insertListing(db, { type });
    saved[name] = listing.id;
    await likeListing({ db, clock, userId: memberId, listingId: listing.id });
    clock.advance(60_000);
  }
  await insertCover(db, saved.spotlightHotel!, "spotlight");
  await db.update(listings).set({ status: "in_active" }).where(eq(listings.id, saved.offlineHotel!));
  const othersOnly = await insertListing(db, { type: "collection" });
  await likeListing({ db, clock, userId: otherMemberId, listingId: othersOnly.id });
  await likeListing({ db, clock, userId: otherMemberId, listingId: saved.plainHotel! });
});

afterAll(async () => {
  await database.close();
});

describe("listFavorites", () => {
  it("lists only the member's own active favourites, newest first, with covers and counts per group", async () => {
    const page = await listFavorites({ db: database.db, userId: memberId });
    expect(page.items.map((item) => item.id)).toEqual([saved.advisor, saved.article, saved.spotlightHotel, saved.destination, saved.plainHotel]);
    expect(page.total).toBe(5);
    expect(page.counts).toEqual({
      hotels: 2,
      destinations: 1,
      collections: 0,
      itineraries: 0,
      offers: 0,
      advisors: 1,
      articles: 1,
      brands: 0,
    });
    const spotlight = page.items.find((item) => item.id === saved.spotlightHotel);
    expect(spotlight?.image?.sizes.small).toBe("/media/test/spotlight/small.webp");
    expect(spotlight?.likedAt).toBe("2026-06-01T12:02:00.000Z");
  });

  it("filters by group and pages", async () => {
    const hotels = await listFavorites({ db: database.db, userId: memberId, group: "hotels", perPage: 1 });
    expect(hotels.items.map((item) => item.id)).toEqual([saved.spotlightHotel]);
    expect(hotels).toMatchObject({ page: 1, perPage: 1, total: 2, lastPage: 2 });
    const second = await listFavorites({ db: database.db, userId: memberId, group: "hotels", perPage: 1, page: 2 });
    expect(second.items.map((item) => item.id)).toEqual([saved.plainHotel]);
    const none = await listFavorites({ db: database.db, userId: memberId, group: "collections" });
    expect(none).toMatchObject({ items: [], total: 0, lastPage: 1 });
  });
});

describe("listFavoriteGroups", () => {
  it("groups the newest few per kind in the page's order and leaves empty groups out", async () => {
    const groups = await listFavoriteGroups({ db: database.db, userId: memberId, perGroup: 1 });
    expect(groups.map((group) => [group.label, group.total, group.items.map((item) => item.id)])).toEqual([
      ["Hotels", 2, [saved.spotlightHotel]],
      ["Destinations", 1, [saved.destination]],
      ["Travel Advisors", 1, [saved.advisor]],
      ["Articles", 1, [saved.article]],
    ]);
    const all = await listFavoriteGroups({ db: database.db, userId: memberId });
    expect(all[0]?.items.map((item) => item.id)).toEqual([saved.spotlightHotel, saved.plainHotel]);
  });

  it("is empty for a member with no favourites", async () => {
    expect(await listFavoriteGroups({ db: database.db, userId: await insertMember(database.db) })).toEqual([]);
  });
});

describe("listFavoriteIds", () => {
  it("gives the member's saved ids, newest first, bounded", async () => {
    const ids = await listFavoriteIds({ db: database.db, userId: memberId });
    expect(ids).toEqual([saved.offlineHotel, saved.advisor, saved.article, saved.spotlightHotel, saved.destination, saved.plainHotel]);
    expect(await listFavoriteIds({ db: database.db, userId: memberId, limit: 2 })).toEqual([saved.offlineHotel, saved.advisor]);
  });
});
