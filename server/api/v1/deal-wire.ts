import type { z } from "zod";
import type { DealView } from "../../domain/deals/deal-view";
import type { RequestSummary, ThreadMessage } from "../../domain/deals/get-deal";
import type { dealWire, messageWire, requestSummary } from "../../../core/contracts/deal-schemas";

/** The domain's deal views in the wire shapes of core/contracts/deal-schemas.ts. */

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

export function toMessageWire(message: ThreadMessage): z.input<typeof messageWire> {
  return { id: message.id, sender: message.sender, body: message.body, created_at: message.createdAt };
}
