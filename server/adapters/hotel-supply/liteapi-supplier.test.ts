import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeLiteApi, type FakeLiteApi } from "../../../tests/support/fake-liteapi";
import { fixedClock } from "../../kernel/clock";
import type { HotelSupplier, RoomRate, StayQuery } from "./hotel-supplier";
import { createLiteApiSupplier, LiteApiError, liteApiSupplierFrom, type LiteApiTimeouts } from "./liteapi-supplier";

const NOW = new Date("2026-06-01T12:00:00Z");
const COUPLE: StayQuery = { checkIn: "2026-07-10", checkOut: "2026-07-12", occupancy: { adults: 2, childAges: [] } };
const FAMILY: StayQuery = { ...COUPLE, occupancy: { adults: 2, childAges: [5] } };
const GUEST = { firstName: "Juliette", lastName: "Capulet", email: "juliette@example.com" };

let fake: FakeLiteApi;
let liteApi: HotelSupplier;

beforeAll(async () => {
  fake = await startFakeLiteApi({ now: () => NOW });
});

afterAll(async () => {
  await fake.close();
});

beforeEach(() => {
  for (const hotelId of Object.values(fake.hotels)) {
    fake.sellOut(hotelId, false);
    fake.setPriceFactor(hotelId, 1);
  }
  fake.requests.length = 0;
  liteApi = supplier();
});

function supplier(overrides: { apiKey?: string; timeouts?: Partial<LiteApiTimeouts>; fetch?: typeof fetch } = {}): HotelSupplier {
  return createLiteApiSupplier({
    apiKey: overrides.apiKey ?? fake.apiKey,
    baseUrl: fake.url,
    clock: fixedClock(NOW),
    timeouts: overrides.timeouts,
    fetch: overrides.fetch,
  });
}

async function failure(promise: Promise<unknown>): Promise<LiteApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof LiteApiError)) throw new Error(`Expected a LiteApiError, got ${String(error)}`, { cause: error });
  return error;
}

const requestsTo = (method: string, path: string) => fake.requests.filter((request) => request.method === method && request.path === `/v3.0${path}`);

async function parisRates(stay: StayQuery = COUPLE): Promise<RoomRate[]> {
  return (await liteApi.roomsAndRates(fake.hotels.paris, stay)).rates;
}

async function cheapestParisOffer(): Promise<RoomRate> {
  const [cheapest] = await parisRates();
  if (!cheapest) throw new Error("The fake sells no room in Paris");
  return cheapest;
}

/** The Paris Deluxe King Room, room only, 2 nights at $180 (VAT 10% inside, a $5 city tax a night at the hotel). */
const DELUXE_KING = {
  roomTypeId: "Deluxe King Room",
  roomName: "Deluxe King Room",
  ratePlanName: "Free cancellation",
  board: "room_only",
  // LiteAPI: free until 7 Jul 12:00 GMT; "4 days before arrival" (6 Jul) ends a full day earlier.
  cancellation: { freeCancellationDays: 4, chargePercent: 100 },
  nightly: [
    { night: "2026-07-10", cents: 16364 },
    { night: "2026-07-11", cents: 16363 },
  ],
  roomCents: 32727,
  taxCents: 3273,
  feeCents: 1000,
  totalCents: 37000,
  roomsLeft: 1,
};

describe("configuration", () => {
  it("exists only with a key, and is named liteapi", () => {
    expect(liteApiSupplierFrom(undefined)).toBeUndefined();
    expect(liteApiSupplierFrom({ apiKey: fake.apiKey, baseUrl: fake.url })?.name).toBe("liteapi");
  });
});

