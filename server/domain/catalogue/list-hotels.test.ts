import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { createTestDatabase } from "../../../tests/support/test-database";
import { insertCover, insertListing } from "./catalogue-test-data";
import { listHotels } from "./list-hotels";

let database: DatabaseHandle;
let destinationId: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  destinationId = (await insertListing(db, { type: "destination" })).id;
  const brandId = (await insertListing(db, { type: "brand" })).id;
  ids.plain = (await insertListing(db, { type: "basic", destinationId, goodFor: ["honeymoon"] })).id;
  ids.spotlight = (await insertListing(db, { type: "property", destinationId, goodFor: ["anniversary"] })).id;
  ids.featured = (await insertListing(db, { type: "basic", destinationId, isFeatured: true, details: { brandId } })).id;
  ids.inReview = (await insertListing(db, { type: "basic", destinationId, status: "in_review", goodFor: ["honeymoon"] })).id;
  ids.otherBrand = (await insertListing(db, { type: "basic", details: { brandId: brandId + 1000 } })).id;
  ids.brandId = brandId;
  await insertCover(db, ids.spotlight, "spotlight");
});

afterAll(async () => {
  await database.close();
});

describe("listHotels", () => {
  it("puts Spotlight hotels first, then featured ones, then the rest, and skips inactive ones", async () => {
    const page = await listHotels({ db: database.db, destinationId });
    expect(page.items.map((item) => item.id)).toEqual([ids.spotlight, ids.featured, ids.plain]);
    expect(page.total).toBe(3);
    expect(page.items[0]?.image?.sizes.small).toBe("/media/test/spotlight/small.webp");
  });

  it("pages through the same order", async () => {
    const first = await listHotels({ db: database.db, destinationId, perPage: 2 });
    const second = await listHotels({ db: database.db, destinationId, perPage: 2, page: 2 });
    expect(first.lastPage).toBe(2);
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual([ids.spotlight, ids.featured, ids.plain]);
  });

  it("keeps only hotels good for an occasion", async () => {
    const page = await listHotels({ db: database.db, destinationId, occasion: "honeymoon" });
    expect(page.items.map((item) => item.id)).toEqual([ids.plain]);
    const everywhere = await listHotels({ db: database.db, occasion: "honeymoon", perPage: 500 });
    expect(everywhere.items.map((item) => item.id)).toContain(ids.plain);
    expect(everywhere.items.map((item) => item.id)).not.toContain(ids.inReview);
    expect(everywhere.items.every((item) => item.type === "basic" || item.type === "property")).toBe(true);
  });

  it("leaves one hotel out and filters by brand", async () => {
    const neighbours = await listHotels({ db: database.db, destinationId, excludeListingId: ids.spotlight });
    expect(neighbours.items.map((item) => item.id)).toEqual([ids.featured, ids.plain]);
    const brand = await listHotels({ db: database.db, brandId: ids.brandId });
    expect(brand.items.map((item) => item.id)).toEqual([ids.featured]);
  });

  it("treats a page below 1 as the first page", async () => {
    const page = await listHotels({ db: database.db, destinationId, page: 0 });
    expect(page.page).toBe(1);
    expect(page.items).toHaveLength(3);
  });
});
