import { defineContract } from "./contract";

/**
 * A business's own Romance Marketplace posts, run from the dashboard (issue 19 "Marketplace posts
 * belong to their business"): listed with their state and figures, edited, paused, resumed and
 * renewed by card. A post is the signed-in business's when its account paid for it or the post's
 * e-mail is the account's (decision 041); any other id answers 404, as an unknown one does.
 */

const schemas = () => import("./business-marketplace-post-schemas");
const tags = ["marketplace"] as const;
const ownership = "Only the signed-in business's own posts (paid from its account, or with its e-mail); another's is 404.";

export const listBusinessMarketplacePosts = defineContract({
  method: "GET",
  path: "/business/marketplace-posts",
  operationId: "listBusinessMarketplacePosts",
  auth: "business",
  summary: "The signed-in business's marketplace posts, newest first, with their state, views and deal requests",
  description: `${ownership} A business account is needed (403 otherwise).`,
  tags,
  errors: [401, 403],
  schemas: () => schemas().then((s) => s.listBusinessMarketplacePosts),
});

export const getBusinessMarketplacePost = defineContract({
  method: "GET",
  path: "/business/marketplace-posts/:id",
  operationId: "getBusinessMarketplacePost",
  auth: "business",
  summary: "One of the business's marketplace posts",
  description: ownership,
  tags,
  errors: [401, 403, 404],
  schemas: () => schemas().then((s) => s.getBusinessMarketplacePost),
});

export const updateBusinessMarketplacePost = defineContract({
  method: "PUT",
  path: "/business/marketplace-posts/:id",
  operationId: "updateBusinessMarketplacePost",
  auth: "business",
  summary: "Edit a live or paused post's title, description, destination, price per stay and last valid day",
  description: `${ownership} The rules and messages are the marketplace request form's. The ad's duration and the featured option stay as paid. A live post's page, /marketplace and search show the change at once. A post in another state is 409.`,
  tags,
  invalidBody: "validation",
  errors: [401, 403, 404, 409, 422],
  schemas: () => schemas().then((s) => s.updateBusinessMarketplacePost),
});

export const pauseBusinessMarketplacePost = defineContract({
  method: "POST",
  path: "/business/marketplace-posts/:id/pause",
  operationId: "pauseBusinessMarketplacePost",
  auth: "business",
  summary: "Pause a live post: off /marketplace, search and its page, and no longer requestable; the ad's end does not move",
  description: `${ownership} Only a live post (409 otherwise). Pausing twice answers the paused post.`,
  tags,
  errors: [401, 403, 404, 409],
  schemas: () => schemas().then((s) => s.pauseBusinessMarketplacePost),
});

export const resumeBusinessMarketplacePost = defineContract({
  method: "POST",
  path: "/business/marketplace-posts/:id/resume",
  operationId: "resumeBusinessMarketplacePost",
  auth: "business",
  summary: "Show a paused post again until its ad's end",
  description: `${ownership} Only a paused post whose ad has not ended (409 otherwise: renew it).`,
  tags,
  errors: [401, 403, 404, 409],
  schemas: () => schemas().then((s) => s.resumeBusinessMarketplacePost),
});

export const startMarketplacePostRenewal = defineContract({
  method: "POST",
  path: "/business/marketplace-posts/:id/renewals",
  operationId: "startMarketplacePostRenewal",
  auth: "business",
  summary: "Start a card payment for another ad duration (30, 60 or 90 days, at core/pricing's price; a featured post stays featured)",
  description: `${ownership} Answers the payment's client secret for the card form. Once paid and verified, the ad's end moves by the days bought (from today when it had ended, and an ended post is live again). The same Idempotency-Key answers the same payment.`,
  tags,
  invalidBody: "validation",
  errors: [401, 403, 404, 409, 422, 503],
  schemas: () => schemas().then((s) => s.startMarketplacePostRenewal),
});

export const verifyMarketplacePostRenewal = defineContract({
  method: "POST",
  path: "/business/marketplace-posts/:id/renewals/verify",
  operationId: "verifyMarketplacePostRenewal",
  auth: "business",
  summary: "After the card payment: the server checks it with the provider and extends the ad once",
  description: `${ownership} A repeat answers the same and extends nothing more; the provider's webhook does the same when the page was closed first. A payment for another post or not succeeded is 422.`,
  tags,
  invalidBody: "validation",
  errors: [401, 403, 404, 409, 422, 503],
  schemas: () => schemas().then((s) => s.verifyMarketplacePostRenewal),
});