describe("searchAvailability", () => {
  it("asks LiteAPI for the hotels' rates for the stay and answers each hotel's cheapest offer in cents", async () => {
    const found = await liteApi.searchAvailability([fake.hotels.paris, fake.hotels.amalfi, fake.hotels.fjord, "lp000000", fake.hotels.paris], COUPLE);

    const [search] = requestsTo("POST", "/hotels/rates");
    expect(requestsTo("POST", "/hotels/rates")).toHaveLength(1);
    expect(search?.apiKey).toBe(fake.apiKey);
    expect(search?.body).toEqual({
      hotelIds: [fake.hotels.paris, fake.hotels.amalfi, fake.hotels.fjord, "lp000000"],
      occupancies: [{ adults: 2, children: [] }],
      currency: "USD",
      guestNationality: "US",
      checkin: "2026-07-10",
      checkout: "2026-07-12",
      timeout: 6,
    });

    const byHotel = new Map(found.map((hotel) => [hotel.hotelId, hotel]));
    expect([...byHotel.keys()].sort()).toEqual([fake.hotels.paris, fake.hotels.amalfi, fake.hotels.fjord].sort());
    expect(byHotel.get(fake.hotels.paris)).toEqual({
      hotelId: fake.hotels.paris,
      cheapest: { ...DELUXE_KING, rateKey: expect.any(String) },
      hasFreeCancellation: true,
      boards: ["room_only", "breakfast", "half_board"],
    });
    expect(byHotel.get(fake.hotels.amalfi)).toMatchObject({
      cheapest: { roomName: "Sea View Double", board: "breakfast", totalCents: 50000, taxCents: 4545, feeCents: 0, cancellation: { freeCancellationDays: 8, chargePercent: 50 } },
      hasFreeCancellation: true,
      boards: ["breakfast", "all_inclusive"],
    });
    // Full board (FB) is shown as half board: never more than is sold.
    expect(byHotel.get(fake.hotels.fjord)).toMatchObject({
      cheapest: { roomName: "Cabin for Two", board: "half_board", totalCents: 30000, taxCents: 0, cancellation: { freeCancellationDays: 2, chargePercent: 100 } },
      boards: ["half_board"],
    });
  });

  it("sends the children's ages and gets only the rooms they fit in", async () => {
    const found = await liteApi.searchAvailability([fake.hotels.paris, fake.hotels.amalfi, fake.hotels.fjord], FAMILY);
    expect((requestsTo("POST", "/hotels/rates")[0]?.body as { occupancies: unknown }).occupancies).toEqual([{ adults: 2, children: [5] }]);
    const byHotel = new Map(found.map((hotel) => [hotel.hotelId, hotel]));
    expect(byHotel.get(fake.hotels.fjord)).toBeUndefined();
    expect(byHotel.get(fake.hotels.paris)).toMatchObject({ cheapest: { roomName: "Suite with Terrace", ratePlanName: "Non-refundable", cancellation: { freeCancellationDays: null, chargePercent: 100 } }, hasFreeCancellation: false });
    expect(byHotel.get(fake.hotels.amalfi)).toMatchObject({ cheapest: { roomName: "Junior Suite", board: "all_inclusive", totalCents: 84000 } });
  });

  it("answers no hotel when LiteAPI finds no availability", async () => {
    for (const hotelId of Object.values(fake.hotels)) fake.sellOut(hotelId);
    expect(await liteApi.searchAvailability([fake.hotels.paris, fake.hotels.amalfi], COUPLE)).toEqual([]);
    expect(requestsTo("POST", "/hotels/rates")).toHaveLength(1);
  });

  it("asks nothing for no hotel", async () => {
    expect(await liteApi.searchAvailability([], COUPLE)).toEqual([]);
    expect(fake.requests).toHaveLength(0);
  });

  it("offers no free cancellation once LiteAPI's deadline has passed", async () => {
    const soon: StayQuery = { ...COUPLE, checkIn: "2026-06-03", checkOut: "2026-06-04" };
    const found = await liteApi.searchAvailability([fake.hotels.paris, fake.hotels.fjord], soon);
    const byHotel = new Map(found.map((hotel) => [hotel.hotelId, hotel]));
    // Paris: free until 31 May 12:00, already past. The fjord: free until 2 Jun 12:00, still ahead.
    expect(byHotel.get(fake.hotels.paris)).toMatchObject({ cheapest: { ratePlanName: "Non-refundable", cancellation: { freeCancellationDays: null, chargePercent: 100 } }, hasFreeCancellation: false });
    expect(byHotel.get(fake.hotels.fjord)).toMatchObject({ cheapest: { cancellation: { freeCancellationDays: 2, chargePercent: 100 } }, hasFreeCancellation: true });
  });

  it("surfaces LiteAPI's refusal of a bad request", async () => {
    const error = await failure(liteApi.searchAvailability([fake.hotels.paris], { ...COUPLE, checkIn: "2026-05-01", checkOut: "2026-05-03" }));
    expect(error).toMatchObject({ reason: "rejected", status: 400, code: 4002, retryable: false });
    expect(error.message).toContain("checkin date cannot be in the past");
  });

  it("refuses an answer it cannot read", async () => {
    const garbled = supplier({ fetch: () => Promise.resolve(new Response(JSON.stringify({ data: [{ hotelId: 7 }] }), { status: 200 })) });
    expect(await failure(garbled.searchAvailability([fake.hotels.paris], COUPLE))).toMatchObject({ reason: "invalid_answer" });
  });
});

