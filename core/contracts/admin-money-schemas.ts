import { z } from "zod";
import { extendSubscriptionInput, ledgerCsvQuery, ledgerQuery, markInvoicePaidInput, quoteInput, refundInput, subscriptionListQuery } from "../admin-money-schemas";
import { LEDGER_KINDS, LEDGER_STATES, SUBSCRIPTION_STATES } from "../admin-money";

/** The schemas of the admin money operations (core/contracts/admin-money.ts), by operationId. */

const id = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const ledgerEntry = z.object({
  kind: z.enum(LEDGER_KINDS),
  record_id: z.number().int().describe("The payment's id (charges and refunds), the subscription's or the invoice's"),
  at: z.string(),
  who: z.string().nullable(),
  what: z.string(),
  amount_cents: z.number().int().nullable(),
  currency: z.string(),
  state: z.enum(LEDGER_STATES),
  provider_id: z.string(),
  coupon: z.string().nullable(),
});

const payment = z.object({
  id: z.number().int(),
  provider: z.string(),
  provider_payment_id: z.string(),
  purpose: z.string(),
  amount_cents: z.number().int(),
  currency: z.string(),
  status: z.enum(["succeeded", "refunded"]),
  payer_email: z.string().nullable(),
  coupon_name: z.string().nullable(),
  reference: z.string().nullable(),
  provider_refund_id: z.string().nullable(),
  refunded_cents: z.number().int().nullable(),
  refund_reason: z.string().nullable(),
  refunded_at: z.string().nullable(),
  refundable_cents: z.number().int().describe("What may still be refunded"),
  created_at: z.string(),
});

const invoice = z.object({
  id: z.number().int(),
  number: z.string(),
  provider_invoice_id: z.string(),
  purpose: z.string(),
  email: z.string(),
  amount_cents: z.number().int().nullable().describe("Null while it waits for its quote"),
  currency: z.string(),
  description: z.string(),
  status: z.enum(["open", "paid"]),
  coupon_name: z.string().nullable(),
  discount_cents: z.number().int().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
  account: z.object({ id: z.number().int(), name: z.string(), status: z.string(), paid_at: z.string().nullable() }).nullable(),
});

const subscription = z.object({
  id: z.number().int(),
  email: z.string(),
  provider_subscription_id: z.string(),
  price_id: z.string(),
  status: z.enum(SUBSCRIPTION_STATES),
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  created_at: z.string(),
});

const paged = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), page: z.number().int(), last_page: z.number().int(), total: z.number().int() });

export const listMoneyLedger = { query: ledgerQuery, response: paged(ledgerEntry) };
export const exportMoneyLedger = { query: ledgerCsvQuery, response: z.string().describe("text/csv") };
export const getAdminPayment = { params: id, response: z.object({ data: payment }) };
export const refundAdminPayment = { params: id, body: refundInput, response: z.object({ message: z.string(), data: payment }) };
export const getAdminInvoice = { params: id, response: z.object({ data: invoice }) };
export const markInvoicePaid = { params: id, body: markInvoicePaidInput, response: z.object({ message: z.string(), data: invoice }) };
export const quoteInvoice = { params: id, body: quoteInput, response: z.object({ message: z.string(), data: invoice }) };
export const listVipSubscriptions = { query: subscriptionListQuery, response: paged(subscription) };
export const cancelVipSubscription = { params: id, response: z.object({ message: z.string(), data: subscription }) };
export const extendVipSubscription = { params: id, body: extendSubscriptionInput, response: z.object({ message: z.string(), data: subscription }) };
