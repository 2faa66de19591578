import { defineContract } from "./contract";

/**
 * The business side of the marketplace loop (decision 021): an active hotel, advisor or tourism
 * board reads the requests matched to it, answers with one offer each, edits or withdraws it and
 * talks with the couple. Everything is scoped to the signed-in business's own account.
 */

const schemas = () => import("./business-deals-schemas");
const tags = ["business deals"] as const;

export const listLeads = defineContract({
  method: "GET",
  path: "/business/leads",
  operationId: "listLeads",
  auth: "business",
  summary: "Requests matched to the signed-in business, newest first",
  tags,
  errors: [401, 403],
  schemas: () => schemas().then((s) => s.listLeads),
});

export const getLead = defineContract({
  method: "GET",
  path: "/business/leads/:id",
  operationId: "getLead",
  auth: "business",
  summary: "One matched request with the business's offer and its thread (marks it seen)",
  tags,
  errors: [401, 403, 404],
  schemas: () => schemas().then((s) => s.getLead),
});

export const sendOffer = defineContract({
  method: "POST",
  path: "/business/leads/:id/offer",
  operationId: "sendOffer",
  auth: "business",
  summary: "Answer a matched request with an offer (one per request; late after the answer window)",
  tags,
  invalidBody: "validation",
  errors: [401, 403, 404, 409, 422],
  schemas: () => schemas().then((s) => s.sendOffer),
});

export const editOffer = defineContract({
  method: "PATCH",
  path: "/business/offers/:id",
  operationId: "editOffer",
  auth: "business",
  summary: "Edit an open offer before it expires (its validity counts again from now)",
  tags,
  invalidBody: "validation",
  errors: [401, 403, 404, 409, 422],
  schemas: () => schemas().then((s) => s.editOffer),
});

export const withdrawOffer = defineContract({
  method: "POST",
  path: "/business/offers/:id/withdraw",
  operationId: "withdrawOffer",
  auth: "business",
  summary: "Withdraw an open offer",
  tags,
  errors: [401, 403, 404, 409],
  schemas: () => schemas().then((s) => s.withdrawOffer),
});

export const sendOfferMessage = defineContract({
  method: "POST",
  path: "/business/offers/:id/messages",
  operationId: "sendOfferMessage",
  auth: "business",
  summary: "Write to the couple about this offer (e-mailed, notified and shown live)",
  tags,
  invalidBody: "validation",
  errors: [401, 403, 404, 409, 422, 429],
  schemas: () => schemas().then((s) => s.sendOfferMessage),
});
