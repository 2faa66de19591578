import { z } from "zod";
import { boundedPattern } from "../bounded-pattern-schema";
import { BUDGETS, DEAL_FILTER_KEYS, DEAL_MESSAGES, PREMIUM_MESSAGES } from "../deal-rules";
import { OCCASIONS } from "../listing-types";
import { idParam } from "./listing-schemas";
import { DEAL_REQUEST_WIRE_NAMES, OFFER_WIRE_NAMES } from "./deal-wire-names";
import { wireObject } from "./wire-object";

/**
 * The schemas of the deal operations (core/contracts/deals.ts): the wire shapes of deal
 * requests, deals, messages and notifications, snake_case as the apps read them.
 */

const day = boundedPattern({ pattern: /^\d{4}-\d{2}-\d{2}$/, maxLength: 10, message: "must be a date (YYYY-MM-DD)" });
const optionalText = (max: number) => z.string().max(max * 2, `must be at most ${max} characters`).optional();

/**
 * A deal request as the apps send it; handlers and the domain receive the code's shape
 * (DealRequestInput). Shape only: the field rules and their messages are core/deal-rules.ts's
 * `checkDealRequest`, which the form runs in the browser and the domain runs again.
 */
export const dealRequestBody = wireObject(DEAL_REQUEST_WIRE_NAMES, {
  occasion: z.string().max(40).optional().describe(`One of ${OCCASIONS.map((occasion) => occasion.slug).join(", ")}`),
  destinations: z.array(z.string().max(200)).max(20).optional().describe("Place names; empty with inspire_me"),
  inspire_me: z.boolean().optional(),
  listing_id: z.number().int().positive().nullable().optional().describe("The hotel, advisor or destination the request was started from"),
  start_date: day.nullable().optional(),
  end_date: day.nullable().optional(),
  flexible_month: boundedPattern({ pattern: /^\d{4}-\d{2}$/, maxLength: 7, message: "must be a month (YYYY-MM)" }).nullable().optional(),
  nights: z.number().int().nullable().optional(),
  budget: z.string().max(40).optional().describe(`One of ${BUDGETS.map((budget) => budget.value).join(", ")}`),
  travellers: z.number().int().nullable().optional(),
  special: optionalText(2000).describe("What makes the trip special"),
  first_name: optionalText(60),
  last_name: optionalText(60),
  email: optionalText(254),
  phone: z.string().max(40).nullable().optional(),
});

export const requestSummary = z.object({
  id: z.number().int(),
  status: z.enum(["open", "booked", "closed"]),
  occasion: z.string(),
  destinations: z.array(z.string()),
  inspire_me: z.boolean(),
  when: z.string(),
  travellers: z.number().int(),
  budget: z.string(),
  special: z.string(),
  created_at: z.string(),
});

export const dealWire = z.object({
  id: z.number().int().describe("The deal id (deal_id in notifications; /offer/{id})"),
  request_id: z.number().int(),
  status: z.enum(["received", "late", "rejected", "booked", "withdrawn"]),
  is_expired: z.boolean(),
  can_book: z.boolean(),
  is_late: z.boolean().describe("Sent after the request's answer window: a late response"),
  title: z.string(),
  price: z.number().int().describe("Price of the stay in cents"),
  currency: z.string(),
  included: z.string(),
  perks: z.array(z.string()),
  images: z.array(z.object({ thumbnail: z.string(), small: z.string(), medium: z.string(), large: z.string() })).describe("The offer's own pictures, 4:3, in four sizes"),
  check_in: z.string().nullable(),
  check_out: z.string().nullable(),
  message: z.string(),
  expires_at: z.string(),
  pinned_at: z.string().nullable(),
  archived_at: z.string().nullable(),
  read_at: z.string().nullable(),
  has_new_message: z.boolean(),
  created_at: z.string(),
  occasion: z.string(),
  business: z.object({
    name: z.string(),
    kind: z.enum(["hotel", "advisor", "destination"]),
    listing: z
      .object({
        id: z.number().int(),
        type: z.string(),
        title: z.string(),
        slug: z.string(),
        path: z.string(),
        city: z.string().nullable(),
        country: z.string().nullable(),
        image: z.string().nullable(),
      })
      .nullable(),
  }),
});

