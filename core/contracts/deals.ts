import { COUPLE_DEAL_ACTIONS, type CoupleDealAction } from "../deal-transitions";
import { defineContract } from "./contract";

/**
 * The couple's side of the marketplace loop (decision 021): deal requests, the offers inbox, the
 * deal actions of docs/product.md §7 (`POST /deals/pin/{id}`...), messages and notifications.
 * Every call needs a signed-in member and reaches only that member's own requests and deals.
 */

const schemas = () => import("./deal-schemas");
const tags = ["deals"] as const;

export const createDealRequest = defineContract({
  method: "POST",
  path: "/dealrequests",
  operationId: "createDealRequest",
  auth: "member",
  summary: "Send a deal request (Free Pass: up to three; VIP Access: unlimited)",
  tags,
  invalidBody: "validation",
  errors: [401, 403, 422, 429],
  schemas: () => schemas().then((s) => s.createDealRequest),
});

export const listDeals = defineContract({
  method: "GET",
  path: "/deals",
  operationId: "listDeals",
  auth: "member",
  summary: "The signed-in member's offers inbox, pinned first, filtered by the inbox's feed filters",
  tags,
  errors: [401],
  schemas: () => schemas().then((s) => s.listDeals),
});

export const getDeal = defineContract({
  method: "GET",
  path: "/deals/:id",
  operationId: "getDeal",
  auth: "member",
  summary: "One deal: the offer, the request, the thread and the request's offers side by side (marks it read)",
  tags,
  errors: [401, 404],
  schemas: () => schemas().then((s) => s.getDeal),
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

function dealActionContract(action: CoupleDealAction) {
  return defineContract({
    method: "POST",
    path: `/deals/${action}/:id`,
    operationId: DEAL_ACTION_OPERATIONS[action],
    auth: "member",
    summary: `Deal action '${action}'; refused with 409 and a message when the deal's state does not allow it`,
    tags,
    errors: [401, 404, 409],
    schemas: () => schemas().then((s) => s.dealAction),
  });
}

/** POST /deals/{action}/{id}, one contract per action. */
export const dealActions = /* @__PURE__ */ Object.fromEntries(COUPLE_DEAL_ACTIONS.map((action) => [action, dealActionContract(action)])) as Record<
  CoupleDealAction,
  ReturnType<typeof dealActionContract>
>;

export const listDealMessages = defineContract({
  method: "GET",
  path: "/deals/:id/messages",
  operationId: "listDealMessages",
  auth: "member",
  summary: "The deal's message thread, oldest first",
  tags,
  errors: [401, 404],
  schemas: () => schemas().then((s) => s.listDealMessages),
});

export const sendDealMessage = defineContract({
  method: "POST",
  path: "/deals/:id/messages",
  operationId: "sendDealMessage",
  auth: "member",
  summary: "Write to the business about this deal (e-mailed to it and shown live)",
  tags,
  invalidBody: "validation",
  errors: [401, 404, 409, 422, 429],
  schemas: () => schemas().then((s) => s.sendDealMessage),
});

export const listNotifications = defineContract({
  method: "GET",
  path: "/user/notifications",
  operationId: "listNotifications",
  auth: "member",
  summary: "The member's notifications, one per deal, newest first (older unread duplicates are marked read)",
  tags: ["notifications"],
  errors: [401],
  schemas: () => schemas().then((s) => s.listNotifications),
});

export const premiumNotification = defineContract({
  method: "POST",
  path: "/user/premium-notification",
  operationId: "premiumNotification",
  auth: "member",
  summary: "A VIP Access member calls on the premium perks: the concierge team is told (403 for Free Pass)",
  tags: ["notifications"],
  invalidBody: "validation",
  errors: [401, 403, 422, 429],
  schemas: () => schemas().then((s) => s.premiumNotification),
});

export const readNotification = defineContract({
  method: "POST",
  path: "/user/notifications/:id/read",
  operationId: "readNotification",
  auth: "member",
  summary: "Open a notification: read_at set, the unread count lowered; answers the deal to go to",
  tags: ["notifications"],
  errors: [401, 404],
  schemas: () => schemas().then((s) => s.readNotification),
});
