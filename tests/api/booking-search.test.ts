import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { insertListing } from "../../server/domain/catalogue/catalogue-test-data";
import { inventoryNights, ratePlans, roomTypes } from "../../server/db/schema/inventory";
import { listings, type NewListingRow } from "../../server/db/schema/catalogue";
import { stayNights } from "../../core/booking/stay-dates";
import { ownInventorySupplier } from "../../server/domain/booking/own-inventory-supplier";
import { createTestApp } from "../support/test-app";
import { documentedOperations, expectErrorShape, fetchOpenApiDocument } from "./api-routes";

/**
 * The availability search, rooms and rates (issue 17) through /api/v1/booking: hotels seeded in
 * a city of their own with room types, rate plans and nights written to the inventory tables.
 * The test clock says 2026-06-01; the stay is 10 to 13 July 2026, three nights.
 */

const testApp = await createTestApp();
const db = testApp.services.db;
afterAll(async () => {
  await testApp.close();
});

const suffix = randomBytes(3).toString("hex");
const CITY = `Lumen Bay ${suffix}`;
const CITY_ID = `lumen-bay-${suffix}`;
const CHECK_IN = "2026-07-10";
const CHECK_OUT = "2026-07-13";
const STAY = `checkin=${CHECK_IN}&checkout=${CHECK_OUT}`;
/** The nights priced, and the day before and after, so restrictions at the edges are real rows. */
const ROW_NIGHTS = stayNights("2026-07-09", "2026-07-15");

type NightOverrides = Partial<Omit<typeof inventoryNights.$inferInsert, "ratePlanId" | "listingId" | "night">>;
type PlanSpec = Partial<Omit<typeof ratePlans.$inferInsert, "roomTypeId" | "listingId" | "createdAt" | "updatedAt">> & {
  name: string;
  board: "room_only" | "breakfast" | "half_board" | "all_inclusive";
  priceCents: number;
  roomsLeft?: number;
  /** Per night, overrides of the nights' rows. */
  nights?: Record<string, NightOverrides>;
};
type RoomSpec = { name: string; maxAdults: number; maxChildren?: number; plans: PlanSpec[] };

const now = testApp.clock.now();

async function seedHotel(listing: Partial<NewListingRow> & { title: string }, rooms: RoomSpec[]) {
  const hotel = await insertListing(db, { type: "basic", city: CITY, country: "Italy", ...listing });
  for (const [position, room] of rooms.entries()) {
    const [roomType] = await db
      .insert(roomTypes)
      .values({ listingId: hotel.id, name: room.name, beds: "1 king bed", maxAdults: room.maxAdults, maxChildren: room.maxChildren ?? 0, position, createdAt: now, updatedAt: now })
      .returning();
    for (const [planPosition, { priceCents, roomsLeft = 5, nights = {}, ...plan }] of room.plans.entries()) {
      const [ratePlan] = await db
        .insert(ratePlans)
        .values({ ...plan, roomTypeId: roomType!.id, listingId: hotel.id, position: planPosition, createdAt: now, updatedAt: now })
        .returning();
      await db.insert(inventoryNights).values(
        ROW_NIGHTS.map((night) => ({ ratePlanId: ratePlan!.id, listingId: hotel.id, night, priceCents, roomsLeft, ...nights[night] })),
      );
    }
  }
  return hotel;
}