describe("roomsAndRates", () => {
  it("answers every offer of one hotel, cheapest first, with nothing unavailable", async () => {
    const { rates, unavailable } = await liteApi.roomsAndRates(fake.hotels.paris, COUPLE);
    expect(unavailable).toEqual([]);
    expect(rates.map((rate) => [rate.roomName, rate.board, rate.totalCents, rate.cancellation.freeCancellationDays])).toEqual([
      ["Deluxe King Room", "room_only", 37000, 4],
      ["Deluxe King Room", "breakfast", 43000, 4],
      ["Suite with Terrace", "half_board", 69000, null],
    ]);
    expect(rates[0]).toEqual({ ...DELUXE_KING, rateKey: expect.any(String) });
    expect(new Set(rates.map((rate) => rate.rateKey)).size).toBe(3);
    expect((requestsTo("POST", "/hotels/rates")[0]?.body as { hotelIds: string[] }).hotelIds).toEqual([fake.hotels.paris]);
  });

  it("answers no rates for a hotel that is sold out", async () => {
    fake.sellOut(fake.hotels.paris);
    expect(await liteApi.roomsAndRates(fake.hotels.paris, COUPLE)).toEqual({ rates: [], unavailable: [] });
  });
});

describe("priceCheck", () => {
  it("prebooks the offer and answers the same rate at the same price, keyed by the prebook", async () => {
    const offer = await cheapestParisOffer();
    const checked = await liteApi.priceCheck(offer.rateKey);
    expect(requestsTo("POST", "/rates/prebook").map((request) => request.body)).toEqual([{ offerId: offer.rateKey, usePaymentSdk: false }]);
    expect(checked).toEqual({ ...offer, rateKey: expect.stringMatching(/^prebook:\w+$/) });
  });

  it("answers the new price when it moved since the search", async () => {
    const offer = await cheapestParisOffer();
    fake.setPriceFactor(fake.hotels.paris, 1.1);
    const checked = await liteApi.priceCheck(offer.rateKey);
    // $396 for the stay, $36 of it VAT; the city tax is the same.
    expect(checked).toMatchObject({ roomName: "Deluxe King Room", board: "room_only", roomCents: 36000, taxCents: 3600, feeCents: 1000, totalCents: 40600 });
    expect(checked?.nightly).toEqual([
      { night: "2026-07-10", cents: 18000 },
      { night: "2026-07-11", cents: 18000 },
    ]);
  });

  it("answers null when the offer is sold out or unknown", async () => {
    const offer = await cheapestParisOffer();
    fake.sellOut(fake.hotels.paris);
    expect(await liteApi.priceCheck(offer.rateKey)).toBeNull();
    expect(await liteApi.priceCheck("GE5ESNBSIZKVNOTANOFFER")).toBeNull();
  });

  it("checks a price-checked rate again by its prebook", async () => {
    const checked = await liteApi.priceCheck((await cheapestParisOffer()).rateKey);
    if (!checked) throw new Error("The offer should be on sale");
    expect(await liteApi.priceCheck(checked.rateKey)).toEqual(checked);
    expect(requestsTo("GET", `/prebooks/${checked.rateKey.slice("prebook:".length)}`)).toHaveLength(1);
    expect(await liteApi.priceCheck("prebook:nosuchone")).toBeNull();
  });
});

