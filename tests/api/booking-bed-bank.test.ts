import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { hotelSuppliers } from "../../server/db/schema/inventory";
import { insertListing } from "../../server/domain/catalogue/catalogue-test-data";
import { startFakeLiteApi } from "../support/fake-liteapi";
import { createTestApp, TEST_NOW } from "../support/test-app";

/**
 * A hotel the bed bank supplies (decision 030): `hotel_suppliers` gives it to "liteapi", the app
 * runs with LITEAPI_API_KEY and LITEAPI_BASE_URL pointing at the local fake LiteAPI, and the same
 * calls that search Amora's own inventory find it, price it and list its rooms.
 */
const fake = await startFakeLiteApi({ now: () => TEST_NOW });
const testApp = await createTestApp(fake.environment, { captureLogs: true });
afterAll(async () => {
  await testApp.close();
  await fake.close();
});

const suffix = randomBytes(3).toString("hex");
const CITY = `Rive Claire ${suffix}`;
const CITY_ID = `rive-claire-${suffix}`;
const STAY = "checkin=2026-07-10&checkout=2026-07-13";

const hotel = await insertListing(testApp.services.db, { type: "basic", title: `Maison des Amants ${suffix}`, city: CITY, country: "France" });
await testApp.services.db.insert(hotelSuppliers).values({ listingId: hotel.id, supplier: "liteapi", supplierHotelId: fake.hotels.paris });
await testApp.services.search.settled();

async function get(url: string) {
  const response = await testApp.app.inject({ method: "GET", url: `/api/v1/booking/${url}` });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

type Hotel = { id: number; total_cents: number; per_night_cents: number; free_cancellation: boolean; cheapest: { rate_key: string; board: string; room_name: string } };

describe("a bed bank's hotel through the booking calls", () => {
  it("availabilityresult finds it through the bed bank, priced in cents", async () => {
    const { status, body } = await get(`availabilityresult?location=${encodeURIComponent(CITY_ID)}&${STAY}`);
    expect(status, testApp.logLines.filter((line) => line.includes("rror")).join("\n").slice(0, 3000)).toBe(200);
    const data = body.data as Hotel[];
    expect(data.map((found) => found.id)).toEqual([hotel.id]);
    // The fake's cheapest Paris room: $180 a night with its 10% tax, and a $5 city tax a night.
    expect(data[0]).toMatchObject({ total_cents: 3 * 18_000 + 3 * 500, per_night_cents: 16_364, free_cancellation: true });
    expect(data[0]!.cheapest.room_name).toBe("Deluxe King Room");
    expect(fake.requests.some((request) => request.path.endsWith("/hotels/rates") && request.apiKey === fake.apiKey)).toBe(true);
  });

  it("roomsandrate lists the bed bank's rooms with their policies in words", async () => {
    const { status, body } = await get(`roomsandrate?hotel=${hotel.id}&${STAY}`);
    expect(status, JSON.stringify(body)).toBe(200);
    const rates = body.rates as { room_name: string; board: string; cancellation: { refundable: boolean; summary: string; deadline: string | null } }[];
    expect(rates.map((rate) => rate.room_name)).toEqual(expect.arrayContaining(["Deluxe King Room", "Suite with Terrace"]));
    expect(rates.find((rate) => rate.room_name === "Suite with Terrace")!.cancellation).toMatchObject({ refundable: false, summary: "Non-refundable" });
    // Free until three days before arrival, to the end of that day in Paris (CEST, UTC+2).
    expect(rates.find((rate) => rate.board === "room_only")!.cancellation).toMatchObject({
      refundable: true,
      deadline: "2026-07-06T21:59:59.000Z",
      summary: "Free cancellation until 23:59 on Mon 6 Jul 2026 (hotel time)",
    });
  });

  it("a bed bank that fails leaves its hotels out and the search answers", async () => {
    fake.failNext("server_error", 4);
    const { status, body } = await get(`availabilityresult?location=${encodeURIComponent(CITY_ID)}&${STAY}`);
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
    expect(testApp.logLines.some((line) => line.includes("hotel supplier failed"))).toBe(true);
  });

  it("a sold-out bed bank hotel drops out of the search", async () => {
    fake.sellOut(fake.hotels.paris);
    try {
      const { status, body } = await get(`availabilityresult?location=${encodeURIComponent(CITY_ID)}&${STAY}`);
      expect(status).toBe(200);
      expect(body.data).toEqual([]);
    } finally {
      fake.sellOut(fake.hotels.paris, false);
    }
  });
});
