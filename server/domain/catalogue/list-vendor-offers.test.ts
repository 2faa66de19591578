import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { createTestDatabase } from "../../../tests/support/test-database";
import { insertListing } from "./catalogue-test-data";
import { listVendorOffers } from "./list-vendor-offers";

let database: DatabaseHandle;
const now = new Date("2027-05-10T12:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

async function offerOf(hotelId: number, validUntil: string | null, values: { status?: "active" | "in_active"; publishedAt?: Date } = {}) {
  return insertListing(database.db, {
    type: "offer",
    details: validUntil === null ? { hotelId } : { hotelId, validUntil },
    status: values.status ?? "active",
    publishedAt: values.publishedAt ?? new Date("2027-01-01T00:00:00Z"),
  });
}

describe("listVendorOffers", () => {
  it("lists a hotel's running deals, newest first, and no one else's", async () => {
    const hotel = await insertListing(database.db, { type: "basic" });
    const other = await insertListing(database.db, { type: "property" });
    const older = await offerOf(hotel.id, "2027-12-31", { publishedAt: new Date("2027-02-01T00:00:00Z") });
    const newer = await offerOf(hotel.id, null, { publishedAt: new Date("2027-03-01T00:00:00Z") });
    await offerOf(other.id, "2027-12-31");
    const page = await listVendorOffers({ db: database.db, vendorId: hotel.id, now });
    expect(page.items.map((item) => item.id)).toEqual([newer.id, older.id]);
    expect(page).toMatchObject({ total: 2, page: 1, lastPage: 1 });
  });

  it("leaves out deals that ended before yesterday and deals taken down, keeps one ending today or yesterday", async () => {
    const hotel = await insertListing(database.db, { type: "basic" });
    await offerOf(hotel.id, "2027-05-08");
    await offerOf(hotel.id, "2027-12-31", { status: "in_active" });
    const lastDay = await offerOf(hotel.id, "2027-05-09");
    const page = await listVendorOffers({ db: database.db, vendorId: hotel.id, now });
    expect(page.items.map((item) => item.id)).toEqual([lastDay.id]);
  });

  it("pages through many deals, and answers an empty page for a hotel without any", async () => {
    const hotel = await insertListing(database.db, { type: "basic" });
    for (let index = 0; index < 5; index += 1) {
      await offerOf(hotel.id, "2027-12-31", { publishedAt: new Date(Date.UTC(2027, 0, 1 + index)) });
    }
    const second = await listVendorOffers({ db: database.db, vendorId: hotel.id, now, page: 2, perPage: 2 });
    expect(second).toMatchObject({ total: 5, page: 2, perPage: 2, lastPage: 3 });
    expect(second.items).toHaveLength(2);
    const lonely = await insertListing(database.db, { type: "basic" });
    expect(await listVendorOffers({ db: database.db, vendorId: lonely.id, now })).toMatchObject({ items: [], total: 0, lastPage: 1 });
  });
});
