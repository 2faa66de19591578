import { z } from "zod";
import { messageBody, messageWire, offerBody, pageFields, pageQuery, requestSummary } from "./deal-schemas";
import { idParam } from "./listing-schemas";

/**
 * The schemas of the business's deal operations (core/contracts/business-deals.ts): its leads
 * (the requests matched to it), its offer on each and the thread with the couple.
 */

const offerStatus = z.enum(["received", "late", "rejected", "booked", "withdrawn"]);

export const offerWire = z.object({
  id: z.number().int(),
  status: offerStatus,
  is_late: z.boolean(),
  is_expired: z.boolean(),
  read_by_couple: z.boolean(),
  has_new_message: z.boolean(),
  title: z.string(),
  price: z.number().int(),
  currency: z.string(),
  included: z.string(),
  perks: z.array(z.string()),
  check_in: z.string().nullable(),
  check_out: z.string().nullable(),
  message: z.string(),
  expires_at: z.string(),
  created_at: z.string(),
});

export const leadWire = z.object({
  request: requestSummary,
  reason: z.string().describe("Why the request reached this business"),
  matched_at: z.string(),
  seen_at: z.string().nullable(),
  couple_name: z.string().describe("First name and last initial"),
  contact: z
    .object({ name: z.string(), email: z.string(), phone: z.string().nullable() })
    .nullable()
    .describe("Revealed once the couple wrote to the business or booked its offer"),
  is_late_now: z.boolean().describe("An offer sent now would be a late response"),
  offer: offerWire.nullable(),
});

/** The schemas of each business deal operation, by operationId. */
export const listLeads = { query: pageQuery, response: z.object({ data: z.array(leadWire), ...pageFields }) };

export const getLead = { params: idParam, response: z.object({ data: leadWire, messages: z.array(messageWire) }) };

export const sendOffer = {
  params: idParam,
  body: offerBody,
  response: z.object({ message: z.literal("Offer sent"), data: z.object({ id: z.number().int(), status: z.string(), is_late: z.boolean(), expires_at: z.string() }) }),
};

export const editOffer = {
  params: idParam,
  body: offerBody,
  response: z.object({ message: z.literal("Offer updated"), data: z.object({ id: z.number().int(), expires_at: z.string() }) }),
};

export const withdrawOffer = {
  params: idParam,
  response: z.object({ message: z.literal("Offer withdrawn"), data: z.object({ id: z.number().int(), status: z.string() }) }),
};

export const sendOfferMessage = { params: idParam, body: messageBody, response: z.object({ message: z.literal("Message sent"), data: messageWire }) };
