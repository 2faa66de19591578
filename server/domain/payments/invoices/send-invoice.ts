import { createHash, randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { isEmail, normaliseEmail } from "../../../../core/account-rules";
import { applyCoupon, BY_QUOTE, isValidPercent, type ByQuote } from "../../../../core/pricing";
import { CURRENCY, formatDollars } from "../../../../core/money";
import { invoiceNumber, invoicePagePath } from "../../../../core/invoices";
import { PaymentProviderError, type PaymentProvider } from "../../../adapters/payments/payment-provider";
import type { Config } from "../../../config";
import type { Database } from "../../../db/client";
import { invoices, type InvoiceRow, type PaymentPurpose } from "../../../db/schema/payments";
import type { JobQueue } from "../../../jobs/job-queue";
import type { Clock } from "../../../kernel/clock";
import { AppError } from "../../../kernel/errors";
import { emailSiteUrl, queueEmail } from "../../mail/queue-email";
import { paymentPurposeOf } from "../refund-payment";

export type SendInvoiceOptions = {
  db: Database;
  clock: Clock;
  payments: PaymentProvider;
  jobs: JobQueue;
  config: Pick<Config, "productName" | "publicUrl">;
  /** The request's origin, for links in the e-mail when PUBLIC_URL is not set. */
  origin?: string;
};

export type SendInvoiceRequest = {
  email: string;
  purpose: PaymentPurpose;
  /** The full price in integer cents from core/pricing, or 'by-quote' (300+ rooms, Multi-property): priced by hand. */
  amount: number | ByQuote;
  /** The promo code the business was shown (already checked): its percent comes off `amount`. */
  coupon?: { name: string; percent: number } | null;
  /** What the invoice is for, as the business reads it ("Hotel listing, one year"). */
  description: string;
  /** What is being invoiced, e.g. `listing:42`: one invoice per purpose and reference. */
  reference: string;
};

export type SentInvoiceRecord = {
  invoice: InvoiceRow;
  /** The number the e-mail shows and a bank transfer quotes. */
  number: string;
  /** False when this purpose and reference had been invoiced already (nothing new sent). */
  isNew: boolean;
};

export const SEND_INVOICE_MESSAGES = {
  email: "Enter a Valid Email",
  amount: "An invoice amount is a whole number of cents, at least 50, or 'by-quote'.",
  description: "An invoice needs a description of at most 500 characters.",
  reference: "An invoice needs a reference of at most 200 characters.",
  purpose: "Unknown invoice purpose.",
  conflict: "An invoice with other details was already sent for this reference.",
  coupon: "A promo code cannot apply to a price given by quote.",
} as const;

/** The hosted invoice page's token: 32 random bytes, only ever in the e-mail; the row keeps its hash. */
export function newInvoiceToken(): string {
  return randomBytes(32).toString("base64url");
}


const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex");

function invalid(field: string, message: string): AppError {
  return new AppError("VALIDATION_FAILED", message, { [field]: [message] });
}

function checkRequest({ email, purpose, amount, description, reference, coupon = null }: SendInvoiceRequest): SendInvoiceRequest {
  const address = normaliseEmail(email);
  if (!isEmail(address)) throw invalid("email", SEND_INVOICE_MESSAGES.email);
  if (paymentPurposeOf(purpose) === undefined) throw invalid("purpose", SEND_INVOICE_MESSAGES.purpose);
  if (amount !== BY_QUOTE && (!Number.isSafeInteger(amount) || amount < 50)) throw invalid("amount", SEND_INVOICE_MESSAGES.amount);
  const text = description.trim();
  if (text === "" || text.length > 500) throw invalid("description", SEND_INVOICE_MESSAGES.description);
  const ref = reference.trim();
  if (ref === "" || ref.length > 200) throw invalid("reference", SEND_INVOICE_MESSAGES.reference);
  if (coupon && (amount === BY_QUOTE || !isValidPercent(coupon.percent) || coupon.name.trim() === "")) throw invalid("coupon", SEND_INVOICE_MESSAGES.coupon);
  if (coupon && amount !== BY_QUOTE && applyCoupon(amount, coupon.percent) < 50) throw invalid("amount", SEND_INVOICE_MESSAGES.amount);
  return { email: address, purpose, amount, description: text, reference: ref, coupon };
}

/**
 * "Send Invoice": asks the payment provider to send an invoice (with Stripe, a Stripe invoice),
 * records it in `invoices` and queues the e-mail showing what is owed (the coupon shown taken
 * off), how to pay (the hosted invoice page's link, decision 039) and the invoice number, the row
 * and the e-mail in one transaction. The provider call's idempotency key comes
 * from the purpose and reference, so sending again (a retry, a double click) sends one invoice and
 * one e-mail. Settlement arrives later (`invoice.paid`), which marks the row paid.
 */
export async function sendInvoice(
  { db, clock, payments, jobs, config, origin }: SendInvoiceOptions,
  request: SendInvoiceRequest,
): Promise<SentInvoiceRecord> {
  const { email, purpose, amount: fullAmount, description, reference, coupon } = checkRequest(request);
  // The invoice asks what the page showed: the coupon's percent off the full price (core's rule).
  const amount = coupon && fullAmount !== BY_QUOTE ? applyCoupon(fullAmount, coupon.percent) : fullAmount;
  const discountCents = coupon && fullAmount !== BY_QUOTE && amount !== BY_QUOTE && fullAmount > amount ? fullAmount - amount : null;
  const couponShown = coupon && discountCents !== null ? { name: coupon.name.trim(), discountCents } : null;
  let providerInvoiceId: string;
  try {
    // Outside the transaction: the provider may keep its books in this same database (the test
    // provider does), and an embedded database has one connection.
    ({ invoiceId: providerInvoiceId } = await payments.sendInvoice({
      email,
      amountCents: amount,
      description: couponShown ? `${description} (coupon ${couponShown.name}: -${formatDollars(couponShown.discountCents)})` : description,
      idempotencyKey: `invoice:${sha256(`${purpose}\n${reference}`)}`,
    }));
  } catch (error) {
    if (error instanceof PaymentProviderError && error.type === "idempotency_error") throw new AppError("CONFLICT", SEND_INVOICE_MESSAGES.conflict);
    throw error;
  }
  const token = newInvoiceToken();
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(invoices)
      .values({
        provider: payments.kind,
        providerInvoiceId,
        purpose,
        email,
        amountCents: amount === BY_QUOTE ? null : amount,
        currency: CURRENCY,
        description,
        status: "open",
        reference,
        couponName: couponShown?.name ?? null,
        discountCents: couponShown?.discountCents ?? null,
        accessTokenHash: sha256(token),
        createdAt: clock.now(),
      })
      .onConflictDoNothing()
      .returning();
    if (inserted) {
      const number = invoiceNumber(inserted.id);
      const payUrl = `${emailSiteUrl(config, origin)}${invoicePagePath(token)}`;
      await queueEmail({ db: tx, jobs, clock, config, origin, to: email, template: { name: "invoice", number, amountCents: amount, description, coupon: couponShown, payUrl } });
      return { invoice: inserted, number, isNew: true };
    }
    const [existing] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.provider, payments.kind), eq(invoices.providerInvoiceId, providerInvoiceId)));
    if (!existing) throw new Error(`invoice ${providerInvoiceId} vanished while being recorded`);
    return { invoice: existing, number: invoiceNumber(existing.id), isNew: false };
  });
}
