import { and, eq } from "drizzle-orm";
import { BY_QUOTE } from "../../../core/pricing";
import { CURRENCY } from "../../../core/money";
import { testProviderInvoices } from "../../db/schema/payments";
import type { PaymentProvider, SentInvoice } from "./payment-provider";
import { stripeInvoiceObject } from "./stripe-event-builders";
import type { TestPaymentProviderOptions, TestProviderRecords } from "./test-provider-records";
import { checkAmount, checkEmail, invalid, missing } from "./test-provider-rules";
import type { TestProviderWebhooks } from "./test-provider-webhooks";

/** Invoices sent by e-mail (Stripe's hosted invoices), paid outside the product. */
export function createTestProviderInvoices(
  { db, clock }: TestPaymentProviderOptions,
  { toInvoice, idempotent }: Pick<TestProviderRecords, "toInvoice" | "idempotent">,
  { emit }: Pick<TestProviderWebhooks, "emit">,
) {
  return {
    async sendInvoice({ email, amountCents, description, idempotencyKey }): Promise<SentInvoice> {
      const address = checkEmail(email, "customer_email");
      if (amountCents !== BY_QUOTE) checkAmount(amountCents);
      if (description.trim() === "") throw invalid("parameter_missing", "An invoice needs a description.", "description");
      const request = { operation: "send_invoice", email: address, amountCents, description };
      const invoiceId = await idempotent(idempotencyKey, request, "in", async (tx, id, now) => {
        await tx.insert(testProviderInvoices).values({
          id,
          email: address,
          amountCents: amountCents === BY_QUOTE ? null : amountCents,
          currency: CURRENCY.toLowerCase(),
          description,
          status: "open",
          createdAt: now,
        });
      });
      return { invoiceId, status: "open" };
    },

    async retrieveInvoice(id) {
      const [row] = await db.select().from(testProviderInvoices).where(eq(testProviderInvoices.id, id));
      if (!row) throw missing("invoice", id);
      return toInvoice(row);
    },

    async markInvoicePaid(id) {
      const [row] = await db.select().from(testProviderInvoices).where(eq(testProviderInvoices.id, id));
      if (!row) throw missing("invoice", id);
      if (row.status === "paid") throw invalid("invoice_unexpected_state", "Invoice is already paid");
      const paid = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(testProviderInvoices)
          .set({ status: "paid", paidAt: clock.now() })
          .where(and(eq(testProviderInvoices.id, id), eq(testProviderInvoices.status, "open")))
          .returning();
        if (!updated) throw invalid("invoice_unexpected_state", "Invoice is already paid");
        await emit(tx, "invoice.paid", stripeInvoiceObject(toInvoice(updated), { subscriptionId: null, paymentIntentId: null, billingReason: "manual" }));
        return updated;
      });
      return toInvoice(paid);
    },
  } satisfies Pick<PaymentProvider, "sendInvoice" | "retrieveInvoice" | "markInvoicePaid">;
}