describe("book, retrieve and cancel", () => {
  async function checkedOffer(): Promise<RoomRate> {
    const checked = await liteApi.priceCheck((await cheapestParisOffer()).rateKey);
    if (!checked) throw new Error("The offer should be on sale");
    return checked;
  }

  it("books a price-checked rate for the guest, paid from the account, under Amora's reference", async () => {
    const rate = await checkedOffer();
    const clientReference = randomUUID();
    const booking = await liteApi.book(rate.rateKey, GUEST, clientReference);

    const [request] = requestsTo("POST", "/rates/book");
    expect(request?.body).toEqual({
      prebookId: rate.rateKey.slice("prebook:".length),
      clientReference,
      holder: GUEST,
      guests: [{ occupancyNumber: 1, ...GUEST }],
      payment: { method: "ACC_CREDIT_CARD" },
    });
    expect(booking).toEqual({
      reference: expect.any(String),
      status: "confirmed",
      guest: GUEST,
      rate: {
        rateKey: rate.rateKey,
        roomTypeId: "Deluxe King Room",
        roomName: "Deluxe King Room",
        ratePlanName: "Free cancellation",
        board: "room_only",
        cancellation: { freeCancellationDays: 4, chargePercent: 100 },
        // A booking's answer has the total LiteAPI charged, without taxes apart.
        nightly: [
          { night: "2026-07-10", cents: 18000 },
          { night: "2026-07-11", cents: 18000 },
        ],
        roomCents: 36000,
        taxCents: 0,
        feeCents: 0,
        totalCents: 36000,
        roomsLeft: 1,
      },
    });
    expect(fake.booking(booking.reference)).toMatchObject({ status: "CONFIRMED", clientReference, holder: { ...GUEST }, price: 360 });
  });

  it("prebooks an offer booked without a price check, and books it when nothing changed", async () => {
    const offer = await cheapestParisOffer();
    const booking = await liteApi.book(offer.rateKey, GUEST, randomUUID());
    expect(requestsTo("POST", "/rates/prebook")).toHaveLength(1);
    expect(booking).toMatchObject({ status: "confirmed", rate: { totalCents: 36000 } });
  });

  it("does not book an offer whose price changed since it was shown", async () => {
    const offer = await cheapestParisOffer();
    fake.setPriceFactor(fake.hotels.paris, 1.25);
    expect(await failure(liteApi.book(offer.rateKey, GUEST, randomUUID()))).toMatchObject({ reason: "price_changed", retryable: false });
    expect(requestsTo("POST", "/rates/book")).toHaveLength(0);
  });

  it("says sold out when the offer is gone before the booking, and booking failed when LiteAPI cannot confirm it", async () => {
    const offer = await cheapestParisOffer();
    const rate = await checkedOffer();
    fake.sellOut(fake.hotels.paris);
    expect(await failure(liteApi.book(offer.rateKey, GUEST, randomUUID()))).toMatchObject({ reason: "sold_out" });
    expect(await failure(liteApi.book(rate.rateKey, GUEST, randomUUID()))).toMatchObject({ reason: "booking_failed", status: 400, code: 2013 });
    expect(await failure(liteApi.book("prebook:nosuchone", GUEST, randomUUID()))).toMatchObject({ reason: "sold_out", code: 4002 });
  });

  it("books once per client reference", async () => {
    const rate = await checkedOffer();
    const clientReference = randomUUID();
    const first = await liteApi.book(rate.rateKey, GUEST, clientReference);
    const again = await liteApi.book(rate.rateKey, GUEST, clientReference);
    expect(again.reference).toBe(first.reference);
  });

  it("passes on LiteAPI's refusal of a guest it cannot book", async () => {
    const rate = await checkedOffer();
    const error = await failure(liteApi.book(rate.rateKey, { ...GUEST, email: "not an address" }, randomUUID()));
    expect(error).toMatchObject({ reason: "rejected", status: 400, code: 4002 });
  });

  it("retrieves a booking, and null for one LiteAPI does not have", async () => {
    const booking = await liteApi.book((await checkedOffer()).rateKey, GUEST, randomUUID());
    expect(await liteApi.retrieve(booking.reference)).toEqual(booking);
    expect(await liteApi.retrieve("NOSUCHBKG")).toBeNull();
  });

  it("cancels a booking and answers it cancelled", async () => {
    const booking = await liteApi.book((await checkedOffer()).rateKey, GUEST, randomUUID());
    const cancelled = await liteApi.cancel(booking.reference);
    expect(cancelled).toEqual({ ...booking, status: "cancelled" });
    expect(requestsTo("PUT", `/bookings/${booking.reference}`)).toHaveLength(1);
    expect(fake.booking(booking.reference)).toMatchObject({ status: "CANCELLED" });
    expect(await liteApi.retrieve(booking.reference)).toMatchObject({ status: "cancelled" });
  });

  it("refuses to cancel a booking it does not have or that is already cancelled", async () => {
    expect(await failure(liteApi.cancel("NOSUCHBKG"))).toMatchObject({ reason: "not_found" });
    const booking = await liteApi.book((await checkedOffer()).rateKey, GUEST, randomUUID());
    await liteApi.cancel(booking.reference);
    expect(await failure(liteApi.cancel(booking.reference))).toMatchObject({ reason: "rejected", status: 400 });
  });
});

