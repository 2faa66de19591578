import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { INVOICE_PAGE_MESSAGES, invoiceNumber, invoicePageState, isInvoiceToken, type InvoicePageState } from "../../../../core/invoices";
import { PaymentProviderError, type PaymentIntent, type PaymentProvider } from "../../../adapters/payments/payment-provider";
import type { Database } from "../../../db/client";
import { businessAccounts } from "../../../db/schema/business";
import { invoices, payments as paymentsTable, type InvoiceRow } from "../../../db/schema/payments";
import type { Clock } from "../../../kernel/clock";
import { AppError } from "../../../kernel/errors";
import { queueReceiptEmail, queueRefundEmail, type PaymentEmailDeps } from "../receipt-email";
import { refundPayment } from "../refund-payment";
import { settleInvoice } from "./settle-invoice";

/** The product of a payment made on the hosted invoice page (its metadata names the invoice). */
export const INVOICE_PAYMENT_PRODUCT = "invoice";

export type PayInvoiceDeps = Omit<PaymentEmailDeps, "db"> & {
  db: Database;
  clock: Clock;
  payments: PaymentProvider;
  /** Told of a paid payment the product refused (its amount is not the invoice's). */
  reportError?: (error: unknown) => void;
};

/** An invoice as its page shows it. */
export type InvoiceView = {
  number: string;
  description: string;
  /** What is due (the coupon taken off); null while it waits for its quote. */
  amountCents: number | null;
  currency: string;
  couponName: string | null;
  discountCents: number | null;
  state: InvoicePageState;
  paidAt: Date | null;
  createdAt: Date;
};

const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex");

function notFound(): AppError {
  return new AppError("NOT_FOUND", INVOICE_PAGE_MESSAGES.notFound);
}

function refused(field: string, message: string): AppError {
  return new AppError("VALIDATION_FAILED", message, { [field]: [message] });
}

export function invoiceViewOf(invoice: InvoiceRow): InvoiceView {
  return {
    number: invoiceNumber(invoice.id),
    description: invoice.description,
    amountCents: invoice.amountCents,
    currency: invoice.currency,
    couponName: invoice.couponName,
    discountCents: invoice.discountCents,
    state: invoicePageState(invoice),
    paidAt: invoice.paidAt,
    createdAt: invoice.createdAt,
  };
}

/** The invoice a token opens; a malformed or unknown token is not found, exactly alike. */
async function invoiceOfToken(db: Database, token: string): Promise<InvoiceRow> {
  if (!isInvoiceToken(token)) throw notFound();
  const [invoice] = await db.select().from(invoices).where(eq(invoices.accessTokenHash, sha256(token)));
  if (!invoice) throw notFound();
  return invoice;
}

/** GET /invoices/{token}: the invoice its link opens. */
export async function getInvoiceByToken({ db }: Pick<PayInvoiceDeps, "db">, token: string): Promise<InvoiceView> {
  return invoiceViewOf(await invoiceOfToken(db, token));
}

export type StartedInvoicePayment = { clientSecret: string; paymentIntentId: string; amountCents: number };

/**
 * POST /invoices/{token}/payment: the card payment of an open, priced invoice, for what it asks.
 * One payment per invoice and amount (the idempotency key names them), so two tabs, a reload or a
 * retry get the same payment back: a card refused on it can be followed by another card on the
 * same payment, and it can succeed once. A paid invoice (409) or one waiting for its quote (409)
 * starts nothing.
 */
export async function startInvoicePayment(deps: PayInvoiceDeps, token: string): Promise<StartedInvoicePayment> {
  const invoice = await invoiceOfToken(deps.db, token);
  const state = invoicePageState(invoice);
  if (state === "paid") throw new AppError("CONFLICT", INVOICE_PAGE_MESSAGES.alreadyPaid);
  if (state === "awaiting-quote" || invoice.amountCents === null) throw new AppError("CONFLICT", INVOICE_PAGE_MESSAGES.awaitingQuote);
  const number = invoiceNumber(invoice.id);
  const intent = await deps.payments.createPaymentIntent({
    amountCents: invoice.amountCents,
    currency: invoice.currency,
    idempotencyKey: `invoice-pay:${sha256(`${invoice.provider}\n${invoice.id}\n${invoice.amountCents}`)}`,
    description: `Invoice ${number}: ${invoice.description}`,
    metadata: { product: INVOICE_PAYMENT_PRODUCT, invoice_id: String(invoice.id), purpose: invoice.purpose, ...(invoice.couponName ? { coupon: invoice.couponName } : {}) },
    customerEmail: invoice.email,
  });
  return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, amountCents: intent.amountCents };
}

function invoiceIdOf(intent: PaymentIntent): number | undefined {
  const text = intent.metadata.invoice_id ?? "";
  return intent.metadata.product === INVOICE_PAYMENT_PRODUCT && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined;
}

/**
 * A card payment of the hosted invoice page succeeded (the page's verification, or the provider's
 * `payment_intent.succeeded` when the page was closed; whichever comes first). In one transaction:
 * the payment is recorded (its receipt e-mail queued), and the invoice, if still open, is settled
 * exactly as its `invoice.paid` settles it (settleInvoice). Then the provider's invoice is marked
 * paid so it asks no more (its own `invoice.paid` then finds the invoice settled). A payment for an
 * invoice paid meanwhile by other means is refunded, and the refund stated (409).
 */
