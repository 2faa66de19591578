import type { FastifyInstance } from "fastify";
import * as payments from "../../../core/contracts/payments";
import { PaymentProviderError } from "../../adapters/payments/payment-provider";
import { AppError } from "../../kernel/errors";
import { bookingDepsOf } from "../../domain/booking/booking-deps";
import { applyProviderEvent } from "../../domain/payments/webhooks/apply-provider-event";
import { requestOrigin } from "../../http/request-origin";
import { type ApiRegistry } from "./route";

const SIGNATURE_REFUSED = "The webhook signature could not be verified.";

/**
 * The payment provider's webhook (core/contracts/payments.ts receivePaymentWebhook): signed
 * events applied once each, in any order. It sits in its own Fastify scope, the only one that
 * keeps a JSON body as raw bytes: the signature is over the exact bytes sent.
 */
export async function paymentWebhookRoutes(scope: FastifyInstance, { api }: { api: ApiRegistry }) {
  // Replaces the API's JSON parser (server/http/json-body.ts) in this scope only.
  scope.removeContentTypeParser("application/json");
  scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
  // One OpenAPI document for the whole API: this route joins the others.
  const webhooks = api.within(scope);

  webhooks.route(payments.receivePaymentWebhook, async ({ body, services, request }) => {
    const header = request.headers["stripe-signature"];
    const rawBody = Buffer.isBuffer(body) ? body : Buffer.from(body);
    let event;
    try {
      event = services.payments.constructEvent(rawBody, typeof header === "string" ? header : undefined);
    } catch (error) {
      if (error instanceof PaymentProviderError) {
        throw new AppError("BAD_REQUEST", error.type === "signature_verification_error" ? SIGNATURE_REFUSED : error.message);
      }
      throw error;
    }
    const reportError = (error: unknown) => request.log.error({ err: error, eventId: event.id }, "a succeeded payment was refused or refunded");
    const origin = requestOrigin(services, request);
    const { outcome } = await applyProviderEvent({ ...services, origin, reportError, reservations: bookingDepsOf(services, origin, reportError) }, event);
    return { received: true as const, duplicate: outcome === "duplicate" };
  });
}
