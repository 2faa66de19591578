import type { Receipt } from "../../../server/domain/payments/receipts";
import type { ReceiptView } from "./receipts-view";

/** A receipt row as the pages receive it: dates as ISO strings. */
export function receiptWire(receipt: Receipt): ReceiptView {
  return {
    id: receipt.id,
    purpose: receipt.purpose,
    amountCents: receipt.amountCents,
    currency: receipt.currency,
    couponName: receipt.couponName,
    status: receipt.status,
    refundedAt: receipt.refundedAt?.toISOString() ?? null,
    createdAt: receipt.createdAt.toISOString(),
    email: receipt.email,
    providerPaymentId: receipt.providerPaymentId,
  };
}
