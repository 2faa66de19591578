import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { createTestDatabase } from "../../../tests/support/test-database";
import { insertListing } from "./catalogue-test-data";
import { listListingsByKey } from "./list-listings-by-key";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe("listListingsByKey", () => {
  it("keeps the order asked for and skips inactive, unknown and other-kind ids", async () => {
    const { db } = database;
    const first = await insertListing(db, { type: "offer" });
    const second = await insertListing(db, { type: "offer" });
    const inactive = await insertListing(db, { type: "offer", status: "in_active" });
    const hotel = await insertListing(db, { type: "basic" });
    const result = await listListingsByKey({
      db,
      by: { ids: [second.id, 999_999_999, inactive.id, first.id, second.id, hotel.id] },
      types: ["offer"],
    });
    expect(result.map((item) => item.id)).toEqual([second.id, first.id]);
  });

  it("finds listings by slug in the order asked for", async () => {
    const { db } = database;
    const first = await insertListing(db, { type: "basic" });
    const second = await insertListing(db, { type: "property" });
    const result = await listListingsByKey({ db, by: { slugs: [second.slug, "no-such-hotel", first.slug] } });
    expect(result.map((item) => item.slug)).toEqual([second.slug, first.slug]);
  });

  it("answers an empty list for no keys", async () => {
    expect(await listListingsByKey({ db: database.db, by: { ids: [] } })).toEqual([]);
    expect(await listListingsByKey({ db: database.db, by: { slugs: [] } })).toEqual([]);
  });
});
