import type { z } from "zod";
import * as contracts from "../../../core/contracts/hotel-reservations";
import type { hotelReservationDetail, hotelReservationSummary } from "../../../core/contracts/hotel-reservations-schemas";
import {
  getHotelReservation,
  HOTEL_RESERVATION_MESSAGES,
  listHotelReservations,
  markHotelReservationNoShow,
  type HotelReservationView,
} from "../../domain/booking/hotel-reservations";
import type { ApiRegistry } from "./route";

function summaryWire(reservation: HotelReservationView): z.input<typeof hotelReservationSummary> {
  return {
    id: reservation.id,
    confirmation_number: reservation.confirmationNumber,
    status: reservation.status,
    group: reservation.group,
    check_in: reservation.checkIn,
    check_out: reservation.checkOut,
    nights: reservation.nights,
    adults: reservation.adults,
    child_ages: reservation.childAges,
    guest_name: reservation.guestName,
    room_name: reservation.roomName,
    rate_plan_name: reservation.ratePlanName,
    total_cents: reservation.totalCents,
    currency: "USD",
    occasion: reservation.occasion,
    occasion_name: reservation.occasionName,
    special_requests: reservation.specialRequests,
    can_mark_no_show: reservation.canMarkNoShow,
  };
}

function detailWire(reservation: HotelReservationView): z.input<typeof hotelReservationDetail> {
  return {
    ...summaryWire(reservation),
    guest: { first_name: reservation.guest.firstName, last_name: reservation.guest.lastName, email: reservation.guest.email, phone: reservation.guest.phone },
    room_guests: reservation.roomGuests.map((guest) => ({ first_name: guest.firstName, last_name: guest.lastName })),
    board: reservation.board,
    board_name: reservation.boardName,
    nightly: reservation.nightly,
    room_cents: reservation.roomCents,
    tax_cents: reservation.taxCents,
    fee_cents: reservation.feeCents,
    refund_cents: reservation.refundCents,
    time_zone: reservation.timeZone,
    created_at: reservation.createdAt,
    confirmed_at: reservation.confirmedAt,
    cancelled_at: reservation.cancelledAt,
    no_show_refusal: reservation.noShowRefusal,
  };
}

/** The handlers of core/contracts/hotel-reservations.ts: the signed-in hotel's own reservations. */
export function registerHotelReservationRoutes(api: ApiRegistry): void {
  api.route(contracts.listHotelReservations, async ({ auth, query, services }) => {
    const page = await listHotelReservations(services, { userId: auth.user.id, filter: query.filter, page: query.page });
    return { data: page.items.map(summaryWire), current_page: page.page, last_page: page.lastPage, total: page.total, per_page: page.perPage };
  });

  api.route(contracts.getHotelReservation, async ({ auth, params, services }) => {
    return { data: detailWire(await getHotelReservation(services, { userId: auth.user.id, reservationId: params.id })) };
  });

  api.route(contracts.markHotelReservationNoShow, async ({ auth, params, services }) => {
    const { reservation } = await markHotelReservationNoShow(services, { userId: auth.user.id, reservationId: params.id });
    return { message: HOTEL_RESERVATION_MESSAGES.markedNoShow, data: detailWire(reservation) };
  });
}
