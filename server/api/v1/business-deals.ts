import type { z } from "zod";
import type { FastifyRequest } from "fastify";
import type { AppServices } from "../../app-context";
import { hitRateLimit } from "../../domain/accounts/rate-limit";
import { getLead, listLeads, type Lead } from "../../domain/deals/business-leads";
import { editOffer, withdrawOffer } from "../../domain/deals/change-offer";
import type { DealDeps } from "../../domain/deals/deal-deps";
import { postMessage } from "../../domain/deals/post-message";
import { sendOffer } from "../../domain/deals/send-offer";
import { requestOrigin } from "../../http/request-origin";
import * as businessDeals from "../../../core/contracts/business-deals";
import type { leadWire } from "../../../core/contracts/business-deals-schemas";
import { requestSummaryWire, toMessageWire } from "./deal-wire";
import type { ApiRegistry } from "./route";

function deps(services: AppServices, request: FastifyRequest): DealDeps {
  return { ...services, origin: requestOrigin(services, request) };
}

const MESSAGE_RATE_LIMIT = { limit: 120, windowSeconds: 600 };

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

/** The handlers of core/contracts/business-deals.ts. */
export function registerBusinessDealRoutes(api: ApiRegistry): void {
  api.route(businessDeals.listLeads, async ({ auth, query, services }) => {
    const { user } = auth;
    const page = await listLeads(services, { userId: user.id, page: query.page });
    return { data: page.items.map(toLeadWire), current_page: page.page, last_page: page.lastPage, per_page: page.perPage, total: page.total };
  });

  api.route(businessDeals.getLead, async ({ auth, params, services }) => {
    const { user } = auth;
    const lead = await getLead(services, { userId: user.id, requestId: params.id });
    return { data: toLeadWire(lead), messages: lead.messages.map(toMessageWire) };
  });

  // The offer's body arrives in the code's shape (OfferInput, by the contract's wire names).
  api.route(businessDeals.sendOffer, async ({ auth, params, body, services, request }) => {
    const { user } = auth;
    const deal = await sendOffer(deps(services, request), { userId: user.id, requestId: params.id, input: body });
    return { message: "Offer sent" as const, data: { id: deal.id, status: deal.status, is_late: deal.isLate, expires_at: deal.expiresAt.toISOString() } };
  });

  api.route(businessDeals.editOffer, async ({ auth, params, body, services, request }) => {
    const { user } = auth;
    const deal = await editOffer(deps(services, request), { userId: user.id, dealId: params.id, input: body });
    return { message: "Offer updated" as const, data: { id: deal.id, expires_at: deal.expiresAt.toISOString() } };
  });

  api.route(businessDeals.withdrawOffer, async ({ auth, params, services, request }) => {
    const { user } = auth;
    const deal = await withdrawOffer(deps(services, request), { userId: user.id, dealId: params.id });
    return { message: "Offer withdrawn" as const, data: { id: deal.id, status: deal.status } };
  });

  api.route(businessDeals.sendOfferMessage, async ({ auth, params, body, services, request }) => {
    const { user } = auth;
    await hitRateLimit(services, `business-message:${user.id}`, MESSAGE_RATE_LIMIT);
    const message = await postMessage(deps(services, request), { userId: user.id, dealId: params.id, body: body.body ?? "", as: "business" });
    return { message: "Message sent" as const, data: toMessageWire({ id: message.id, sender: message.sender, body: message.body, createdAt: message.createdAt.toISOString() }) };
  });
}
