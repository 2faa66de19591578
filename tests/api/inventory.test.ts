import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnyContract } from "../../core/contracts/contract";
import { pathWithParams } from "../../core/contracts/contract";
import * as inventory from "../../core/contracts/inventory";
import { INVENTORY_MESSAGES } from "../../core/booking/inventory-changes";
import { BUSINESS_NOT_ACTIVE, NOT_A_BUSINESS } from "../../server/domain/deals/business-account-of";
import { listings } from "../../server/db/schema/catalogue";
import { createCatalogueCache } from "../../server/domain/catalogue/catalogue-cache";
import { createNightsStore } from "../../server/domain/booking/inventory-nights-store";
import { appSuppliers } from "../../server/domain/booking/supplier-registry";
import { searchAvailability } from "../../server/domain/booking/search-availability";
import { openSearchEngineFor } from "../../server/domain/search/search-engine";
import { fixedClock } from "../../server/kernel/clock";
import { TEST_NOW } from "../support/test-now";
import { inventoryNights } from "../../server/db/schema/inventory";
import { bearer, signInWithCode } from "../support/accounts";
import { createBusiness, type TestBusiness } from "../support/business-accounts";
import { createTestApp, type TestApp } from "../support/test-app";
import { expectErrorShape } from "./api-routes";

