import { and, eq, type SQL } from "drizzle-orm";
import type { Transaction } from "../../../db/client";
import { invoices, type InvoiceRow } from "../../../db/schema/payments";
import { markInvoicedAccountPaid } from "../../signup/record-business-payment";

export type SettleInvoiceRequest = {
  /** Which invoice: the provider's id (its invoice.paid event) or the product's row id (the hosted page). */
  invoice: { provider: InvoiceRow["provider"]; providerInvoiceId: string } | { id: number };
  paidAt: Date;
  /** The card payment made on the hosted page, when it was paid there. */
  providerPaymentId?: string | null;
};

/**
 * An invoice was paid: the provider's `invoice.paid` (Stripe's own page, a bank transfer marked
 * there) or a card payment on the hosted invoice page (decision 039), whichever comes first. The
 * open invoice becomes paid and the account it was sent for gets paid with its next steps
 * (markInvoicedAccountPaid: the sign-up paid, a renewal's new term), in the caller's transaction.
 * Answers the invoice settled now, or null when it was not open (settled before: nothing changes).
 */
export async function settleInvoice(tx: Transaction, { invoice, paidAt, providerPaymentId = null }: SettleInvoiceRequest): Promise<InvoiceRow | null> {
  const which: SQL | undefined =
    "id" in invoice ? eq(invoices.id, invoice.id) : and(eq(invoices.provider, invoice.provider), eq(invoices.providerInvoiceId, invoice.providerInvoiceId));
  const [settled] = await tx
    .update(invoices)
    .set({ status: "paid", paidAt, ...(providerPaymentId ? { providerPaymentId } : {}) })
    .where(and(which, eq(invoices.status, "open")))
    .returning();
  if (!settled) return null;
  await markInvoicedAccountPaid(tx, { invoiceId: settled.id, paidAt });
  return settled;
}
