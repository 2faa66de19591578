import { defineContract } from "./contract";

/**
 * The console's oversight of deals (issue 20): couples' requests, the offers and threads on
 * them (read-only), and abuse reports the admins act on.
 */

const schemas = () => import("./admin-oversight-schemas");
const tags = ["admin"] as const;

export const listAdminDealRequests = defineContract({
  method: "GET",
  path: "/admin/deal-requests",
  operationId: "listAdminDealRequests",
  auth: "admin",
  adminAction: "deals.read",
  summary: "Couples' deal requests, newest first, by search, status and open reports",
  tags,
  errors: [400, 401, 403],
  schemas: () => schemas().then((s) => s.listAdminDealRequests),
});

export const getAdminDealRequest = defineContract({
  method: "GET",
  path: "/admin/deal-requests/:id",
  operationId: "getAdminDealRequest",
  auth: "admin",
  adminAction: "deals.read",
  summary: "One deal request with every offer, its thread (hidden parts marked) and its reports",
  tags,
  errors: [400, 401, 403, 404],
  schemas: () => schemas().then((s) => s.getAdminDealRequest),
});

export const listAdminDealReports = defineContract({
  method: "GET",
  path: "/admin/deal-reports",
  operationId: "listAdminDealReports",
  auth: "admin",
  adminAction: "deals.read",
  summary: "Abuse reports on offers and messages: open ones oldest first",
  tags,
  errors: [400, 401, 403],
  schemas: () => schemas().then((s) => s.listAdminDealReports),
});

export const resolveAdminDealReport = defineContract({
  method: "POST",
  path: "/admin/deal-reports/:id/resolve",
  operationId: "resolveAdminDealReport",
  auth: "admin",
  adminAction: "deals.moderate",
  summary: "Act on an open report: hide what was reported, close the request, or dismiss it",
  tags,
  invalidBody: "validation",
  errors: [400, 401, 403, 404, 409, 422],
  schemas: () => schemas().then((s) => s.resolveAdminDealReport),
});
