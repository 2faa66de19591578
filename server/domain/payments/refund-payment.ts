import { createHash } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { PaymentProviderError, type PaymentProvider } from "../../adapters/payments/payment-provider";
import type { Database, Transaction } from "../../db/client";
import { payments as paymentsTable, type PaymentPurpose, type PaymentRow } from "../../db/schema/payments";
import type { Clock } from "../../kernel/clock";

/** Everything that can appear in a payments row's purpose (a payment intent's metadata.product). */
const PAYMENT_PURPOSES: readonly PaymentPurpose[] = ["vip", "destination", "advisor-basic", "advisor-featured", "hotel", "marketplace-post"];

export function paymentPurposeOf(product: string | undefined): PaymentPurpose | undefined {
  return PAYMENT_PURPOSES.find((purpose) => purpose === product);
}

export type RefundPaymentOptions = {
  db: Database;
  clock: Clock;
  payments: PaymentProvider;
};

export type RefundPaymentRequest = {
  /** The provider's payment id (`pi_...`). */
  providerPaymentId: string;
  /** Why the money goes back, kept on the payments row (the first reason stays). */
  reason: string;
  /** Who paid, for a payment the product had not recorded yet. */
  email?: string | null;
  /** What the payment was for, e.g. `marketplace_post:12`, for a payment not recorded yet. */
  reference?: string | null;
  /** Further writes that belong with the refund (a post marked refunded), in its transaction. */
  alsoInTransaction?: (tx: Transaction) => Promise<void>;
};

const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex");

/**
 * Gives a succeeded payment back in full and records it on the payments row (provider refund id,
 * reason, time), creating the row when the product had not recorded the payment yet (a failure
 * right after the charge). The provider call's idempotency key is derived from the payment id, so
 * two attempts (a retry, two failures, two processes) give the money back once.
 */
export async function refundPayment(
  { db, clock, payments }: RefundPaymentOptions,
  { providerPaymentId, reason, email = null, reference = null, alsoInTransaction }: RefundPaymentRequest,
): Promise<PaymentRow> {
  const provider = payments.kind;
  const [recorded] = await db
    .select()
    .from(paymentsTable)
    .where(and(eq(paymentsTable.provider, provider), eq(paymentsTable.providerPaymentId, providerPaymentId)));
  if (recorded?.status === "refunded" && recorded.providerRefundId !== null) {
    if (alsoInTransaction) await db.transaction(alsoInTransaction);
    return recorded;
  }
  // Outside any transaction: the provider may keep its books in this same database (the test
  // provider does), and an embedded database has one connection.
  const intent = await payments.retrievePaymentIntent(providerPaymentId);
  let refundId: string | null;
  try {
    const refund = await payments.refundPaymentIntent({
      paymentIntentId: providerPaymentId,
      idempotencyKey: `refund:${sha256(`${provider}\n${providerPaymentId}`)}`,
    });
    refundId = refund.id;
  } catch (error) {
    // Given back already by other means (the provider's dashboard): the money is back; record it.
    if (!(error instanceof PaymentProviderError && error.code === "charge_already_refunded")) throw error;
    refundId = null;
  }
  const purpose = recorded?.purpose ?? paymentPurposeOf(intent.metadata.product);
  if (purpose === undefined) throw new Error(`refunded payment ${providerPaymentId} has no known product to record`);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(paymentsTable)
      .values({
        provider,
        providerPaymentId,
        purpose,
        amountCents: intent.amountCents,
        currency: intent.currency.toUpperCase(),
        status: "refunded",
        email: email ?? intent.customerEmail,
        couponName: intent.metadata.coupon ?? null,
        reference,
        providerRefundId: refundId,
        refundReason: reason,
        refundedAt: now,
        createdAt: now,
      })
      .onConflictDoUpdate({
        target: [paymentsTable.provider, paymentsTable.providerPaymentId],
        set: {
          status: "refunded",
          providerRefundId: refundId,
          refundReason: sql`coalesce(${paymentsTable.refundReason}, ${reason})`,
          refundedAt: sql`coalesce(${paymentsTable.refundedAt}, ${now.toISOString()}::timestamptz)`,
        },
        // A refund recorded first keeps its reason and time; a `charge.refunded` webhook that
        // arrived first (status only) gets the refund's id and reason filled in.
        setWhere: isNull(paymentsTable.providerRefundId),
      })
      .returning();
    if (alsoInTransaction) await alsoInTransaction(tx);
    if (row) return row;
    const [current] = await tx
      .select()
      .from(paymentsTable)
      .where(and(eq(paymentsTable.provider, provider), eq(paymentsTable.providerPaymentId, providerPaymentId)));
    if (!current) throw new Error(`payment ${providerPaymentId} vanished while being refunded`);
    return current;
  });
}
