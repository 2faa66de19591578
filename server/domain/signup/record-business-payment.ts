import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { businessAccounts } from "../../db/schema/business";
import type { Transaction } from "../../db/client";
import { settleRenewalInvoice } from "../billing/plan-changes";

/**
 * A destination pays after its profile is created or claimed (docs/product.md §4): the verified
 * payment is attached to that e-mail's destination account that has none yet. Idempotent: a
 * repeat (the page and the webhook) finds the account paid and changes nothing.
 */
export async function attachDestinationPayment(
  db: Database | Transaction,
  { email, providerPaymentId, amountCents, paidAt }: { email: string; providerPaymentId: string; amountCents: number; paidAt: Date },
): Promise<void> {
  await db
    .update(businessAccounts)
    .set({ paymentMethod: "card", providerPaymentId, amountCents, paidAt, updatedAt: paidAt })
    .where(
      and(
        eq(businessAccounts.kind, "destination"),
        sql`lower(${businessAccounts.email}) = ${email.trim().toLowerCase()}`,
        isNull(businessAccounts.providerPaymentId),
        isNull(businessAccounts.paidAt),
      ),
    );
}

/** "Send Invoice" settled (`invoice.paid`): the account it was sent for is paid (decision 019). */
export async function markInvoicedAccountPaid(tx: Transaction, { invoiceId, paidAt }: { invoiceId: number; paidAt: Date }): Promise<void> {
  await tx
    .update(businessAccounts)
    .set({ paidAt, updatedAt: paidAt })
    .where(and(eq(businessAccounts.invoiceId, invoiceId), isNull(businessAccounts.paidAt)));
  // A renewal invoice (decision 038): the account it renews gets its next year.
  await settleRenewalInvoice(tx, { invoiceId, paidAt });
}
