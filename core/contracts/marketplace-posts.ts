import { defineContract } from "./contract";

/** Romance Marketplace posts (docs/product.md /marketplace-request): started, paid within a 10-minute session, published. */

const schemas = () => import("./marketplace-post-schemas");
const tags = ["marketplace"] as const;

export const createMarketplaceRequest = defineContract({
  method: "POST",
  path: "/marketplace-requests",
  operationId: "createMarketplaceRequest",
  auth: "optional",
  summary: "Submit a marketplace deal: kept as sent, priced by the server, payable for 10 minutes",
  tags,
  invalidBody: "validation",
  errors: [429],
  schemas: () => schemas().then((s) => s.createMarketplaceRequest),
});

export const getMarketplaceRequest = defineContract({
  method: "GET",
  path: "/marketplace-requests/:id",
  operationId: "getMarketplaceRequest",
  auth: "none",
  summary: "A submitted marketplace deal and its payment state (a page reloaded mid-payment)",
  tags,
  errors: [404],
  schemas: () => schemas().then((s) => s.getMarketplaceRequest),
});
