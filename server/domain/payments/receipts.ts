import { and, desc, eq, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { payments, type PaymentRow } from "../../db/schema/payments";

/** Whose receipts: the signed-in account, and payments made with its e-mail before it signed in. */
export type ReceiptOwner = { userId: number; email: string };

export type Receipt = Pick<PaymentRow, "id" | "purpose" | "amountCents" | "currency" | "couponName" | "status" | "refundedAt" | "createdAt" | "email"> & {
  /** The card payment's reference at the payment provider, for the business's bookkeeping. */
  providerPaymentId: string;
};

const ownedBy = (owner: ReceiptOwner) => or(eq(payments.userId, owner.userId), sql`lower(${payments.email}) = lower(${owner.email})`);

const columns = {
  id: payments.id,
  purpose: payments.purpose,
  amountCents: payments.amountCents,
  currency: payments.currency,
  couponName: payments.couponName,
  status: payments.status,
  refundedAt: payments.refundedAt,
  createdAt: payments.createdAt,
  email: payments.email,
  providerPaymentId: payments.providerPaymentId,
};

/** The account's card payments, newest first (at most 200: years of a business's payments). */
export async function listReceipts(db: Database, owner: ReceiptOwner): Promise<Receipt[]> {
  return db.select(columns).from(payments).where(ownedBy(owner)).orderBy(desc(payments.createdAt), desc(payments.id)).limit(200);
}

/** One of the account's receipts; null for any other payment (its id says nothing to a stranger). */
export async function getReceipt(db: Database, owner: ReceiptOwner, paymentId: number): Promise<Receipt | null> {
  const [row] = await db
    .select(columns)
    .from(payments)
    .where(and(eq(payments.id, paymentId), ownedBy(owner)))
    .limit(1);
  return row ?? null;
}
