import type { FastifyRequest } from "fastify";
import { reservationGroup } from "../../../core/booking/reservation-transitions";
import * as contracts from "../../../core/contracts/reservations";
import type { AppServices } from "../../app-context";
import { bookReservation, type BookingAnswer } from "../../domain/booking/book-reservation";
import { cancelReservation, type CancellationDeps } from "../../domain/booking/cancel-reservation";
import { bookingDepsOf } from "../../domain/booking/booking-deps";
import { holdRooms } from "../../domain/booking/holds";
import { requestOrigin } from "../../http/request-origin";
import { guestReservation, memberReservation, memberReservations, withHotels, type ReservationWithHotel } from "../../domain/booking/read-reservations";
import { reservationWire, type ReservationWire } from "../../domain/booking/reservation-view";
import { AppError } from "../../kernel/errors";
import { BOOKING_FLOW_MESSAGES } from "../../../core/booking/booking-messages";
import type { ApiRegistry } from "./route";

function bookingDeps(services: AppServices, request: FastifyRequest): CancellationDeps {
  return bookingDepsOf(services, requestOrigin(services, request), (error) => request.log.error({ err: error }, "a paid booking could not be confirmed and was refunded"));
}

async function bookingWire(services: AppServices, answer: BookingAnswer) {
  const [reservation] = await withHotels(services.db, [answer.reservation]);
  return {
    status: answer.status,
    reservation: reservationWire(reservation!, services.clock.now()),
    payment:
      answer.status === "awaiting_payment"
        ? { id: answer.payment.id, client_secret: answer.payment.clientSecret, status: answer.payment.status, amount_cents: answer.payment.amountCents }
        : null,
  };
}

type BookingBody = {
  booking_token: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  room_guests?: { first_name: string; last_name: string }[] | undefined;
  special_requests?: string | undefined;
  occasion?: string | undefined;
  total_cents: number;
};

const bookingRequest = (body: BookingBody) => ({
  bookingToken: body.booking_token,
  totalCents: body.total_cents,
  guests: {
    firstName: body.first_name,
    lastName: body.last_name,
    email: body.email,
    phone: body.phone,
    roomGuests: (body.room_guests ?? []).map((guest) => ({ firstName: guest.first_name, lastName: guest.last_name })),
    specialRequests: body.special_requests ?? "",
    occasion: body.occasion ?? "",
  },
});

const readId = (text: string | undefined): number | null => (text !== undefined && /^[1-9]\d{0,8}$/.test(text) ? Number(text) : null);

/** The handlers of core/contracts/reservations.ts. */
export function registerReservationRoutes(api: ApiRegistry): void {
  api.route(contracts.priceByRecommendation, async ({ body, auth, services, reply, request }) => {
    void reply.header("cache-control", "no-store");
    const hold = await holdRooms(bookingDeps(services, request), { rateKey: body.rate_key, userId: auth?.user.id ?? null, correlationId: body.correlation_id ?? null });
    const [reservation] = await withHotels(services.db, [hold.reservation]);
    return {
      booking_token: hold.bookingToken,
      expires_at: hold.reservation.holdExpiresAt.toISOString(),
      price_changed: body.shown_total_cents !== undefined && body.shown_total_cents !== hold.reservation.totalCents,
      reservation: reservationWire(reservation!, services.clock.now()),
    };
  });

  api.route(contracts.booking, async ({ body, auth, services, request }) => bookingWire(services, await bookReservation(bookingDeps(services, request), { userId: auth.user.id }, bookingRequest(body))));

  api.route(contracts.unauthbooking, async ({ body, auth, services, request }) =>
    bookingWire(services, await bookReservation(bookingDeps(services, request), { userId: auth?.user.id ?? null }, bookingRequest(body))),
  );

  api.route(contracts.getreservation, async ({ auth, services }) => {
    const now = services.clock.now();
    const all = await memberReservations(services.db, { id: auth.user.id, email: auth.user.email });
    const grouped = { upcoming: [] as ReservationWire[], past: [] as ReservationWire[], cancelled: [] as ReservationWire[] };
    for (const reservation of all) {
      const wire = reservationWire(reservation, now);
      grouped[reservationGroup(reservation.status, { now, checkOut: reservation.checkOut, timeZone: reservation.quote.timeZone })].push(wire);
    }
    // Upcoming soonest first; past and cancelled most recent first.
    grouped.upcoming.reverse();
    return grouped;
  });

  api.route(contracts.cancellation, async ({ body, auth, services, request }) => {
    const found =
      body.reservation_id !== undefined && auth
        ? await memberReservation(services.db, { id: auth.user.id, email: auth.user.email }, body.reservation_id)
        : body.confirmation_number && body.email
          ? await guestReservation(services.db, body.confirmation_number, body.email)
          : null;
    if (!found) throw new AppError("NOT_FOUND", BOOKING_FLOW_MESSAGES.notFound);
    const cancelled = await cancelReservation(bookingDeps(services, request), found.id);
    return { data: reservationWire({ ...cancelled, hotel: found.hotel }, services.clock.now()) };
  });

  api.route(contracts.getbookingdetail, async ({ query, auth, services }) => {
    const id = readId(query.reservation_id);
    let reservation: ReservationWithHotel;
    if (id !== null && auth) reservation = await memberReservation(services.db, { id: auth.user.id, email: auth.user.email }, id);
    else if (query.confirmation_number && query.email) reservation = await guestReservation(services.db, query.confirmation_number, query.email);
    else throw new AppError("NOT_FOUND", BOOKING_FLOW_MESSAGES.notFound);
    return { data: reservationWire(reservation, services.clock.now()) };
  });
}
