import type { FastifyRequest } from "fastify";
import type { AppServices } from "../../app-context";
import { DEAL_MESSAGES, PREMIUM_MESSAGES, type DealFilter } from "../../../core/deal-rules";
import { COUPLE_DEAL_ACTIONS } from "../../../core/deal-transitions";
import * as deals from "../../../core/contracts/deals";
import { DEAL_REQUEST_WIRE_NAMES } from "../../../core/contracts/deal-wire-names";
import { toWire } from "../../../core/contracts/wire-names";
import { hitRateLimit } from "../../domain/accounts/rate-limit";
import { actOnDeal, DEAL_ACTION_MESSAGES, DEAL_NOT_FOUND } from "../../domain/deals/act-on-deal";
import { AppError } from "../../kernel/errors";
import { createDealRequest } from "../../domain/deals/create-deal-request";
import type { DealDeps } from "../../domain/deals/deal-deps";
import { getDeal, threadOf } from "../../domain/deals/get-deal";
import { dealViewsOf, listDeals } from "../../domain/deals/list-deals";
import { listNotifications, readNotification } from "../../domain/deals/notifications";
import { postMessage } from "../../domain/deals/post-message";
import { requestPremiumContact } from "../../domain/deals/request-premium-contact";
import { requestOrigin } from "../../http/request-origin";
import { requestSummaryWire, toDealWire, toMessageWire } from "./deal-wire";
import type { ApiRegistry } from "./route";

function deps(services: AppServices, request: FastifyRequest): DealDeps {
  return { ...services, origin: requestOrigin(services, request) };
}

/** A couple sends few requests; this only stops a script filling the businesses' inboxes. */
const REQUEST_RATE_LIMIT = { limit: 10, windowSeconds: 3600 };
const MESSAGE_RATE_LIMIT = { limit: 60, windowSeconds: 600 };
const PREMIUM_RATE_LIMIT = { limit: 3, windowSeconds: 3600 };

/** The handlers of core/contracts/deals.ts. */
export function registerDealRoutes(api: ApiRegistry): void {
  api.route(deals.createDealRequest, async ({ auth, body, services, request }) => {
    const { user } = auth;
    await hitRateLimit(services, `deal-request:${user.id}`, REQUEST_RATE_LIMIT);
    // The body arrives in the code's shape (the contract's wire names); it is kept as the apps sent it.
    const created = await createDealRequest(deps(services, request), { userId: user.id, input: body, submission: toWire(DEAL_REQUEST_WIRE_NAMES, body) });
    return {
      message: DEAL_MESSAGES.requestCreated,
      data: { id: created.request.id, matched: created.matches.length, requests_left: created.requestsLeft },
    };
  });

  api.route(deals.listDeals, async ({ auth, query, services }) => {
    const { user } = auth;
    const page = await listDeals({ db: services.db, userId: user.id, filter: query.filter as DealFilter, page: query.page, now: services.clock.now() });
    return { data: page.items.map(toDealWire), current_page: page.page, last_page: page.lastPage, per_page: page.perPage, total: page.total };
  });

  api.route(deals.getDeal, async ({ auth, params, services, request }) => {
    const { user } = auth;
    const detail = await getDeal(deps(services, request), { userId: user.id, dealId: params.id });
    return {
      data: toDealWire(detail.deal),
      request: requestSummaryWire(detail.request),
      messages: detail.messages.map(toMessageWire),
      comparison: detail.comparison.map(toDealWire),
    };
  });

  for (const action of COUPLE_DEAL_ACTIONS) {
    api.route(deals.dealActions[action], async ({ auth, params, services, request }) => {
      const { user } = auth;
      await actOnDeal(deps(services, request), { userId: user.id, dealId: params.id, action });
      const [view] = await dealViewsOf(services.db, user.id, [params.id], services.clock.now());
      return { message: DEAL_ACTION_MESSAGES[action], data: toDealWire(view!) };
    });
  }

  api.route(deals.listDealMessages, async ({ auth, params, services }) => {
    const { user } = auth;
    const [view] = await dealViewsOf(services.db, user.id, [params.id], services.clock.now());
    if (!view) throw new AppError("NOT_FOUND", DEAL_NOT_FOUND);
    return { data: (await threadOf(services.db, params.id)).map(toMessageWire) };
  });

  api.route(deals.sendDealMessage, async ({ auth, params, body, services, request }) => {
    const { user } = auth;
    await hitRateLimit(services, `deal-message:${user.id}`, MESSAGE_RATE_LIMIT);
    const message = await postMessage(deps(services, request), { userId: user.id, dealId: params.id, body: body.body ?? "", as: "couple" });
    return { message: "Message sent" as const, data: toMessageWire({ id: message.id, sender: message.sender, body: message.body, createdAt: message.createdAt.toISOString() }) };
  });

  api.route(deals.listNotifications, async ({ auth, query, services }) => {
    const { user } = auth;
    const page = await listNotifications(services, { userId: user.id, page: query.page });
    return { data: page.items, unread_count: page.unreadCount, current_page: page.page, last_page: page.lastPage, per_page: page.perPage, total: page.total };
  });

  api.route(deals.premiumNotification, async ({ auth, body, services, request }) => {
    const { user } = auth;
    await hitRateLimit(services, `premium-notification:${user.id}`, PREMIUM_RATE_LIMIT);
    await requestPremiumContact({ ...services, origin: requestOrigin(services, request) }, { userId: user.id, note: body.message });
    return { message: PREMIUM_MESSAGES.sent };
  });

  api.route(deals.readNotification, async ({ auth, params, services }) => {
    const { user } = auth;
    const read = await readNotification(services, { userId: user.id, notificationId: params.id });
    return { data: { deal_id: read.dealId, read_at: read.readAt.toISOString(), unread_notifications_count: read.unreadNotificationsCount } };
  });
}