describe("failures", () => {
  it("says unauthorized for a wrong key, without trying again", async () => {
    const error = await failure(supplier({ apiKey: "sand_wrong" }).searchAvailability([fake.hotels.paris], COUPLE));
    expect(error).toMatchObject({ reason: "unauthorized", status: 401, retryable: false });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.apiKey).toBe("sand_wrong");
  });

  it("tries a search again once after LiteAPI fails, and gives up after the second failure", async () => {
    fake.failNext("server_error");
    expect(await liteApi.searchAvailability([fake.hotels.paris], COUPLE)).toHaveLength(1);
    expect(requestsTo("POST", "/hotels/rates")).toHaveLength(2);

    fake.failNext("server_error", 2);
    expect(await failure(liteApi.searchAvailability([fake.hotels.paris], COUPLE))).toMatchObject({ reason: "unavailable", status: 500, code: 5000, retryable: true });
  });

  it("reads being rate limited and a dropped connection as LiteAPI unavailable", async () => {
    fake.failNext("rate_limit", 2);
    expect(await failure(liteApi.roomsAndRates(fake.hotels.paris, COUPLE))).toMatchObject({ reason: "unavailable", status: 429 });
    fake.failNext("connection", 2);
    expect(await failure(liteApi.roomsAndRates(fake.hotels.paris, COUPLE))).toMatchObject({ reason: "unavailable", retryable: true });
  });

  it("never retries a booking", async () => {
    const rate = await liteApi.priceCheck((await cheapestParisOffer()).rateKey);
    if (!rate) throw new Error("The offer should be on sale");
    fake.failNext("server_error");
    expect(await failure(liteApi.book(rate.rateKey, GUEST, randomUUID()))).toMatchObject({ reason: "unavailable", status: 500 });
    expect(requestsTo("POST", "/rates/book")).toHaveLength(1);
  });

  it("times out a slow search", async () => {
    fake.delayNext(1_000, 2);
    const error = await failure(supplier({ timeouts: { search: 150 } }).searchAvailability([fake.hotels.paris], COUPLE));
    expect(error).toMatchObject({ reason: "timeout", retryable: true });
    expect(requestsTo("POST", "/hotels/rates")).toHaveLength(2);
  });

  it("times out a slow booking once; booking again with the same client reference finds the booking LiteAPI made", async () => {
    const slow = supplier({ timeouts: { book: 150 } });
    const rate = await slow.priceCheck((await cheapestParisOffer()).rateKey);
    if (!rate) throw new Error("The offer should be on sale");
    const clientReference = randomUUID();
    fake.delayNext(500);
    expect(await failure(slow.book(rate.rateKey, GUEST, clientReference))).toMatchObject({ reason: "timeout" });
    expect(requestsTo("POST", "/rates/book")).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const booking = await slow.book(rate.rateKey, GUEST, clientReference);
    expect(fake.booking(booking.reference)).toMatchObject({ clientReference });
    expect(requestsTo("POST", "/rates/book")).toHaveLength(2);
  });
});

describe("the fake", () => {
  it("refuses bodies as LiteAPI does", async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${fake.url}${path}`, { method: "POST", headers: { "X-API-Key": fake.apiKey, "content-type": "application/json" }, body: JSON.stringify(body) });
    const noOccupancy = await post("/hotels/rates", { hotelIds: [fake.hotels.paris], currency: "USD", guestNationality: "US", checkin: "2026-07-10", checkout: "2026-07-12" });
    expect(noOccupancy.status).toBe(400);
    expect(await noOccupancy.json()).toEqual({ error: { code: 4002, description: "occupancies is required", message: "required request field is missing or wrong input" } });
    const noPayment = await post("/rates/book", { prebookId: "x", holder: GUEST, guests: [{ occupancyNumber: 1, ...GUEST }], payment: { method: "CASH" } });
    expect(await noPayment.json()).toEqual({ error: { code: 4000, description: "missing or not supported payment method", message: "bad request" } });
  });
});
