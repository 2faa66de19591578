import type { z } from "zod";
import { cancellationPolicy } from "../../../core/booking/cancellation-policy";
import { cancellationRefund } from "../../../core/booking/cancellation-refund";
import { BOARDS } from "../../../core/booking/inventory-rules";
import { canCancel } from "../../../core/booking/reservation-transitions";
import { daysBetween } from "../../../core/booking/stay-dates";
import type { reservationView } from "../../../core/contracts/reservations-schemas";
import { contextOf } from "./cancel-reservation";
import type { ReservationWithHotel } from "./read-reservations";

/** A reservation as the API and the reservation pages show it (core/contracts/reservations-schemas.ts). */
export type ReservationWire = z.input<typeof reservationView>;

/** Whether the guest may cancel a booked stay now (a hold is given up by leaving it). */
function guestMayCancel(reservation: ReservationWithHotel, now: Date): boolean {
  return reservation.status === "confirmed" && canCancel(reservation.status, contextOf(reservation, now));
}

export function reservationWire(reservation: ReservationWithHotel, now: Date): ReservationWire {
  const { quote } = reservation;
  const policy = cancellationPolicy(
    { freeCancellationDays: quote.freeCancellationDays, chargePercent: quote.cancellationChargePercent },
    { checkIn: reservation.checkIn, timeZone: quote.timeZone, totalCents: quote.totalCents, now },
  );
  return {
    id: reservation.id,
    // A hold's number is not a booking yet: it is shown once confirmed.
    confirmation_number: reservation.status === "held" || reservation.status === "expired" ? "" : reservation.confirmationNumber,
    status: reservation.status,
    hotel: { id: reservation.hotel.id, title: reservation.hotel.title, path: reservation.hotel.path, city: reservation.hotel.city, country: reservation.hotel.country, image: reservation.hotel.image },
    check_in: reservation.checkIn,
    check_out: reservation.checkOut,
    nights: daysBetween(reservation.checkIn, reservation.checkOut),
    adults: reservation.adults,
    child_ages: reservation.childAges,
    room_name: quote.roomName,
    rate_plan_name: quote.ratePlanName,
    board: quote.board,
    board_name: BOARDS[quote.board],
    nightly: quote.nightly,
    room_cents: quote.roomCents,
    tax_cents: quote.taxCents,
    fee_cents: quote.feeCents,
    total_cents: quote.totalCents,
    currency: "USD",
    cancellation: { summary: policy.summary, detail: policy.detail, deadline: policy.deadline, refundable: policy.refundable },
    hold_expires_at: reservation.holdExpiresAt.toISOString(),
    lead_guest: reservation.leadGuest
      ? { first_name: reservation.leadGuest.firstName, last_name: reservation.leadGuest.lastName, email: reservation.leadGuest.email, phone: reservation.leadGuest.phone }
      : null,
    room_guests: reservation.roomGuests.map((guest) => ({ first_name: guest.firstName, last_name: guest.lastName })),
    special_requests: reservation.specialRequests,
    occasion: reservation.occasion,
    card_last4: reservation.cardLast4,
    refund_cents: reservation.refundCents,
    created_at: reservation.createdAt.toISOString(),
    confirmed_at: reservation.confirmedAt?.toISOString() ?? null,
    cancelled_at: reservation.cancelledAt?.toISOString() ?? null,
    can_cancel: guestMayCancel(reservation, now),
  };
}

/**
 * What cancelling now would give back, by the terms as sold on this clock (the same computation
 * the cancellation makes): null when the reservation cannot be cancelled now.
 */
export function refundIfCancelledNow(reservation: ReservationWithHotel, now: Date): number | null {
  if (!guestMayCancel(reservation, now)) return null;
  if (reservation.paymentIntentId === null) return 0;
  return cancellationRefund({
    terms: { freeCancellationDays: reservation.quote.freeCancellationDays, chargePercent: reservation.quote.cancellationChargePercent },
    checkIn: reservation.checkIn,
    timeZone: reservation.quote.timeZone,
    totalCents: reservation.totalCents,
    now,
  }).refundCents;
}
