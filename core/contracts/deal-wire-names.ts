import type { DealRequestInput, OfferInput } from "../deal-rules";

/**
 * A deal request's field names, code (DealRequestInput) to wire (POST /dealrequests): the one
 * mapping the contract's schema reads the body with and the browser's form writes it with.
 */
export const DEAL_REQUEST_WIRE_NAMES = {
  occasion: "occasion",
  destinations: "destinations",
  inspireMe: "inspire_me",
  listingId: "listing_id",
  startDate: "start_date",
  endDate: "end_date",
  flexibleMonth: "flexible_month",
  nights: "nights",
  budget: "budget",
  travellers: "travellers",
  special: "special",
  firstName: "first_name",
  lastName: "last_name",
  email: "email",
  phone: "phone",
} as const satisfies Record<keyof DealRequestInput, string>;

/**
 * An offer's field names, code (OfferInput) to wire (POST /business/leads/{id}/offer and PATCH
 * /business/offers/{id}): read by the contract's schema, written by the business's offer form.
 */
export const OFFER_WIRE_NAMES = {
  title: "title",
  priceCents: "price",
  included: "included",
  perks: "perks",
  checkIn: "check_in",
  checkOut: "check_out",
  validDays: "valid_days",
  message: "message",
} as const satisfies Record<keyof OfferInput, string>;
