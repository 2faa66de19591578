import { and, asc, eq, gte, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lowestFromPrice } from "../../../core/booking/from-price";
import { createTestDatabase } from "../../../tests/support/test-database";
import type { Database, DatabaseHandle } from "../../db/client";
import { listings } from "../../db/schema/catalogue";
import { inventoryNights, ratePlans, roomTypes } from "../../db/schema/inventory";
import { fixedClock } from "../../kernel/clock";
import { createCatalogueCache } from "../catalogue/catalogue-cache";
import { insertListing } from "../catalogue/catalogue-test-data";
import { refreshFromPrices } from "./from-price";

let database: DatabaseHandle;
let db: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(async () => {
  await database.close();
});

const TODAY = "2027-03-10";
const AT = new Date("2026-09-01T00:00:00Z");

type Night = { night: string; priceCents: number; roomsLeft?: number; stopSell?: boolean };

/** A hotel with one room type and one rate plan, and these nights on it. */
async function hotelWithNights(priceFromCents: number | null, nights: Night[]): Promise<number> {
  const hotel = await insertListing(db, { type: "basic", priceFromCents, category: "boutique hotel" });
  const [room] = await db
    .insert(roomTypes)
    .values({ listingId: hotel.id, name: "Classic Queen Room", beds: "1 queen bed", maxAdults: 2, createdAt: AT, updatedAt: AT })
    .returning();
  const [plan] = await db
    .insert(ratePlans)
    .values({ roomTypeId: room!.id, listingId: hotel.id, name: "Flexible rate", board: "room_only", freeCancellationDays: 3, createdAt: AT, updatedAt: AT })
    .returning();
  if (nights.length > 0) {
    await db.insert(inventoryNights).values(
      nights.map(({ night, priceCents, roomsLeft = 3, stopSell = false }) => ({ ratePlanId: plan!.id, listingId: hotel.id, night, priceCents, roomsLeft, stopSell })),
    );
  }
  return hotel.id;
}

async function priceOf(id: number): Promise<number | null> {
  const [row] = await db.select({ price: listings.priceFromCents }).from(listings).where(eq(listings.id, id));
  return row?.price ?? null;
}

