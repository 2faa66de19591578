import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { createTestDatabase } from "../../../tests/support/test-database";
import { insertListing } from "./catalogue-test-data";
import { getListing } from "./get-listing";
import { getListingRelations } from "./get-listing-relations";

let database: DatabaseHandle;
const now = new Date("2025-06-15T12:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

async function relationsOf(slug: string, page = 1) {
  const listing = await getListing({ db: database.db, by: { slug } });
  if (!listing) throw new Error(`no listing ${slug}`);
  return getListingRelations({ db: database.db, listing, page, perPage: 2, now });
}

describe("getListingRelations", () => {
  it("gives a hotel its destination, brand, occasions and neighbours", async () => {
    const { db } = database;
    const destination = await insertListing(db, { type: "destination" });
    const brand = await insertListing(db, { type: "brand" });
    const hotel = await insertListing(db, {
      type: "basic",
      destinationId: destination.id,
      goodFor: ["proposal", "honeymoon", "not-an-occasion"],
      details: { brandId: brand.id, rooms: 24, checkIn: "15:00", checkOut: "" },
    });
    const neighbour = await insertListing(db, { type: "property", destinationId: destination.id });
    const relations = await relationsOf(hotel.slug);
    expect(relations).toMatchObject({
      kind: "hotel",
      facts: { rooms: 24, checkIn: "15:00", checkOut: null },
      destination: { id: destination.id, path: `/${destination.slug}` },
      brand: { id: brand.id },
      // In the fixed order of the occasions list, not the hotel's own order.
      occasions: [
        { slug: "honeymoon", name: "Honeymoon", path: "/occassions/honeymoon" },
        { slug: "proposal", name: "Proposal", path: "/occassions/proposal" },
      ],
    });
    if (relations.kind !== "hotel") throw new Error("not a hotel");
    expect(relations.nearby.map((item) => item.id)).toEqual([neighbour.id]);
  });

  it("falls back to hotels in the same country when a hotel has no destination", async () => {
    const { db } = database;
    const country = `Testland ${Date.now()}`;
    const hotel = await insertListing(db, { type: "basic", country, city: "A" });
    const sameCity = await insertListing(db, { type: "basic", country, city: "A" });
    const otherCity = await insertListing(db, { type: "basic", country, city: "B" });
    const relations = await relationsOf(hotel.slug);
    if (relations.kind !== "hotel") throw new Error("not a hotel");
    expect(relations.nearby.map((item) => item.id)).toEqual([sameCity.id, otherCity.id]);
  });

  it("pages through a destination's and a brand's hotels", async () => {
    const { db } = database;
    const destination = await insertListing(db, { type: "destination" });
    const brand = await insertListing(db, { type: "brand" });
    for (let index = 0; index < 3; index += 1) {
      await insertListing(db, { type: "basic", destinationId: destination.id, details: { brandId: brand.id } });
    }
    const second = await relationsOf(destination.slug, 2);
    expect(second).toMatchObject({ kind: "destination", hotels: { page: 2, total: 3, lastPage: 2 } });
    const brandPage = await relationsOf(brand.slug);
    expect(brandPage).toMatchObject({ kind: "brand", hotels: { total: 3 } });
  });

  it("reads an offer's terms, its hotel (with the address it typed) and whether it has lapsed", async () => {
    const { db } = database;
    const hotel = await insertListing(db, { type: "basic", details: { address: "Via dei Limoni 27, 84017 Positano, Italy" } });
    const current = await insertListing(db, {
      type: "offer",
      details: {
        discountPercent: 20,
        isUpTo: true,
        validFrom: "2025-01-01",
        validUntil: "2025-12-31",
        minimumNights: 2,
        perks: ["late checkout", 7],
        hotelId: hotel.id,
        terms: "Blackout dates apply.",
      },
    });
    const lapsed = await insertListing(db, { type: "offer", details: { validUntil: "2025-06-01", discountPercent: "junk" } });
    expect(await relationsOf(current.slug)).toMatchObject({
      kind: "offer",
      isExpired: false,
      terms: {
        discountPercent: 20,
        isUpTo: true,
        validFrom: "2025-01-01",
        validUntil: "2025-12-31",
        minimumNights: 2,
        perks: ["late checkout"],
        hotelId: hotel.id,
        terms: "Blackout dates apply.",
        pricedPerStay: false,
      },
      hotel: { id: hotel.id, details: { address: "Via dei Limoni 27, 84017 Positano, Italy" } },
    });
    // A marketplace post's deal is priced for the stay, as its form asked.
    const post = await insertListing(db, { type: "offer", details: { marketplacePostId: 7 } });
    expect(await relationsOf(post.slug)).toMatchObject({ kind: "offer", terms: { pricedPerStay: true } });
    expect(await relationsOf(lapsed.slug)).toMatchObject({
      kind: "offer",
      isExpired: true,
      terms: { discountPercent: null, isUpTo: false, perks: [], hotelId: null },
      hotel: null,
    });
  });

  it("numbers an itinerary's days, skips malformed ones and says how long it is", async () => {
    const { db } = database;
    const destination = await insertListing(db, { type: "destination" });
    const itinerary = await insertListing(db, {
      type: "itinerary",
      destinationId: destination.id,
      goodFor: ["honeymoon"],
      details: {
        days: 3,
        nights: 2,
        lengthLabel: "nights",
        priceNote: "per couple",
        plan: [{ day: 1, title: "Porto", description: "Arrive." }, { nope: true }, { title: "Douro" }],
      },
    });
    expect(await relationsOf(itinerary.slug)).toEqual({
      kind: "itinerary",
      destination: expect.objectContaining({ id: destination.id }),
      occasions: [{ slug: "honeymoon", name: "Honeymoon", path: "/occassions/honeymoon" }],
      plan: {
        days: [
          { day: 1, title: "Porto", description: "Arrive." },
          { day: 2, title: "Douro", description: "" },
        ],
        lengthLabel: "2 nights",
        priceNote: "per couple",
      },
    });
  });

  it("reads a destination's best time and highlights, and a brand's facts", async () => {
    const { db } = database;
    const destination = await insertListing(db, {
      type: "destination",
      details: { bestTime: "May to October", highlights: ["a caldera cruise", ""] },
    });
    const brand = await insertListing(db, {
      type: "brand",
      details: { founded: 1987, headquarters: "Lisbon", regions: ["Europe"] },
    });
    expect(await relationsOf(destination.slug)).toMatchObject({
      kind: "destination",
      facts: { bestTime: "May to October", highlights: ["a caldera cruise"] },
    });
    expect(await relationsOf(brand.slug)).toMatchObject({
      kind: "brand",
      facts: { founded: 1987, headquarters: "Lisbon", regions: ["Europe"] },
    });
  });
});
