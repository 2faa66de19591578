import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InventoryNight } from "../../../core/booking/stay-price";
import { MAX_NIGHT_PRICE_CENTS, MAX_ROOMS_LEFT } from "../../../core/booking/inventory-changes";
import { createTestDatabase } from "../../../tests/support/test-database";
import type { Database, DatabaseHandle } from "../../db/client";
import { inventoryNights, ratePlans, roomTypes } from "../../db/schema/inventory";
import { fixedClock } from "../../kernel/clock";
import { insertListing } from "../catalogue/catalogue-test-data";
import { dayOf, epochDay, nightsOf, readNightSpans, type NightSpan } from "./inventory-nights";
import { BLOCK_DAYS, createNightsStore } from "./inventory-nights-store";

let database: DatabaseHandle;
let db: Database;
/** Queries run through `counted`, the database the stores below read. */
let queries = 0;
let counted: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  counted = new Proxy(db, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (property !== "execute" || typeof value !== "function") return value;
      return (...args: unknown[]) => {
        queries++;
        return (value as (...args: unknown[]) => unknown).apply(target, args);
      };
    },
  });
});
afterAll(async () => {
  await database.close();
});

const AT = new Date("2026-09-01T00:00:00Z");
/** Two days before a block starts: a four-day stay from here reads two blocks. */
const BLOCK_START = Math.ceil(epochDay("2027-05-01") / BLOCK_DAYS) * BLOCK_DAYS;
const FIRST = BLOCK_START - 2;
const days = (from: number, count: number) => Array.from({ length: count }, (_, index) => dayOf(from + index));

type NightInput = { day: number; priceCents: number; roomsLeft?: number; stopSell?: boolean; closedToArrival?: boolean; closedToDeparture?: boolean; minStay?: number | null };

/** A hotel with one room type, two rate plans and these nights on each plan (the second's a holiday-season variant). */
async function hotelWithNights(nights: NightInput[]): Promise<{ listingId: number; planIds: number[] }> {
  const hotel = await insertListing(db, { type: "basic", priceFromCents: 20_000, category: "boutique hotel" });
  const [room] = await db.insert(roomTypes).values({ listingId: hotel.id, name: "Garden Suite", beds: "1 king bed", maxAdults: 2, createdAt: AT, updatedAt: AT }).returning();
  const planIds: number[] = [];
  for (const name of ["Flexible rate", "Breakfast included"]) {
    const [plan] = await db
      .insert(ratePlans)
      .values({ roomTypeId: room!.id, listingId: hotel.id, name, board: "room_only", freeCancellationDays: 3, createdAt: AT, updatedAt: AT })
      .returning();
    planIds.push(plan!.id);
    await db.insert(inventoryNights).values(
      nights.map(({ day, priceCents, roomsLeft = 3, stopSell = false, closedToArrival = false, closedToDeparture = false, minStay = null }) => ({
        ratePlanId: plan!.id,
        listingId: hotel.id,
        night: dayOf(day),
        priceCents: priceCents + planIds.length,
        roomsLeft,
        stopSell,
        closedToArrival,
        closedToDeparture,
        minStay,
      })),
    );
  }
  return { listingId: hotel.id, planIds };
}

/** What pricing would read of the spans for `count` days from `from`, by plan. */
function read(spans: NightSpan[], from: number, count: number): Record<number, InventoryNight[]> {
  const byPlan = [...spans].sort((a, b) => a.ratePlanId - b.ratePlanId).map((span) => [span.ratePlanId, nightsOf(span, from, days(from, count))] as const);
  return Object.fromEntries(byPlan);
}

const setPrice = (planId: number, day: number, priceCents: number) =>
  db
    .update(inventoryNights)
    .set({ priceCents })
    .where(and(eq(inventoryNights.ratePlanId, planId), eq(inventoryNights.night, dayOf(day))));

