import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVENTORY_MESSAGES } from "../../core/booking/inventory-changes";
import { RESERVATION_MESSAGES } from "../../core/booking/reservation-transitions";
import { BOOKING_FLOW_MESSAGES } from "../../core/booking/booking-messages";
import type { AnyContract } from "../../core/contracts/contract";
import { pathWithParams } from "../../core/contracts/contract";
import * as hotelReservations from "../../core/contracts/hotel-reservations";
import * as reservationsApi from "../../core/contracts/reservations";
import { reservations } from "../../server/db/schema/reservations";
import { bookingDepsOf } from "../../server/domain/booking/booking-deps";
import { cancelReservation } from "../../server/domain/booking/cancel-reservation";
import { HOTEL_RESERVATION_MESSAGES } from "../../server/domain/booking/hotel-reservations";
import { BUSINESS_NOT_ACTIVE, NOT_A_BUSINESS } from "../../server/domain/deals/business-account-of";
import { bearer, signInWithCode } from "../support/accounts";
import { createBusiness } from "../support/business-accounts";
import { hotelWithRooms, type HotelWithRooms } from "../support/hotel-inventory";
import { createTestApp, type TestApp } from "../support/test-app";
import { PAYING_CARD } from "../support/test-cards";
import { expectErrorShape } from "./api-routes";

