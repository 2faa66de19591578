import { eq } from "drizzle-orm";
import { refundInput } from "../../../../core/admin-money-schemas";
import { ADMIN_MONEY_MESSAGES } from "../../../../core/admin-money";
import { formatDollars } from "../../../../core/money";
import { payments, type PaymentRow } from "../../../db/schema/payments";
import { AppError } from "../../../kernel/errors";
import { refundPayment } from "../../payments/refund-payment";
import { queueRefundEmail } from "../../payments/receipt-email";
import type { AdminActor } from "../admin-actor";
import { auditState, recordAdminAction } from "../audit-log";
import { parseAdminInput } from "../parse-admin-input";
import { refundableCentsOf } from "./admin-payment";
import type { MoneyDeps } from "./money-deps";

function invalid(field: string, message: string): AppError {
  return new AppError("VALIDATION_FAILED", message, { [field]: [message] });
}

const refundFields = (row: PaymentRow) => ({
  status: row.status,
  amountCents: row.amountCents,
  refundedCents: row.refundedCents,
  providerRefundId: row.providerRefundId,
  refundReason: row.refundReason,
  refundedAt: row.refundedAt,
});

/**
 * An admin gives back all or part of a card payment (at most what is left), through the payment
 * provider; the refund, the payer's e-mail and the audit entry are written in one transaction
 * (refundPayment's), so a failed provider call changes nothing here.
 */
export async function refundAdminPayment(deps: MoneyDeps, admin: AdminActor, paymentId: number, input: unknown): Promise<PaymentRow> {
  const { amount_cents: amountCents, reason } = parseAdminInput(refundInput, input);
  const [before] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!before) throw new AppError("NOT_FOUND", ADMIN_MONEY_MESSAGES.paymentNotFound);
  const left = refundableCentsOf(before);
  if (left === 0) throw new AppError("CONFLICT", ADMIN_MONEY_MESSAGES.refundNothingLeft);
  if (amountCents > left) throw invalid("amount_cents", ADMIN_MONEY_MESSAGES.refundTooMuch(formatDollars(left)));
  const inFull = amountCents === before.amountCents;
  return refundPayment(deps, {
    providerPaymentId: before.providerPaymentId,
    reason,
    ...(inFull ? {} : { amountCents }),
    alsoInTransaction: async (tx) => {
      const [after] = await tx.select().from(payments).where(eq(payments.id, paymentId));
      await queueRefundEmail({ ...deps, db: tx }, { paymentId, explanation: null });
      await recordAdminAction({ db: tx, clock: deps.clock }, admin, {
        action: "money.refund",
        event: "payment.refund",
        target: { type: "payment", id: paymentId },
        summary: `Refunded ${formatDollars(amountCents)} of ${formatDollars(before.amountCents)} to ${before.email ?? "the payer"}: ${reason}`,
        before: auditState(refundFields(before)),
        after: auditState({ ...(after ? refundFields(after) : {}), requestedCents: amountCents, reason }),
      });
    },
  });
}
