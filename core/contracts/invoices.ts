import { defineContract } from "./contract";

/**
 * Invoices paid through their link (decision 039): the token in the invoice e-mail opens the
 * invoice, starts its card payment and verifies it. A wrong token is a 404 like an unknown one.
 */

const schemas = () => import("./invoices-schemas");
const tags = ["payments"] as const;

export const getInvoice = defineContract({
  method: "GET",
  path: "/invoices/:token",
  operationId: "getInvoice",
  auth: "none",
  summary: "The invoice a link opens: number, what for, coupon, amount due and whether it is payable, paid or waiting for its quote",
  tags,
  errors: [404],
  schemas: () => schemas().then((s) => s.getInvoice),
});

export const startInvoicePayment = defineContract({
  method: "POST",
  path: "/invoices/:token/payment",
  operationId: "startInvoicePayment",
  auth: "none",
  summary: "Start (or resume) the card payment of an open, priced invoice; answers the payment's client secret",
  description:
    "One payment per invoice: asking again answers the same payment, so a second card after a refusal, a reload or a second tab never charges twice. A paid invoice or one waiting for its quote answers 409.",
  tags,
  errors: [404, 409],
  schemas: () => schemas().then((s) => s.startInvoicePayment),
});

export const verifyInvoicePayment = defineContract({
  method: "POST",
  path: "/invoices/:token/payment/verify",
  operationId: "verifyInvoicePayment",
  auth: "none",
  summary: "After the card is confirmed: the invoice is settled as its provider's invoice.paid settles it, the payment recorded and its receipt e-mailed",
  description: "A payment for an invoice paid meanwhile by other means is refunded and answers 409 saying so.",
  tags,
  invalidBody: "validation",
  errors: [404, 409],
  schemas: () => schemas().then((s) => s.verifyInvoicePayment),
});
