import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OCCASIONS } from "../../../core/listing-types";
import type { DatabaseHandle } from "../../db/client";
import { createTestDatabase } from "../../../tests/support/test-database";
import { insertCover, insertListing } from "./catalogue-test-data";
import { listOccasions } from "./list-occasions";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe("listOccasions", () => {
  it("lists the six occasions in their fixed order with their pages", async () => {
    const occasions = await listOccasions({ db: database.db });
    expect(occasions.map((occasion) => occasion.slug)).toEqual(OCCASIONS.map((occasion) => occasion.slug));
    expect(occasions[0]?.path).toBe("/occassions/destinationwedding");
  });

  it("counts active hotels only, and takes a cover from the first of them", async () => {
    const { db } = database;
    const before = await listOccasions({ db });
    const babymoonBefore = before.find((occasion) => occasion.slug === "babymoon")?.hotelCount ?? 0;
    const spotlight = await insertListing(db, { type: "property", goodFor: ["babymoon", "proposal"] });
    await insertCover(db, spotlight.id, "babymoon-spotlight");
    await insertListing(db, { type: "basic", goodFor: ["babymoon"] });
    await insertListing(db, { type: "basic", goodFor: ["babymoon"], status: "in_active" });
    await insertListing(db, { type: "article", goodFor: ["babymoon"] });

    const after = await listOccasions({ db });
    const babymoon = after.find((occasion) => occasion.slug === "babymoon");
    expect(babymoon?.hotelCount).toBe(babymoonBefore + 2);
    expect(babymoon?.image).not.toBeNull();
  });
});

describe("listOccasions covers", () => {
  it("gives occasions different cover hotels when they share the same top hotel", async () => {
    const { db } = database;
    const shared = await insertListing(db, { type: "property", isFeatured: true, goodFor: ["babymoon", "vowrenewal"] });
    await insertCover(db, shared.id, "shared");
    const other = await insertListing(db, { type: "property", isFeatured: true, goodFor: ["vowrenewal"] });
    await insertCover(db, other.id, "other");
    const occasions = await listOccasions({ db });
    const babymoon = occasions.find((occasion) => occasion.slug === "babymoon");
    const vowRenewal = occasions.find((occasion) => occasion.slug === "vowrenewal");
    expect(babymoon?.image).not.toBeNull();
    expect(vowRenewal?.image).not.toBeNull();
    expect(babymoon?.image?.sizes.large).not.toBe(vowRenewal?.image?.sizes.large);
  });
});
