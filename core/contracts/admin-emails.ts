import { defineContract } from "./contract";

/**
 * The admin console's outgoing e-mail (issue 20): the outbox the mail job sends from, one e-mail
 * with its bodies and delivery history, and a resend (a copy queued to the same address).
 */

const schemas = () => import("./admin-emails-schemas");
const tags = ["admin"] as const;

export const listAdminEmails = defineContract({
  method: "GET",
  path: "/admin/emails",
  operationId: "listAdminEmails",
  auth: "admin",
  adminAction: "email.read",
  summary: "Outgoing e-mail, newest first: filter by state (queued, sent, failed), template and address",
  tags,
  errors: [401, 403],
  schemas: () => schemas().then((s) => s.listAdminEmails),
});

export const getAdminEmail = defineContract({
  method: "GET",
  path: "/admin/emails/:id",
  operationId: "getAdminEmail",
  auth: "admin",
  adminAction: "email.read",
  summary: "One e-mail: its text and HTML, attempts, last error, when sent, and the copies resent",
  tags,
  errors: [401, 403, 404],
  schemas: () => schemas().then((s) => s.getAdminEmail),
});

export const resendAdminEmail = defineContract({
  method: "POST",
  path: "/admin/emails/:id/resend",
  operationId: "resendAdminEmail",
  auth: "admin",
  adminAction: "email.resend",
  summary: "Queue a copy of an e-mail to the same address through the normal delivery job",
  tags,
  errors: [401, 403, 404],
  schemas: () => schemas().then((s) => s.resendAdminEmail),
});