describe("the nights store", () => {
  it("gives what the table holds, across two blocks, with every restriction, the largest price and rooms left, and days without a night left out", async () => {
    const hotel = await hotelWithNights([
      { day: FIRST, priceCents: 18_000, minStay: 2 },
      { day: FIRST + 1, priceCents: MAX_NIGHT_PRICE_CENTS - 2, roomsLeft: MAX_ROOMS_LEFT, closedToArrival: true },
      // FIRST + 2 (the second block's first day) has no night.
      { day: FIRST + 3, priceCents: 19_500, roomsLeft: 0, stopSell: true, closedToDeparture: true, minStay: 365 },
    ]);
    const store = createNightsStore({ db: counted, clock: fixedClock(AT) });
    const fresh = read(await readNightSpans(db, { listingIds: [hotel.listingId] }, FIRST, FIRST + 3), FIRST, 4);
    expect(read(await store.read([hotel.listingId], FIRST, FIRST + 3), FIRST, 4)).toEqual(fresh);
    expect(fresh[hotel.planIds[0]!]).toEqual([
      { night: dayOf(FIRST), priceCents: 18_001, roomsLeft: 3, stopSell: false, closedToArrival: false, closedToDeparture: false, minStay: 2 },
      { night: dayOf(FIRST + 1), priceCents: MAX_NIGHT_PRICE_CENTS - 1, roomsLeft: MAX_ROOMS_LEFT, stopSell: false, closedToArrival: true, closedToDeparture: false, minStay: null },
      { night: dayOf(FIRST + 3), priceCents: 19_501, roomsLeft: 0, stopSell: true, closedToArrival: false, closedToDeparture: true, minStay: 365 },
    ]);
    expect(fresh[hotel.planIds[1]!]?.[1]?.priceCents).toBe(MAX_NIGHT_PRICE_CENTS);
    // One block only, and the other one alone: the same nights.
    expect(read(await store.read([hotel.listingId], FIRST + 2, FIRST + 3), FIRST + 2, 2)).toEqual(read(await readNightSpans(db, { listingIds: [hotel.listingId] }, FIRST + 2, FIRST + 3), FIRST + 2, 2));
    expect(read(await store.read([hotel.listingId], FIRST, FIRST + 1), FIRST, 2)).toEqual(read(await readNightSpans(db, { listingIds: [hotel.listingId] }, FIRST, FIRST + 1), FIRST, 2));
  });

  it("reads the table once for a search's hotels, keeps the nights until invalidated or expired, and shares a load between concurrent searches", async () => {
    const first = await hotelWithNights([{ day: FIRST, priceCents: 20_000 }]);
    const second = await hotelWithNights([{ day: FIRST, priceCents: 21_000 }]);
    const clock = fixedClock(AT);
    const store = createNightsStore({ db: counted, clock, ttlMs: 60_000 });
    const ids = [first.listingId, second.listingId];

    queries = 0;
    const [one, two] = await Promise.all([store.read(ids, FIRST, FIRST + 3), store.read(ids, FIRST, FIRST + 3)]);
    expect(queries).toBe(1);
    expect(read(one, FIRST, 1)).toEqual(read(two, FIRST, 1));
    expect(store.size).toBe(4);

    // Kept: a change the store was not told of does not show, and no query runs.
    await setPrice(first.planIds[0]!, FIRST, 25_000);
    queries = 0;
    expect(read(await store.read(ids, FIRST, FIRST + 3), FIRST, 1)[first.planIds[0]!]?.[0]?.priceCents).toBe(20_001);
    expect(queries).toBe(0);

    // Told: the next search reads the change.
    store.invalidate();
    expect(store.size).toBe(0);
    expect(read(await store.read(ids, FIRST, FIRST + 3), FIRST, 1)[first.planIds[0]!]?.[0]?.priceCents).toBe(25_000);

    // Expired: read again after the TTL.
    await setPrice(first.planIds[0]!, FIRST, 26_000);
    clock.advance(60_001);
    expect(read(await store.read(ids, FIRST, FIRST + 3), FIRST, 1)[first.planIds[0]!]?.[0]?.priceCents).toBe(26_000);
  });

  it("does not keep what a load read before an inventory change made during it", async () => {
    const hotel = await hotelWithNights([{ day: FIRST, priceCents: 30_000 }]);
    const store = createNightsStore({ db: counted, clock: fixedClock(AT) });
    const running = store.read([hotel.listingId], FIRST, FIRST + 1);
    store.invalidate();
    await setPrice(hotel.planIds[0]!, FIRST, 31_000);
    await running;
    expect(read(await store.read([hotel.listingId], FIRST, FIRST + 1), FIRST, 1)[hotel.planIds[0]!]?.[0]?.priceCents).toBe(31_000);
  });

  it("holds at most maxBlocks, least recently used first out, and still answers every hotel", async () => {
    const hotels = [];
    for (const priceCents of [10_000, 11_000, 12_000]) hotels.push(await hotelWithNights([{ day: FIRST, priceCents }]));
    const store = createNightsStore({ db: counted, clock: fixedClock(AT), maxBlocks: 2 });
    const ids = hotels.map((hotel) => hotel.listingId);
    const spans = await store.read(ids, FIRST, FIRST + 1);
    expect(store.size).toBeLessThanOrEqual(2);
    expect(Object.values(read(spans, FIRST, 1)).map((nights) => nights[0]?.priceCents)).toEqual([10_001, 10_002, 11_001, 11_002, 12_001, 12_002]);
  });
});
