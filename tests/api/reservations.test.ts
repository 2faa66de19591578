import { and, eq, gte, lt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOOKING_FLOW_MESSAGES, priceChangedMessage } from "../../core/booking/booking-messages";
import type { AnyContract } from "../../core/contracts/contract";
import * as reservationsApi from "../../core/contracts/reservations";
import ICAL from "ical.js";
import { outboundEmails } from "../../server/db/schema/accounts";
import { inventoryNights } from "../../server/db/schema/inventory";
import { testProviderRefunds } from "../../server/db/schema/payments";
import { RESERVATION_MESSAGES } from "../../core/booking/reservation-transitions";
import { reservations } from "../../server/db/schema/reservations";
import { releaseExpiredHolds } from "../../server/domain/booking/holds";
import { createJobQueue } from "../../server/jobs/job-queue";
import { COMPLETE_STAYS_CRON, RELEASE_EXPIRED_HOLDS_CRON, startWorkers } from "../../server/jobs/start-workers";
import { completeEndedStays } from "../../server/domain/booking/complete-stays";
import { bearer, signInWithCode } from "../support/accounts";
import { providerWebhookEvents } from "../support/queued-jobs";
import { postWebhook } from "../support/subscriptions";
import { hotelWithRooms, type HotelWithRooms } from "../support/hotel-inventory";
import { createTestApp, type TestApp } from "../support/test-app";
import { DECLINED_CARD, PAYING_CARD } from "../support/test-cards";
import { expectErrorShape } from "./api-routes";

// TEST_NOW is 2026-06-01 (UTC): stays in July are ahead.
let testApp: TestApp;
let counter = 0;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

type Session = { token: string } | null;
type Reservation = {
  id: number;
  confirmation_number: string;
  status: string;
  total_cents: number;
  nightly: { night: string; cents: number }[];
  tax_cents: number;
  fee_cents: number;
  room_cents: number;
  cancellation: { summary: string; deadline: string | null; refundable: boolean };
  lead_guest: { first_name: string; email: string } | null;
  refund_cents: number | null;
  card_last4: string | null;
  can_cancel: boolean;
  hold_expires_at: string;
};
type HoldAnswer = { booking_token: string; expires_at: string; price_changed: boolean; reservation: Reservation };
type BookingAnswer = { status: "awaiting_payment" | "confirmed"; reservation: Reservation; payment: { id: string; client_secret: string; amount_cents: number } | null };

