import type { FastifyRequest } from "fastify";
import type { ContractOutput } from "../../../core/contracts/contract";
import * as testProvider from "../../../core/contracts/test-provider";
import type { PaymentIntent } from "../../adapters/payments/payment-provider";
import type { AppServices } from "../../app-context";
import { CREDENTIAL_RATE_LIMIT, hitRateLimit } from "../../domain/accounts/rate-limit";
import { confirmCardPayment } from "../../domain/payments/confirm-card-payment";
import { findPaymentIntentBySecret, requireTestProvider } from "../../domain/payments/payment-intent-access";
import { requestOrigin } from "../../http/request-origin";
import type { ApiRegistry } from "./route";

type PublicPaymentIntent = ContractOutput<typeof testProvider.confirmTestPayment>;

/**
 * The public fields of a payment, as Stripe.js sees them: never the card (the provider keeps
 * only its last four digits), the customer or the metadata. The extra step's page is this site's
 * own /payments/authorize, so its address is given on the origin the browser is using.
 */
function publicPaymentIntent(intent: PaymentIntent, siteOrigin: string): PublicPaymentIntent {
  const action = intent.nextAction;
  let nextAction: PublicPaymentIntent["next_action"] = null;
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
 * The handlers of the built-in test provider's browser-facing calls (core/contracts/test-provider.ts).
 * With Stripe configured they answer 404.
 */
export function registerTestProviderBrowserRoutes(api: ApiRegistry): void {
  api.route(testProvider.confirmTestPayment, async ({ params, body, services, request }) => {
    requireTestProvider(services.payments);
    await limitCalls(services, request, "test-provider-confirm");
    const siteOrigin = requestOrigin(services, request);
    const intent = await confirmCardPayment({ payments: services.payments, paymentIntentId: params.id, ...body, siteOrigin });
    return publicPaymentIntent(intent, siteOrigin);
  });

  api.route(testProvider.retrieveTestPayment, async ({ params, body, services, request }) => {
    requireTestProvider(services.payments);
    await limitCalls(services, request, "test-provider-retrieve");
    const intent = await findPaymentIntentBySecret(services.payments, params.id, body.clientSecret);
    return publicPaymentIntent(intent, requestOrigin(services, request));
  });
}
