import { z } from "zod";
import { BOARD_VALUES } from "../booking/inventory-rules";

/**
 * The schemas of the booking flow (core/contracts/reservations.ts): the price check and hold, the
 * booking and its payment, and reading reservations. Bodies are checked for shape and type here;
 * what the values mean (names, e-mail, phone, occasion) is core/booking/booking-guests.ts's, run
 * by the domain with the form's messages.
 */

const text = (max: number) => z.string().max(max);
const money = z.number().int().describe("US cents");
const board = z.enum(BOARD_VALUES);
const status = z.enum(["held", "confirmed", "expired", "cancelled", "completed", "no_show"]);

const guestName = z.object({ first_name: text(200), last_name: text(200) });

export const reservationView = z.object({
  id: z.number().int(),
  confirmation_number: z.string().describe("What the guest and the hotel quote, e.g. AM-7K3Q9X2P (shown once confirmed)"),
  status,
  hotel: z.object({ id: z.number().int(), title: z.string(), path: z.string(), city: z.string().nullable(), country: z.string().nullable(), image: z.string().nullable() }),
  check_in: z.string(),
  check_out: z.string(),
  nights: z.number().int(),
  adults: z.number().int(),
  child_ages: z.array(z.number().int()),
  room_name: z.string(),
  rate_plan_name: z.string(),
  board,
  board_name: z.string(),
  nightly: z.array(z.object({ night: z.string(), cents: money })),
  room_cents: money,
  tax_cents: money,
  fee_cents: money,
  total_cents: money,
  currency: z.literal("USD"),
  cancellation: z.object({
    summary: z.string(),
    detail: z.string(),
    deadline: z.string().nullable().describe("The end of the last free day (hotel time), ISO instant"),
    refundable: z.boolean(),
  }),
  hold_expires_at: z.string().describe("While held: when the rooms go back (600 s after the price check)"),
  lead_guest: z.object({ first_name: z.string(), last_name: z.string(), email: z.string(), phone: z.string() }).nullable(),
  room_guests: z.array(z.object({ first_name: z.string(), last_name: z.string() })),
  special_requests: z.string().nullable(),
  occasion: z.string().nullable(),
  card_last4: z.string().nullable(),
  refund_cents: money.nullable(),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  can_cancel: z.boolean().describe("Whether the guest may cancel now"),
});

const payment = z
  .object({
    id: z.string(),
    client_secret: z.string().describe("Confirms this one payment with the card (3-D Secure as elsewhere)"),
    status: z.string(),
    amount_cents: money,
  })
  .nullable();

export const priceByRecommendation = {
  body: z.object({
    rate_key: text(400).describe("An offer's rate_key from availabilityresult or roomsandrate"),
    shown_total_cents: money.optional().describe("The total the page showed, to tell the couple when the price changed"),
    correlation_id: text(100).optional().describe("The booking session's id from getCorrelationId"),
  }),
  response: z.object({
    booking_token: z.string().describe("The hold's handle for booking or unauthbooking; secret, valid while the hold is"),
    expires_at: z.string().describe("When the hold ends (600 s)"),
    price_changed: z.boolean().describe("Whether the held total differs from shown_total_cents"),
    reservation: reservationView,
  }),
};

const bookingBody = z.object({
  booking_token: text(200),
  first_name: text(200),
  last_name: text(200),
  email: text(300),
  phone: text(40),
  room_guests: z.array(guestName).max(20).optional(),
  special_requests: text(4000).optional(),
  occasion: text(40).optional().describe("An occasion's slug (honeymoon, anniversary, proposal...), or empty"),
  total_cents: money.describe("The total the page showed; a different one is refused with the held price"),
});

const bookingAnswer = z.object({
  status: z.enum(["awaiting_payment", "confirmed"]),
  reservation: reservationView,
  payment: payment.describe("While awaiting payment: the payment to confirm with the card; null once confirmed"),
});

export const booking = { body: bookingBody, response: bookingAnswer };
export const unauthbooking = { body: bookingBody, response: bookingAnswer };

export const getreservation = {
  response: z.object({
    upcoming: z.array(reservationView),
    past: z.array(reservationView),
    cancelled: z.array(reservationView),
  }),
};

export const getbookingdetail = {
  query: z.object({
    reservation_id: text(12).optional().describe("A member's own reservation"),
    confirmation_number: text(40).optional().describe("With email: a guest's reservation"),
    email: text(300).optional(),
  }),
  response: z.object({ data: reservationView }),
};

export const cancellation = {
  body: z.object({
    reservation_id: z.number().int().optional().describe("A member's own reservation"),
    confirmation_number: text(40).optional().describe("With email: a guest's reservation"),
    email: text(300).optional(),
  }),
  response: z.object({ data: reservationView }),
};
