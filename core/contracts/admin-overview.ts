import { defineContract } from "./contract";

/**
 * The admin console's dashboard and audit log (issue 20). The log is read-only: no operation
 * changes or deletes an entry.
 */

const schemas = () => import("./admin-oversight-schemas");
const tags = ["admin"] as const;

export const getAdminDashboard = defineContract({
  method: "GET",
  path: "/admin/dashboard",
  operationId: "getAdminDashboard",
  auth: "admin",
  adminAction: "dashboard.read",
  summary: "Sign-ups, revenue, deal requests, offers and bookings per month for the last 12 months, paying accounts and the median time to a first offer",
  tags,
  errors: [401, 403],
  schemas: () => schemas().then((s) => s.getAdminDashboard),
});

export const listAdminAudit = defineContract({
  method: "GET",
  path: "/admin/audit",
  operationId: "listAdminAudit",
  auth: "admin",
  adminAction: "audit.read",
  summary: "The audit log of admin actions, newest first, filtered by admin, action, event, target and days",
  tags,
  errors: [400, 401, 403],
  schemas: () => schemas().then((s) => s.listAdminAudit),
});

export const getAdminAuditEntry = defineContract({
  method: "GET",
  path: "/admin/audit/:id",
  operationId: "getAdminAuditEntry",
  auth: "admin",
  adminAction: "audit.read",
  summary: "One audit entry with the record before and after and the keys that changed",
  tags,
  errors: [400, 401, 403, 404],
  schemas: () => schemas().then((s) => s.getAdminAuditEntry),
});
