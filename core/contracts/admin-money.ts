import { defineContract } from "./contract";

/**
 * The admin console's money (issue 20): the ledger of charges, refunds, subscriptions and invoices
 * (and its CSV), a payment's refund, an invoice marked paid by bank transfer or given its quote,
 * and VIP subscriptions cancelled at their period's end or extended.
 */

const schemas = () => import("./admin-money-schemas");
const tags = ["admin"] as const;

export const listMoneyLedger = defineContract({
  method: "GET",
  path: "/admin/money/ledger",
  operationId: "listMoneyLedger",
  auth: "admin",
  adminAction: "money.read",
  summary: "Every charge, refund, VIP subscription and invoice, newest first, filtered by kind, state, days and e-mail",
  tags,
  errors: [400, 401, 403],
  schemas: () => schemas().then((s) => s.listMoneyLedger),
});

export const exportMoneyLedger = defineContract({
  method: "GET",
  path: "/admin/money/ledger.csv",
  operationId: "exportMoneyLedger",
  auth: "admin",
  adminAction: "money.read",
  summary: "The filtered ledger as CSV (every page, at most 50,000 lines); cells that a spreadsheet would run as formulas are prefixed with an apostrophe",
  tags,
  errors: [400, 401, 403],
  responseContentType: "text/csv",
  schemas: () => schemas().then((s) => s.exportMoneyLedger),
});

export const getAdminPayment = defineContract({
  method: "GET",
  path: "/admin/money/payments/:id",
  operationId: "getAdminPayment",
  auth: "admin",
  adminAction: "money.read",
  summary: "One card payment, with what is left to refund",
  tags,
  errors: [401, 403, 404],
  schemas: () => schemas().then((s) => s.getAdminPayment),
});

export const refundAdminPayment = defineContract({
  method: "POST",
  path: "/admin/money/payments/:id/refund",
  operationId: "refundAdminPayment",
  auth: "admin",
  adminAction: "money.refund",
  summary: "Give back all or part of a card payment through the payment provider; the payer is e-mailed",
  description: "The product refunds a payment once: at most its amount, and nothing once a refund was made (409).",
  tags,
  invalidBody: "validation",
  errors: [401, 403, 404, 409, 422],
  schemas: () => schemas().then((s) => s.refundAdminPayment),
});

export const getAdminInvoice = defineContract({
  method: "GET",
  path: "/admin/money/invoices/:id",
  operationId: "getAdminInvoice",
  auth: "admin",
  adminAction: "money.read",
  summary: "One invoice and the business account it was sent for",
  tags,
  errors: [401, 403, 404],
  schemas: () => schemas().then((s) => s.getAdminInvoice),
});

export const markInvoicePaid = defineContract({
  method: "POST",
  path: "/admin/money/invoices/:id/mark-paid",
  operationId: "markInvoicePaid",
  auth: "admin",
  adminAction: "money.invoices",
  summary: "Mark an open invoice paid by bank transfer (the transfer's reference required); its account is paid as by any settlement",
  tags,
  invalidBody: "validation",
  errors: [401, 403, 404, 409, 422],
  schemas: () => schemas().then((s) => s.markInvoicePaid),
});

export const quoteInvoice = defineContract({
  method: "POST",
  path: "/admin/money/invoices/:id/quote",
  operationId: "quoteInvoice",
  auth: "admin",
  adminAction: "money.invoices",
  summary: "Record the price agreed for a by-quote plan on the invoice waiting for it; the business is e-mailed a link to pay it",
  tags,
  invalidBody: "validation",
  errors: [401, 403, 404, 409, 422],
  schemas: () => schemas().then((s) => s.quoteInvoice),
});

export const listVipSubscriptions = defineContract({
  method: "GET",
  path: "/admin/money/subscriptions",
  operationId: "listVipSubscriptions",
  auth: "admin",
  adminAction: "money.read",
  summary: "Members' VIP Access subscriptions, newest first, by state and e-mail",
  tags,
  errors: [400, 401, 403],
  schemas: () => schemas().then((s) => s.listVipSubscriptions),
});

export const cancelVipSubscription = defineContract({
  method: "POST",
  path: "/admin/money/subscriptions/:id/cancel",
  operationId: "cancelVipSubscription",
  auth: "admin",
  adminAction: "money.subscriptions",
  summary: "End a VIP subscription at its period's end (no further charge; VIP Access until then)",
  tags,
  errors: [401, 403, 404, 409],
  schemas: () => schemas().then((s) => s.cancelVipSubscription),
});

export const extendVipSubscription = defineContract({
  method: "POST",
  path: "/admin/money/subscriptions/:id/extend",
  operationId: "extendVipSubscription",
  auth: "admin",
  adminAction: "money.subscriptions",
  summary: "Give a member more days of VIP Access on a running subscription",
  tags,
  invalidBody: "validation",
  errors: [401, 403, 404, 409, 422],
  schemas: () => schemas().then((s) => s.extendVipSubscription),
});
