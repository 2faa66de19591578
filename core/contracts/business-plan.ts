import { defineContract } from "./contract";

/**
 * A business's own plan (issue 19 "Annual plans have a term", decision 038): its term and state,
 * paying later, renewing by card or invoice, upgrading Basic -> Featured mid-term, and cancelling
 * at the end of the term. Always the signed-in business's own account: no id is sent; a signed-in
 * member without a business account gets 403, another account's payment id 404.
 */

const schemas = () => import("./business-plan-schemas");
const tags = ["plan"] as const;

export const getBusinessPlan = defineContract({
  method: "GET",
  path: "/business/plan",
  operationId: "getBusinessPlan",
  auth: "business",
  summary: "The signed-in business's plan: in words, its term and state, prices and what it can do now",
  description:
    "state: unpaid (Pay offered), invoiced, active, ends_soon (30 days or less), cancelled (ends at the term's end), expired (the listing is back to the limited state; renew to restore it).",
  tags,
  errors: [401, 403],
  schemas: () => schemas().then((s) => s.getBusinessPlan),
});

export const startPlanPayment = defineContract({
  method: "POST",
  path: "/business/plan/payments",
  operationId: "startPlanPayment",
  auth: "business",
  summary: "Start a card payment for the plan: pay an unpaid plan, renew for a year, or upgrade Basic to Featured",
  description:
    "The amount is the server's: the plan's price (with the signup's coupon while valid) to pay, today's list price to renew (the year starts at the term's end, or today once expired), Featured less Basic's unused days to upgrade. Answers the client secret for the card form; confirm it, then call verifyPlanPayment. Idempotency-Key header honoured.",
  tags,
  invalidBody: "validation",
  errors: [401, 403, 409, 422],
  schemas: () => schemas().then((s) => s.startPlanPayment),
});

export const verifyPlanPayment = defineContract({
  method: "POST",
  path: "/business/plan/payments/verify",
  operationId: "verifyPlanPayment",
  auth: "business",
  summary: "After the card form: apply a succeeded plan payment once (its receipt is in the dashboard's receipts)",
  description: "Another account's payment, or any payment that is not a plan payment, is 404. A repeat answers the same and changes nothing.",
  tags,
  invalidBody: "validation",
  errors: [401, 403, 404, 409, 422],
  schemas: () => schemas().then((s) => s.verifyPlanPayment),
});

export const requestRenewalInvoice = defineContract({
  method: "POST",
  path: "/business/plan/renewal-invoice",
  operationId: "requestRenewalInvoice",
  auth: "business",
  summary: "Renew by invoice: e-mails an invoice for the next year; paying it extends the term",
  tags,
  errors: [401, 403, 409],
  schemas: () => schemas().then((s) => s.requestRenewalInvoice),
});

export const cancelPlanAtTermEnd = defineContract({
  method: "POST",
  path: "/business/plan/cancel",
  operationId: "cancelPlanAtTermEnd",
  auth: "business",
  summary: "Cancel at the end of the term (cancel: true) or undo it before then (cancel: false)",
  description: "A cancelled plan gets no reminder to renew and ends on its day; the listing then returns to the limited state.",
  tags,
  invalidBody: "validation",
  errors: [401, 403, 409, 422],
  schemas: () => schemas().then((s) => s.cancelPlanAtTermEnd),
});

export const setPlanAutoRenew = defineContract({
  method: "POST",
  path: "/business/plan/auto-renew",
  operationId: "setPlanAutoRenew",
  auth: "business",
  summary: "Turn automatic renewal with the kept card on (on: true) or off (on: false)",
  description:
    "The card is kept by a card payment made with renew_automatically; it is charged from 3 days before the term's end, once per term. Turning it on needs a kept card and a plan not cancelled at its end (409 otherwise); cancelling at the term's end turns it off. Asking for what is already so changes nothing.",
  tags,
  invalidBody: "validation",
  errors: [401, 403, 409, 422],
  schemas: () => schemas().then((s) => s.setPlanAutoRenew),
});
