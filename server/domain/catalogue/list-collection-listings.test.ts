import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { collectionItems } from "../../db/schema/catalogue";
import { createTestDatabase } from "../../../tests/support/test-database";
import { insertListing } from "./catalogue-test-data";
import { listCollectionListings } from "./list-collection-listings";

let database: DatabaseHandle;
let collectionId: number;
const hotelIds: number[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  collectionId = (await insertListing(db, { type: "collection" })).id;
  for (let index = 0; index < 3; index += 1) hotelIds.push((await insertListing(db, { type: "basic" })).id);
  const hidden = await insertListing(db, { type: "basic", status: "in_review" });
  // Positions deliberately differ from insertion order.
  await db.insert(collectionItems).values([
    { collectionId, listingId: hotelIds[0]!, position: 2 },
    { collectionId, listingId: hotelIds[1]!, position: 0 },
    { collectionId, listingId: hotelIds[2]!, position: 1 },
    { collectionId, listingId: hidden.id, position: 3 },
  ]);
});

afterAll(async () => {
  await database.close();
});

describe("listCollectionListings", () => {
  it("lists the collection's active listings in its own order", async () => {
    const page = await listCollectionListings({ db: database.db, collectionId });
    expect(page.items.map((item) => item.id)).toEqual([hotelIds[1], hotelIds[2], hotelIds[0]]);
    expect(page.total).toBe(3);
  });

  it("pages", async () => {
    const second = await listCollectionListings({ db: database.db, collectionId, page: 2, perPage: 2 });
    expect(second.items.map((item) => item.id)).toEqual([hotelIds[0]]);
    expect(second.lastPage).toBe(2);
  });

  it("is empty for a collection without items", async () => {
    const empty = await insertListing(database.db, { type: "collection" });
    const page = await listCollectionListings({ db: database.db, collectionId: empty.id });
    expect(page).toMatchObject({ items: [], total: 0, lastPage: 1 });
  });
});
