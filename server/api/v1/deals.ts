import { z } from "zod";
import type { FastifyRequest } from "fastify";
import type { AppServices } from "../../app-context";
import { DEAL_MESSAGES } from "../../../core/deal-rules";
import { hitRateLimit } from "../../domain/accounts/rate-limit";
import { actOnDeal, DEAL_ACTION_MESSAGES, DEAL_NOT_FOUND } from "../../domain/deals/act-on-deal";
import { AppError } from "../../kernel/errors";
import { createDealRequest } from "../../domain/deals/create-deal-request";
import type { DealDeps } from "../../domain/deals/deal-deps";
import { COUPLE_DEAL_ACTIONS, type CoupleDealAction } from "../../../core/deal-transitions";
import { getDeal, threadOf } from "../../domain/deals/get-deal";
import { DEAL_FILTER_KEYS, dealViewsOf, listDeals } from "../../domain/deals/list-deals";
import { listNotifications, readNotification } from "../../domain/deals/notifications";
import { postMessage } from "../../domain/deals/post-message";
import { PREMIUM_MESSAGES, requestPremiumContact } from "../../domain/deals/request-premium-contact";
import { requestOrigin } from "../../http/request-origin";
import {
  dealRequestBody,
  dealWire,
  messageBody,
  messageWire,
  pageFields,
  pageQuery,
  requestSummary,
  toDealWire,
  toMessageWire,
} from "./deal-schemas";
import { idParam } from "./listing-schemas";
import type { ApiRegistry } from "./route";

function deps(services: AppServices, request: FastifyRequest): DealDeps {
  return { ...services, origin: requestOrigin(services, request) };
}

/** A couple sends few requests; this only stops a script filling the businesses' inboxes. */
const REQUEST_RATE_LIMIT = { limit: 10, windowSeconds: 3600 };
const MESSAGE_RATE_LIMIT = { limit: 60, windowSeconds: 600 };
const PREMIUM_RATE_LIMIT = { limit: 3, windowSeconds: 3600 };

const dealDetail = z.object({
  data: dealWire,
  request: requestSummary,
  messages: z.array(messageWire),
  comparison: z.array(dealWire).describe("Every offer on the same request (this one included), cheapest first"),
});

/** The deal actions' operationIds: what each action does to the deal. */
const DEAL_ACTION_OPERATIONS: Record<CoupleDealAction, string> = {
  pin: "pinDeal",
  unpin: "unpinDeal",
  archive: "archiveDeal",
  unarchive: "unarchiveDeal",
  lateresponse: "acceptLateDeal",
  reject: "rejectDeal",
  booked: "markDealBooked",
  newmessageupdate: "markDealMessagesRead",
};

/**
 * The couple's side of the marketplace loop (decision 021): deal requests, the offers inbox, the
 * deal actions of docs/product.md §7 (`POST /deals/pin/{id}`...), messages and notifications. Every
 * call needs a signed-in member and reaches only that member's own requests and deals.
 */
