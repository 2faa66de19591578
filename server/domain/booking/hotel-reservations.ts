import { and, asc, count, desc, eq, gt, inArray, lte, or, type SQL } from "drizzle-orm";
import { BOOKING_FLOW_MESSAGES } from "../../../core/booking/booking-messages";
import { BOARDS, type Board } from "../../../core/booking/inventory-rules";
import { canMarkNoShow, nextStatus, reservationGroup, type ReservationGroup } from "../../../core/booking/reservation-transitions";
import { daysBetween } from "../../../core/booking/stay-dates";
import { dateInZone } from "../../../core/booking/zoned-time";
import { occasionName } from "../../../core/deal-rules";
import type { Database, Transaction } from "../../db/client";
import { listings } from "../../db/schema/catalogue";
import { reservations, type ReservationRow } from "../../db/schema/reservations";
import type { Clock } from "../../kernel/clock";
import { AppError } from "../../kernel/errors";
import { ownHotelListingId } from "../inventory/inventory-deps";
import { contextOf } from "./cancel-reservation";
import { hotelTimeZone } from "./rooms-and-rates";

/**
 * A hotel's reservations on its dashboard (docs/product.md "Hotel booking"): what it lists, one
 * reservation with what the hotel needs to prepare (the guests, their requests, the occasion), and
 * the no-show it may mark from the arrival day (core/booking/reservation-transitions.ts). Only the
 * signed-in active hotel's own (403 otherwise); another hotel's reservation, or a hold never paid,
 * is not found.
 */

export type HotelReservationsDeps = { db: Database; clock: Clock };

export const HOTEL_RESERVATION_MESSAGES = {
  markedNoShow: "The reservation is marked as a no-show.",
} as const;

/** The statuses a hotel sees: booked stays, never holds (paid or not yet) or expired ones. */
export const LISTED_STATUSES = ["confirmed", "cancelled", "completed", "no_show"] as const;
export type ListedStatus = (typeof LISTED_STATUSES)[number];

export const HOTEL_RESERVATIONS_PER_PAGE = 50;

export type HotelReservationView = {
  id: number;
  confirmationNumber: string;
  status: ListedStatus;
  group: ReservationGroup;
  checkIn: string;
  checkOut: string;
  nights: number;
  adults: number;
  childAges: number[];
  guest: { firstName: string; lastName: string; email: string; phone: string };
  guestName: string;
  roomGuests: { firstName: string; lastName: string }[];
  specialRequests: string | null;
  occasion: string | null;
  occasionName: string | null;
  roomName: string;
  ratePlanName: string;
  board: Board;
  boardName: string;
  nightly: { night: string; cents: number }[];
  roomCents: number;
  taxCents: number;
  feeCents: number;
  totalCents: number;
  refundCents: number | null;
  /** The hotel's IANA time zone: the stay's days are its own. */
  timeZone: string;
  createdAt: string;
  confirmedAt: string | null;
  cancelledAt: string | null;
  canMarkNoShow: boolean;
  /** Why a no-show cannot be marked now (core's words), or null while it can. */
  noShowRefusal: string | null;
};

export type HotelReservationsPage = { items: HotelReservationView[]; total: number; page: number; perPage: number; lastPage: number };

const isListed = (status: ReservationRow["status"]): status is ListedStatus => (LISTED_STATUSES as readonly string[]).includes(status);

/** The hotel's time zone now (its details, else its city's, else its country's; decision 029). */
async function hotelZoneOf(db: Database, listingId: number): Promise<string> {
  const [hotel] = await db.select({ details: listings.details, city: listings.city, country: listings.country }).from(listings).where(eq(listings.id, listingId)).limit(1);
  return hotel ? hotelTimeZone(hotel.details, hotel.city, hotel.country) : "UTC";
}

function viewOf(row: ReservationRow & { status: ListedStatus }, now: Date, hotelZone: string): HotelReservationView {
  const { quote } = row;
  const guest = row.leadGuest ?? { firstName: "", lastName: "", email: row.guestEmail ?? "", phone: "" };
  const move = nextStatus(row.status, "mark_no_show", contextOf(row, now));
  return {
    id: row.id,
    confirmationNumber: row.confirmationNumber,
    status: row.status,
    group: reservationGroup(row.status, { now, checkOut: row.checkOut, timeZone: hotelZone }),
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    nights: daysBetween(row.checkIn, row.checkOut),
    adults: row.adults,
    childAges: row.childAges,
    guest,
    guestName: `${guest.firstName} ${guest.lastName}`.trim() || guest.email,
    roomGuests: row.roomGuests,
    specialRequests: row.specialRequests?.trim() ? row.specialRequests : null,
    occasion: row.occasion?.trim() ? row.occasion : null,
    occasionName: row.occasion?.trim() ? occasionName(row.occasion) : null,
    roomName: quote.roomName,
    ratePlanName: quote.ratePlanName,
    board: quote.board,
    boardName: BOARDS[quote.board],
    nightly: quote.nightly,
    roomCents: quote.roomCents,
    taxCents: quote.taxCents,
    feeCents: quote.feeCents,
    totalCents: row.totalCents,
    refundCents: row.refundCents,
    timeZone: quote.timeZone,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    canMarkNoShow: canMarkNoShow(row.status, contextOf(row, now)),
    noShowRefusal: move.allowed ? null : move.message,
  };
}

