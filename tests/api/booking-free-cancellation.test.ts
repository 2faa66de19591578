import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { stayNights } from "../../core/booking/stay-dates";
import { inventoryNights, ratePlans, roomTypes } from "../../server/db/schema/inventory";
import { insertListing } from "../../server/domain/catalogue/catalogue-test-data";
import { createTestApp } from "../support/test-app";

/**
 * "Free cancellation" is promised only while it can still be had: a rate free until 7 days before
 * arrival is non-refundable for a stay that starts in 4 days (the test clock says 2026-06-01).
 */
const testApp = await createTestApp();
const db = testApp.services.db;
afterAll(async () => {
  await testApp.close();
});

const suffix = randomBytes(3).toString("hex");
const CITY = `Porto Quieto ${suffix}`;
const CITY_ID = `porto-quieto-${suffix}`;
const now = testApp.clock.now();
const hotel = await insertListing(db, { type: "basic", title: `Casa Quieta ${suffix}`, city: CITY, country: "Italy" });
const [room] = await db.insert(roomTypes).values({ listingId: hotel.id, name: "Garden Double", beds: "1 queen bed", maxAdults: 2, createdAt: now, updatedAt: now }).returning();
const [plan] = await db
  .insert(ratePlans)
  .values({ roomTypeId: room!.id, listingId: hotel.id, name: "Flexible", board: "breakfast", freeCancellationDays: 7, cancellationChargePercent: 100, createdAt: now, updatedAt: now })
  .returning();
await db.insert(inventoryNights).values(stayNights("2026-06-01", "2026-07-01").map((night) => ({ ratePlanId: plan!.id, listingId: hotel.id, night, priceCents: 20_000, roomsLeft: 3 })));
await testApp.services.search.settled();

async function get(url: string) {
  const response = await testApp.app.inject({ method: "GET", url: `/api/v1/booking/${url}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Record<string, unknown>>();
}

type Card = { free_cancellation: boolean; cheapest: { free_cancellation: boolean } };
type Rate = { cancellation: { refundable: boolean; summary: string } };

describe("free cancellation, as of now", () => {
  it("is promised for a stay far enough ahead", async () => {
    const page = await get(`availabilityresult?location=${CITY_ID}&checkin=2026-06-20&checkout=2026-06-22`);
    expect((page.data as Card[])[0]).toMatchObject({ free_cancellation: true, cheapest: { free_cancellation: true } });
    const free = await get(`availabilityresult?location=${CITY_ID}&checkin=2026-06-20&checkout=2026-06-22&free_cancellation=1`);
    expect((free.data as Card[]).length).toBe(1);
    const rooms = await get(`roomsandrate?hotel=${hotel.id}&checkin=2026-06-20&checkout=2026-06-22`);
    expect((rooms.rates as Rate[])[0]!.cancellation).toMatchObject({ refundable: true, summary: "Free cancellation until 23:59 on Sat 13 Jun 2026 (hotel time)" });
  });

  it("is not, once the free period's last day is over, in the list, the filter and the rooms", async () => {
    const page = await get(`availabilityresult?location=${CITY_ID}&checkin=2026-06-05&checkout=2026-06-07`);
    expect((page.data as Card[])[0]).toMatchObject({ free_cancellation: false, cheapest: { free_cancellation: false } });
    const free = await get(`availabilityresult?location=${CITY_ID}&checkin=2026-06-05&checkout=2026-06-07&free_cancellation=1`);
    expect(free.data).toEqual([]);
    const rooms = await get(`roomsandrate?hotel=${hotel.id}&checkin=2026-06-05&checkout=2026-06-07`);
    expect((rooms.rates as Rate[])[0]!.cancellation).toMatchObject({ refundable: false, summary: "Non-refundable" });
  });
});
