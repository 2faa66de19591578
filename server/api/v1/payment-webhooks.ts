import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { PaymentProviderError } from "../../adapters/payments/payment-provider";
import { AppError } from "../../kernel/errors";
import { applyProviderEvent } from "../../domain/payments/webhooks/apply-provider-event";
import { type ApiRegistry } from "./route";

const SIGNATURE_REFUSED = "The webhook signature could not be verified.";

const rawEvent = z
  .custom<Buffer>((value) => Buffer.isBuffer(value), { message: "The webhook body must be a JSON event." })
  .describe("The provider's event (Stripe's Event object), as JSON, byte for byte as it was signed");

const webhookResponse = z.object({
  received: z.literal(true),
  duplicate: z.boolean().describe("True when this event was applied before: nothing changed this time"),
});

/**
 * The payment provider's webhook (POST /payments/webhook): signed events applied once each, in any
 * order. It sits in its own Fastify scope, the only one that keeps a JSON body as raw bytes: the
 * signature is over the exact bytes sent.
 */
export async function paymentWebhookRoutes(scope: FastifyInstance, { api }: { api: ApiRegistry }) {
  // Replaces the API's JSON parser (server/http/json-body.ts) in this scope only.
  scope.removeContentTypeParser("application/json");
  scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
  const webhooks = api.within(scope);

  webhooks.inline({
    method: "POST",
    path: "/payments/webhook",
    operationId: "receivePaymentWebhook",
    // Signed by the provider (Stripe-Signature), not by a member's session.
    auth: "none",
    summary: "The payment provider's events (Stripe-Signature header): succeeded payments, renewals, cancellations, refunds, paid invoices",
    tags: ["payments"],
    body: rawEvent,
    response: webhookResponse,
    handler: async ({ body, services, request }) => {
      const header = request.headers["stripe-signature"];
      let event;
      try {
        event = services.payments.constructEvent(body, typeof header === "string" ? header : undefined);
      } catch (error) {
        if (error instanceof PaymentProviderError) {
          throw new AppError("BAD_REQUEST", error.type === "signature_verification_error" ? SIGNATURE_REFUSED : error.message);
        }
        throw error;
      }
      const { outcome } = await applyProviderEvent(
        { ...services, reportError: (error) => request.log.error({ err: error, eventId: event.id }, "a succeeded payment was refused or refunded") },
        event,
      );
      return { received: true as const, duplicate: outcome === "duplicate" };
    },
  });

  // One OpenAPI document for the whole API: this route joins the others.
}