describe("refreshFromPrices", () => {
  it("takes the lowest night on sale, ignoring sold-out, stop-sell, past and too-far nights", async () => {
    const id = await hotelWithNights(50_000, [
      { night: "2027-03-09", priceCents: 9_000 }, // yesterday
      { night: "2027-03-10", priceCents: 31_000 },
      { night: "2027-03-11", priceCents: 10_000, roomsLeft: 0 },
      { night: "2027-03-12", priceCents: 11_000, stopSell: true },
      { night: "2027-04-02", priceCents: 29_500 },
      { night: "2027-09-09", priceCents: 29_000 }, // the window's last night
      { night: "2027-09-10", priceCents: 12_000 }, // six months on: outside
    ]);
    expect(await refreshFromPrices(db, [id], TODAY)).toEqual([id]);
    expect(await priceOf(id)).toBe(29_000);
  });

  it("counts today's night and agrees with lowestFromPrice", async () => {
    const nights: Night[] = [
      { night: "2027-03-10", priceCents: 18_800 },
      { night: "2027-03-11", priceCents: 18_700, roomsLeft: 0 },
      { night: "2027-05-01", priceCents: 19_900, stopSell: true },
      { night: "2027-06-15", priceCents: 21_000 },
    ];
    const id = await hotelWithNights(40_000, nights);
    await refreshFromPrices(db, [id], TODAY);
    const expected = lowestFromPrice(nights.map((night) => ({ roomsLeft: 3, stopSell: false, ...night })), { today: TODAY });
    expect(expected).toBe(18_800);
    expect(await priceOf(id)).toBe(expected);
  });

  it("leaves hotels without inventory, or with nothing on sale, as they are", async () => {
    const withoutInventory = await hotelWithNights(27_500, []);
    const noNights = await hotelWithNights(null, []);
    const soldOut = await hotelWithNights(33_000, [
      { night: "2027-03-15", priceCents: 20_000, roomsLeft: 0 },
      { night: "2027-03-16", priceCents: 20_000, stopSell: true },
      { night: "2027-03-01", priceCents: 15_000 },
    ]);
    const changed = await refreshFromPrices(db, "all", TODAY);
    expect(changed).not.toContain(withoutInventory);
    expect(changed).not.toContain(noNights);
    expect(changed).not.toContain(soldOut);
    expect(await priceOf(withoutInventory)).toBe(27_500);
    expect(await priceOf(noNights)).toBeNull();
    expect(await priceOf(soldOut)).toBe(33_000);
  });

  it("touches only the hotels it is given, and only hotels", async () => {
    const mine = await hotelWithNights(40_000, [{ night: "2027-04-01", priceCents: 35_000 }]);
    const other = await hotelWithNights(40_000, [{ night: "2027-04-01", priceCents: 25_000 }]);
    expect(await refreshFromPrices(db, [mine], TODAY)).toEqual([mine]);
    expect(await priceOf(other)).toBe(40_000);
    expect(await refreshFromPrices(db, [], TODAY)).toEqual([]);

    // Nights hung on a listing that is not a hotel never give it a From price.
    const offer = await insertListing(db, { type: "offer", priceFromCents: 99_000 });
    const [plan] = await db.select({ id: ratePlans.id }).from(ratePlans).where(eq(ratePlans.listingId, other));
    await db.insert(inventoryNights).values({ ratePlanId: plan!.id, listingId: offer.id, night: "2027-04-05", priceCents: 100, roomsLeft: 2 });
    const changed = await refreshFromPrices(db, [offer.id, other], TODAY);
    expect(changed).toEqual([other]);
    expect(await priceOf(offer.id)).toBe(99_000);
    expect(await priceOf(other)).toBe(25_000);
  });

  it("reports no change the second time, and clears the catalogue cache only on a change", async () => {
    const id = await hotelWithNights(40_000, [{ night: "2027-03-20", priceCents: 36_600 }]);
    const cache = createCatalogueCache({ clock: fixedClock(AT) });
    const before = cache.generation;
    expect(await refreshFromPrices(db, [id], TODAY, { catalogueCache: cache })).toEqual([id]);
    expect(cache.generation).toBe(before + 1);
    expect(await refreshFromPrices(db, [id], TODAY, { catalogueCache: cache })).toEqual([]);
    expect(cache.generation).toBe(before + 1);
  });

  it("gives every seeded hotel what lowestFromPrice gives from its nights, at a month's end", async () => {
    const [first] = await db.select({ night: sql<string>`min(${inventoryNights.night})` }).from(inventoryNights);
    expect(first?.night).toBeTruthy();
    // The end of the month after the seed's first night: the window ends on a month's last day too.
    const [{ today } = { today: "" }] = (
      (await db.execute(sql`select to_char((date_trunc('month', ${first!.night}::date) + interval '2 months - 1 day')::date, 'YYYY-MM-DD') as today`)) as unknown as {
        rows: { today: string }[];
      }
    ).rows;
    const hotels = await db
      .select({ id: listings.id })
      .from(listings)
      // The demo hotels: the fixtures above (slugs "test-...") are checked one by one.
      .where(and(inArray(listings.type, ["basic", "property"]), sql`${listings.slug} not like 'test-%'`))
      .orderBy(asc(listings.id));
    expect(hotels.length).toBeGreaterThan(300);

    const changed = await refreshFromPrices(db, "all", today);
    expect(changed.length).toBeGreaterThan(0);

    const nights = await db
      .select({
        listingId: inventoryNights.listingId,
        night: inventoryNights.night,
        priceCents: inventoryNights.priceCents,
        roomsLeft: inventoryNights.roomsLeft,
        stopSell: inventoryNights.stopSell,
      })
      .from(inventoryNights)
      .where(and(inArray(inventoryNights.listingId, hotels.map((hotel) => hotel.id)), gte(inventoryNights.night, today)));
    const byHotel = new Map<number, typeof nights>();
    for (const night of nights) {
      const list = byHotel.get(night.listingId) ?? [];
      list.push(night);
      byHotel.set(night.listingId, list);
    }
    const prices = await db
      .select({ id: listings.id, price: listings.priceFromCents })
      .from(listings)
      .where(inArray(listings.id, hotels.map((hotel) => hotel.id)));
    for (const { id, price } of prices) {
      expect({ id, price }).toEqual({ id, price: lowestFromPrice(byHotel.get(id) ?? [], { today }) });
    }
  });
});
