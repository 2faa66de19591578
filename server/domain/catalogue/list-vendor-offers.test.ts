import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { createTestDatabase } from "../../../tests/support/test-database";
import { fixedClock } from "../../kernel/clock";
import { createCatalogueCache } from "./catalogue-cache";
import { insertListing } from "./catalogue-test-data";
import { getListing } from "./get-listing";
import { getListingRelations } from "./get-listing-relations";
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

  it("leaves out deals whose last day has passed and deals taken down, keeps one running to the end of today", async () => {
    const hotel = await insertListing(database.db, { type: "basic" });
    await offerOf(hotel.id, "2027-05-08");
    const endedYesterday = await offerOf(hotel.id, "2027-05-09");
    await offerOf(hotel.id, "2027-12-31", { status: "in_active" });
    const lastDay = await offerOf(hotel.id, "2027-05-10");
    const page = await listVendorOffers({ db: database.db, vendorId: hotel.id, now });
    expect(page.items.map((item) => item.id)).toEqual([lastDay.id]);
    expect(page.total).toBe(1);
    // Just before midnight UTC the deal ending yesterday was still running.
    const lastMoment = new Date("2027-05-09T23:59:59Z");
    const before = await listVendorOffers({ db: database.db, vendorId: hotel.id, now: lastMoment });
    expect(before.items.map((item) => item.id)).toEqual([lastDay.id, endedYesterday.id]);
  });

  it("lists exactly the deals whose own page does not call them expired", async () => {
    const hotel = await insertListing(database.db, { type: "property" });
    const offers = await Promise.all(["2027-05-09", "2027-05-10", "2027-05-11", null].map((validUntil) => offerOf(hotel.id, validUntil)));
    for (const moment of ["2027-05-10T00:00:00Z", "2027-05-10T00:00:01Z", "2027-05-10T12:00:00Z", "2027-05-10T23:59:59Z", "2027-05-11T00:00:01Z"]) {
      const at = new Date(moment);
      const listed = new Set((await listVendorOffers({ db: database.db, vendorId: hotel.id, now: at })).items.map((item) => item.id));
      for (const offer of offers) {
        const detail = await getListing({ db: database.db, by: { id: offer.id } });
        const relations = await getListingRelations({ db: database.db, listing: detail!, now: at });
        expect(relations.kind).toBe("offer");
        const isExpired = relations.kind === "offer" && relations.isExpired;
        expect(listed.has(offer.id), `${JSON.stringify(offer.details)} at ${moment}`).toBe(!isExpired);
      }
    }
  });

  it("reads through the catalogue cache, keyed by the day", async () => {
    const hotel = await insertListing(database.db, { type: "basic" });
    const clock = fixedClock(now);
    const cache = createCatalogueCache({ clock });
    const first = await listVendorOffers({ db: database.db, vendorId: hotel.id, now, cache });
    await offerOf(hotel.id, "2027-12-31");
    expect(await listVendorOffers({ db: database.db, vendorId: hotel.id, now, cache })).toBe(first);
    cache.invalidate();
    expect((await listVendorOffers({ db: database.db, vendorId: hotel.id, now, cache })).total).toBe(1);
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
