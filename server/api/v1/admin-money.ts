import type { FastifyRequest } from "fastify";
import * as contracts from "../../../core/contracts/admin-money";
import { formatDollars } from "../../../core/money";
import type { AppServices } from "../../app-context";
import { getAdminPayment, type AdminPayment } from "../../domain/admin/money/admin-payment";
import { getAdminInvoice, markInvoicePaidByTransfer, recordInvoiceQuote, type AdminInvoice } from "../../domain/admin/money/admin-invoices";
import {
  cancelVipSubscriptionAtPeriodEnd,
  extendVipSubscription,
  getVipSubscription,
  listVipSubscriptions,
  type AdminSubscription,
} from "../../domain/admin/money/admin-subscriptions";
import type { MoneyDeps } from "../../domain/admin/money/money-deps";
import { listMoneyLedger, moneyLedgerCsv, type LedgerEntry } from "../../domain/admin/money/money-ledger";
import { refundAdminPayment } from "../../domain/admin/money/refund-admin-payment";
import { requestOrigin } from "../../http/request-origin";
import type { ApiRegistry } from "./route";

const iso = (date: Date | null) => date?.toISOString() ?? null;

function moneyDeps(services: AppServices, request: FastifyRequest): MoneyDeps {
  return { ...services, origin: requestOrigin(services, request) };
}

function entryWire(entry: LedgerEntry) {
  return {
    kind: entry.kind,
    record_id: entry.recordId,
    at: entry.at.toISOString(),
    who: entry.who,
    what: entry.what,
    amount_cents: entry.amountCents,
    currency: entry.currency,
    state: entry.state,
    provider_id: entry.providerId,
    coupon: entry.coupon,
  };
}

function paymentWire(payment: AdminPayment) {
  return {
    id: payment.id,
    provider: payment.provider,
    provider_payment_id: payment.providerPaymentId,
    purpose: payment.purpose,
    amount_cents: payment.amountCents,
    currency: payment.currency,
    status: payment.status,
    payer_email: payment.payerEmail,
    coupon_name: payment.couponName,
    reference: payment.reference,
    provider_refund_id: payment.providerRefundId,
    refunded_cents: payment.refundedCents,
    refund_reason: payment.refundReason,
    refunded_at: iso(payment.refundedAt),
    refundable_cents: payment.refundableCents,
    created_at: payment.createdAt.toISOString(),
  };
}

function invoiceWire(invoice: AdminInvoice) {
  return {
    id: invoice.id,
    number: invoice.number,
    provider_invoice_id: invoice.providerInvoiceId,
    purpose: invoice.purpose,
    email: invoice.email,
    amount_cents: invoice.amountCents,
    currency: invoice.currency,
    description: invoice.description,
    status: invoice.status,
    coupon_name: invoice.couponName,
    discount_cents: invoice.discountCents,
    paid_at: iso(invoice.paidAt),
    created_at: invoice.createdAt.toISOString(),
    account: invoice.account ? { id: invoice.account.id, name: invoice.account.name, status: invoice.account.status, paid_at: iso(invoice.account.paidAt) } : null,
  };
}

function subscriptionWire(subscription: AdminSubscription) {
  return {
    id: subscription.id,
    email: subscription.email,
    provider_subscription_id: subscription.providerSubscriptionId,
    price_id: subscription.priceId,
    status: subscription.status,
    current_period_end: iso(subscription.currentPeriodEnd),
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    created_at: subscription.createdAt.toISOString(),
  };
}

/** The handlers of core/contracts/admin-money.ts. */
export function registerAdminMoneyRoutes(api: ApiRegistry): void {
  api.route(contracts.listMoneyLedger, async ({ query, services }) => {
    const page = await listMoneyLedger(services, query);
    return { data: page.items.map(entryWire), page: page.page, last_page: page.lastPage, total: page.total };
  });

  api.route(contracts.exportMoneyLedger, async ({ query, services, reply }) => {
    const day = services.clock.now().toISOString().slice(0, 10);
    void reply.type("text/csv; charset=utf-8").header("Content-Disposition", `attachment; filename="ledger-${day}.csv"`);
    return moneyLedgerCsv(services, query);
  });

  api.route(contracts.getAdminPayment, async ({ params, services }) => ({ data: paymentWire(await getAdminPayment(services, params.id)) }));

  api.route(contracts.refundAdminPayment, async ({ params, body, admin, services, request }) => {
    await refundAdminPayment(moneyDeps(services, request), admin, params.id, body);
    const payment = await getAdminPayment(services, params.id);
    return { message: `${formatDollars(payment.refundedCents ?? body.amount_cents)} is refunded; the payer was e-mailed.`, data: paymentWire(payment) };
  });

  api.route(contracts.getAdminInvoice, async ({ params, services }) => ({ data: invoiceWire(await getAdminInvoice(services, params.id)) }));

  api.route(contracts.markInvoicePaid, async ({ params, body, admin, services, request }) => {
    await markInvoicePaidByTransfer(moneyDeps(services, request), admin, params.id, body);
    const invoice = await getAdminInvoice(services, params.id);
    return { message: `Invoice ${invoice.number} is paid by bank transfer.`, data: invoiceWire(invoice) };
  });

  api.route(contracts.quoteInvoice, async ({ params, body, admin, services, request }) => {
    await recordInvoiceQuote(moneyDeps(services, request), admin, params.id, body);
    const invoice = await getAdminInvoice(services, params.id);
    return { message: `Invoice ${invoice.number} now asks ${formatDollars(body.amount_cents)}; the business was e-mailed a link to pay it.`, data: invoiceWire(invoice) };
  });

  api.route(contracts.listVipSubscriptions, async ({ query, services }) => {
    const page = await listVipSubscriptions(services, query);
    return { data: page.items.map(subscriptionWire), page: page.page, last_page: page.lastPage, total: page.total };
  });

  api.route(contracts.cancelVipSubscription, async ({ params, admin, services, request }) => {
    await cancelVipSubscriptionAtPeriodEnd(moneyDeps(services, request), admin, params.id);
    return { message: "The subscription ends at the end of its period.", data: subscriptionWire(await getVipSubscription(services, params.id)) };
  });

  api.route(contracts.extendVipSubscription, async ({ params, body, admin, services }) => {
    await extendVipSubscription(services, admin, params.id, body);
    return { message: `VIP Access is extended by ${body.days} day${body.days === 1 ? "" : "s"}.`, data: subscriptionWire(await getVipSubscription(services, params.id)) };
  });
}
