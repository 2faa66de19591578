import { z } from "zod";
import { boundedPattern } from "../../../core/bounded-pattern-schema";
import { BUDGETS } from "../../../core/deal-rules";
import { OCCASIONS } from "../../../core/listing-types";
import type { DealView } from "../../domain/deals/deal-view";
import type { RequestSummary, ThreadMessage } from "../../domain/deals/get-deal";

/** Wire shapes of deal requests, deals, messages and notifications (snake_case, as the apps read). */

const day = boundedPattern({ pattern: /^\d{4}-\d{2}-\d{2}$/, maxLength: 10, message: "must be a date (YYYY-MM-DD)" });
const optionalText = (max: number) => z.string().max(max * 2, `must be at most ${max} characters`).optional();

/** Types only: the field rules (messages included) are core/deal-rules.ts's, run by the domain. */
export const dealRequestBody = z.object({
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
export type DealRequestBody = z.output<typeof dealRequestBody>;

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

export function requestSummaryWire(request: RequestSummary): z.input<typeof requestSummary> {
  return {
    id: request.id,
    status: request.status,
    occasion: request.occasion,
    destinations: request.destinations,
    inspire_me: request.inspireMe,
    when: request.when,
    travellers: request.travellers,
    budget: request.budget,
    special: request.special,
    created_at: request.createdAt,
  };
}

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

export function toDealWire(deal: DealView): z.input<typeof dealWire> {
  return {
    id: deal.id,
    request_id: deal.requestId,
    status: deal.status,
    is_expired: deal.isExpired,
    can_book: deal.canBook,
    is_late: deal.isLate,
    title: deal.title,
    price: deal.priceCents,
    currency: deal.currency,
    included: deal.included,
    perks: deal.perks,
    images: deal.images,
    check_in: deal.checkIn,
    check_out: deal.checkOut,
    message: deal.message,
    expires_at: deal.expiresAt,
    pinned_at: deal.pinnedAt,
    archived_at: deal.archivedAt,
    read_at: deal.readAt,
    has_new_message: deal.hasNewMessage,
    created_at: deal.createdAt,
    occasion: deal.occasion,
    business: deal.business,
  };
}

export const messageWire = z.object({ id: z.number().int(), sender: z.enum(["couple", "business"]), body: z.string(), created_at: z.string() });

export function toMessageWire(message: ThreadMessage): z.input<typeof messageWire> {
  return { id: message.id, sender: message.sender, body: message.body, created_at: message.createdAt };
}

export const messageBody = z.object({ body: z.string().max(20_000).optional().describe("The message text") });

export const offerBody = z.object({
  title: z.string().max(1000).optional(),
  price: z.number().int().nullable().optional().describe("Price of the stay in cents"),
  included: z.string().max(10_000).optional(),
  perks: z.array(z.string().max(1000)).max(50).optional().describe("Romance perks"),
  check_in: day.nullable().optional(),
  check_out: day.nullable().optional(),
  valid_days: z.number().int().nullable().optional().describe("How many days the offer stays open (1 to 90, default 7)"),
  message: z.string().max(10_000).optional(),
});

export function offerInput(body: z.output<typeof offerBody>) {
  return {
    title: body.title,
    priceCents: body.price ?? null,
    included: body.included,
    perks: body.perks,
    checkIn: body.check_in ?? null,
    checkOut: body.check_out ?? null,
    validDays: body.valid_days ?? null,
    message: body.message,
  };
}

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
