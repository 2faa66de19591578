import { defineContract } from "./contract";

/**
 * Booking a hotel room (docs/product.md "Hotel booking", decision 032): the price check holds the
 * rooms for 600 s; booking (members) or unauthbooking (guests) takes the couple's details and the
 * payment and confirms; reservations are read by their member, or by a guest with the
 * confirmation number and e-mail.
 */

const schemas = () => import("./reservations-schemas");
const tags = ["booking"] as const;

export const priceByRecommendation = defineContract({
  method: "POST",
  path: "/booking/priceByRecommendation",
  operationId: "priceByRecommendation",
  auth: "optional",
  summary: "Price an offer again and hold its room for 600 s",
  description:
    "Re-prices the stay from the hotel's nights and takes one room of every night at once; the answer carries the booking token and when the hold ends. " +
    "Of couples asking for the last room at once, one gets it; the others get 409. An offer that does not read is a 422; a hotel or rate gone a 404.",
  tags,
  invalidBody: "validation",
  errors: [404, 409, 422],
  schemas: () => schemas().then((s) => s.priceByRecommendation),
});

export const booking = defineContract({
  method: "POST",
  path: "/booking/book",
  operationId: "booking",
  auth: "member",
  summary: "A member books a held stay: details, then payment, then confirmation",
  description:
    "The first call keeps the guests' details and opens the payment for the held price (one payment a reservation, however often asked); " +
    "once the card has paid, the same call confirms the reservation. After the hold: 422 'Your booking token is expired you will be navigate to home page'. " +
    "Paid too late: refunded, 409 with the product's 'Oops!' message. A total that is not the held price: 422 with the price.",
  tags,
  invalidBody: "validation",
  errors: [401, 404, 409, 422, 503],
  schemas: () => schemas().then((s) => s.booking),
});

export const unauthbooking = defineContract({
  method: "POST",
  path: "/booking/unauthbooking",
  operationId: "unauthbooking",
  auth: "optional",
  summary: "A guest books a held stay without an account",
  description: "As booking. A member's hold cannot be booked here without signing in (404). The reservation joins the member's when they sign in with the same e-mail.",
  tags,
  invalidBody: "validation",
  errors: [404, 409, 422, 503],
  schemas: () => schemas().then((s) => s.unauthbooking),
});

export const getreservation = defineContract({
  method: "GET",
  path: "/booking/getreservation",
  operationId: "getreservation",
  auth: "member",
  summary: "The member's reservations: upcoming, past and cancelled",
  description: "Also the bookings made as a guest with the member's e-mail. Holds that were never paid are not listed.",
  tags,
  errors: [401],
  schemas: () => schemas().then((s) => s.getreservation),
});

export const getbookingdetail = defineContract({
  method: "GET",
  path: "/booking/getbookingdetail",
  operationId: "getbookingdetail",
  auth: "optional",
  summary: "One reservation: a member's by id, a guest's by confirmation number and e-mail",
  description: "Anything else, or someone else's, is a 404 (never telling whether the number exists).",
  tags,
  errors: [404, 422],
  schemas: () => schemas().then((s) => s.getbookingdetail),
});

export const cancellation = defineContract({
  method: "POST",
  path: "/booking/cancellation",
  operationId: "cancellation",
  auth: "optional",
  summary: "Cancel a reservation: a member's by id, a guest's by confirmation number and e-mail",
  description:
    "The refund follows the rate's terms on the server's clock: everything until the free-cancellation deadline, the stated charge kept after it, nothing for a non-refundable rate; " +
    "the rooms go back on sale and both the guest and the hotel are e-mailed. Repeated, it answers the cancelled reservation and refunds once. " +
    "Once the stay has begun: 409. Someone else's, or details that match nothing: 404.",
  tags,
  invalidBody: "validation",
  errors: [404, 409, 422, 503],
  schemas: () => schemas().then((s) => s.cancellation),
});
