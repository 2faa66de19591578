import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../../db/client";
import { listings } from "../../db/schema/catalogue";
import { pageMetadata } from "../../db/schema/content";
import { fixedClock } from "../../kernel/clock";
import { createCatalogueCache } from "./catalogue-cache";
import { getListing } from "./get-listing";
import { getListingRelations } from "./get-listing-relations";
import { getPageHead } from "./get-page-head";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const now = new Date("2026-06-01T12:00:00Z");

describe("page reads through the catalogue cache", () => {
  it("serves a path's metadata from memory until the cache is invalidated", async () => {
    const { db } = database;
    const cache = createCatalogueCache({ clock: fixedClock(now) });
    const read = () => getPageHead({ db, path: "/japan", origin: "http://x.test", productName: "Amora", cache });
    const first = await read();
    await db.update(pageMetadata).set({ title: "Changed title" }).where(eq(pageMetadata.path, "/japan"));
    expect((await read()).title).toBe(first.title);
    cache.invalidate();
    expect((await read()).title).toBe("Changed title");
  });

  it("serves a hotel's related listings from memory until the cache is invalidated", async () => {
    const { db } = database;
    const cache = createCatalogueCache({ clock: fixedClock(now) });
    const listing = await getListing({ db, by: { slug: "villa-rosa-amalfi" } });
    if (!listing) throw new Error("the demo catalogue has Villa Rosa Amalfi");
    const read = () => getListingRelations({ db, listing, now, cache });
    const first = await read();
    if (first.kind !== "hotel") throw new Error(`expected hotel relations, got ${first.kind}`);
    const [nearby] = first.nearby;
    if (!nearby) throw new Error("Villa Rosa Amalfi has nearby hotels in the demo catalogue");
    await db.update(listings).set({ status: "in_active" }).where(eq(listings.id, nearby.id));
    expect(await read()).toEqual(first);
    cache.invalidate();
    const fresh = await read();
    if (fresh.kind !== "hotel") throw new Error("expected hotel relations");
    expect(fresh.nearby.map((hotel) => hotel.id)).not.toContain(nearby.id);
  });
});
