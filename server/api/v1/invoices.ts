import * as contracts from "../../../core/contracts/invoices";
import type { InvoiceWire } from "../../../core/contracts/invoices-schemas";
import type { AppServices } from "../../app-context";
import { getInvoiceByToken, startInvoicePayment, verifyInvoicePayment, type InvoiceView, type PayInvoiceDeps } from "../../domain/payments/invoices/pay-invoice";
import { requestOrigin } from "../../http/request-origin";
import type { FastifyRequest } from "fastify";
import type { ApiRegistry } from "./route";

export function invoiceWire(view: InvoiceView): InvoiceWire {
  return {
    number: view.number,
    description: view.description,
    amount_cents: view.amountCents,
    currency: view.currency,
    coupon_name: view.couponName,
    discount_cents: view.discountCents,
    status: view.state,
    paid_at: view.paidAt?.toISOString() ?? null,
    created_at: view.createdAt.toISOString(),
  };
}

function depsOf(services: AppServices, request: FastifyRequest): PayInvoiceDeps {
  return {
    db: services.db,
    clock: services.clock,
    payments: services.payments,
    jobs: services.jobs,
    config: services.config,
    origin: requestOrigin(services, request),
    reportError: (error) => request.log.error({ err: error }, "an invoice payment was refused"),
  };
}

/** The handlers of core/contracts/invoices.ts (decision 039). */
export function registerInvoiceRoutes(api: ApiRegistry): void {
  api.route(contracts.getInvoice, async ({ params, services }) => ({ data: invoiceWire(await getInvoiceByToken(services, params.token)) }));

  api.route(contracts.startInvoicePayment, async ({ params, services, request }) => {
    const started = await startInvoicePayment(depsOf(services, request), params.token);
    return { client_secret: started.clientSecret, payment_intent_id: started.paymentIntentId, amount_cents: started.amountCents };
  });

  api.route(contracts.verifyInvoicePayment, async ({ params, body, services, request }) => ({
    data: invoiceWire(await verifyInvoicePayment(depsOf(services, request), { token: params.token, paymentIntentId: body.payment_intent_id })),
  }));
}