// TEST_NOW is 2026-06-01 12:00 UTC. The hotels are in Amalfi: their days are Europe/Rome's (UTC+2 in summer).
let testApp: TestApp;
let counter = 0;
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${(counter += 1)}`;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

type Session = { token: string } | null;

function call(contract: AnyContract, session: Session, input: { params?: Record<string, unknown>; query?: Record<string, string>; body?: unknown } = {}) {
  const query = input.query ? `?${new URLSearchParams(input.query).toString()}` : "";
  return testApp.app.inject({
    method: contract.method,
    url: `/api/v1${pathWithParams(contract.path, input.params)}${query}`,
    headers: session ? bearer(session.token) : {},
    ...(input.body === undefined ? {} : { payload: input.body as object }),
  });
}

type Response = Awaited<ReturnType<typeof call>>;

function ok<T>(response: Response): T {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

function expectError(response: Response, status: number, message?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expectErrorShape(response.statusCode, String(response.headers["content-type"]), response.body, "hotel reservations");
  if (message) expect(response.json<{ message: string }>().message).toBe(message);
}

type Summary = {
  id: number;
  confirmation_number: string;
  status: string;
  group: string;
  check_in: string;
  check_out: string;
  guest_name: string;
  occasion: string | null;
  occasion_name: string | null;
  special_requests: string | null;
  can_mark_no_show: boolean;
};
type Detail = Summary & {
  guest: { first_name: string; last_name: string; email: string; phone: string };
  room_guests: { first_name: string; last_name: string }[];
  nightly: { night: string; cents: number }[];
  room_cents: number;
  tax_cents: number;
  fee_cents: number;
  total_cents: number;
  room_name: string;
  rate_plan_name: string;
  board_name: string;
  time_zone: string;
  no_show_refusal: string | null;
};
type ListAnswer = { data: Summary[]; total: number; current_page: number; last_page: number; per_page: number };

type Booked = { id: number; confirmationNumber: string; email: string };

/** A couple books a stay as guests, as the site does: price check and hold, details, card payment, confirmation. */
async function book(hotel: HotelWithRooms, checkIn: string, checkOut: string, extra: Record<string, unknown> = {}): Promise<Booked> {
  const held = ok<{ booking_token: string; reservation: { id: number; total_cents: number } }>(
    await call(reservationsApi.priceByRecommendation, null, { body: { rate_key: hotel.rateKey(checkIn, checkOut) } }),
  );
  const email = `${unique("guest")}@example.com`;
  const details = {
    booking_token: held.booking_token,
    first_name: "Giulia",
    last_name: "Rossi",
    email,
    phone: "+39 055 123 4567",
    room_guests: [{ first_name: "Marco", last_name: "Bianchi" }],
    special_requests: "A bottle of prosecco on arrival, please.",
    occasion: "anniversary",
    total_cents: held.reservation.total_cents,
    ...extra,
  };
  const opened = ok<{ payment: { id: string } }>(await call(reservationsApi.unauthbooking, null, { body: details }));
  await testApp.services.payments.confirmPaymentIntent(opened.payment.id, { card: PAYING_CARD, returnUrl: "http://localhost/hotelbooking/1" });
  const booked = ok<{ status: string; reservation: { id: number; confirmation_number: string } }>(await call(reservationsApi.unauthbooking, null, { body: details }));
  expect(booked.status).toBe("confirmed");
  return { id: booked.reservation.id, confirmationNumber: booked.reservation.confirmation_number, email };
}

/** Runs `body` with the clock at `at`, then puts it back. */
async function at<T>(instant: string, body: () => Promise<T>): Promise<T> {
  const shift = new Date(instant).getTime() - testApp.clock.now().getTime();
  testApp.clock.advance(shift);
  try {
    return await body();
  } finally {
    testApp.clock.advance(-shift);
  }
}

const list = (session: Session, query?: Record<string, string>) => call(hotelReservations.listHotelReservations, session, query ? { query } : {});
const detail = (session: Session, id: number) => call(hotelReservations.getHotelReservation, session, { params: { id } });
const markNoShow = (session: Session, id: number) => call(hotelReservations.markHotelReservationNoShow, session, { params: { id } });

describe("a hotel's reservations", () => {
  it("lists its booked stays by tab, soonest upcoming first and newest arrival first otherwise; never holds nor other hotels' stays", async () => {
    const hotel = await hotelWithRooms(testApp, { from: "2026-06-01", days: 90 });
    const other = await hotelWithRooms(testApp, { from: "2026-06-01", days: 90 });
    const soon = await book(hotel, "2026-06-03", "2026-06-05");
    const july = await book(hotel, "2026-07-10", "2026-07-12", { occasion: "honeymoon", special_requests: "Rose petals on the bed" });
    const june = await book(hotel, "2026-06-20", "2026-06-22", { occasion: "", special_requests: "" });
    const cancelled = await book(hotel, "2026-08-01", "2026-08-03");
    await cancelReservation(bookingDepsOf(testApp.services), cancelled.id);
    const elsewhere = await book(other, "2026-06-15", "2026-06-16");
    // A hold never paid is not the hotel's business.
    ok(await call(reservationsApi.priceByRecommendation, null, { body: { rate_key: hotel.rateKey("2026-06-25", "2026-06-26") } }));

    const all = ok<ListAnswer>(await list(hotel.hotel));
    expect(all.data.map((reservation) => reservation.id)).toEqual([cancelled.id, july.id, june.id, soon.id]);
    expect(all).toMatchObject({ total: 4, current_page: 1, last_page: 1, per_page: 50 });
    expect(all.data.map((reservation) => reservation.id)).not.toContain(elsewhere.id);

    const upcoming = ok<ListAnswer>(await list(hotel.hotel, { filter: "upcoming" }));
    expect(upcoming.data.map((reservation) => reservation.id)).toEqual([soon.id, june.id, july.id]);
    expect(upcoming.data.find((reservation) => reservation.id === july.id)).toMatchObject({
      confirmation_number: july.confirmationNumber,
      status: "confirmed",
      group: "upcoming",
      guest_name: "Giulia Rossi",
      occasion: "honeymoon",
      occasion_name: "Honeymoon",
      special_requests: "Rose petals on the bed",
      can_mark_no_show: false,
    });
    expect(upcoming.data.find((reservation) => reservation.id === june.id)).toMatchObject({ occasion: null, occasion_name: null, special_requests: null });
    expect(ok<ListAnswer>(await list(hotel.hotel, { filter: "cancelled" })).data.map((reservation) => [reservation.id, reservation.group])).toEqual([[cancelled.id, "cancelled"]]);
    expect(ok<ListAnswer>(await list(hotel.hotel, { filter: "past" })).data).toEqual([]);

    // Once the first stay's departure day has come at the hotel, it is listed with the past ones.
    await at("2026-06-04T22:30:00Z", async () => {
      expect(ok<ListAnswer>(await list(hotel.hotel, { filter: "past" })).data.map((reservation) => [reservation.id, reservation.group])).toEqual([[soon.id, "past"]]);
      expect(ok<ListAnswer>(await list(hotel.hotel, { filter: "upcoming" })).data.map((reservation) => reservation.id)).toEqual([june.id, july.id]);
    });
    expectError(await list(hotel.hotel, { filter: "everything" }), 400);
  });

  it("shows one reservation with the guests, their requests and occasion, the stay, the room and the price", async () => {
    const hotel = await hotelWithRooms(testApp, { from: "2026-06-01", days: 60, priceCents: 20_000 });
    const booked = await book(hotel, "2026-07-10", "2026-07-12");
    const answer = ok<{ data: Detail }>(await detail(hotel.hotel, booked.id)).data;
    expect(answer).toMatchObject({
      id: booked.id,
      confirmation_number: booked.confirmationNumber,
      status: "confirmed",
      group: "upcoming",
      check_in: "2026-07-10",
      check_out: "2026-07-12",
      guest: { first_name: "Giulia", last_name: "Rossi", email: booked.email, phone: "+39 055 123 4567" },
      room_guests: [{ first_name: "Marco", last_name: "Bianchi" }],
      special_requests: "A bottle of prosecco on arrival, please.",
      occasion: "anniversary",
      occasion_name: "Anniversary",
      room_name: "Deluxe Sea View Double",
      rate_plan_name: "Flexible with breakfast",
      nightly: [
        { night: "2026-07-10", cents: 20_000 },
        { night: "2026-07-11", cents: 20_000 },
      ],
      room_cents: 40_000,
      tax_cents: 4_000,
      fee_cents: 600,
      total_cents: 44_600,
      time_zone: "Europe/Rome",
      can_mark_no_show: false,
      no_show_refusal: RESERVATION_MESSAGES.noShowTooEarly,
    });
    // A hold that was never paid, or an id that is nobody's, is not found.
    const held = ok<{ reservation: { id: number } }>(await call(reservationsApi.priceByRecommendation, null, { body: { rate_key: hotel.rateKey("2026-07-20", "2026-07-21") } }));
    expectError(await detail(hotel.hotel, held.reservation.id), 404, BOOKING_FLOW_MESSAGES.notFound);
    expectError(await detail(hotel.hotel, 999_999_999), 404);
  });

  it("marks a no-show from the arrival day in the hotel's time zone, not before; asked again it changes nothing", async () => {
    const hotel = await hotelWithRooms(testApp, { from: "2026-06-01", days: 30 });
    const booked = await book(hotel, "2026-06-05", "2026-06-07");

    expectError(await markNoShow(hotel.hotel, booked.id), 409, RESERVATION_MESSAGES.noShowTooEarly);
    // 23:30 in Amalfi on the day before arrival (21:30 UTC): still too early.
    await at("2026-06-04T21:30:00Z", async () => {
      expectError(await markNoShow(hotel.hotel, booked.id), 409, RESERVATION_MESSAGES.noShowTooEarly);
      expect(ok<{ data: Detail }>(await detail(hotel.hotel, booked.id)).data.can_mark_no_show).toBe(false);
    });
    const [before] = await testApp.services.db.select().from(reservations).where(eq(reservations.id, booked.id));
    expect(before?.status).toBe("confirmed");

    // 00:30 on the arrival day in Amalfi, still the day before in UTC: allowed.
    await at("2026-06-04T22:30:00Z", async () => {
      const shown = ok<{ data: Detail }>(await detail(hotel.hotel, booked.id)).data;
      expect(shown).toMatchObject({ can_mark_no_show: true, no_show_refusal: null });
      const marked = ok<{ message: string; data: Detail }>(await markNoShow(hotel.hotel, booked.id));
      expect(marked.message).toBe(HOTEL_RESERVATION_MESSAGES.markedNoShow);
      expect(marked.data).toMatchObject({ id: booked.id, status: "no_show", group: "past", can_mark_no_show: false, no_show_refusal: RESERVATION_MESSAGES.alreadyNoShow });
      const [row] = await testApp.services.db.select().from(reservations).where(eq(reservations.id, booked.id));
      expect(row?.status).toBe("no_show");
      const updatedAt = row!.updatedAt.getTime();

      testApp.clock.advance(60_000);
      try {
        const again = ok<{ message: string; data: Detail }>(await markNoShow(hotel.hotel, booked.id));
        expect(again.data.status).toBe("no_show");
        const [unchanged] = await testApp.services.db.select().from(reservations).where(eq(reservations.id, booked.id));
        expect(unchanged?.updatedAt.getTime()).toBe(updatedAt);
      } finally {
        testApp.clock.advance(-60_000);
      }
      expect(ok<ListAnswer>(await list(hotel.hotel, { filter: "past" })).data.map((reservation) => [reservation.id, reservation.status])).toEqual([[booked.id, "no_show"]]);
    });
  });

  it("refuses a no-show for a cancelled stay with the reason, changing nothing", async () => {
    const hotel = await hotelWithRooms(testApp, { from: "2026-06-01", days: 30 });
    const booked = await book(hotel, "2026-06-10", "2026-06-12");
    await cancelReservation(bookingDepsOf(testApp.services), booked.id);
    await at("2026-06-10T10:00:00Z", async () => {
      expectError(await markNoShow(hotel.hotel, booked.id), 409, RESERVATION_MESSAGES.alreadyCancelled);
    });
    const [row] = await testApp.services.db.select().from(reservations).where(eq(reservations.id, booked.id));
    expect(row?.status).toBe("cancelled");
  });
});

describe("who may see and mark a hotel's reservations", () => {
  const operations = [hotelReservations.listHotelReservations, hotelReservations.getHotelReservation, hotelReservations.markHotelReservationNoShow];

  it("covers the three operations of the contract module, all for businesses", () => {
    expect(Object.values(hotelReservations).map((contract) => contract.operationId).sort()).toEqual(["getHotelReservation", "listHotelReservations", "markHotelReservationNoShow"]);
    for (const contract of operations) expect(contract.auth).toBe("business");
  });

  it("visitor 401, member 403, a hotel in review or an advisor 403, another hotel 404, the hotel itself 200", async () => {
    const hotel = await hotelWithRooms(testApp, { from: "2026-06-01", days: 30 });
    const booked = await book(hotel, "2026-06-02", "2026-06-04");
    const other = await hotelWithRooms(testApp, { from: "2026-06-01", days: 30 });
    const member = await signInWithCode(testApp, `${unique("member")}@couple.example`);
    const inReview = await createBusiness(testApp, "hotel", { type: "property", title: unique("Villa in review"), city: "Amalfi", country: "Italy" }, "in_review");
    const advisor = await createBusiness(testApp, "advisor", { type: "advisor", title: unique("Journeys"), city: "Milan", country: "Italy" });
    const params = { id: booked.id };

    await at("2026-06-02T10:00:00Z", async () => {
      for (const contract of operations) {
        expectError(await call(contract, null, { params }), 401);
        expectError(await call(contract, member, { params }), 403, NOT_A_BUSINESS);
        expectError(await call(contract, inReview, { params }), 403, BUSINESS_NOT_ACTIVE);
        expectError(await call(contract, advisor, { params }), 403, INVENTORY_MESSAGES.notAHotel);
      }
      // Another hotel: the list is its own (without this stay); the stay itself is not found.
      expect(ok<ListAnswer>(await list(other.hotel)).data.map((reservation) => reservation.id)).not.toContain(booked.id);
      expectError(await detail(other.hotel, booked.id), 404, BOOKING_FLOW_MESSAGES.notFound);
      expectError(await markNoShow(other.hotel, booked.id), 404, BOOKING_FLOW_MESSAGES.notFound);
      const [row] = await testApp.services.db.select().from(reservations).where(eq(reservations.id, booked.id));
      expect(row?.status).toBe("confirmed");

      expect(ok<ListAnswer>(await list(hotel.hotel)).data.map((reservation) => reservation.id)).toEqual([booked.id]);
      expect(ok<{ data: Detail }>(await detail(hotel.hotel, booked.id)).data.can_mark_no_show).toBe(true);
      expect(ok<{ data: Detail }>(await markNoShow(hotel.hotel, booked.id)).data.status).toBe("no_show");
    });
  });
});
