import * as payments from "../../../core/contracts/payments";
import { verifyBusinessPayment, type BusinessPaymentEndpoint } from "../../domain/payments/verify-business-payment";
import { requestOrigin } from "../../http/request-origin";
import type { ApiRegistry } from "./route";

/** The handlers of core/contracts/payments.ts's marketRequestPaymentIntent and b2bPaymentIntent. */
export function registerBusinessPaymentRoutes(api: ApiRegistry): void {
  const routes: Array<[typeof payments.b2bPaymentIntent, BusinessPaymentEndpoint]> = [
    [payments.marketRequestPaymentIntent, "market-request"],
    [payments.b2bPaymentIntent, "b2b"],
  ];
  for (const [contract, endpoint] of routes) {
    api.route(contract, ({ body, services, request }) =>
      verifyBusinessPayment(
        {
          db: services.db,
          clock: services.clock,
          payments: services.payments,
          jobs: services.jobs,
          config: services.config,
          origin: requestOrigin(services, request),
          ...(services.catalogueCache ? { catalogueCache: services.catalogueCache } : {}),
          reportError: (error) => request.log.error({ err: error }, "a paid marketplace post could not be published; its charge is refunded"),
        },
        // The body arrives in the code's names (core/contracts/payments-wire-names.ts).
        { endpoint, ...body },
      ),
    );
  }
}
