import { defineContract } from "./contract";

/**
 * The built-in test provider's browser-facing calls, standing in for Stripe.js's calls to
 * Stripe: the card form confirms a payment here, so card numbers go to the provider and never
 * through the product's own endpoints. With Stripe configured they answer 404.
 */

const schemas = () => import("./test-provider-schemas");
const tags = ["test payment provider"] as const;

export const confirmTestPayment = defineContract({
  method: "POST",
  path: "/test-provider/payment_intents/:id/confirm",
  operationId: "confirmTestPayment",
  auth: "none",
  summary: "Pay a payment with a card (built-in test provider only; Stripe.js talks to Stripe instead)",
  tags,
  invalidBody: "validation",
  errors: [404, 409, 429],
  schemas: () => schemas().then((s) => s.confirmTestPayment),
});

/** POST, not Stripe's GET with the secret in the query: addresses end up in access logs. */
export const retrieveTestPayment = defineContract({
  method: "POST",
  path: "/test-provider/payment_intents/:id/retrieve",
  operationId: "retrieveTestPayment",
  auth: "none",
  summary: "Read a payment's status and last error (built-in test provider only)",
  tags,
  invalidBody: "validation",
  errors: [404, 429],
  schemas: () => schemas().then((s) => s.retrieveTestPayment),
});
