import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { PaymentIntent } from "../../adapters/payments/payment-provider";
import type { AppServices } from "../../app-context";
import { CREDENTIAL_RATE_LIMIT, hitRateLimit } from "../../domain/accounts/rate-limit";
import { confirmCardPayment } from "../../domain/payments/confirm-card-payment";
import { findPaymentIntentBySecret, requireTestProvider } from "../../domain/payments/payment-intent-access";
import { requestOrigin } from "../../http/request-origin";
import type { ApiRegistry } from "./route";

const CLIENT_SECRET_MESSAGE = "The client_secret field is required.";
const CARD_MESSAGE = "The card field needs number, exp_month, exp_year and cvc.";
const RETURN_URL_REQUIRED = "The return_url field is required.";

const paymentIntentParams = z.object({
  id: z.string().min(1).max(100).describe("The payment's id (pi_...)"),
});

const clientSecret = z
  .string({ error: CLIENT_SECRET_MESSAGE })
  .min(1, CLIENT_SECRET_MESSAGE)
  .max(200, "The client_secret may not be longer than 200 characters.")
  .describe("The payment's client secret, as the server gave it to the page");

// Only the shape is checked here: whether the number, expiry and CVC are right is the
// provider's answer (a validation_error with its own message), exactly as with Stripe.
const expiryPart = z.number({ error: CARD_MESSAGE }).int(CARD_MESSAGE).min(0, CARD_MESSAGE).max(9999, CARD_MESSAGE);
const cardBody = z.object(
  {
    number: z.string({ error: CARD_MESSAGE }).max(40, "The card number may not be longer than 40 characters.").describe("As typed; spaces allowed"),
    exp_month: expiryPart.describe("1 to 12"),
    exp_year: expiryPart.describe("Two or four digits"),
    cvc: z.string({ error: CARD_MESSAGE }).max(10, "The CVC may not be longer than 10 characters."),
  },
  { error: CARD_MESSAGE },
);

const confirmBody = z.object({
  client_secret: clientSecret,
  card: cardBody,
  return_url: z
    .string({ error: RETURN_URL_REQUIRED })
    .min(1, RETURN_URL_REQUIRED)
    .max(2000, "The return_url may not be longer than 2000 characters.")
    .describe("Absolute address on this site the extra confirmation step returns to"),
});

const retrieveBody = z.object({ client_secret: clientSecret });

const paymentIntentResponse = z.object({
  id: z.string(),
  object: z.literal("payment_intent"),
  status: z.enum(["requires_payment_method", "requires_action", "succeeded"]),
  amount: z.number().int().describe("Cents"),
  currency: z.string(),
  last_error: z
    .object({
      type: z.enum(["card_error", "validation_error"]),
      code: z.string(),
      decline_code: z.string().optional(),
      message: z.string().describe("The provider's words, meant to be shown as they are"),
    })
    .nullable(),
  next_action: z
    .object({
      type: z.literal("redirect_to_url"),
      redirect_to_url: z.object({ url: z.string(), return_url: z.string() }),
    })
    .nullable(),
});

/**
 * The public fields of a payment, as Stripe.js sees them: never the card (the provider keeps
 * only its last four digits), the customer or the metadata. The extra step's page is this site's
 * own /payments/authorize, so its address is given on the origin the browser is using.
 */
function publicPaymentIntent(intent: PaymentIntent, siteOrigin: string): z.input<typeof paymentIntentResponse> {
  const action = intent.nextAction;
  let nextAction: z.input<typeof paymentIntentResponse>["next_action"] = null;
  if (action) {
    const page = new URL(action.url);
    nextAction = {
      type: "redirect_to_url",
      redirect_to_url: { url: new URL(page.pathname + page.search, siteOrigin).toString(), return_url: action.returnUrl },
    };
  }
  return {
    id: intent.id,
    object: "payment_intent",
    status: intent.status,
    amount: intent.amountCents,
    currency: intent.currency,
    last_error: intent.lastError
      ? {
          type: intent.lastError.type,
          code: intent.lastError.code,
          ...(intent.lastError.declineCode ? { decline_code: intent.lastError.declineCode } : {}),
          message: intent.lastError.message,
        }
      : null,
    next_action: nextAction,
  };
}

/** Client secrets can be guessed at only as fast as credentials: 30 calls per 10 minutes per address. */
function limitCalls(services: AppServices, request: FastifyRequest, endpoint: string): Promise<void> {
  return hitRateLimit(services, `${endpoint}:${request.ip}`, CREDENTIAL_RATE_LIMIT);
}

/**
 * The built-in test provider's browser-facing calls, standing in for Stripe.js's calls to
 * Stripe: the card form confirms a payment here, so card numbers go to the provider and never
 * through the product's own endpoints. With Stripe configured they answer 404.
 */
export function registerTestProviderBrowserRoutes(api: ApiRegistry): void {
  const tags = ["test payment provider"] as const;

  api.inline({
    method: "POST",
    path: "/test-provider/payment_intents/:id/confirm",
    operationId: "confirmTestPayment",
    auth: "none",
    summary: "Pay a payment with a card (built-in test provider only; Stripe.js talks to Stripe instead)",
    tags,
    params: paymentIntentParams,
    body: confirmBody,
    invalidBody: "validation",
    response: paymentIntentResponse,
    errors: [404, 409, 429],
    handler: async ({ params, body, services, request }) => {
      requireTestProvider(services.payments);
      await limitCalls(services, request, "test-provider-confirm");
      const siteOrigin = requestOrigin(services, request);
      const intent = await confirmCardPayment({
        payments: services.payments,
        paymentIntentId: params.id,
        clientSecret: body.client_secret,
        card: { number: body.card.number, expMonth: body.card.exp_month, expYear: body.card.exp_year, cvc: body.card.cvc },
        returnUrl: body.return_url,
        siteOrigin,
      });
      return publicPaymentIntent(intent, siteOrigin);
    },
  });

  // POST, not Stripe's GET with the secret in the query: addresses end up in access logs.
  api.inline({
    method: "POST",
    path: "/test-provider/payment_intents/:id/retrieve",
    operationId: "retrieveTestPayment",
    auth: "none",
    summary: "Read a payment's status and last error (built-in test provider only)",
    tags,
    params: paymentIntentParams,
    body: retrieveBody,
    invalidBody: "validation",
    response: paymentIntentResponse,
    errors: [404, 429],
    handler: async ({ params, body, services, request }) => {
      requireTestProvider(services.payments);
      await limitCalls(services, request, "test-provider-retrieve");
      const intent = await findPaymentIntentBySecret(services.payments, params.id, body.client_secret);
      return publicPaymentIntent(intent, requestOrigin(services, request));
    },
  });
}