const alba = await seedHotel(
  { title: `Villa Alba ${suffix}`, type: "property", starRating: 5, goodFor: ["honeymoon"], details: { timeZone: "Europe/Rome" } },
  [
    {
      name: "Sea Suite",
      maxAdults: 2,
      plans: [
        { name: "Flexible", board: "breakfast", priceCents: 30_000, freeCancellationDays: 7, taxPercent: 10, feeCentsPerNight: 500 },
        { name: "Non-refundable", board: "room_only", priceCents: 27_000, freeCancellationDays: null, taxPercent: 10, feeCentsPerNight: 500 },
      ],
    },
    { name: "Cosy Double", maxAdults: 2, plans: [{ name: "Saver", board: "room_only", priceCents: 9_000, nights: { "2026-07-11": { roomsLeft: 0 } } }] },
  ],
);
const bruma = await seedHotel({ title: `Casa Bruma ${suffix}`, starRating: 4 }, [
  {
    name: "Garden Room",
    maxAdults: 3,
    maxChildren: 2,
    plans: [{ name: "Half board", board: "half_board", priceCents: 20_000, freeCancellationDays: null, extraAdultCents: 5_000, childCents: 2_000, childFreeUnderAge: 3 }],
  },
]);
const stopSell = await seedHotel({ title: `Hotel Cielo ${suffix}`, starRating: 3 }, [
  { name: "Double", maxAdults: 2, plans: [{ name: "Standard", board: "room_only", priceCents: 15_000, nights: { "2026-07-11": { stopSell: true } } }] },
]);
const closedToArrival = await seedHotel({ title: `Torre Sol ${suffix}`, starRating: 4 }, [
  { name: "Double", maxAdults: 2, plans: [{ name: "Standard", board: "room_only", priceCents: 15_000, nights: { [CHECK_IN]: { closedToArrival: true } } }] },
]);
const minStay = await seedHotel({ title: `Mare Piccolo ${suffix}`, starRating: 3 }, [
  { name: "Double", maxAdults: 2, plans: [{ name: "Standard", board: "room_only", priceCents: 15_000, nights: { [CHECK_IN]: { minStay: 4 } } }] },
]);
const soldOut = await seedHotel({ title: `Pino Verde ${suffix}`, starRating: 3 }, [
  { name: "Double", maxAdults: 2, plans: [{ name: "Standard", board: "room_only", priceCents: 15_000, nights: { "2026-07-12": { roomsLeft: 0 } } }] },
]);
const closedToDeparture = await seedHotel({ title: `Faro Blu ${suffix}`, starRating: 3 }, [
  { name: "Double", maxAdults: 2, plans: [{ name: "Standard", board: "room_only", priceCents: 15_000, nights: { [CHECK_OUT]: { closedToDeparture: true } } }] },
]);
const noInventory = await insertListing(db, { type: "basic", title: `Nessun Inventario ${suffix}`, city: CITY, country: "Italy", starRating: 4 });
const destination = await insertListing(db, { type: "destination", title: `Lumen Coast ${suffix}`, country: "Italy" });
await testApp.services.search.settled();

type Hotel = { id: number; title: string; total_cents: number; per_night_cents: number; stars: number | null; boards: string[]; free_cancellation: boolean; cheapest: { rate_key: string; board: string; room_name: string } };
type Page = { location: { location_id: string; kind: string; name: string }; total: number; data: Hotel[]; next_result_key: string | null; stay: { nights: number } };

async function get(url: string) {
  const response = await testApp.app.inject({ method: "GET", url: `/api/v1/booking/${url}` });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>(), response };
}

