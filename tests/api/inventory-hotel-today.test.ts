import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnyContract } from "../../core/contracts/contract";
import { pathWithParams } from "../../core/contracts/contract";
import * as inventory from "../../core/contracts/inventory";
import { INVENTORY_MESSAGES } from "../../core/booking/inventory-changes";
import { bearer } from "../support/accounts";
import { createBusiness, type TestBusiness } from "../support/business-accounts";
import { createTestApp, TEST_NOW, type TestApp } from "../support/test-app";

/**
 * A hotel's calendar starts on the hotel's own day, in its time zone (its city's here): nights
 * before it are over and refused, tonight can still be set until the hotel's midnight.
 */
let testApp: TestApp;
let counter = 0;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

function call(contract: AnyContract, session: TestBusiness, input: { params?: Record<string, unknown>; query?: Record<string, string>; body?: object } = {}) {
  const query = input.query ? `?${new URLSearchParams(input.query).toString()}` : "";
  return testApp.app.inject({
    method: contract.method,
    url: `/api/v1${pathWithParams(contract.path, input.params)}${query}`,
    headers: bearer(session.token),
    ...(input.body === undefined ? {} : { payload: input.body }),
  });
}

type Response = Awaited<ReturnType<typeof call>>;

function ok<T>(response: Response): T {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

function fieldErrors(response: Response): Record<string, string[]> {
  expect(response.statusCode, response.body).toBe(422);
  return response.json<{ errors: Record<string, string[]> }>().errors;
}

/** A hotel in a city with one room type and rate plan: its calendar, and one night set with a price and rooms. */
async function hotelIn(city: string, country: string) {
  const title = `Casa ${city} ${Date.now().toString(36)}-${(counter += 1)}`;
  const business = await createBusiness(testApp, "hotel", { type: "property", title, city, country, priceFromCents: 40000 });
  const room = ok<{ data: { id: number } }>(await call(inventory.createRoomType, business, { body: { name: `${city} Room`, beds: "1 king bed", max_adults: 2 } })).data;
  const plan = ok<{ data: { id: number } }>(
    await call(inventory.createRatePlan, business, {
      params: { id: room.id },
      body: { name: "Room only", board: "room_only", free_cancellation_days: null, cancellation_charge_percent: 100, min_stay: 1, included_adults: 2 },
    }),
  ).data;
  return {
    today: async (month: string) => ok<{ today: string }>(await call(inventory.getInventoryCalendar, business, { query: { month } })).today,
    setNight: (night: string) => call(inventory.setInventoryRange, business, { body: { rate_plan_id: plan.id, from: night, to: night, price_cents: 21000, rooms_left: 2 } }),
  };
}

/** Runs `check` with the app's clock at `instant`, then puts it back at TEST_NOW. */
async function at(instant: string, check: () => Promise<void>) {
  const by = new Date(instant).getTime() - TEST_NOW.getTime();
  testApp.clock.advance(by);
  try {
    await check();
  } finally {
    testApp.clock.advance(-by);
  }
}

describe("the hotel's own today, in its time zone", () => {
  it("lets a hotel in Honolulu set tonight at 02:00 UTC, when its day has not turned yet (a hotel in Amalfi's has)", async () => {
    const honolulu = await hotelIn("Honolulu", "United States of America");
    const amalfi = await hotelIn("Amalfi", "Italy");
    await at("2026-06-02T02:00:00Z", async () => {
      // 16:00 on 1 June in Honolulu, 04:00 on 2 June in Amalfi.
      expect(await honolulu.today("2026-06")).toBe("2026-06-01");
      expect(ok<{ data: { nights: number; created: number } }>(await honolulu.setNight("2026-06-01")).data).toEqual({ nights: 1, created: 1 });
      expect(await amalfi.today("2026-06")).toBe("2026-06-02");
      expect(fieldErrors(await amalfi.setNight("2026-06-01"))).toEqual({ from: [INVENTORY_MESSAGES.pastDate] });
    });
  });

  it("refuses a hotel in Tokyo the night of 1 June at 23:00 UTC, already 2 June there, and takes 2 June", async () => {
    const tokyo = await hotelIn("Tokyo", "Japan");
    await at("2026-06-01T23:00:00Z", async () => {
      expect(await tokyo.today("2026-06")).toBe("2026-06-02");
      expect(fieldErrors(await tokyo.setNight("2026-06-01"))).toEqual({ from: [INVENTORY_MESSAGES.pastDate] });
      expect(ok<{ data: { nights: number; created: number } }>(await tokyo.setNight("2026-06-02")).data).toEqual({ nights: 1, created: 1 });
    });
  });
});
