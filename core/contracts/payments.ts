import { defineContract } from "./contract";

/**
 * Card payments (docs/product.md §7 "Payments"): the VIP Access plans and subscription, a
 * business's card payment and its verification, and the provider's webhook. Amounts are the
 * server's (core/pricing.ts); what the browser sends is only compared with them.
 */

const schemas = () => import("./payments-schemas");
const tags = ["payments"] as const;

export const getStripePlans = defineContract({
  method: "POST",
  path: "/payments/getStripePlans",
  operationId: "getStripePlans",
  auth: "none",
  summary: "The VIP Access plans, monthly, quarterly and yearly",
  tags,
  schemas: () => schemas().then((s) => s.getStripePlans),
});

export const bookingPay = defineContract({
  method: "POST",
  path: "/payments/order/booking/pay",
  operationId: "bookingPay",
  auth: "optional",
  summary: "Start a business card payment (destination, advisor, hotel or a marketplace post) for the server's price",
  tags,
  invalidBody: "validation",
  errors: [409, 429],
  schemas: () => schemas().then((s) => s.bookingPay),
});

export const marketRequestPaymentIntent = defineContract({
  method: "POST",
  path: "/payments/marketRequestPaymentIntent",
  operationId: "marketRequestPaymentIntent",
  auth: "none",
  summary: "Verify a destination signup or marketplace post payment (a paid post is published, or its charge refunded)",
  tags,
  invalidBody: "validation",
  errors: [409],
  schemas: () => schemas().then((s) => s.verifyBusinessPayment),
});

export const b2bPaymentIntent = defineContract({
  method: "POST",
  path: "/payments/b2bPaymentIntent",
  operationId: "b2bPaymentIntent",
  auth: "none",
  summary: "Verify an advisor or hotel signup payment",
  tags,
  invalidBody: "validation",
  errors: [409],
  schemas: () => schemas().then((s) => s.verifyBusinessPayment),
});

export const createSubscription = defineContract({
  method: "POST",
  path: "/payments/createSubscription",
  operationId: "createSubscription",
  auth: "member",
  summary: "Start a VIP Access subscription for the signed-in member; answers the first payment's client secret",
  tags,
  invalidBody: "validation",
  errors: [401, 409],
  schemas: () => schemas().then((s) => s.createSubscription),
});

export const verifyStripe = defineContract({
  method: "POST",
  path: "/payments/verify/stripe",
  operationId: "verifyStripe",
  auth: "member",
  summary: "Check with the provider that the member's subscription is paid, and give them VIP Access",
  tags,
  invalidBody: "validation",
  errors: [401, 404],
  schemas: () => schemas().then((s) => s.verifyStripe),
});

/**
 * Signed by the provider (Stripe-Signature), not by a member's session; its body is read as raw
 * bytes in its own Fastify scope (server/api/v1/payment-webhooks.ts), the signature being over them.
 */
export const receivePaymentWebhook = defineContract({
  method: "POST",
  path: "/payments/webhook",
  operationId: "receivePaymentWebhook",
  auth: "none",
  summary: "The payment provider's events (Stripe-Signature header): succeeded payments, renewals, cancellations, refunds, paid invoices",
  tags,
  schemas: () => schemas().then((s) => s.receivePaymentWebhook),
});