async function search(query: string): Promise<Page> {
  const { status, body } = await get(`availabilityresult?location=${encodeURIComponent(CITY_ID)}&${STAY}&${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as unknown as Page;
}

const titles = (page: Page) => page.data.map((hotel) => hotel.title);

describe("availabilityresult", () => {
  it("answers only the hotels with rooms for the dates and guests, with the stay's totals", async () => {
    const page = await search("");
    expect(page.location).toEqual({ location_id: CITY_ID, kind: "city", name: CITY, country: "Italy" });
    expect(page.stay.nights).toBe(3);
    expect(page.total).toBe(2);
    expect(page.next_result_key).toBeNull();
    // Recommended: the Spotlight listing first.
    expect(titles(page)).toEqual([alba.title, bruma.title]);
    const [villa, casa] = page.data;
    // The cheapest offer: 3 x $270, 10% tax, $5 a night in fees.
    expect(villa).toMatchObject({ id: alba.id, total_cents: 81_000 + 8_100 + 1_500, per_night_cents: 27_000, stars: 5, free_cancellation: true });
    expect(villa!.boards.sort()).toEqual(["breakfast", "room_only"]);
    expect(villa!.cheapest).toMatchObject({ room_name: "Sea Suite", board: "room_only" });
    expect(casa).toMatchObject({ id: bruma.id, total_cents: 60_000, per_night_cents: 20_000, boards: ["half_board"], free_cancellation: false });
    const excluded = [stopSell, closedToArrival, minStay, soldOut, closedToDeparture, noInventory].map((hotel) => hotel.id);
    expect(page.data.some((hotel) => excluded.includes(hotel.id))).toBe(false);
  });

  it("prices the guests: a third adult and a child who pays leave only the room that sleeps them", async () => {
    const threeAdults = await search("adults=3");
    expect(threeAdults.data.map((hotel) => [hotel.id, hotel.total_cents])).toEqual([[bruma.id, 3 * 25_000]]);
    const withChild = await search("adults=2&children=5");
    expect(withChild.data.map((hotel) => [hotel.id, hotel.total_cents])).toEqual([[bruma.id, 3 * 22_000]]);
    const withBaby = await search("children=1");
    expect(withBaby.data.map((hotel) => [hotel.id, hotel.total_cents])).toEqual([[bruma.id, 60_000]]);
  });

  it("a restriction only counts on the nights of the stay", async () => {
    // One night, 13 to 14 July: the closed arrival (10 July), the closed departure (13 July), the stop-sell and the sold-out night are outside it.
    const { status, body } = await get(`availabilityresult?location=${CITY_ID}&checkin=2026-07-13&checkout=2026-07-14&sort=price_asc`);
    expect(status).toBe(200);
    const ids = (body as unknown as Page).data.map((hotel) => hotel.id);
    expect(ids).toEqual(expect.arrayContaining([closedToArrival.id, closedToDeparture.id, soldOut.id, stopSell.id, alba.id, bruma.id]));
    expect(ids).not.toContain(noInventory.id);
    // Mare Piccolo's four-night minimum applies to arrivals on 10 July only.
    expect(ids).toContain(minStay.id);
  });

  it("filters by price a night, stars, board, free cancellation and occasion", async () => {
    expect(titles(await search("max_price=250"))).toEqual([bruma.title]);
    expect(titles(await search("min_price=250"))).toEqual([alba.title]);
    expect(titles(await search("min_price=200&max_price=270"))).toEqual([alba.title, bruma.title]);
    expect(titles(await search("stars=5"))).toEqual([alba.title]);
    expect(titles(await search("stars=3,4"))).toEqual([bruma.title]);
    expect(titles(await search("board=half_board"))).toEqual([bruma.title]);
    expect(titles(await search("board=breakfast,half_board"))).toEqual([alba.title, bruma.title]);
    expect(titles(await search("free_cancellation=1"))).toEqual([alba.title]);
    // With a board or free cancellation asked for, the price shown is the cheapest such offer: the Flexible rate.
    for (const filter of ["board=breakfast", "free_cancellation=true"]) {
      const [villa] = (await search(filter)).data;
      expect(villa, filter).toMatchObject({ id: alba.id, total_cents: 100_500, per_night_cents: 30_000, boards: ["breakfast"], cheapest: { board: "breakfast" } });
    }
    expect(titles(await search("good_for=honeymoon"))).toEqual([alba.title]);
    expect((await search("stars=1")).data).toEqual([]);
  });

  it("sorts by price either way and by stars", async () => {
    expect(titles(await search("sort=price_asc"))).toEqual([bruma.title, alba.title]);
    expect(titles(await search("sort=price_desc"))).toEqual([alba.title, bruma.title]);
    expect(titles(await search("sort=stars"))).toEqual([alba.title, bruma.title]);
  });

  it("finds the hotels of a destination and one hotel by its slug; a place without hotels is an empty list", async () => {
    await db.update(listings).set({ destinationId: destination.id }).where(eq(listings.id, bruma.id));
    const byDestination = await get(`availabilityresult?location=${destination.slug}&${STAY}`);
    expect(byDestination.status).toBe(200);
    expect(byDestination.body).toMatchObject({ location: { kind: "destination", location_id: destination.slug }, total: 1 });
    const byHotel = await get(`availabilityresult?location=${alba.slug}&${STAY}`);
    expect(byHotel.body).toMatchObject({ location: { kind: "hotel", location_id: alba.slug }, total: 1 });
    const empty = await insertListing(db, { type: "destination", title: `Empty Shore ${suffix}` });
    const none = await get(`availabilityresult?location=${empty.slug}&${STAY}`);
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ total: 0, data: [], next_result_key: null });
    const unknown = await get(`availabilityresult?location=nowhere-${suffix}&${STAY}`);
    expect(unknown.status).toBe(404);
    expectErrorShape(unknown.status, String(unknown.response.headers["content-type"]), unknown.response.body, "unknown place");
  });
});

describe("fetchHotelDatabynextresultkey", () => {
  it("pages through every hotel exactly once", async () => {
    const city = `Paging Cove ${suffix}`;
    const ids: number[] = [];
    for (let index = 0; index < 7; index += 1) {
      const hotel = await seedHotel({ title: `Paging ${index} ${suffix}`, city }, [
        { name: "Double", maxAdults: 2, plans: [{ name: "Standard", board: "room_only", priceCents: 10_000 + index * 1_000 }] },
      ]);
      ids.push(hotel.id);
    }
    const first = await get(`availabilityresult?location=${encodeURIComponent(city)}&${STAY}&page_size=3&sort=price_desc`);
    expect(first.status).toBe(200);
    const seen: number[] = [];
    let page = first.body as unknown as Page;
    let pages = 1;
    seen.push(...page.data.map((hotel) => hotel.id));
    while (page.next_result_key) {
      const next = await get(`fetchHotelDatabynextresultkey?next_result_key=${page.next_result_key}`);
      expect(next.status).toBe(200);
      page = next.body as unknown as Page;
      expect(page.total).toBe(7);
      seen.push(...page.data.map((hotel) => hotel.id));
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual([...ids].reverse());
  });

  it("refuses a key it did not write with a 422", async () => {
    const tampered = Buffer.from(JSON.stringify({ v: 1, location: CITY_ID, offset: -5 })).toString("base64url");
    for (const key of ["", "not-a-key", "%00", tampered, "A".repeat(2_000), Buffer.from("{").toString("base64url")]) {
      const { status, response } = await get(`fetchHotelDatabynextresultkey?next_result_key=${key}`);
      expect(status, key).toBeGreaterThanOrEqual(400);
      expect(status, key).toBeLessThan(500);
      expectErrorShape(status, String(response.headers["content-type"]), response.body, `key ${key.slice(0, 20)}`);
    }
    const { status, body } = await get(`fetchHotelDatabynextresultkey?next_result_key=${tampered}`);
    expect(status).toBe(422);
    expect(body).toMatchObject({ code: "VALIDATION_FAILED", errors: { next_result_key: ["This list has expired or the link is broken: please search again"] } });
  });
});

type Rates = {
  rates: {
    rate_key: string;
    room_name: string;
    rate_plan_name: string;
    board: string;
    board_name: string;
    cancellation: { refundable: boolean; deadline: string | null; charge_percent: number; summary: string; detail: string };
    nightly: { night: string; cents: number }[];
    room_cents: number;
    tax_cents: number;
    fee_cents: number;
    total_cents: number;
    rooms_left: number;
    photos: unknown[];
  }[];
  unavailable: { room_name: string; reason: string }[];
};

describe("roomsandrate", () => {
  it("lists every rate with its board, policy in words and deadline, nights, taxes and fees; and why a room cannot be sold", async () => {
    const { status, body } = await get(`roomsandrate?hotel=${alba.slug}&${STAY}`);
    expect(status, JSON.stringify(body)).toBe(200);
    const { rates, unavailable } = body as unknown as Rates;
    expect(rates.map((rate) => rate.rate_plan_name)).toEqual(["Flexible", "Non-refundable"]);
    const [flexible, nonRefundable] = rates;
    expect(flexible).toMatchObject({
      room_name: "Sea Suite",
      board: "breakfast",
      board_name: "Breakfast included",
      nightly: [
        { night: "2026-07-10", cents: 30_000 },
        { night: "2026-07-11", cents: 30_000 },
        { night: "2026-07-12", cents: 30_000 },
      ],
      room_cents: 90_000,
      tax_cents: 9_000,
      fee_cents: 1_500,
      total_cents: 100_500,
      rooms_left: 5,
    });
    // Seven days before arrival, at the end of the day in Rome (summer time, UTC+2).
    expect(flexible!.cancellation).toEqual({
      refundable: true,
      deadline: "2026-07-03T21:59:59.000Z",
      charge_percent: 100,
      summary: "Free cancellation until 23:59 on Fri 3 Jul 2026 (hotel time)",
      detail: "After that, cancelling costs 100% of the stay ($1,005).",
    });
    expect(nonRefundable!.cancellation).toMatchObject({ refundable: false, deadline: null, summary: "Non-refundable" });
    // No photos uploaded: each room's photos are empty (the page shows none of its own).
    expect(unavailable).toEqual([{ room_type_id: expect.any(String), room_name: "Cosy Double", reason: "Sold out on 11 Jul", photos: [] }]);
    expect(rates.map((rate) => rate.photos)).toEqual([[], []]);
  });

  it("says which rooms do not sleep the guests", async () => {
    const { body } = await get(`roomsandrate?hotel=${alba.id}&${STAY}&adults=3`);
    const { rates, unavailable } = body as unknown as Rates;
    expect(rates).toEqual([]);
    expect(unavailable.map((room) => [room.room_name, room.reason])).toEqual([
      ["Sea Suite", "Sleeps 2 adults at most"],
      ["Cosy Double", "Sleeps 2 adults at most"],
    ]);
    const restricted = await get(`roomsandrate?hotel=${minStay.id}&${STAY}`);
    expect((restricted.body as unknown as Rates).unavailable).toEqual([{ room_type_id: expect.any(String), room_name: "Double", reason: "Minimum stay 4 nights from this date", photos: [] }]);
  });

  it("answers 404 for a hotel that does not exist", async () => {
    const { status, response } = await get(`roomsandrate?hotel=no-such-hotel-${suffix}&${STAY}`);
    expect(status).toBe(404);
    expectErrorShape(status, String(response.headers["content-type"]), response.body, "unknown hotel");
  });
});

describe("the own inventory's price check", () => {
  it("reprices a rate key from the current nights, and answers null when it is gone or not a key", async () => {
    const supplier = ownInventorySupplier(db, testApp.clock);
    const { body } = await get(`roomsandrate?hotel=${bruma.id}&${STAY}&adults=3`);
    const [rate] = (body as unknown as Rates).rates;
    expect(rate!.total_cents).toBe(75_000);
    expect(await supplier.priceCheck(rate!.rate_key)).toMatchObject({ totalCents: 75_000, roomName: "Garden Room", board: "half_board" });
    const [plan] = await db.select().from(ratePlans).where(eq(ratePlans.listingId, bruma.id));
    await db.update(inventoryNights).set({ priceCents: 21_000 }).where(and(eq(inventoryNights.ratePlanId, plan!.id), eq(inventoryNights.night, "2026-07-11")));
    expect(await supplier.priceCheck(rate!.rate_key)).toMatchObject({ totalCents: 75_000 + 1_000, roomsLeft: 5 });
    await db.update(inventoryNights).set({ roomsLeft: 0 }).where(and(eq(inventoryNights.ratePlanId, plan!.id), eq(inventoryNights.night, "2026-07-12")));
    expect(await supplier.priceCheck(rate!.rate_key)).toBeNull();
    await db.update(inventoryNights).set({ roomsLeft: 5, priceCents: 20_000 }).where(eq(inventoryNights.ratePlanId, plan!.id));
    for (const key of ["", "x", rate!.rate_key.slice(0, -2), Buffer.from("r1~1~2026-07-13~2026-07-10~2~").toString("base64url")]) {
      expect(await supplier.priceCheck(key), key).toBeNull();
    }
  });
});

describe("the own inventory's nights, read whole", () => {
  it("keeps the largest values a hotel may set and every restriction of a night", async () => {
    const grand = await seedHotel({ title: `Gran Lusso ${suffix}`, city: `Altrove ${suffix}` }, [
      { name: "Royal Suite", maxAdults: 2, plans: [{ name: "Royal", board: "all_inclusive", priceCents: 10_000_000, roomsLeft: 999 }] },
      { name: "Year Room", maxAdults: 2, plans: [{ name: "Long stay", board: "room_only", priceCents: 10_000, nights: { [CHECK_IN]: { minStay: 365 } } }] },
      { name: "Quiet Room", maxAdults: 2, plans: [{ name: "Standard", board: "room_only", priceCents: 10_000, nights: { [CHECK_IN]: { closedToArrival: true, stopSell: false } } }] },
      { name: "Last Room", maxAdults: 2, plans: [{ name: "Standard", board: "room_only", priceCents: 10_000, nights: { [CHECK_OUT]: { closedToDeparture: true } } }] },
      { name: "Busy Room", maxAdults: 2, plans: [{ name: "Standard", board: "room_only", priceCents: 10_000, nights: { "2026-07-12": { stopSell: true } } }] },
    ]);
    const found = await ownInventorySupplier(db, testApp.clock).roomsAndRates(String(grand.id), { checkIn: CHECK_IN, checkOut: CHECK_OUT, occupancy: { adults: 2, childAges: [] } });
    expect(found.rates.map((rate) => [rate.roomName, rate.roomsLeft, rate.nightly])).toEqual([
      ["Royal Suite", 999, stayNights(CHECK_IN, CHECK_OUT).map((night) => ({ night, cents: 10_000_000 }))],
    ]);
    expect(found.unavailable.map((room) => [room.roomName, room.reason])).toEqual([
      ["Year Room", "Minimum stay 365 nights from this date"],
      ["Quiet Room", "No arrivals on 10 Jul: choose another check-in date"],
      ["Last Room", "No departures on 13 Jul: choose another check-out date"],
      ["Busy Room", "Not available on 12 Jul"],
    ]);
  });
});

describe("fetchhotelcontent and displayhotels", () => {
  it("gives a hotel's content with its room types", async () => {
    const { status, body } = await get(`fetchhotelcontent?hotel=${alba.slug}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: alba.id, name: alba.title, stars: 5, address: { city: CITY, country: "Italy" }, good_for: ["honeymoon"] });
    expect((body.data as { room_types: { name: string; max_adults: number }[] }).room_types.map((room) => [room.name, room.max_adults])).toEqual([
      ["Sea Suite", 2],
      ["Cosy Double", 2],
    ]);
  });

  it("lists a place's hotels without dates, those without inventory too", async () => {
    const { status, body } = await get(`displayhotels?location=${CITY_ID}`);
    expect(status).toBe(200);
    const ids = (body.data as { id: number }[]).map((hotel) => hotel.id);
    expect(ids[0]).toBe(alba.id);
    expect(ids).toEqual(expect.arrayContaining([bruma.id, noInventory.id, soldOut.id]));
    expect(body).toMatchObject({ location: { kind: "city", name: CITY }, current_page: 1 });
  });
});