/** Which of the hotel's reservations a tab lists, on the hotel's today: reservationGroup's rules, in SQL. */
function groupFilter(filter: ReservationGroup | undefined, today: string): SQL | undefined {
  switch (filter) {
    case "upcoming":
      return and(eq(reservations.status, "confirmed"), gt(reservations.checkOut, today));
    case "past":
      return or(inArray(reservations.status, ["completed", "no_show"]), and(eq(reservations.status, "confirmed"), lte(reservations.checkOut, today)));
    case "cancelled":
      return eq(reservations.status, "cancelled");
    case undefined:
      return undefined;
  }
}

/**
 * The hotel's reservations, a page at a time: upcoming soonest arrival first; past, cancelled or
 * all of them newest arrival first.
 */
export async function listHotelReservations(
  deps: HotelReservationsDeps,
  { userId, filter, page = 1 }: { userId: number; filter?: ReservationGroup | undefined; page?: number | undefined },
): Promise<HotelReservationsPage> {
  const listingId = await ownHotelListingId(deps.db, userId);
  const now = deps.clock.now();
  const zone = await hotelZoneOf(deps.db, listingId);
  const where = and(eq(reservations.listingId, listingId), inArray(reservations.status, [...LISTED_STATUSES]), groupFilter(filter, dateInZone(now, zone)));
  const order = filter === "upcoming" ? [asc(reservations.checkIn), asc(reservations.id)] : [desc(reservations.checkIn), desc(reservations.id)];
  const perPage = HOTEL_RESERVATIONS_PER_PAGE;
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select()
      .from(reservations)
      .where(where)
      .orderBy(...order)
      .limit(perPage)
      .offset((page - 1) * perPage),
    deps.db.select({ total: count() }).from(reservations).where(where),
  ]);
  const total = Number(counted?.total ?? 0);
  const items = rows.flatMap((row) => (isListed(row.status) ? [viewOf({ ...row, status: row.status }, now, zone)] : []));
  return { items, total, page, perPage, lastPage: Math.max(1, Math.ceil(total / perPage)) };
}

/** The hotel's own listed reservation (under a row lock inside a transaction), else 404. */
async function ownReservation(db: Database | Transaction, listingId: number, reservationId: number, { lock = false } = {}): Promise<ReservationRow & { status: ListedStatus }> {
  const query = db
    .select()
    .from(reservations)
    .where(and(eq(reservations.id, reservationId), eq(reservations.listingId, listingId), inArray(reservations.status, [...LISTED_STATUSES])));
  const [row] = lock ? await query.for("update") : await query;
  if (!row || !isListed(row.status)) throw new AppError("NOT_FOUND", BOOKING_FLOW_MESSAGES.notFound);
  return { ...row, status: row.status };
}

/** One of the hotel's reservations, else 404. */
export async function getHotelReservation(deps: HotelReservationsDeps, { userId, reservationId }: { userId: number; reservationId: number }): Promise<HotelReservationView> {
  const listingId = await ownHotelListingId(deps.db, userId);
  const row = await ownReservation(deps.db, listingId, reservationId);
  return viewOf(row, deps.clock.now(), await hotelZoneOf(deps.db, listingId));
}

/**
 * The hotel marks a confirmed reservation a no-show, from its arrival day in the hotel's time zone
 * (the stay's, as sold); otherwise refused (409) with core's reason. Asked again once marked, it
 * changes nothing. The money stays as the rate's terms have it: nothing is refunded.
 */
export async function markHotelReservationNoShow(
  deps: HotelReservationsDeps,
  { userId, reservationId }: { userId: number; reservationId: number },
): Promise<{ reservation: HotelReservationView; changed: boolean }> {
  const listingId = await ownHotelListingId(deps.db, userId);
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await ownReservation(tx, listingId, reservationId, { lock: true });
    if (row.status === "no_show") return { row, changed: false };
    const move = nextStatus(row.status, "mark_no_show", contextOf(row, now));
    if (!move.allowed) throw new AppError("CONFLICT", move.message);
    const [updated] = await tx.update(reservations).set({ status: move.status, updatedAt: now }).where(eq(reservations.id, row.id)).returning();
    return { row: { ...updated!, status: "no_show" as const }, changed: true };
  });
  return { reservation: viewOf(outcome.row, now, await hotelZoneOf(deps.db, listingId)), changed: outcome.changed };
}
