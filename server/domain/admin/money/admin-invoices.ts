import { createHash } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { markInvoicePaidInput, quoteInput } from "../../../../core/admin-money-schemas";
import { ADMIN_MONEY_MESSAGES } from "../../../../core/admin-money";
import { invoiceNumber, invoicePagePath } from "../../../../core/invoices";
import { formatDollars } from "../../../../core/money";
import { PaymentProviderError } from "../../../adapters/payments/payment-provider";
import type { Database } from "../../../db/client";
import { businessAccounts } from "../../../db/schema/business";
import { invoices, type InvoiceRow } from "../../../db/schema/payments";
import { AppError } from "../../../kernel/errors";
import { emailSiteUrl, queueEmail } from "../../mail/queue-email";
import { newInvoiceToken } from "../../payments/invoices/send-invoice";
import { settleInvoice } from "../../payments/invoices/settle-invoice";
import type { AdminActor } from "../admin-actor";
import { auditState, recordAdminAction } from "../audit-log";
import { parseAdminInput } from "../parse-admin-input";
import type { MoneyDeps } from "./money-deps";

const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex");

const invoiceFields = (row: InvoiceRow) => ({
  number: invoiceNumber(row.id),
  status: row.status,
  amountCents: row.amountCents,
  email: row.email,
  description: row.description,
  reference: row.reference,
  paidAt: row.paidAt,
  providerPaymentId: row.providerPaymentId,
});

/** An invoice as the console's detail shows it, with the business account it was sent for, if any. */
export type AdminInvoice = InvoiceRow & { number: string; account: { id: number; name: string; status: string; paidAt: Date | null } | null };

export async function getAdminInvoice({ db }: { db: Database }, invoiceId: number): Promise<AdminInvoice> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!row) throw new AppError("NOT_FOUND", ADMIN_MONEY_MESSAGES.invoiceNotFound);
  const [account] = await db
    .select({ id: businessAccounts.id, name: businessAccounts.name, status: businessAccounts.status, paidAt: businessAccounts.paidAt })
    .from(businessAccounts)
    .where(eq(businessAccounts.invoiceId, invoiceId))
    .limit(1);
  return { ...row, number: invoiceNumber(row.id), account: account ?? null };
}

/**
 * An invoice paid by bank transfer, marked by an admin with the transfer's reference: the provider
 * is told it was paid out of band, then settleInvoice (decision 039, the one way an invoice becomes
 * paid) settles it and the account it was sent for, with the audit entry, in one transaction.
 */
export async function markInvoicePaidByTransfer(deps: MoneyDeps, admin: AdminActor, invoiceId: number, input: unknown): Promise<InvoiceRow> {
  const { reference } = parseAdminInput(markInvoicePaidInput, input);
  const [before] = await deps.db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!before) throw new AppError("NOT_FOUND", ADMIN_MONEY_MESSAGES.invoiceNotFound);
  if (before.status === "paid") throw new AppError("CONFLICT", ADMIN_MONEY_MESSAGES.invoiceAlreadyPaid);
  if (before.amountCents === null) throw new AppError("CONFLICT", ADMIN_MONEY_MESSAGES.invoiceAwaitingQuote);
  // Outside the transaction: the provider may keep its books in this database (the test provider does).
  try {
    await deps.payments.markInvoicePaid(before.providerInvoiceId);
  } catch (error) {
    // Paid on the provider's side already (its own dashboard): the product's record follows below.
    if (!(error instanceof PaymentProviderError && error.code === "invoice_unexpected_state")) throw error;
  }
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // The provider's invoice.paid webhook may have settled it meanwhile: then it is paid all the same.
    const settled = (await settleInvoice(tx, { invoice: { id: invoiceId }, paidAt: now })) ?? (await tx.select().from(invoices).where(eq(invoices.id, invoiceId)))[0];
    if (!settled) throw new Error(`invoice ${invoiceId} vanished while being marked paid`);
    await recordAdminAction({ db: tx, clock: deps.clock }, admin, {
      action: "money.invoices",
      event: "invoice.mark_paid",
      target: { type: "invoice", id: invoiceId },
      summary: `Marked invoice ${invoiceNumber(invoiceId)} (${formatDollars(before.amountCents ?? 0)}) paid by bank transfer ${reference}`,
      before: auditState(invoiceFields(before)),
      after: auditState({ ...invoiceFields(settled), paidBy: "bank_transfer", transferReference: reference }),
    });
    return settled;
  });
}

/**
 * The price agreed by hand for a by-quote plan (300+ rooms, Multi-property) on the invoice waiting
 * for it: the invoice gets its amount and a new payment link, e-mailed to the business with the
 * amount (the first e-mail's link said the quote was coming), and the audit entry keeps the note.
 */
export async function recordInvoiceQuote(deps: MoneyDeps, admin: AdminActor, invoiceId: number, input: unknown): Promise<InvoiceRow> {
  const { amount_cents: amountCents, note } = parseAdminInput(quoteInput, input);
  const token = newInvoiceToken();
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for("update");
    if (!before) throw new AppError("NOT_FOUND", ADMIN_MONEY_MESSAGES.invoiceNotFound);
    const [after] = await tx
      .update(invoices)
      .set({ amountCents, accessTokenHash: sha256(token) })
      .where(and(eq(invoices.id, invoiceId), eq(invoices.status, "open"), isNull(invoices.amountCents)))
      .returning();
    if (!after) throw new AppError("CONFLICT", ADMIN_MONEY_MESSAGES.quoteNotAwaiting);
    const number = invoiceNumber(after.id);
    await queueEmail({
      db: tx,
      jobs: deps.jobs,
      clock: deps.clock,
      config: deps.config,
      origin: deps.origin,
      to: after.email,
      template: { name: "invoice", number, amountCents, description: after.description, coupon: null, payUrl: `${emailSiteUrl(deps.config, deps.origin)}${invoicePagePath(token)}` },
    });
    await recordAdminAction({ db: tx, clock: deps.clock }, admin, {
      action: "money.invoices",
      event: "invoice.quote",
      target: { type: "invoice", id: invoiceId },
      summary: `Quoted ${formatDollars(amountCents)} on invoice ${number} for ${after.email}: ${note}`,
      before: auditState(invoiceFields(before)),
      after: auditState({ ...invoiceFields(after), note }),
    });
    return after;
  });
}
