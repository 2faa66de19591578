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
  /**
   * Part of the payment to give back, in cents (a cancelled stay's refund, the charge kept).
   * Absent: all of it. A payment partly refunded keeps status `succeeded` on its row, with the
   * refund's id, reason and time; one refunded in full becomes `refunded`.
   */
  amountCents?: number;
  /** Who paid, for a payment the product had not recorded yet. */
  email?: string | null;
  /** What the payment was for, e.g. `marketplace_post:12`, for a payment not recorded yet. */
  reference?: string | null;
  /** Further writes that belong with the refund (a post marked refunded), in its transaction. */
  alsoInTransaction?: (tx: Transaction) => Promise<void>;
};

const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex");

/**
 * Gives a succeeded payment back, in full or the part asked, and records it on the payments row
 * (provider refund id, reason, time), creating the row when the product had not recorded the
 * payment yet (a failure right after the charge). The provider call's idempotency key is derived
 * from the payment id, so two attempts (a retry, two failures, two processes) give the money back
 * once: a payment is refunded once by the product, and a second request, whatever its amount,
 * answers the row of the first.
 */
export async function refundPayment(
  { db, clock, payments }: RefundPaymentOptions,
  { providerPaymentId, reason, amountCents, email = null, reference = null, alsoInTransaction }: RefundPaymentRequest,
): Promise<PaymentRow> {
  if (amountCents !== undefined && (!Number.isSafeInteger(amountCents) || amountCents < 1)) throw new RangeError(`Not a refund in cents: ${amountCents}`);
  const provider = payments.kind;
  const [recorded] = await db
    .select()
    .from(paymentsTable)
    .where(and(eq(paymentsTable.provider, provider), eq(paymentsTable.providerPaymentId, providerPaymentId)));
  // Only a refund made here sets the refund id, in full (`refunded`) or in part (`succeeded`).
  if (recorded !== undefined && recorded.providerRefundId !== null) {
    if (alsoInTransaction) await db.transaction(alsoInTransaction);
    return recorded;
  }
  // Outside any transaction: the provider may keep its books in this same database (the test
  // provider does), and an embedded database has one connection.
  const intent = await payments.retrievePaymentIntent(providerPaymentId);
  let refundId: string | null;
  let inFull: boolean;
  let refundedCents: number | null;
  try {
    const refund = await payments.refundPaymentIntent({
      paymentIntentId: providerPaymentId,
      idempotencyKey: `refund:${sha256(`${provider}\n${providerPaymentId}`)}`,
      ...(amountCents !== undefined ? { amountCents } : {}),
    });
    refundId = refund.id;
    inFull = amountCents === undefined || refund.amountCents >= intent.amountCents;
    refundedCents = refund.amountCents;
  } catch (error) {
    // Given back already by other means (the provider's dashboard): the money is back; record it.
    if (!(error instanceof PaymentProviderError && error.code === "charge_already_refunded")) throw error;
    refundId = null;
    inFull = true;
    refundedCents = intent.amountCents;
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
        status: inFull ? "refunded" : "succeeded",
        email: email ?? intent.customerEmail,
        couponName: intent.metadata.coupon ?? null,
        reference,
        providerRefundId: refundId,
        refundedCents,
        refundReason: reason,
        refundedAt: now,
        createdAt: now,
      })
      .onConflictDoUpdate({
        target: [paymentsTable.provider, paymentsTable.providerPaymentId],
        set: {
          // A partial refund leaves the status as it is (a later refund of the rest, from the
          // provider's dashboard, is marked by its `charge.refunded`).
          status: inFull ? "refunded" : sql`${paymentsTable.status}`,
          providerRefundId: refundId,
          refundedCents,
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