export function registerDealRoutes(api: ApiRegistry): void {
  const tags = ["deals"] as const;

  api.route({
    method: "POST",
    path: "/dealrequests",
    operationId: "createDealRequest",
    auth: "member",
    summary: "Send a deal request (Free Pass: up to three; VIP Access: unlimited)",
    tags,
    body: dealRequestBody,
    invalidBody: "validation",
    response: z.object({
      message: z.literal(DEAL_MESSAGES.requestCreated),
      data: z.object({
        id: z.number().int(),
        matched: z.number().int().describe("How many hotels, advisors and tourism boards received it"),
        requests_left: z.number().int().nullable().describe("Free Pass requests left; null for VIP Access"),
      }),
    }),
    errors: [401, 403, 422, 429],
    handler: async ({ auth, body, services, request }) => {
      const { user } = auth;
      await hitRateLimit(services, `deal-request:${user.id}`, REQUEST_RATE_LIMIT);
      const created = await createDealRequest(deps(services, request), {
        userId: user.id,
        submission: body,
        input: {
          occasion: body.occasion,
          destinations: body.destinations,
          inspireMe: body.inspire_me,
          listingId: body.listing_id ?? null,
          startDate: body.start_date ?? null,
          endDate: body.end_date ?? null,
          flexibleMonth: body.flexible_month ?? null,
          nights: body.nights ?? null,
          budget: body.budget,
          travellers: body.travellers ?? null,
          special: body.special,
          firstName: body.first_name,
          lastName: body.last_name,
          email: body.email,
          phone: body.phone ?? null,
        },
      });
      return {
        message: DEAL_MESSAGES.requestCreated,
        data: { id: created.request.id, matched: created.matches.length, requests_left: created.requestsLeft },
      };
    },
  });

  api.route({
    method: "GET",
    path: "/deals",
    operationId: "listDeals",
    auth: "member",
    summary: "The signed-in member's offers inbox, pinned first, filtered by the inbox's feed filters",
    tags,
    query: pageQuery.extend({
      filter: z
        .enum(DEAL_FILTER_KEYS as [string, ...string[]], { error: `must be one of ${DEAL_FILTER_KEYS.join(", ")}` })
        .optional()
        .default("all"),
    }),
    response: z.object({ data: z.array(dealWire), ...pageFields }),
    errors: [401],
    handler: async ({ auth, query, services }) => {
      const { user } = auth;
      const page = await listDeals({ db: services.db, userId: user.id, filter: query.filter as (typeof DEAL_FILTER_KEYS)[number], page: query.page, now: services.clock.now() });
      return { data: page.items.map(toDealWire), current_page: page.page, last_page: page.lastPage, per_page: page.perPage, total: page.total };
    },
  });

  api.route({
    method: "GET",
    path: "/deals/:id",
    operationId: "getDeal",
    auth: "member",
    summary: "One deal: the offer, the request, the thread and the request's offers side by side (marks it read)",
    tags,
    params: idParam,
    response: dealDetail,
    errors: [401, 404],
    handler: async ({ auth, params, services, request }) => {
      const { user } = auth;
      const detail = await getDeal(deps(services, request), { userId: user.id, dealId: params.id });
      return {
        data: toDealWire(detail.deal),
        request: {
          id: detail.request.id,
          status: detail.request.status,
          occasion: detail.request.occasion,
          destinations: detail.request.destinations,
          inspire_me: detail.request.inspireMe,
          when: detail.request.when,
          travellers: detail.request.travellers,
          budget: detail.request.budget,
          special: detail.request.special,
          created_at: detail.request.createdAt,
        },
        messages: detail.messages.map(toMessageWire),
        comparison: detail.comparison.map(toDealWire),
      };
    },
  });

  for (const action of COUPLE_DEAL_ACTIONS) {
    api.route({
      method: "POST",
      path: `/deals/${action}/:id`,
      operationId: DEAL_ACTION_OPERATIONS[action],
      auth: "member",
      summary: `Deal action '${action}'; refused with 409 and a message when the deal's state does not allow it`,
      tags,
      params: idParam,
      response: z.object({ message: z.string(), data: dealWire }),
      errors: [401, 404, 409],
      handler: async ({ auth, params, services, request }) => {
        const { user } = auth;
        await actOnDeal(deps(services, request), { userId: user.id, dealId: params.id, action });
        const [view] = await dealViewsOf(services.db, user.id, [params.id], services.clock.now());
        return { message: DEAL_ACTION_MESSAGES[action], data: toDealWire(view!) };
      },
    });
  }

  api.route({
    method: "GET",
    path: "/deals/:id/messages",
    operationId: "listDealMessages",
    auth: "member",
    summary: "The deal's message thread, oldest first",
    tags,
    params: idParam,
    response: z.object({ data: z.array(messageWire) }),
    errors: [401, 404],
    handler: async ({ auth, params, services }) => {
      const { user } = auth;
      const [view] = await dealViewsOf(services.db, user.id, [params.id], services.clock.now());
      if (!view) throw notFoundDeal();
      return { data: (await threadOf(services.db, params.id)).map(toMessageWire) };
    },
  });

  api.route({
    method: "POST",
    path: "/deals/:id/messages",
    operationId: "sendDealMessage",
    auth: "member",
    summary: "Write to the business about this deal (e-mailed to it and shown live)",
    tags,
    params: idParam,
    body: messageBody,
    invalidBody: "validation",
    response: z.object({ message: z.literal("Message sent"), data: messageWire }),
    errors: [401, 404, 409, 422, 429],
    handler: async ({ auth, params, body, services, request }) => {
      const { user } = auth;
      await hitRateLimit(services, `deal-message:${user.id}`, MESSAGE_RATE_LIMIT);
      const message = await postMessage(deps(services, request), { userId: user.id, dealId: params.id, body: body.body ?? "", as: "couple" });
      return { message: "Message sent" as const, data: toMessageWire({ id: message.id, sender: message.sender, body: message.body, createdAt: message.createdAt.toISOString() }) };
    },
  });

  api.route({
    method: "GET",
    path: "/user/notifications",
    operationId: "listNotifications",
    auth: "member",
    summary: "The member's notifications, one per deal, newest first (older unread duplicates are marked read)",
    tags: ["notifications"],
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
    errors: [401],
    handler: async ({ auth, query, services }) => {
      const { user } = auth;
      const page = await listNotifications(services, { userId: user.id, page: query.page });
      return { data: page.items, unread_count: page.unreadCount, current_page: page.page, last_page: page.lastPage, per_page: page.perPage, total: page.total };
    },
  });

  api.route({
    method: "POST",
    path: "/user/premium-notification",
    operationId: "premiumNotification",
    auth: "member",
    summary: "A VIP Access member calls on the premium perks: the concierge team is told (403 for Free Pass)",
    tags: ["notifications"],
    body: z.object({ message: z.string().max(20_000).optional().describe("What the member would like (optional)") }),
    invalidBody: "validation",
    response: z.object({ message: z.literal(PREMIUM_MESSAGES.sent) }),
    errors: [401, 403, 422, 429],
    handler: async ({ auth, body, services, request }) => {
      const { user } = auth;
      await hitRateLimit(services, `premium-notification:${user.id}`, PREMIUM_RATE_LIMIT);
      await requestPremiumContact({ ...services, origin: requestOrigin(services, request) }, { userId: user.id, note: body.message });
      return { message: PREMIUM_MESSAGES.sent };
    },
  });

  api.route({
    method: "POST",
    path: "/user/notifications/:id/read",
    operationId: "readNotification",
    auth: "member",
    summary: "Open a notification: read_at set, the unread count lowered; answers the deal to go to",
    tags: ["notifications"],
    params: idParam,
    response: z.object({ data: z.object({ deal_id: z.number().int(), read_at: z.string(), unread_notifications_count: z.number().int() }) }),
    errors: [401, 404],
    handler: async ({ auth, params, services }) => {
      const { user } = auth;
      const read = await readNotification(services, { userId: user.id, notificationId: params.id });
      return { data: { deal_id: read.dealId, read_at: read.readAt.toISOString(), unread_notifications_count: read.unreadNotificationsCount } };
    },
  });
}

function notFoundDeal() {
  return new AppError("NOT_FOUND", DEAL_NOT_FOUND);
}