describe("autolocation and getCorrelationId", () => {
  it("finds a city, a destination and a hotel, each with a LocationId availabilityresult reads", async () => {
    type Place = { location_id: string; kind: string; name: string };
    const places = async (query: string) => ((await get(`autolocation?query=${encodeURIComponent(query)}`)).body.data as Place[]);
    expect(await places(`lumen bay ${suffix}`)).toContainEqual(expect.objectContaining({ kind: "city", name: CITY, location_id: CITY_ID }));
    expect(await places(`Lumen Coast ${suffix}`)).toContainEqual(expect.objectContaining({ kind: "destination", location_id: destination.slug }));
    const hotels = await places(`Villa Alba ${suffix}`);
    expect(hotels).toContainEqual(expect.objectContaining({ kind: "hotel", location_id: alba.slug, name: alba.title }));
    expect(await places("")).toEqual([]);
  });

  it("gives a new correlation id each time", async () => {
    const first = await testApp.app.inject({ method: "POST", url: "/api/v1/booking/getCorrelationId" });
    const second = await testApp.app.inject({ method: "POST", url: "/api/v1/booking/getCorrelationId" });
    expect(first.statusCode).toBe(200);
    const ids = [first.json<{ correlation_id: string }>().correlation_id, second.json<{ correlation_id: string }>().correlation_id];
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });
});