export async function settleInvoicePayment(deps: PayInvoiceDeps, { intent, paidAt }: { intent: PaymentIntent; paidAt?: Date }): Promise<InvoiceRow> {
  const { db, clock, payments, reportError } = deps;
  const invoiceId = invoiceIdOf(intent);
  if (invoiceId === undefined) throw refused("payment_intent_id", INVOICE_PAGE_MESSAGES.notThisInvoice);
  if (intent.status !== "succeeded") throw refused("payment_intent_id", INVOICE_PAGE_MESSAGES.notSucceeded);
  const outcome = await db.transaction(async (tx) => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for("update");
    if (!invoice) throw refused("payment_intent_id", INVOICE_PAGE_MESSAGES.notThisInvoice);
    if (invoice.amountCents !== intent.amountCents || invoice.currency.toLowerCase() !== intent.currency.toLowerCase()) {
      throw refused("payment_intent_id", INVOICE_PAGE_MESSAGES.amountChanged);
    }
    const [account] = await tx.select({ userId: businessAccounts.userId }).from(businessAccounts).where(eq(businessAccounts.invoiceId, invoice.id)).limit(1);
    await tx
      .insert(paymentsTable)
      .values({
        provider: payments.kind,
        providerPaymentId: intent.id,
        purpose: invoice.purpose,
        amountCents: intent.amountCents,
        currency: intent.currency.toUpperCase(),
        userId: account?.userId ?? null,
        email: invoice.email,
        couponName: invoice.couponName,
        reference: `invoice:${invoice.id}`,
        createdAt: clock.now(),
      })
      .onConflictDoNothing({ target: [paymentsTable.provider, paymentsTable.providerPaymentId] });
    const [recorded] = await tx
      .select({ status: paymentsTable.status })
      .from(paymentsTable)
      .where(and(eq(paymentsTable.provider, payments.kind), eq(paymentsTable.providerPaymentId, intent.id)));
    if (recorded?.status === "refunded") return { kind: "refunded" as const, invoice };
    const settled = await settleInvoice(tx, { invoice: { id: invoice.id }, paidAt: paidAt ?? clock.now(), providerPaymentId: intent.id });
    if (settled === null && invoice.providerPaymentId !== intent.id) return { kind: "paid-otherwise" as const, invoice };
    await queueReceiptEmail({ ...deps, db: tx }, { provider: payments.kind, providerPaymentId: intent.id });
    return { kind: "settled" as const, invoice: settled ?? invoice, isNew: settled !== null };
  });

  const refundAsPaidTwice = async (): Promise<never> => {
    await refundPayment(deps, {
      providerPaymentId: intent.id,
      reason: `invoice ${invoiceNumber(invoiceId)} was already paid by other means`,
      alsoInTransaction: async (tx) => {
        // The invoice stays paid (by the other payment), no longer by this one.
        await tx.update(invoices).set({ providerPaymentId: null }).where(and(eq(invoices.id, invoiceId), eq(invoices.providerPaymentId, intent.id)));
        await queueRefundEmail({ ...deps, db: tx }, { provider: payments.kind, providerPaymentId: intent.id, explanation: INVOICE_PAGE_MESSAGES.paidTwice });
      },
    });
    throw new AppError("CONFLICT", INVOICE_PAGE_MESSAGES.paidTwice);
  };
  if (outcome.kind === "paid-otherwise") return refundAsPaidTwice();
  if (outcome.kind === "refunded") throw new AppError("CONFLICT", INVOICE_PAGE_MESSAGES.paidTwice);
  // The provider's invoice is settled too, so it sends no reminder (its invoice.paid then changes nothing here).
  try {
    await payments.markInvoicePaid(outcome.invoice.providerInvoiceId);
  } catch (error) {
    if (!(error instanceof PaymentProviderError && error.type === "invalid_request_error")) throw error;
    // Paid at the provider by other means (its own invoice page, a bank transfer) before its
    // invoice.paid reached us: this card payment is the second one, and goes back.
    // (A repeat finds it marked by the first settlement: nothing to do.)
    if (outcome.isNew) {
      if ((await payments.retrieveInvoice(outcome.invoice.providerInvoiceId)).status === "paid") return refundAsPaidTwice();
      reportError?.(error);
    }
  }
  return outcome.invoice;
}

/** POST /invoices/{token}/payment/verify: the page's check after the card was confirmed. */
export async function verifyInvoicePayment(deps: PayInvoiceDeps, { token, paymentIntentId }: { token: string; paymentIntentId: string }): Promise<InvoiceView> {
  const invoice = await invoiceOfToken(deps.db, token);
  let intent: PaymentIntent;
  try {
    intent = await deps.payments.retrievePaymentIntent(paymentIntentId);
  } catch (error) {
    if (error instanceof PaymentProviderError && error.type === "invalid_request_error") throw refused("payment_intent_id", INVOICE_PAGE_MESSAGES.notThisInvoice);
    throw error;
  }
  if (invoiceIdOf(intent) !== invoice.id) throw refused("payment_intent_id", INVOICE_PAGE_MESSAGES.notThisInvoice);
  return invoiceViewOf(await settleInvoicePayment(deps, { intent }));
}
