import { eq } from "drizzle-orm";
import { ADMIN_MONEY_MESSAGES } from "../../../../core/admin-money";
import type { Database } from "../../../db/client";
import { users } from "../../../db/schema/accounts";
import { payments, type PaymentRow } from "../../../db/schema/payments";
import { AppError } from "../../../kernel/errors";

/** A payment as the console's detail shows it, with what is left to refund. */
export type AdminPayment = PaymentRow & {
  /** The payer: the e-mail the payment was made with, else its member's. */
  payerEmail: string | null;
  /** What an admin may still give back, in cents. */
  refundableCents: number;
};

/**
 * What is left to refund: all of a payment never refunded, nothing once a refund was made. The
 * product refunds a payment once, in full or in part (server/domain/payments/refund-payment.ts: one
 * refund per payment, its idempotency key derived from the payment).
 */
export function refundableCentsOf(payment: Pick<PaymentRow, "status" | "amountCents" | "refundedAt" | "providerRefundId">): number {
  return payment.status === "succeeded" && payment.refundedAt === null && payment.providerRefundId === null ? payment.amountCents : 0;
}

export async function getAdminPayment({ db }: { db: Database }, paymentId: number): Promise<AdminPayment> {
  const [row] = await db
    .select({ payment: payments, memberEmail: users.email })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId))
    .where(eq(payments.id, paymentId));
  if (!row) throw new AppError("NOT_FOUND", ADMIN_MONEY_MESSAGES.paymentNotFound);
  return { ...row.payment, payerEmail: row.payment.email ?? row.memberEmail, refundableCents: refundableCentsOf(row.payment) };
}