function call(contract: AnyContract, session: Session, input: { query?: Record<string, string>; body?: unknown } = {}) {
  const query = input.query ? `?${new URLSearchParams(input.query).toString()}` : "";
  return testApp.app.inject({
    method: contract.method,
    url: `/api/v1${contract.path}${query}`,
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
  expectErrorShape(response.statusCode, String(response.headers["content-type"]), response.body, "booking");
  if (message) expect(response.json<{ message: string }>().message).toBe(message);
}

const hold = (rateKey: string, session: Session = null, extra: Record<string, unknown> = {}) => call(reservationsApi.priceByRecommendation, session, { body: { rate_key: rateKey, ...extra } });

const guestDetails = (token: string, total: number, email = `guest-${(counter += 1)}@example.com`) => ({
  booking_token: token,
  first_name: "Giulia",
  last_name: "Rossi",
  email,
  phone: "+39 055 123 4567",
  room_guests: [{ first_name: "Marco", last_name: "Bianchi" }],
  special_requests: "A bottle of prosecco on arrival, please.",
  occasion: "anniversary",
  total_cents: total,
});

async function roomsLeft(hotel: HotelWithRooms, from: string, to: string): Promise<number[]> {
  const rows = await testApp.services.db
    .select({ roomsLeft: inventoryNights.roomsLeft })
    .from(inventoryNights)
    .where(and(eq(inventoryNights.ratePlanId, hotel.ratePlanId), gte(inventoryNights.night, from), lt(inventoryNights.night, to)))
    .orderBy(inventoryNights.night);
  return rows.map((row) => row.roomsLeft);
}

/** Pays a booking's payment with a card, as the card form does. */
const pay = (paymentId: string, card = PAYING_CARD) => testApp.services.payments.confirmPaymentIntent(paymentId, { card, returnUrl: "http://localhost/hotelbooking/1" });

describe("priceByRecommendation", () => {
  it("prices the stay from the nights and holds one room of each night for 600 s", async () => {
    const hotel = await hotelWithRooms(testApp, { from: "2026-07-01", roomsLeft: 3, priceCents: 20_000 });
    const answer = ok<HoldAnswer>(await hold(hotel.rateKey("2026-07-10", "2026-07-13"), null, { shown_total_cents: 1 }));
    expect(answer.booking_token.length).toBeGreaterThan(30);
    expect(answer.expires_at).toBe(new Date(testApp.clock.now().getTime() + 600_000).toISOString());
    expect(answer.price_changed).toBe(true);
    expect(answer.reservation).toMatchObject({
      status: "held",
      confirmation_number: "",
      room_cents: 60_000,
      tax_cents: 6_000,
      fee_cents: 900,
      total_cents: 66_900,
      nightly: [
        { night: "2026-07-10", cents: 20_000 },
        { night: "2026-07-11", cents: 20_000 },
        { night: "2026-07-12", cents: 20_000 },
      ],
    });
    expect(answer.reservation.cancellation.refundable).toBe(true);
    expect(await roomsLeft(hotel, "2026-07-09", "2026-07-14")).toEqual([3, 2, 2, 2, 3]);
    expect(ok<HoldAnswer>(await hold(hotel.rateKey("2026-07-10", "2026-07-13"), null, { shown_total_cents: 66_900 })).price_changed).toBe(false);
  });

  it("refuses an offer that does not read (422), one that is gone (404), and a stay that has begun (422)", async () => {
    expectError(await hold("not-a-rate-key"), 422, BOOKING_FLOW_MESSAGES.unknownOffer);
    const hotel = await hotelWithRooms(testApp, { from: "2026-05-20" });
    expectError(await hold(hotel.rateKey("2026-05-25", "2026-05-27")), 422, BOOKING_FLOW_MESSAGES.stayStarted);
    const gone = hotel.rateKey("2026-07-01", "2026-07-02").replace(/^/, "");
    const otherPlan = Buffer.from(Buffer.from(gone, "base64url").toString("utf8").replace(/^r1~\d+~/, "r1~999999999~"), "utf8").toString("base64url");
    expectError(await hold(otherPlan), 404, BOOKING_FLOW_MESSAGES.unknownOffer);
    // A night without rooms: 409.
    const full = await hotelWithRooms(testApp, { from: "2026-07-01", roomsLeft: 0 });
    expectError(await hold(full.rateKey("2026-07-02", "2026-07-04")), 409, BOOKING_FLOW_MESSAGES.soldOut);
  });

  it("of 1,000 couples asking for the last room at once, exactly one gets it", async () => {
    const hotel = await hotelWithRooms(testApp, { from: "2026-07-01", roomsLeft: 1 });
    const key = hotel.rateKey("2026-07-10", "2026-07-12");
    const answers = await Promise.all(Array.from({ length: 1000 }, () => hold(key)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(999);
    expect(answers.find((answer) => answer.statusCode === 409)?.json<{ message: string }>().message).toBe(BOOKING_FLOW_MESSAGES.soldOut);
    expect(await roomsLeft(hotel, "2026-07-10", "2026-07-12")).toEqual([0, 0]);
  }, 120_000);

  it("holds on overlapping stays share the last room of each night: one stay gets each night", async () => {
    const hotel = await hotelWithRooms(testApp, { from: "2026-07-01", roomsLeft: 1 });
    // 10-13, 12-14 and 11-12 all want the night of the 12th or 11th; 13-15 only wants nights nobody else does... but the 13th.
    const stays: [string, string][] = [
      ["2026-07-10", "2026-07-13"],
      ["2026-07-12", "2026-07-14"],
      ["2026-07-11", "2026-07-12"],
      ["2026-07-14", "2026-07-16"],
    ];
    const answers = await Promise.all(stays.flatMap(([checkIn, checkOut]) => Array.from({ length: 25 }, () => hold(hotel.rateKey(checkIn, checkOut)))));
    const won = answers.filter((answer) => answer.statusCode === 200).map((answer) => answer.json<HoldAnswer>().reservation.nightly.map((night) => night.night));
    expect(answers.every((answer) => answer.statusCode === 200 || answer.statusCode === 409)).toBe(true);
    const nights = won.flat();
    // No night sold twice, and every night of the calendar from the 10th to the 15th went to someone at most once.
    expect(new Set(nights).size).toBe(nights.length);
    expect(won.some((taken) => taken.includes("2026-07-14"))).toBe(true);
    const left = await roomsLeft(hotel, "2026-07-10", "2026-07-16");
    expect(left.every((rooms) => rooms === 0 || rooms === 1)).toBe(true);
    expect(left.filter((rooms) => rooms === 0)).toHaveLength(nights.length);
  }, 120_000);

  it("gives back an abandoned hold's rooms once its 600 s are over: lazily on the next price check, or by the job", async () => {
    const hotel = await hotelWithRooms(testApp, { from: "2026-07-01", roomsLeft: 1 });
    const key = hotel.rateKey("2026-07-20", "2026-07-22");
    const first = ok<HoldAnswer>(await hold(key));
    expectError(await hold(key), 409);
    testApp.clock.advance(600_001);
    try {
      const second = ok<HoldAnswer>(await hold(key));
      expect(second.reservation.id).not.toBe(first.reservation.id);
      const [expired] = await testApp.services.db.select().from(reservations).where(eq(reservations.id, first.reservation.id));
      expect(expired?.status).toBe("expired");
      // The first couple comes back too late.
      expectError(await call(reservationsApi.unauthbooking, null, { body: guestDetails(first.booking_token, first.reservation.total_cents) }), 422, BOOKING_FLOW_MESSAGES.tokenExpired);

      testApp.clock.advance(600_001);
      expect(await roomsLeft(hotel, "2026-07-20", "2026-07-22")).toEqual([0, 0]);
      expect(await releaseExpiredHolds({ db: testApp.services.db, clock: testApp.clock })).toContain(hotel.hotel.listingId);
      expect(await roomsLeft(hotel, "2026-07-20", "2026-07-22")).toEqual([1, 1]);
    } finally {
      testApp.clock.advance(-1_200_002);
    }
  });
});

describe("booking a held stay", () => {
  it("a guest gives their details, pays, and the same call confirms it; asked again it changes nothing and charges once", async () => {
    const hotel = await hotelWithRooms(testApp, { from: "2026-07-01", roomsLeft: 2 });
    const held = ok<HoldAnswer>(await hold(hotel.rateKey("2026-07-10", "2026-07-12")));
    const details = guestDetails(held.booking_token, held.reservation.total_cents);

    const first = ok<BookingAnswer>(await call(reservationsApi.unauthbooking, null, { body: details }));
    expect(first.status).toBe("awaiting_payment");
    expect(first.payment?.amount_cents).toBe(held.reservation.total_cents);
    expect(first.reservation.lead_guest).toMatchObject({ first_name: "Giulia", email: details.email });
    // A double click before paying: the same payment.
    const again = ok<BookingAnswer>(await call(reservationsApi.unauthbooking, null, { body: details }));
    expect(again.payment?.id).toBe(first.payment?.id);

    await pay(first.payment!.id);
    const [confirmed, repeated] = await Promise.all([
      call(reservationsApi.unauthbooking, null, { body: details }),
      call(reservationsApi.unauthbooking, null, { body: details }),
    ]);
    const answer = ok<BookingAnswer>(confirmed);
    expect(answer.status).toBe("confirmed");
    expect(answer.reservation.confirmation_number).toMatch(/^AM-[2-9A-Z]{8}$/);
    expect(answer.reservation.card_last4).toBe("4242");
    expect(answer.payment).toBeNull();
    expect(ok<BookingAnswer>(repeated).reservation.confirmation_number).toBe(answer.reservation.confirmation_number);
    const rows = await testApp.services.db.select().from(reservations).where(eq(reservations.listingId, hotel.hotel.listingId));
    expect(rows.map((row) => row.status)).toEqual(["confirmed"]);
    expect(await roomsLeft(hotel, "2026-07-10", "2026-07-12")).toEqual([1, 1]);

    // The guest reads it with the confirmation number and e-mail (any case); anything else is a 404.
    const detail = ok<{ data: Reservation }>(
      await call(reservationsApi.getbookingdetail, null, { query: { confirmation_number: answer.reservation.confirmation_number.toLowerCase(), email: details.email.toUpperCase() } }),
    );
    expect(detail.data.id).toBe(answer.reservation.id);
    expect(detail.data.can_cancel).toBe(true);
    expectError(await call(reservationsApi.getbookingdetail, null, { query: { confirmation_number: answer.reservation.confirmation_number, email: "someone@example.com" } }), 404, BOOKING_FLOW_MESSAGES.notFound);
    expectError(await call(reservationsApi.getbookingdetail, null, { query: { reservation_id: String(answer.reservation.id) } }), 404);
  });

  it("refuses a total that is not the held price, with the price, and details that do not read, field by field", async () => {
    const hotel = await hotelWithRooms(testApp, { from: "2026-07-01" });
    const held = ok<HoldAnswer>(await hold(hotel.rateKey("2026-07-10", "2026-07-11")));
    const wrongTotal = await call(reservationsApi.unauthbooking, null, { body: guestDetails(held.booking_token, 100) });
    expectError(wrongTotal, 422, priceChangedMessage(held.reservation.total_cents));
    expect(priceChangedMessage(22_300)).toBe("The price of this stay is now $223. Check it and confirm again.");
    const bad = await call(reservationsApi.unauthbooking, null, {
      body: { ...guestDetails(held.booking_token, held.reservation.total_cents), first_name: " ", email: "not-an-email", phone: "12", occasion: "birthday-party" },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      first_name: [BOOKING_FLOW_MESSAGES.firstName],
      email: [BOOKING_FLOW_MESSAGES.email],
      phone: [BOOKING_FLOW_MESSAGES.phone],
      occasion: [BOOKING_FLOW_MESSAGES.occasion],
    });
    const [row] = await testApp.services.db.select().from(reservations).where(eq(reservations.id, held.reservation.id));
    expect(row?.leadGuest).toBeNull();
    expect(row?.paymentIntentId).toBeNull();
    expectError(await call(reservationsApi.unauthbooking, null, { body: guestDetails("x".repeat(43), 100) }), 404, BOOKING_FLOW_MESSAGES.unknownToken);
  });

  it("a payment that succeeds after the hold ended is refunded in full, the rooms stay free and the page gets the 'Oops!' message", async () => {
    const hotel = await hotelWithRooms(testApp, { from: "2026-07-01", roomsLeft: 1 });
    const held = ok<HoldAnswer>(await hold(hotel.rateKey("2026-07-10", "2026-07-12")));
    const details = guestDetails(held.booking_token, held.reservation.total_cents);
    const opened = ok<BookingAnswer>(await call(reservationsApi.unauthbooking, null, { body: details }));
    testApp.clock.advance(600_000);
    try {
      await pay(opened.payment!.id);
      expectError(await call(reservationsApi.unauthbooking, null, { body: details }), 409, BOOKING_FLOW_MESSAGES.failedAndRefunded);
      expectError(await call(reservationsApi.unauthbooking, null, { body: details }), 409, BOOKING_FLOW_MESSAGES.failedAndRefunded);
      const [row] = await testApp.services.db.select().from(reservations).where(eq(reservations.id, held.reservation.id));
      expect(row).toMatchObject({ status: "expired", refundCents: held.reservation.total_cents });
      expect(row?.refundId).toBeTruthy();
      expect(await roomsLeft(hotel, "2026-07-10", "2026-07-12")).toEqual([1, 1]);
    } finally {
      testApp.clock.advance(-600_000);
    }
  });

  it("a declined card leaves the hold waiting for another card", async () => {
    const hotel = await hotelWithRooms(testApp, { from: "2026-07-01", roomsLeft: 1 });
    const held = ok<HoldAnswer>(await hold(hotel.rateKey("2026-07-10", "2026-07-12")));
    const details = guestDetails(held.booking_token, held.reservation.total_cents);
    const opened = ok<BookingAnswer>(await call(reservationsApi.unauthbooking, null, { body: details }));
    const declined = await pay(opened.payment!.id, DECLINED_CARD);
    expect(declined.lastError?.code).toBe("card_declined");
    expect(ok<BookingAnswer>(await call(reservationsApi.unauthbooking, null, { body: details })).status).toBe("awaiting_payment");
    await pay(opened.payment!.id);
    expect(ok<BookingAnswer>(await call(reservationsApi.unauthbooking, null, { body: details })).status).toBe("confirmed");
  });
});

describe("a member's reservations", () => {
  it("a member books, and sees it with the bookings made as a guest with their e-mail; nobody else can read or complete them", async () => {
    const email = `member-${Date.now().toString(36)}@example.com`;
    const member = await signInWithCode(testApp, email);
    const stranger = await signInWithCode(testApp, `stranger-${Date.now().toString(36)}@example.com`);
    const hotel = await hotelWithRooms(testApp, { from: "2026-07-01", roomsLeft: 3 });

    expectError(await call(reservationsApi.booking, null, { body: guestDetails("x".repeat(43), 1) }), 401);
    const held = ok<HoldAnswer>(await hold(hotel.rateKey("2026-07-10", "2026-07-12"), member));
    // The member's hold is theirs: not a guest's, not another member's.
    expectError(await call(reservationsApi.unauthbooking, null, { body: guestDetails(held.booking_token, held.reservation.total_cents) }), 404);
    expectError(await call(reservationsApi.booking, stranger, { body: guestDetails(held.booking_token, held.reservation.total_cents) }), 404);
    const opened = ok<BookingAnswer>(await call(reservationsApi.booking, member, { body: guestDetails(held.booking_token, held.reservation.total_cents, email) }));
    await pay(opened.payment!.id);
    const booked = ok<BookingAnswer>(await call(reservationsApi.booking, member, { body: guestDetails(held.booking_token, held.reservation.total_cents, email) }));
    expect(booked.status).toBe("confirmed");

    // Booked as a guest with the member's e-mail, before signing in.
    const guestHold = ok<HoldAnswer>(await hold(hotel.rateKey("2026-07-20", "2026-07-21")));
    const guestDetailsBody = guestDetails(guestHold.booking_token, guestHold.reservation.total_cents, email.toUpperCase());
    const guestOpened = ok<BookingAnswer>(await call(reservationsApi.unauthbooking, null, { body: guestDetailsBody }));
    await pay(guestOpened.payment!.id);
    ok(await call(reservationsApi.unauthbooking, null, { body: guestDetailsBody }));
    // A hold never paid is not listed.
    ok(await hold(hotel.rateKey("2026-07-25", "2026-07-26"), member));

    const list = ok<{ upcoming: Reservation[]; past: Reservation[]; cancelled: Reservation[] }>(await call(reservationsApi.getreservation, member));
    expect(list.upcoming.map((reservation) => reservation.id)).toEqual([booked.reservation.id, guestHold.reservation.id]);
    expect(list.past).toEqual([]);
    expect(list.cancelled).toEqual([]);
    expect(ok<{ upcoming: Reservation[] }>(await call(reservationsApi.getreservation, stranger)).upcoming).toEqual([]);
    expectError(await call(reservationsApi.getreservation, null), 401);

    expect(ok<{ data: Reservation }>(await call(reservationsApi.getbookingdetail, member, { query: { reservation_id: String(booked.reservation.id) } })).data.status).toBe("confirmed");
    expectError(await call(reservationsApi.getbookingdetail, stranger, { query: { reservation_id: String(booked.reservation.id) } }), 404);
  });
});

describe("the release-expired-holds job", () => {
  it("is scheduled every minute when the workers start, and its worker gives an abandoned hold's rooms back", async () => {
    const hotel = await hotelWithRooms(testApp, { from: "2026-07-01", roomsLeft: 1 });
    const held = ok<HoldAnswer>(await hold(hotel.rateKey("2026-07-05", "2026-07-07")));
    const jobs = createJobQueue({ database: testApp.database, pollingIntervalSeconds: 0.5 });
    const stop = await startWorkers({ ...testApp.services, jobs });
    try {
      const { rows } = await testApp.database.executeSql("select name, cron, timezone from pgboss.schedule where name = 'release-expired-holds'");
      expect(rows).toEqual([{ name: "release-expired-holds", cron: RELEASE_EXPIRED_HOLDS_CRON, timezone: "UTC" }]);
      expect(RELEASE_EXPIRED_HOLDS_CRON).toBe("* * * * *");
      testApp.clock.advance(600_001);
      // What the scheduler sends each minute.
      await jobs.send(testApp.services.db, "release-expired-holds", {});
      await expect.poll(() => roomsLeft(hotel, "2026-07-05", "2026-07-07"), { timeout: 15_000, interval: 100 }).toEqual([1, 1]);
      const [row] = await testApp.services.db.select().from(reservations).where(eq(reservations.id, held.reservation.id));
      expect(row?.status).toBe("expired");
    } finally {
      await stop();
      testApp.clock.advance(-600_001);
    }
  });
});

describe("the complete-stays job", () => {
  /** A guest's paid stay at an Amalfi hotel (Europe/Rome): hold, details, card, booking again. */
  async function bookStay(hotel: HotelWithRooms, checkIn: string, checkOut: string): Promise<Reservation> {
    const held = ok<HoldAnswer>(await hold(hotel.rateKey(checkIn, checkOut)));
    const details = guestDetails(held.booking_token, held.reservation.total_cents);
    const opened = ok<BookingAnswer>(await call(reservationsApi.unauthbooking, null, { body: details }));
    await pay(opened.payment!.id);
    return ok<BookingAnswer>(await call(reservationsApi.unauthbooking, null, { body: details })).reservation;
  }
  const statusOf = async (id: number) => (await testApp.services.db.select({ status: reservations.status }).from(reservations).where(eq(reservations.id, id)))[0]?.status;

  it("completes a paid stay once its check-out day has begun where the hotel is, and nothing else", async () => {
    const hotel = await hotelWithRooms(testApp, { from: "2026-08-01", roomsLeft: 3 });
    const ending = await bookStay(hotel, "2026-08-05", "2026-08-07");
    const later = await bookStay(hotel, "2026-08-06", "2026-08-09");
    const cancelled = await bookStay(hotel, "2026-08-03", "2026-08-05");
    ok(await call(reservationsApi.cancellation, null, { body: { confirmation_number: cancelled.confirmation_number, email: cancelled.lead_guest!.email } }));
    const offset = Date.parse("2026-08-06T21:30:00Z") - testApp.clock.now().getTime();
    testApp.clock.advance(offset);
    try {
      // 23:30 on the 6th in Rome (UTC+2): the check-out day has not begun there, though it is near.
      // (The file's earlier stays, in July, are completed by this first run.)
      expect(await completeEndedStays(testApp.services)).not.toContain(ending.id);
      expect(await statusOf(ending.id)).toBe("confirmed");
      testApp.clock.advance(3_600_000);
      // 00:30 on the 7th in Rome.
      expect(await completeEndedStays(testApp.services)).toEqual([ending.id]);
      expect(await statusOf(ending.id)).toBe("completed");
      expect(await statusOf(later.id)).toBe("confirmed");
      expect(await statusOf(cancelled.id)).toBe("cancelled");
      // A second run changes nothing; a completed stay can no longer be cancelled.
      expect(await completeEndedStays(testApp.services)).toEqual([]);
      expectError(
        await call(reservationsApi.cancellation, null, { body: { confirmation_number: ending.confirmation_number, email: ending.lead_guest!.email } }),
        409,
        RESERVATION_MESSAGES.alreadyCompleted,
      );
    } finally {
      testApp.clock.advance(-offset - 3_600_000);
    }
  });

  it("is scheduled hourly when the workers start, and its worker completes the ended stays", async () => {
    const hotel = await hotelWithRooms(testApp, { from: "2026-09-01", roomsLeft: 1 });
    const stay = await bookStay(hotel, "2026-09-01", "2026-09-03");
    const jobs = createJobQueue({ database: testApp.database, pollingIntervalSeconds: 0.5 });
    const stop = await startWorkers({ ...testApp.services, jobs });
    const offset = Date.parse("2026-09-03T12:00:00Z") - testApp.clock.now().getTime();
    try {
      const { rows } = await testApp.database.executeSql("select name, cron, timezone from pgboss.schedule where name = 'complete-stays'");
      expect(rows).toEqual([{ name: "complete-stays", cron: COMPLETE_STAYS_CRON, timezone: "UTC" }]);
      testApp.clock.advance(offset);
      await jobs.send(testApp.services.db, "complete-stays", {});
      await expect.poll(() => statusOf(stay.id), { timeout: 15_000, interval: 100 }).toBe("completed");
    } finally {
      await stop();
      testApp.clock.advance(-offset);
    }
  });
});

describe("a reservation's confirmation", () => {
  it("e-mails the guest (with the stay as a calendar file and a link that opens it) and the hotel, once", async () => {
    const hotel = await hotelWithRooms(testApp, { from: "2026-07-01" });
    const held = ok<HoldAnswer>(await hold(hotel.rateKey("2026-07-10", "2026-07-12")));
    const details = guestDetails(held.booking_token, held.reservation.total_cents);
    const opened = ok<BookingAnswer>(await call(reservationsApi.unauthbooking, null, { body: details }));
    await pay(opened.payment!.id);
    const booked = ok<BookingAnswer>(await call(reservationsApi.unauthbooking, null, { body: details }));
    ok(await call(reservationsApi.unauthbooking, null, { body: details }));

    const toGuest = await testApp.services.db.select().from(outboundEmails).where(eq(outboundEmails.toAddress, details.email));
    expect(toGuest.map((email) => email.template)).toEqual(["reservation-confirmed"]);
    const [mail] = toGuest;
    expect(mail?.text).toContain(booked.reservation.confirmation_number);
    const link = `/booking/find?${new URLSearchParams({ number: booked.reservation.confirmation_number, email: details.email }).toString()}`;
    expect(mail?.text).toContain(link);
    expect(mail?.attachments).toHaveLength(1);
    const calendar = ICAL.Component.fromString(mail!.attachments[0]!.content);
    const event = calendar.getFirstSubcomponent("vevent")!;
    expect(String(event.getFirstPropertyValue("dtstart"))).toBe("2026-07-10");
    expect(String(event.getFirstPropertyValue("dtend"))).toBe("2026-07-12");

    const toHotel = (await testApp.services.db.select().from(outboundEmails).where(eq(outboundEmails.toAddress, hotel.hotel.email))).filter((email) => email.template !== "sign-in-code");
    expect(toHotel.map((email) => email.template)).toEqual(["reservation-received"]);
    expect(toHotel[0]?.text).toContain("A bottle of prosecco on arrival, please.");
  });

  it("a payment whose page was closed is confirmed by the provider's webhook; replayed ten times it settles once", async () => {
    const hotel = await hotelWithRooms(testApp, { from: "2026-07-01", roomsLeft: 1 });
    const held = ok<HoldAnswer>(await hold(hotel.rateKey("2026-07-10", "2026-07-12")));
    const details = guestDetails(held.booking_token, held.reservation.total_cents);
    const opened = ok<BookingAnswer>(await call(reservationsApi.unauthbooking, null, { body: details }));
    await pay(opened.payment!.id);
    const [event] = (await providerWebhookEvents(testApp.database, opened.payment!.id)).filter((queued) => queued.type === "payment_intent.succeeded");
    for (let replay = 0; replay < 10; replay++) {
      const response = await postWebhook(testApp, event!.body);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ duplicate: boolean }>().duplicate).toBe(replay > 0);
    }
    const [row] = await testApp.services.db.select().from(reservations).where(eq(reservations.id, held.reservation.id));
    expect(row).toMatchObject({ status: "confirmed", cardLast4: "4242", refundId: null });
    const mails = await testApp.services.db.select().from(outboundEmails).where(eq(outboundEmails.toAddress, details.email));
    expect(mails.map((email) => email.template)).toEqual(["reservation-confirmed"]);
    // The page, back later, shows the confirmation.
    expect(ok<BookingAnswer>(await call(reservationsApi.unauthbooking, null, { body: details })).status).toBe("confirmed");
  });
});

describe("cancellation", () => {
  /** A guest's confirmed stay at a hotel with these terms, 2026-07-10 to 07-12. */
  async function bookedStay(terms: { freeCancellationDays?: number | null; chargePercent?: number } = {}) {
    const hotel = await hotelWithRooms(testApp, { from: "2026-07-01", roomsLeft: 2, ...terms });
    const held = ok<HoldAnswer>(await hold(hotel.rateKey("2026-07-10", "2026-07-12")));
    const details = guestDetails(held.booking_token, held.reservation.total_cents);
    const opened = ok<BookingAnswer>(await call(reservationsApi.unauthbooking, null, { body: details }));
    await pay(opened.payment!.id);
    const booked = ok<BookingAnswer>(await call(reservationsApi.unauthbooking, null, { body: details }));
    return { hotel, reservation: booked.reservation, email: details.email, paymentId: opened.payment!.id };
  }
  const cancelAsGuest = (stay: { reservation: Reservation; email: string }) =>
    call(reservationsApi.cancellation, null, { body: { confirmation_number: stay.reservation.confirmation_number, email: stay.email } });

  it("before the deadline: a full refund, the rooms back on sale, both sides e-mailed; repeated, nothing more", async () => {
    const stay = await bookedStay({ freeCancellationDays: 3 });
    expect(await roomsLeft(stay.hotel, "2026-07-10", "2026-07-12")).toEqual([1, 1]);
    const cancelled = ok<{ data: Reservation }>(await cancelAsGuest(stay)).data;
    expect(cancelled).toMatchObject({ status: "cancelled", refund_cents: stay.reservation.total_cents, can_cancel: false });
    expect(await roomsLeft(stay.hotel, "2026-07-10", "2026-07-12")).toEqual([2, 2]);
    expect(ok<{ data: Reservation }>(await cancelAsGuest(stay)).data).toMatchObject({ status: "cancelled", refund_cents: stay.reservation.total_cents });
    expect(await roomsLeft(stay.hotel, "2026-07-10", "2026-07-12")).toEqual([2, 2]);
    const refunds = await testApp.services.db.select().from(testProviderRefunds).where(eq(testProviderRefunds.paymentIntentId, stay.paymentId));
    expect(refunds.map((refund) => refund.amountCents)).toEqual([stay.reservation.total_cents]);

    const guestMail = await testApp.services.db.select().from(outboundEmails).where(eq(outboundEmails.toAddress, stay.email));
    expect(guestMail.map((email) => email.template)).toEqual(["reservation-confirmed", "reservation-cancelled"]);
    const calendar = ICAL.Component.fromString(guestMail[1]!.attachments[0]!.content);
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    const hotelMail = (await testApp.services.db.select().from(outboundEmails).where(eq(outboundEmails.toAddress, stay.hotel.hotel.email))).map((email) => email.template);
    expect(hotelMail).toContain("reservation-cancelled-hotel");
  });

  it("after the deadline the stated charge is kept; a non-refundable rate gives nothing back; once the stay has begun it cannot be cancelled", async () => {
    const late = await bookedStay({ freeCancellationDays: 3, chargePercent: 50 });
    const nonRefundable = await bookedStay({ freeCancellationDays: null, chargePercent: 100 });
    const started = await bookedStay({ freeCancellationDays: 3 });
    // 2026-07-08 noon in Amalfi: past the end of 07-07, the last free day.
    const move = new Date("2026-07-08T10:00:00Z").getTime() - testApp.clock.now().getTime();
    testApp.clock.advance(move);
    try {
      const charged = ok<{ data: Reservation }>(await cancelAsGuest(late)).data;
      expect(charged.refund_cents).toBe(late.reservation.total_cents - Math.floor((late.reservation.total_cents * 50 + 50) / 100));
      const nothing = ok<{ data: Reservation }>(await cancelAsGuest(nonRefundable)).data;
      expect(nothing).toMatchObject({ status: "cancelled", refund_cents: 0 });
      expect(await testApp.services.db.select().from(testProviderRefunds).where(eq(testProviderRefunds.paymentIntentId, nonRefundable.paymentId))).toEqual([]);

      // The arrival day (07-10) is the last day to cancel; on 07-11 the stay has begun.
      testApp.clock.advance(3 * 86_400_000);
      expectError(await cancelAsGuest(started), 409, RESERVATION_MESSAGES.stayStarted);
    } finally {
      testApp.clock.advance(-move - 3 * 86_400_000);
    }
  });

  it("reaches only the guest's own reservation: the right e-mail, or the member who booked it", async () => {
    const stay = await bookedStay();
    const stranger = await signInWithCode(testApp, `cancel-stranger-${Date.now().toString(36)}@example.com`);
    expectError(await call(reservationsApi.cancellation, null, { body: { confirmation_number: stay.reservation.confirmation_number, email: "other@example.com" } }), 404);
    expectError(await call(reservationsApi.cancellation, null, { body: { reservation_id: stay.reservation.id } }), 404);
    expectError(await call(reservationsApi.cancellation, stranger, { body: { reservation_id: stay.reservation.id } }), 404);
    expectError(await call(reservationsApi.cancellation, null, { body: {} }), 404);
    const [row] = await testApp.services.db.select().from(reservations).where(eq(reservations.id, stay.reservation.id));
    expect(row?.status).toBe("confirmed");
  });
});
