import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { createTestDatabase } from "../../../tests/support/test-database";
import { insertListing } from "./catalogue-test-data";
import { getMarketplaceVendor } from "./get-marketplace-vendor";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe("getMarketplaceVendor", () => {
  it("finds an active hotel of either kind by its slug, and by its numeric id", async () => {
    const basic = await insertListing(database.db, { type: "basic", city: "Ravello", country: "Italy" });
    const property = await insertListing(database.db, { type: "property" });
    expect(await getMarketplaceVendor({ db: database.db, id: basic.slug })).toMatchObject({
      id: basic.id,
      slug: basic.slug,
      title: basic.title,
      city: "Ravello",
      country: "Italy",
    });
    expect(await getMarketplaceVendor({ db: database.db, id: property.slug })).toMatchObject({ id: property.id });
    expect(await getMarketplaceVendor({ db: database.db, id: String(basic.id) })).toMatchObject({ id: basic.id, slug: basic.slug });
  });

  it("prefers a hotel whose slug is all digits over the listing with that id", async () => {
    const byId = await insertListing(database.db, { type: "basic" });
    const digits = await insertListing(database.db, { type: "basic", slug: String(byId.id) });
    expect(await getMarketplaceVendor({ db: database.db, id: String(byId.id) })).toMatchObject({ id: digits.id });
  });

  it("finds nothing for an unknown slug or id, a listing that is not a hotel, or a hotel taken down", async () => {
    const offer = await insertListing(database.db, { type: "offer" });
    const destination = await insertListing(database.db, { type: "destination" });
    const hidden = await insertListing(database.db, { type: "basic", status: "in_active" });
    const unknown = [
      `no-such-hotel-${randomBytes(4).toString("hex")}`,
      "999999999",
      "0",
      "-1",
      offer.slug,
      String(offer.id),
      destination.slug,
      hidden.slug,
      String(hidden.id),
    ];
    for (const id of unknown) expect(await getMarketplaceVendor({ db: database.db, id }), id).toBeNull();
  });
});
