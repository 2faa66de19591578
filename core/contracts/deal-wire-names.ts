import type { DealRequestInput } from "../deal-rules";

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