let testApp: TestApp;
let counter = 0;
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${(counter += 1)}`;

type Session = { token: string } | null;

/** A call by its contract; a FormData body is sent as multipart/form-data (the photo upload). */
async function call(contract: AnyContract, session: Session, input: { params?: Record<string, unknown>; query?: Record<string, string>; body?: unknown } = {}) {
  const query = input.query ? `?${new URLSearchParams(input.query).toString()}` : "";
  const headers: Record<string, string> = session ? bearer(session.token) : {};
  let payload: object | Buffer | undefined = input.body as object | undefined;
  if (input.body instanceof FormData) {
    const form = new Request("http://localhost/", { method: "POST", body: input.body });
    headers["content-type"] = form.headers.get("content-type")!;
    payload = Buffer.from(await form.arrayBuffer());
  }
  return testApp.app.inject({
    method: contract.method,
    url: `/api/v1${pathWithParams(contract.path, input.params)}${query}`,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
}

type Response = Awaited<ReturnType<typeof call>>;

function ok<T>(response: Response): T {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

function expectError(response: Response, status: number, message?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expectErrorShape(response.statusCode, String(response.headers["content-type"]), response.body, "inventory");
  if (message) expect(response.json<{ message: string }>().message).toBe(message);
}

function fieldErrors(response: Response): Record<string, string[]> {
  expect(response.statusCode, response.body).toBe(422);
  return response.json<{ errors: Record<string, string[]> }>().errors;
}

type RoomTypeWire = { id: number; name: string; position: number; rate_plans: number; beds: string; size_sqm: number | null; amenities: string[]; photos: unknown[] };
type RatePlanWire = { id: number; room_type_id: number; name: string; board: string; free_cancellation_days: number | null; min_stay: number; max_stay: number | null };
type NightWire = { night: string; price_cents: number; rooms_left: number; stop_sell: boolean; closed_to_arrival: boolean; closed_to_departure: boolean; min_stay: number | null };
type CalendarWire = { month: string; first: string; last: string; today: string; room_types: { id: number; name: string; rate_plans: { id: number; nights: NightWire[] }[] }[] };

const roomBody = { name: "Deluxe Sea View Double", description: "Balcony over the bay.", beds: "1 king bed", size_sqm: 32, max_adults: 2, max_children: 1, amenities: ["Balcony", "Bathtub"] };
const rateBody = {
  name: "Flexible with breakfast",
  board: "breakfast",
  free_cancellation_days: 3,
  cancellation_charge_percent: 100,
  min_stay: 1,
  max_stay: 14,
  included_adults: 2,
  extra_adult_cents: 4000,
  child_cents: 2000,
  child_free_under_age: 4,
  tax_percent: 10,
  fee_cents_per_night: 300,
};

// TEST_NOW is 2026-06-01: the range below is in the future, the From price's six months include it.
let hotel: TestBusiness;
let otherHotel: TestBusiness;

async function hotelBusiness(status: "active" | "in_review" = "active") {
  return createBusiness(testApp, "hotel", { type: "property", title: unique("Casa Inventario"), city: "Amalfi", country: "Italy", priceFromCents: 50000 }, status);
}

beforeAll(async () => {
  testApp = await createTestApp();
  hotel = await hotelBusiness();
  otherHotel = await hotelBusiness();
});

afterAll(async () => {
  await testApp.close();
});

async function priceFromOf(listingId: number): Promise<number | null> {
  const [row] = await testApp.services.db.select({ price: listings.priceFromCents }).from(listings).where(eq(listings.id, listingId));
  return row?.price ?? null;
}

describe("a hotel's room types", () => {
  it("creates, lists, updates, reorders and deletes the hotel's own room types", async () => {
    const first = ok<{ message: string; data: RoomTypeWire }>(await call(inventory.createRoomType, hotel, { body: roomBody }));
    expect(first.message).toBe(INVENTORY_MESSAGES.roomTypeSaved);
    expect(first.data).toMatchObject({ name: roomBody.name, beds: "1 king bed", size_sqm: 32, amenities: ["Balcony", "Bathtub"], position: 0, rate_plans: 0 });
    const second = ok<{ data: RoomTypeWire }>(await call(inventory.createRoomType, hotel, { body: { name: "  Garden Suite ", beds: "2 twin beds", max_adults: 3 } })).data;
    expect(second).toMatchObject({ name: "Garden Suite", position: 1, size_sqm: null, amenities: [] });

    const renamed = ok<{ data: RoomTypeWire }>(await call(inventory.updateRoomType, hotel, { params: { id: second.id }, body: { name: "Garden Junior Suite", position: 0 } })).data;
    expect(renamed).toMatchObject({ name: "Garden Junior Suite", beds: "2 twin beds", position: 0 });
    const listed = ok<{ data: RoomTypeWire[] }>(await call(inventory.listRoomTypes, hotel)).data;
    expect(listed.map((room) => [room.id, room.position])).toEqual([
      [second.id, 0],
      [first.data.id, 1],
    ]);

    const deleted = ok<{ message: string }>(await call(inventory.deleteRoomType, hotel, { params: { id: second.id } }));
    expect(deleted.message).toBe(INVENTORY_MESSAGES.roomTypeDeleted);
    expect(ok<{ data: RoomTypeWire[] }>(await call(inventory.listRoomTypes, hotel)).data.map((room) => room.id)).toEqual([first.data.id]);
    expectError(await call(inventory.deleteRoomType, hotel, { params: { id: second.id } }), 404, INVENTORY_MESSAGES.roomTypeNotFound);
  });

  it("checks a room type with the editor's messages", async () => {
    const errors = fieldErrors(await call(inventory.createRoomType, hotel, { body: { name: " ", beds: "", max_adults: 0, max_children: 21, size_sqm: 0 } }));
    expect(errors).toEqual({
      name: [INVENTORY_MESSAGES.roomTypeName],
      beds: [INVENTORY_MESSAGES.beds],
      sizeSqm: [INVENTORY_MESSAGES.size],
      maxAdults: [INVENTORY_MESSAGES.maxAdults],
      maxChildren: [INVENTORY_MESSAGES.maxChildren],
    });
    expectError(await call(inventory.createRoomType, hotel, { body: { ...roomBody, name: "x".repeat(101) } }), 422, INVENTORY_MESSAGES.nameLength);
  });
});

describe("a room type's rate plans", () => {
  it("creates, lists, updates and deletes rate plans, checked with the editor's messages", async () => {
    const room = ok<{ data: RoomTypeWire }>(await call(inventory.createRoomType, hotel, { body: roomBody })).data;
    const created = ok<{ message: string; data: RatePlanWire }>(await call(inventory.createRatePlan, hotel, { params: { id: room.id }, body: rateBody }));
    expect(created.message).toBe(INVENTORY_MESSAGES.ratePlanSaved);
    expect(created.data).toMatchObject({ room_type_id: room.id, name: rateBody.name, board: "breakfast", free_cancellation_days: 3, max_stay: 14 });
    const nonRefundable = ok<{ data: RatePlanWire }>(await call(inventory.createRatePlan, hotel, { params: { id: room.id }, body: { name: "Non-refundable" } })).data;
    expect(nonRefundable).toMatchObject({ board: "room_only", free_cancellation_days: null, min_stay: 1, max_stay: null });

    const updated = ok<{ data: RatePlanWire }>(await call(inventory.updateRatePlan, hotel, { params: { id: nonRefundable.id }, body: { board: "half_board", min_stay: 2 } })).data;
    expect(updated).toMatchObject({ name: "Non-refundable", board: "half_board", min_stay: 2 });
    expect(ok<{ data: RatePlanWire[] }>(await call(inventory.listRatePlans, hotel, { params: { id: room.id } })).data.map((plan) => plan.id)).toEqual([created.data.id, nonRefundable.id]);
    expect(ok<{ data: RoomTypeWire[] }>(await call(inventory.listRoomTypes, hotel)).data.find((row) => row.id === room.id)?.rate_plans).toBe(2);

    const errors = fieldErrors(
      await call(inventory.updateRatePlan, hotel, { params: { id: nonRefundable.id }, body: { max_stay: 1, tax_percent: 101, extra_adult_cents: -1, free_cancellation_days: 400 } }),
    );
    expect(errors).toEqual({
      maxStay: [INVENTORY_MESSAGES.maxStay],
      taxPercent: [INVENTORY_MESSAGES.taxPercent],
      extraAdultCents: [INVENTORY_MESSAGES.guestCents],
      freeCancellationDays: [INVENTORY_MESSAGES.freeCancellationDays],
    });
    expectError(await call(inventory.createRatePlan, hotel, { params: { id: room.id }, body: { name: "" } }), 422, INVENTORY_MESSAGES.rateName);
    expectError(await call(inventory.createRatePlan, hotel, { params: { id: room.id }, body: { name: "Bed only", board: "bed_only" } }), 422);

    expect(ok<{ message: string }>(await call(inventory.deleteRatePlan, hotel, { params: { id: nonRefundable.id } })).message).toBe(INVENTORY_MESSAGES.ratePlanDeleted);
    expectError(await call(inventory.updateRatePlan, hotel, { params: { id: nonRefundable.id }, body: { name: "Back" } }), 404, INVENTORY_MESSAGES.ratePlanNotFound);
  });
});

describe("the calendar of nights", () => {
  let ratePlanId: number;
  let roomTypeId: number;

  beforeAll(async () => {
    roomTypeId = ok<{ data: RoomTypeWire }>(await call(inventory.createRoomType, hotel, { body: { ...roomBody, name: "Calendar Room" } })).data.id;
    ratePlanId = ok<{ data: RatePlanWire }>(await call(inventory.createRatePlan, hotel, { params: { id: roomTypeId }, body: rateBody })).data.id;
  });

  function calendarPlan(calendar: CalendarWire) {
    const plan = calendar.room_types.find((room) => room.id === roomTypeId)?.rate_plans.find((row) => row.id === ratePlanId);
    if (!plan) throw new Error("the rate plan is not in the calendar");
    return plan;
  }

  it("starts a new rate plan with no nights, creates them with a price and rooms left, and moves the From price", async () => {
    const empty = ok<CalendarWire>(await call(inventory.getInventoryCalendar, hotel, { query: { month: "2026-07" } }));
    expect(empty).toMatchObject({ month: "2026-07", first: "2026-07-01", last: "2026-07-31", today: "2026-06-01" });
    expect(calendarPlan(empty).nights).toEqual([]);
    expect(await priceFromOf(hotel.listingId)).toBe(50000);

    // Nights that do not exist yet need both a price and rooms left.
    const missing = fieldErrors(await call(inventory.setInventoryRange, hotel, { body: { rate_plan_id: ratePlanId, from: "2026-07-10", to: "2026-07-12", stop_sell: true } }));
    expect(missing).toEqual({ priceCents: [INVENTORY_MESSAGES.newNightsNeedPrice], roomsLeft: [INVENTORY_MESSAGES.newNightsNeedRooms] });

    const set = ok<{ message: string; data: { nights: number; created: number } }>(
      await call(inventory.setInventoryRange, hotel, { body: { rate_plan_id: ratePlanId, from: "2026-07-10", to: "2026-07-14", price_cents: 32000, rooms_left: 4 } }),
    );
    expect(set).toEqual({ message: INVENTORY_MESSAGES.rangeSaved, data: { nights: 5, created: 5 } });
    expect(await priceFromOf(hotel.listingId)).toBe(32000);

    const stored = await testApp.services.db.select().from(inventoryNights).where(eq(inventoryNights.ratePlanId, ratePlanId));
    expect(stored.map((night) => night.night).sort()).toEqual(["2026-07-10", "2026-07-11", "2026-07-12", "2026-07-13", "2026-07-14"]);
    expect(stored.every((night) => night.listingId === hotel.listingId && night.priceCents === 32000 && night.roomsLeft === 4 && !night.stopSell)).toBe(true);
  });

  it("changes only what it is told on existing nights, creates the new ones of a wider range, and shows them in the month", async () => {
    // Stop-sell and a minimum stay on two existing nights: price and rooms stay.
    expect(
      ok<{ data: { nights: number; created: number } }>(
        await call(inventory.setInventoryRange, hotel, { body: { rate_plan_id: ratePlanId, from: "2026-07-11", to: "2026-07-12", stop_sell: true, min_stay: 2, closed_to_arrival: true } }),
      ).data,
    ).toEqual({ nights: 2, created: 0 });
    // A cheaper price on a wider range: the three existing nights change, two are new.
    expect(
      ok<{ data: { nights: number; created: number } }>(
        await call(inventory.setInventoryRange, hotel, { body: { rate_plan_id: ratePlanId, from: "2026-07-12", to: "2026-07-16", price_cents: 29000, rooms_left: 2 } }),
      ).data,
    ).toEqual({ nights: 5, created: 2 });

    const nights = calendarPlan(ok<CalendarWire>(await call(inventory.getInventoryCalendar, hotel, { query: { month: "2026-07" } }))).nights;
    expect(nights.map((night) => [night.night, night.price_cents, night.rooms_left, night.stop_sell, night.min_stay, night.closed_to_arrival])).toEqual([
      ["2026-07-10", 32000, 4, false, null, false],
      ["2026-07-11", 32000, 4, true, 2, true],
      ["2026-07-12", 29000, 2, true, 2, true],
      ["2026-07-13", 29000, 2, false, null, false],
      ["2026-07-14", 29000, 2, false, null, false],
      ["2026-07-15", 29000, 2, false, null, false],
      ["2026-07-16", 29000, 2, false, null, false],
    ]);
    expect(await priceFromOf(hotel.listingId)).toBe(29000);

    // Closing every cheaper night leaves the From price at the cheapest night on sale.
    ok(await call(inventory.setInventoryRange, hotel, { body: { rate_plan_id: ratePlanId, from: "2026-07-13", to: "2026-07-16", stop_sell: true } }));
    expect(await priceFromOf(hotel.listingId)).toBe(32000);
    // A minimum stay cleared goes back to the rate plan's.
    ok(await call(inventory.setInventoryRange, hotel, { body: { rate_plan_id: ratePlanId, from: "2026-07-11", to: "2026-07-11", min_stay: null } }));
    const [night] = await testApp.services.db.select().from(inventoryNights).where(and(eq(inventoryNights.ratePlanId, ratePlanId), eq(inventoryNights.night, "2026-07-11")));
    expect(night?.minStay).toBeNull();
  });

  it("refuses past dates, prices and rooms out of range, long ranges, days that do not exist and a change of nothing", async () => {
    const range = (extra: Record<string, unknown>) => call(inventory.setInventoryRange, hotel, { body: { rate_plan_id: ratePlanId, from: "2026-08-01", to: "2026-08-02", price_cents: 10000, rooms_left: 1, ...extra } });
    expect(fieldErrors(await range({ from: "2026-05-31" }))).toEqual({ from: [INVENTORY_MESSAGES.pastDate] });
    expect(fieldErrors(await range({ price_cents: 10_000_001, rooms_left: 1000 }))).toEqual({ priceCents: [INVENTORY_MESSAGES.price], roomsLeft: [INVENTORY_MESSAGES.roomsLeft] });
    expect(fieldErrors(await range({ price_cents: -1, rooms_left: -1 }))).toEqual({ priceCents: [INVENTORY_MESSAGES.price], roomsLeft: [INVENTORY_MESSAGES.roomsLeft] });
    expect(fieldErrors(await range({ to: "2027-08-02" }))).toEqual({ to: [INVENTORY_MESSAGES.rangeLength] });
    expect(fieldErrors(await range({ to: "2026-07-31" }))).toEqual({ to: [INVENTORY_MESSAGES.rangeOrder] });
    expect(fieldErrors(await range({ from: "2027-02-30" }))).toEqual({ from: ["That date does not exist: check the day and the month"] });
    expect(fieldErrors(await call(inventory.setInventoryRange, hotel, { body: { rate_plan_id: ratePlanId, from: "2026-08-01", to: "2026-08-02" } }))).toEqual({
      priceCents: [INVENTORY_MESSAGES.nothingToChange],
    });
    expectError(await range({ price_cents: 100.5 }), 422);
    // The longest range a change may cover is 366 nights.
    expect(ok<{ data: { nights: number } }>(await range({ from: "2026-06-01", to: "2027-06-01" })).data.nights).toBe(366);
    const stored = await testApp.services.db.select().from(inventoryNights).where(eq(inventoryNights.ratePlanId, ratePlanId));
    expect(stored.some((night) => night.priceCents === 10_000_001 || night.roomsLeft === 1000)).toBe(false);
  });
});

describe("who may manage a hotel's inventory", () => {
  let roomTypeId: number;
  let ratePlanId: number;

  /** A fresh upload form with a small PNG (a FormData is read once). */
  const photoForm = () => {
    const form = new FormData();
    form.append("photo", new Blob([new Uint8Array(photoPng)], { type: "image/png" }), "room.png");
    return form;
  };
  let photoPng: Buffer;

  beforeAll(async () => {
    photoPng = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#2f6f8f" } })
      .png()
      .toBuffer();
    roomTypeId = ok<{ data: RoomTypeWire }>(await call(inventory.createRoomType, hotel, { body: { ...roomBody, name: "Guarded Room" } })).data.id;
    ratePlanId = ok<{ data: RatePlanWire }>(await call(inventory.createRatePlan, hotel, { params: { id: roomTypeId }, body: rateBody })).data.id;
    ok(await call(inventory.setInventoryRange, hotel, { body: { rate_plan_id: ratePlanId, from: "2026-09-01", to: "2026-09-03", price_cents: 45000, rooms_left: 3 } }));
  });

  /** A valid call of every inventory operation, aimed at the hotel's room type and rate plan. */
  function inputFor(contract: AnyContract) {
    switch (contract.operationId) {
      case "listRoomTypes":
        return {};
      case "createRoomType":
        return { body: roomBody };
      case "updateRoomType":
      case "deleteRoomType":
        return { params: { id: roomTypeId }, body: contract.method === "PATCH" ? { name: "Taken over" } : undefined };
      case "listRatePlans":
      case "createRatePlan":
        return { params: { id: roomTypeId }, body: contract.method === "POST" ? rateBody : undefined };
      case "updateRatePlan":
      case "deleteRatePlan":
        return { params: { id: ratePlanId }, body: contract.method === "PATCH" ? { name: "Taken over" } : undefined };
      case "addRoomTypePhoto":
        return { params: { id: roomTypeId }, body: photoForm() };
      case "removeRoomTypePhoto":
        return { params: { id: roomTypeId, position: 0 } };
      case "moveRoomTypePhoto":
        return { params: { id: roomTypeId, position: 0 }, body: { new_position: 1 } };
      case "getInventoryCalendar":
        return { query: { month: "2026-09" } };
      case "setInventoryRange":
        return { body: { rate_plan_id: ratePlanId, from: "2026-09-01", to: "2026-09-03", price_cents: 1, rooms_left: 0, stop_sell: true } };
      default:
        throw new Error(`no test input for ${contract.operationId}: add it here`);
    }
  }

  const operations = Object.values(inventory) as AnyContract[];
  /** The operations that aim at a room type or rate plan by id (the others act on the caller's own hotel). */
  const aimed = new Set([
    "updateRoomType",
    "deleteRoomType",
    "addRoomTypePhoto",
    "removeRoomTypePhoto",
    "moveRoomTypePhoto",
    "listRatePlans",
    "createRatePlan",
    "updateRatePlan",
    "deleteRatePlan",
    "setInventoryRange",
  ]);

  it("covers the thirteen operations of the contract module", () => {
    expect(operations.map((contract) => contract.operationId).sort()).toEqual(
      [
        "addRoomTypePhoto",
        "createRatePlan",
        "createRoomType",
        "deleteRatePlan",
        "deleteRoomType",
        "getInventoryCalendar",
        "listRatePlans",
        "listRoomTypes",
        "moveRoomTypePhoto",
        "removeRoomTypePhoto",
        "setInventoryRange",
        "updateRatePlan",
        "updateRoomType",
      ].sort(),
    );
    for (const contract of operations) expect(contract.auth).toBe("business");
  });

  it("asks a visitor to sign in for every operation", async () => {
    for (const contract of operations) expectError(await call(contract, null, inputFor(contract)), 401);
  });

  it("refuses a member, a hotel in review and a travel advisor for every operation", async () => {
    const member = await signInWithCode(testApp, `${unique("member")}@couple.example`);
    const inReview = await hotelBusiness("in_review");
    const advisor = await createBusiness(testApp, "advisor", { type: "advisor", title: unique("Journeys"), city: "Milan", country: "Italy" });
    for (const contract of operations) {
      expectError(await call(contract, member, inputFor(contract)), 403, NOT_A_BUSINESS);
      expectError(await call(contract, inReview, inputFor(contract)), 403, BUSINESS_NOT_ACTIVE);
      expectError(await call(contract, advisor, inputFor(contract)), 403, INVENTORY_MESSAGES.notAHotel);
    }
  });

  it("does not let another hotel see or change anything of this hotel's", async () => {
    for (const contract of operations) {
      const response = await call(contract, otherHotel, inputFor(contract));
      if (aimed.has(contract.operationId)) {
        expect(response.statusCode, `${contract.operationId}: ${response.body}`).toBe(404);
        continue;
      }
      // The other operations act on the caller's own hotel: they never show this one's.
      expect(response.statusCode, `${contract.operationId}: ${response.body}`).toBe(200);
      const body = response.json<{ data?: RoomTypeWire[] | RoomTypeWire; room_types?: CalendarWire["room_types"] }>();
      const ids = [body.data ?? [], body.room_types ?? []].flat().map((room) => room.id);
      expect(ids).not.toContain(roomTypeId);
    }
    // Everything of the hotel's is as it was.
    const rooms = ok<{ data: RoomTypeWire[] }>(await call(inventory.listRoomTypes, hotel)).data;
    expect(rooms.find((room) => room.id === roomTypeId)?.name).toBe("Guarded Room");
    expect(rooms.find((room) => room.id === roomTypeId)?.photos).toEqual([]);
    const plans = ok<{ data: RatePlanWire[] }>(await call(inventory.listRatePlans, hotel, { params: { id: roomTypeId } })).data;
    expect(plans.map((plan) => [plan.id, plan.name])).toEqual([[ratePlanId, rateBody.name]]);
    const nights = await testApp.services.db.select().from(inventoryNights).where(eq(inventoryNights.ratePlanId, ratePlanId));
    expect(nights.map((night) => [night.night, night.priceCents, night.roomsLeft, night.stopSell])).toEqual([
      ["2026-09-01", 45000, 3, false],
      ["2026-09-02", 45000, 3, false],
      ["2026-09-03", 45000, 3, false],
    ]);
  });
});

describe("changes show in search at once", () => {
  // As deployed (server.ts): a catalogue cache keeps the place's hotels and their rate plans
  // between searches, and the nights store their nights; clearing the one clears the other.
  beforeAll(() => {
    const nightsStore = createNightsStore({ db: testApp.services.db, clock: testApp.clock });
    testApp.services.nightsStore = nightsStore;
    testApp.services.catalogueCache = createCatalogueCache({ clock: testApp.clock, dependents: [nightsStore] });
  });
  afterAll(() => {
    delete testApp.services.catalogueCache;
    delete testApp.services.nightsStore;
  });

  it("a new rate plan, its terms, its prices and a stop-sell each show in availabilityresult on the next search", async () => {
    const city = unique("Porto Ercole");
    const seaside = await createBusiness(testApp, "hotel", { type: "property", title: unique("Casa Ercole"), city, country: "Italy", priceFromCents: 40000 });
    const search = async () =>
      ok<{ total: number; data: { id: number; boards: string[]; per_night_cents: number }[] }>(
        await testApp.app.inject({
          method: "GET",
          url: `/api/v1/booking/availabilityresult?${new URLSearchParams({ location: city, checkin: "2026-07-11", checkout: "2026-07-13", adults: "2" })}`,
        }),
      );
    // Listed without rooms before it has any (the place's hotels are kept between searches).
    expect(await search()).toMatchObject({ total: 0, data: [] });

    const room = ok<{ data: RoomTypeWire }>(await call(inventory.createRoomType, seaside, { body: roomBody })).data;
    const plan = ok<{ data: RatePlanWire }>(await call(inventory.createRatePlan, seaside, { params: { id: room.id }, body: rateBody })).data;
    ok(await call(inventory.setInventoryRange, seaside, { body: { rate_plan_id: plan.id, from: "2026-07-10", to: "2026-07-14", price_cents: 30000, rooms_left: 3 } }));
    expect((await search()).data).toEqual([expect.objectContaining({ id: seaside.listingId, boards: ["breakfast"], per_night_cents: 30000 })]);

    const rooms = async () =>
      ok<{ rates: { room_name: string; board: string; total_cents: number }[]; unavailable: { room_name: string }[] }>(
        await testApp.app.inject({
          method: "GET",
          url: `/api/v1/booking/roomsandrate?${new URLSearchParams({ hotel: String(seaside.listingId), checkin: "2026-07-11", checkout: "2026-07-13", adults: "2" })}`,
        }),
      );
    expect((await rooms()).rates.map((rate) => [rate.room_name, rate.board])).toEqual([[roomBody.name, "breakfast"]]);

    ok(await call(inventory.updateRatePlan, seaside, { params: { id: plan.id }, body: { board: "half_board" } }));
    expect((await search()).data).toEqual([expect.objectContaining({ boards: ["half_board"], per_night_cents: 30000 })]);
    expect((await rooms()).rates.map((rate) => [rate.room_name, rate.board])).toEqual([[roomBody.name, "half_board"]]);
    // A second room type, not yet on sale, shows among the rooms that cannot be had.
    const suite = ok<{ data: RoomTypeWire }>(await call(inventory.createRoomType, seaside, { body: { ...roomBody, name: "Garden Suite" } })).data;
    ok(await call(inventory.createRatePlan, seaside, { params: { id: suite.id }, body: rateBody }));
    expect((await rooms()).unavailable.map((room) => room.room_name)).toEqual(["Garden Suite"]);

    ok(await call(inventory.setInventoryRange, seaside, { body: { rate_plan_id: plan.id, from: "2026-07-11", to: "2026-07-12", price_cents: 25000 } }));
    expect((await search()).data).toEqual([expect.objectContaining({ per_night_cents: 25000 })]);

    ok(await call(inventory.setInventoryRange, seaside, { body: { rate_plan_id: plan.id, from: "2026-07-12", to: "2026-07-12", stop_sell: true } }));
    expect(await search()).toMatchObject({ total: 0, data: [] });
  });

  it("an inventory change made by another server process reaches this process's searches", async () => {
    const city = unique("Porto Santo Stefano");
    const hotel = await createBusiness(testApp, "hotel", { type: "property", title: unique("Villa Stefano"), city, country: "Italy", priceFromCents: 40000 });
    const room = ok<{ data: RoomTypeWire }>(await call(inventory.createRoomType, hotel, { body: roomBody })).data;
    const plan = ok<{ data: RatePlanWire }>(await call(inventory.createRatePlan, hotel, { params: { id: room.id }, body: rateBody })).data;
    ok(await call(inventory.setInventoryRange, hotel, { body: { rate_plan_id: plan.id, from: "2026-07-10", to: "2026-07-14", price_cents: 30000, rooms_left: 3 } }));

    // The other process: its own caches, told of changes by its own search index (as server.ts wires it).
    const clock = fixedClock(TEST_NOW);
    const nightsStore = createNightsStore({ db: testApp.services.db, clock });
    const catalogueCache = createCatalogueCache({ clock, dependents: [nightsStore] });
    const search = openSearchEngineFor(testApp.database, { url: testApp.database.url, onChange: () => catalogueCache.invalidate() });
    try {
      await search.ready();
      const suppliers = appSuppliers({ db: testApp.services.db, config: testApp.services.config, clock, catalogueCache, nightsStore });
      const perNight = async () =>
        (
          await searchAvailability(
            { db: testApp.services.db, suppliers, cache: catalogueCache },
            { location: city, stay: { checkIn: "2026-07-11", checkOut: "2026-07-13", nights: 2, occupancy: { adults: 2, childAges: [] } }, filters: {}, sort: "recommended", pageSize: 20, offset: 0 },
          )
        ).hotels.map((found) => found.perNightCents);
      expect(await perNight()).toEqual([30000]);
      expect(nightsStore.size).toBeGreaterThan(0);

      // This process (the test app) raises two nights' price, which leaves the listing's "From"
      // price (and so its search document) as it was: the other process still hears of it.
      ok(await call(inventory.setInventoryRange, hotel, { body: { rate_plan_id: plan.id, from: "2026-07-11", to: "2026-07-12", price_cents: 35000 } }));
      await expect.poll(perNight, { timeout: 10_000, interval: 50 }).toEqual([35000]);
    } finally {
      await search.close();
    }
  });
});