export const messageWire = z.object({ id: z.number().int(), sender: z.enum(["couple", "business"]), body: z.string(), created_at: z.string() });

export const messageBody = z.object({ body: z.string().max(20_000).optional().describe("The message text") });

/**
 * An offer as a business sends it; handlers and the domain receive the code's shape (OfferInput).
 * Shape only: the rules and their messages are core/deal-rules.ts's `checkOffer`.
 */
export const offerBody = wireObject(OFFER_WIRE_NAMES, {
  title: z.string().max(1000).optional(),
  price: z.number().int().nullable().optional().describe("Price of the stay in cents"),
  included: z.string().max(10_000).optional(),
  perks: z.array(z.string().max(1000)).max(50).optional().describe("Romance perks"),
  check_in: day.nullable().optional(),
  check_out: day.nullable().optional(),
  valid_days: z.number().int().nullable().optional().describe("How many days the offer stays open (1 to 90, default 7)"),
  message: z.string().max(10_000).optional(),
});

export const pageQuery = z.object({
  page: boundedPattern({ pattern: /^[1-9]\d{0,5}$/, maxLength: 6, message: "must be a positive whole number" })
    .transform(Number)
    .optional()
    .default(1)
    .describe("Page number, from 1"),
});

export const pageFields = {
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
};

/** The schemas of each deal operation, by operationId. */
export const createDealRequest = {
  body: dealRequestBody,
  response: z.object({
    message: z.literal(DEAL_MESSAGES.requestCreated),
    data: z.object({
      id: z.number().int(),
      matched: z.number().int().describe("How many hotels, advisors and tourism boards received it"),
      requests_left: z.number().int().nullable().describe("Free Pass requests left; null for VIP Access"),
    }),
  }),
};

export const listDeals = {
  query: pageQuery.extend({
    filter: z
      .enum(DEAL_FILTER_KEYS as [string, ...string[]], { error: `must be one of ${DEAL_FILTER_KEYS.join(", ")}` })
      .optional()
      .default("all"),
  }),
  response: z.object({ data: z.array(dealWire), ...pageFields }),
};

export const getDeal = {
  params: idParam,
  response: z.object({
    data: dealWire,
    request: requestSummary,
    messages: z.array(messageWire),
    comparison: z.array(dealWire).describe("Every offer on the same request (this one included), cheapest first"),
  }),
};

export const dealAction = { params: idParam, response: z.object({ message: z.string(), data: dealWire }) };

export const listDealMessages = { params: idParam, response: z.object({ data: z.array(messageWire) }) };

export const sendDealMessage = { params: idParam, body: messageBody, response: z.object({ message: z.literal("Message sent"), data: messageWire }) };

export const listNotifications = {
  query: pageQuery,
  response: z.object({
    data: z.array(
      z.object({
        id: z.number().int(),
        type: z.enum(["new_offer", "new_message"]),
        tag: z.enum(["New Offer", "New Message"]),
        data: z.object({ deal_id: z.number().int(), occasion: z.string(), post_title: z.string(), deal_created: z.string(), is_provided: z.boolean() }),
        read_at: z.string().nullable(),
        created_at: z.string(),
      }),
    ),
    unread_count: z.number().int(),
    ...pageFields,
  }),
};

export const premiumNotification = {
  body: z.object({ message: z.string().max(20_000).optional().describe("What the member would like (optional)") }),
  response: z.object({ message: z.literal(PREMIUM_MESSAGES.sent) }),
};

export const readNotification = {
  params: idParam,
  response: z.object({ data: z.object({ deal_id: z.number().int(), read_at: z.string(), unread_notifications_count: z.number().int() }) }),
};
