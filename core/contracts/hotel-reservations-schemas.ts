import { z } from "zod";
import { BOARD_VALUES } from "../booking/inventory-rules";
import { boundedPattern } from "../bounded-pattern-schema";
import { idParam } from "./listing-schemas";

/**
 * The schemas of a hotel's reservations (core/contracts/hotel-reservations.ts). What the hotel may
 * do with a reservation, and why not, is core/booking/reservation-transitions.ts's.
 */

const money = z.number().int().describe("US cents");
const status = z.enum(["confirmed", "cancelled", "completed", "no_show"]);
const group = z.enum(["upcoming", "past", "cancelled"]).describe("Where the reservation is listed");
const canMarkNoShow = z.boolean().describe("Whether the hotel may mark the guest a no-show now (a confirmed stay, from its arrival day in the hotel's time zone)");

export const hotelReservationSummary = z.object({
  id: z.number().int(),
  confirmation_number: z.string(),
  status,
  group,
  check_in: z.string(),
  check_out: z.string(),
  nights: z.number().int(),
  adults: z.number().int(),
  child_ages: z.array(z.number().int()),
  guest_name: z.string().describe("The lead guest's name"),
  room_name: z.string(),
  rate_plan_name: z.string(),
  total_cents: money,
  currency: z.literal("USD"),
  occasion: z.string().nullable().describe("The couple's occasion's slug (honeymoon, anniversary...), or null"),
  occasion_name: z.string().nullable(),
  special_requests: z.string().nullable(),
  can_mark_no_show: canMarkNoShow,
});

export const hotelReservationDetail = hotelReservationSummary.extend({
  guest: z.object({ first_name: z.string(), last_name: z.string(), email: z.string(), phone: z.string() }),
  room_guests: z.array(z.object({ first_name: z.string(), last_name: z.string() })),
  board: z.enum(BOARD_VALUES),
  board_name: z.string(),
  nightly: z.array(z.object({ night: z.string(), cents: money })),
  room_cents: money,
  tax_cents: money,
  fee_cents: money,
  refund_cents: money.nullable().describe("What went back to the guest on cancellation"),
  time_zone: z.string().describe("The hotel's IANA time zone, in which the stay's days are counted"),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  no_show_refusal: z.string().nullable().describe("Why the no-show cannot be marked now, or null while it can"),
});

export const listHotelReservations = {
  query: z.object({
    filter: z.enum(["upcoming", "past", "cancelled"]).optional().describe("upcoming: soonest arrival first; past and cancelled: newest arrival first; none: all, newest arrival first"),
    page: boundedPattern({ pattern: /^[1-9]\d{0,5}$/, maxLength: 6, message: "must be a positive whole number" }).transform(Number).optional(),
  }),
  response: z.object({
    data: z.array(hotelReservationSummary),
    current_page: z.number().int(),
    last_page: z.number().int(),
    total: z.number().int(),
    per_page: z.number().int(),
  }),
};

export const getHotelReservation = { params: idParam, response: z.object({ data: hotelReservationDetail }) };

export const markHotelReservationNoShow = { params: idParam, response: z.object({ message: z.string(), data: hotelReservationDetail }) };
