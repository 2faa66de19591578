import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../../db/client";
import { listings } from "../../db/schema/catalogue";
import { createCatalogueCache } from "../catalogue/catalogue-cache";
import { insertListing } from "../catalogue/catalogue-test-data";
import { getListing } from "../catalogue/get-listing";
import { fixedClock } from "../../kernel/clock";
import { AppError } from "../../kernel/errors";
import { hasFavorite, insertMember, likesOf } from "./favorites-test-data";
import { likeListing } from "./like-listing";
import { unlikeListing } from "./unlike-listing";

let database: DatabaseHandle;
const clock = fixedClock(new Date("2026-06-01T12:00:00Z"));

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

async function expectNotFound(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).status).toBe(404);
}

describe("likeListing and unlikeListing", () => {
  it("counts a like once however often it is repeated, and an unlike once", async () => {
    const { db } = database;
    const userId = await insertMember(db);
    const listing = await insertListing(db, { type: "basic", likesCount: 7 });

    expect(await likeListing({ db, clock, userId, listingId: listing.id })).toEqual({ id: listing.id, isLiked: true, likesCount: 8 });
    expect(await likeListing({ db, clock, userId, listingId: listing.id })).toEqual({ id: listing.id, isLiked: true, likesCount: 8 });
    expect(await hasFavorite(db, userId, listing.id)).toBe(true);

    expect(await unlikeListing({ db, userId, listingId: listing.id })).toEqual({ id: listing.id, isLiked: false, likesCount: 7 });
    expect(await unlikeListing({ db, userId, listingId: listing.id })).toEqual({ id: listing.id, isLiked: false, likesCount: 7 });
    expect(await hasFavorite(db, userId, listing.id)).toBe(false);
  });

  it("never lowers the count below zero", async () => {
    const { db } = database;
    const userId = await insertMember(db);
    const listing = await insertListing(db, { type: "destination" });
    await likeListing({ db, clock, userId, listingId: listing.id });
    // A count that drifted (e.g. a manual correction) must not go negative on the next unlike.
    await db.update(listings).set({ likesCount: 0 }).where(eq(listings.id, listing.id));
    expect((await unlikeListing({ db, userId, listingId: listing.id })).likesCount).toBe(0);
  });

  it("refuses unknown, inactive and other-kind listings with a 404, and changes nothing", async () => {
    const { db } = database;
    const userId = await insertMember(db);
    const inReview = await insertListing(db, { type: "basic", status: "in_review" });
    const article = await insertListing(db, { type: "article" });

    await expectNotFound(likeListing({ db, clock, userId, listingId: 999_999_999 }));
    await expectNotFound(likeListing({ db, clock, userId, listingId: inReview.id }));
    await expectNotFound(likeListing({ db, clock, userId, listingId: article.id, types: ["basic", "property"] }));
    await expectNotFound(unlikeListing({ db, userId, listingId: 999_999_999 }));
    await expectNotFound(unlikeListing({ db, userId, listingId: inReview.id }));
    expect(await likesOf(db, inReview.id)).toEqual({ likesCount: 0, rows: 0 });
    expect(await likesOf(db, article.id)).toEqual({ likesCount: 0, rows: 0 });
  });

  it("lets a member remove a favourite whose listing went offline after they saved it", async () => {
    const { db } = database;
    const userId = await insertMember(db);
    const listing = await insertListing(db, { type: "offer" });
    await likeListing({ db, clock, userId, listingId: listing.id });
    await db.update(listings).set({ status: "in_active" }).where(eq(listings.id, listing.id));
    expect(await unlikeListing({ db, userId, listingId: listing.id })).toEqual({ id: listing.id, isLiked: false, likesCount: 0 });
    await expectNotFound(likeListing({ db, clock, userId, listingId: listing.id }));
  });

  it("keeps likes_count equal to the favourites rows when 20 members like and unlike at once", async () => {
    const { db } = database;
    const listing = await insertListing(db, { type: "basic" });
    const members = await Promise.all(Array.from({ length: 20 }, () => insertMember(db)));
    // Every member likes twice in parallel; the even ones also unlike, racing their own likes.
    await Promise.all(
      members.flatMap((userId, index) => [
        likeListing({ db, clock, userId, listingId: listing.id }),
        likeListing({ db, clock, userId, listingId: listing.id }),
        ...(index % 2 === 0 ? [unlikeListing({ db, userId, listingId: listing.id })] : []),
      ]),
    );
    const counts = await likesOf(db, listing.id);
    expect(counts.likesCount).toBe(counts.rows);
    expect(counts.rows).toBeGreaterThanOrEqual(10);

    await Promise.all(members.map((userId) => unlikeListing({ db, userId, listingId: listing.id })));
    expect(await likesOf(db, listing.id)).toEqual({ likesCount: 0, rows: 0 });
  });

  it("forgets the catalogue cache on a real change only, so a page shows the new count", async () => {
    const { db } = database;
    const cache = createCatalogueCache({ clock });
    const userId = await insertMember(db);
    const listing = await insertListing(db, { type: "basic", likesCount: 3 });
    const read = () => getListing({ db, by: { id: listing.id }, cache });

    expect((await read())?.likesCount).toBe(3);
    await likeListing({ db, clock, cache, userId, listingId: listing.id });
    expect((await read())?.likesCount).toBe(4);
    expect(cache.size).toBe(1);
    await likeListing({ db, clock, cache, userId, listingId: listing.id });
    expect(cache.size).toBe(1);
    await unlikeListing({ db, cache, userId, listingId: listing.id });
    expect((await read())?.likesCount).toBe(3);
  });
});
