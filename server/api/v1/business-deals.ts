import { z } from "zod";
import type { FastifyRequest } from "fastify";
import type { AppServices } from "../../app-context";
import { hitRateLimit } from "../../domain/accounts/rate-limit";
import { getLead, listLeads, type Lead } from "../../domain/deals/business-leads";
import { editOffer, withdrawOffer } from "../../domain/deals/change-offer";
import type { DealDeps } from "../../domain/deals/deal-deps";
import { postMessage } from "../../domain/deals/post-message";
import { sendOffer } from "../../domain/deals/send-offer";
import { requestOrigin } from "../../http/request-origin";
import { messageBody, messageWire, offerBody, pageFields, pageQuery, requestSummary } from "../../../core/contracts/deal-schemas";
import { offerInput, requestSummaryWire, toMessageWire } from "./deal-wire";
import { idParam } from "../../../core/contracts/listing-schemas";
import type { ApiRegistry } from "./route";

function deps(services: AppServices, request: FastifyRequest): DealDeps {
  return { ...services, origin: requestOrigin(services, request) };
}

const MESSAGE_RATE_LIMIT = { limit: 120, windowSeconds: 600 };

const offerWire = z.object({
  id: z.number().int(),
  status: z.enum(["received", "late", "rejected", "booked", "withdrawn"]),
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

const leadWire = z.object({
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

function toLeadWire(lead: Lead): z.input<typeof leadWire> {
  const { offer } = lead;
  return {
    request: requestSummaryWire(lead.request),
    reason: lead.reason,
    matched_at: lead.matchedAt,
    seen_at: lead.seenAt,
    couple_name: lead.coupleName,
    contact: lead.contact,
    is_late_now: lead.isLateNow,
    offer: offer
      ? {
          id: offer.id,
          status: offer.status,
          is_late: offer.isLate,
          is_expired: offer.isExpired,
          read_by_couple: offer.readByCouple,
          has_new_message: offer.businessHasNewMessage,
          title: offer.title,
          price: offer.priceCents,
          currency: offer.currency,
          included: offer.included,
          perks: offer.perks,
          check_in: offer.checkIn,
          check_out: offer.checkOut,
          message: offer.message,
          expires_at: offer.expiresAt,
          created_at: offer.createdAt,
        }
      : null,
  };
}

/**
 * The business side of the marketplace loop (decision 021): an active hotel, advisor or tourism
 * board reads the requests matched to it, answers with one offer each, edits or withdraws it and
 * talks with the couple. Everything is scoped to the signed-in business's own account.
 */
export function registerBusinessDealRoutes(api: ApiRegistry): void {
  const tags = ["business deals"] as const;

  api.inline({
    method: "GET",
    path: "/business/leads",
    operationId: "listLeads",
    auth: "business",
    summary: "Requests matched to the signed-in business, newest first",
    tags,
    query: pageQuery,
    response: z.object({ data: z.array(leadWire), ...pageFields }),
    errors: [401, 403],
    handler: async ({ auth, query, services }) => {
      const { user } = auth;
      const page = await listLeads(services, { userId: user.id, page: query.page });
      return { data: page.items.map(toLeadWire), current_page: page.page, last_page: page.lastPage, per_page: page.perPage, total: page.total };
    },
  });

  api.inline({
    method: "GET",
    path: "/business/leads/:id",
    operationId: "getLead",
    auth: "business",
    summary: "One matched request with the business's offer and its thread (marks it seen)",
    tags,
    params: idParam,
    response: z.object({ data: leadWire, messages: z.array(messageWire) }),
    errors: [401, 403, 404],
    handler: async ({ auth, params, services }) => {
      const { user } = auth;
      const lead = await getLead(services, { userId: user.id, requestId: params.id });
      return { data: toLeadWire(lead), messages: lead.messages.map(toMessageWire) };
    },
  });

  api.inline({
    method: "POST",
    path: "/business/leads/:id/offer",
    operationId: "sendOffer",
    auth: "business",
    summary: "Answer a matched request with an offer (one per request; late after the answer window)",
    tags,
    params: idParam,
    body: offerBody,
    invalidBody: "validation",
    response: z.object({ message: z.literal("Offer sent"), data: z.object({ id: z.number().int(), status: z.string(), is_late: z.boolean(), expires_at: z.string() }) }),
    errors: [401, 403, 404, 409, 422],
    handler: async ({ auth, params, body, services, request }) => {
      const { user } = auth;
      const deal = await sendOffer(deps(services, request), { userId: user.id, requestId: params.id, input: offerInput(body) });
      return { message: "Offer sent" as const, data: { id: deal.id, status: deal.status, is_late: deal.isLate, expires_at: deal.expiresAt.toISOString() } };
    },
  });

  api.inline({
    method: "PATCH",
    path: "/business/offers/:id",
    operationId: "editOffer",
    auth: "business",
    summary: "Edit an open offer before it expires (its validity counts again from now)",
    tags,
    params: idParam,
    body: offerBody,
    invalidBody: "validation",
    response: z.object({ message: z.literal("Offer updated"), data: z.object({ id: z.number().int(), expires_at: z.string() }) }),
    errors: [401, 403, 404, 409, 422],
    handler: async ({ auth, params, body, services, request }) => {
      const { user } = auth;
      const deal = await editOffer(deps(services, request), { userId: user.id, dealId: params.id, input: offerInput(body) });
      return { message: "Offer updated" as const, data: { id: deal.id, expires_at: deal.expiresAt.toISOString() } };
    },
  });

  api.inline({
    method: "POST",
    path: "/business/offers/:id/withdraw",
    operationId: "withdrawOffer",
    auth: "business",
    summary: "Withdraw an open offer",
    tags,
    params: idParam,
    response: z.object({ message: z.literal("Offer withdrawn"), data: z.object({ id: z.number().int(), status: z.string() }) }),
    errors: [401, 403, 404, 409],
    handler: async ({ auth, params, services, request }) => {
      const { user } = auth;
      const deal = await withdrawOffer(deps(services, request), { userId: user.id, dealId: params.id });
      return { message: "Offer withdrawn" as const, data: { id: deal.id, status: deal.status } };
    },
  });

  api.inline({
    method: "POST",
    path: "/business/offers/:id/messages",
    operationId: "sendOfferMessage",
    auth: "business",
    summary: "Write to the couple about this offer (e-mailed, notified and shown live)",
    tags,
    params: idParam,
    body: messageBody,
    invalidBody: "validation",
    response: z.object({ message: z.literal("Message sent"), data: messageWire }),
    errors: [401, 403, 404, 409, 422, 429],
    handler: async ({ auth, params, body, services, request }) => {
      const { user } = auth;
      await hitRateLimit(services, `business-message:${user.id}`, MESSAGE_RATE_LIMIT);
      const message = await postMessage(deps(services, request), { userId: user.id, dealId: params.id, body: body.body ?? "", as: "business" });
      return { message: "Message sent" as const, data: toMessageWire({ id: message.id, sender: message.sender, body: message.body, createdAt: message.createdAt.toISOString() }) };
    },
  });
}
