import { defineContract } from "./contract";

/**
 * A hotel's reservations on the business dashboard (docs/product.md "Hotel booking"): the list,
 * one reservation with the guests' details and requests, and marking a no-show once the arrival
 * day has come in the hotel's time zone (core/booking/reservation-transitions.ts). Only the
 * signed-in hotel's own: an active hotel account, else 403; another hotel's reservation, or a hold
 * that was never paid, is not found.
 */

const schemas = () => import("./hotel-reservations-schemas");
const tags = ["booking"] as const;

export const listHotelReservations = defineContract({
  method: "GET",
  path: "/business/reservations",
  operationId: "listHotelReservations",
  auth: "business",
  summary: "The hotel's reservations: upcoming (soonest arrival first), past or cancelled (newest arrival first)",
  description:
    "Confirmed, cancelled, completed and no-show reservations; holds that were never paid are not listed. " +
    "Without a filter, all of them, newest arrival first. 50 a page.",
  tags,
  errors: [401, 403],
  schemas: () => schemas().then((s) => s.listHotelReservations),
});

export const getHotelReservation = defineContract({
  method: "GET",
  path: "/business/reservations/:id",
  operationId: "getHotelReservation",
  auth: "business",
  summary: "One of the hotel's reservations: the guests, their requests and occasion, the stay, the room and the price",
  tags,
  errors: [401, 403, 404],
  schemas: () => schemas().then((s) => s.getHotelReservation),
});

export const markHotelReservationNoShow = defineContract({
  method: "POST",
  path: "/business/reservations/:id/no-show",
  operationId: "markHotelReservationNoShow",
  auth: "business",
  summary: "Mark a confirmed reservation a no-show, from its arrival day in the hotel's time zone",
  description: "Before the arrival day, or from any status but confirmed, 409 with the reason. Asked again once marked, it changes nothing.",
  tags,
  errors: [401, 403, 404, 409],
  schemas: () => schemas().then((s) => s.markHotelReservationNoShow),
});