describe("hostile and wrong input", () => {
  it("names each field in error with the product's words, a 422", async () => {
    const { status, body } = await get(`availabilityresult?location=${CITY_ID}&checkin=2026-02-30&checkout=2026-07-01&adults=99&children=4,x&stars=7&board=full&sort=cheapest&page_size=500&min_price=-1`);
    expect(status).toBe(422);
    expect(body).toMatchObject({
      code: "VALIDATION_FAILED",
      errors: {
        checkin: ["That date does not exist: check the day and the month"],
        adults: ["Choose between 1 and 8 adults"],
        children: ["Give each child's age, from 0 to 17"],
        stars: ["Choose star classes from 1 to 5, e.g. 4,5"],
        board: [expect.stringContaining("Choose boards among")],
        sort: [expect.stringContaining("Sort by")],
        page_size: ["Choose from 1 to 200 hotels a page"],
        min_price: ["Enter a price a night in whole dollars"],
      },
    });
    const missing = await get("availabilityresult");
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ errors: { location: ["Choose where you would like to stay"], checkin: ["Choose a check-in date"] } });
    const backwards = await get(`availabilityresult?location=${CITY_ID}&checkin=2026-07-13&checkout=2026-07-10`);
    expect(backwards.body).toMatchObject({ errors: { checkout: ["Choose a check-out date after check-in"] } });
    const past = await get(`roomsandrate?hotel=${alba.id}&checkin=2026-05-01&checkout=2026-05-03`);
    expect(past.body).toMatchObject({ errors: { checkin: ["Choose a check-in date from today on"] } });
    const order = await get(`availabilityresult?location=${CITY_ID}&${STAY}&min_price=300&max_price=100`);
    expect(order.body).toMatchObject({ errors: { max_price: ["The lowest price must not be above the highest"] } });
  });

  it("refuses NUL bytes, huge numbers and endless text in the error shape", async () => {
    const urls = [
      `availabilityresult?location=a%00b&${STAY}`,
      `availabilityresult?location=${CITY_ID}&${STAY}&adults=${"9".repeat(400)}`,
      `availabilityresult?location=${CITY_ID}&${STAY}&max_price=99999999999999999999`,
      `availabilityresult?location=${"x".repeat(5_000)}&${STAY}`,
      `availabilityresult?location=${CITY_ID}&checkin[]=2026-07-10&checkout=2026-07-13`,
      `roomsandrate?hotel=${alba.id}&checkin=2026-07-10&checkout=2099-01-01`,
      `fetchhotelcontent?hotel=%ED%A0%80`,
      `autolocation?query=${"a".repeat(101)}`,
      `displayhotels?location=${CITY_ID}&page=0`,
    ];
    for (const url of urls) {
      const { status, response } = await get(url);
      expect(status, url.slice(0, 120)).toBeGreaterThanOrEqual(400);
      expect(status, url.slice(0, 120)).toBeLessThan(500);
      expectErrorShape(status, String(response.headers["content-type"]), response.body, url.slice(0, 120));
    }
  });
});

describe("the OpenAPI document", () => {
  it("lists the booking operations", async () => {
    const document = await fetchOpenApiDocument(testApp.app);
    const operations = documentedOperations(document).map((operation) => `${operation.method} ${operation.path} ${String(operation.operation.operationId)}`);
    expect(operations).toEqual(
      expect.arrayContaining([
        "GET /api/v1/booking/autolocation autolocation",
        "GET /api/v1/booking/displayhotels displayhotels",
        "GET /api/v1/booking/availabilityresult availabilityresult",
        "GET /api/v1/booking/fetchHotelDatabynextresultkey fetchHotelDatabynextresultkey",
        "GET /api/v1/booking/fetchhotelcontent fetchhotelcontent",
        "GET /api/v1/booking/roomsandrate roomsandrate",
        "POST /api/v1/booking/getCorrelationId getCorrelationId",
      ]),
    );
  });
});
