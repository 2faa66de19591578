/**
 * Receipts of card payments (issue: "Billing that a business can trust"): what each payment was
 * for, in words, and its receipt number. Pure, for the pages and the server alike.
 */

/** What the payments table's `purpose` paid for, as a receipt says it. */
export const RECEIPT_ITEMS: Record<string, string> = {
  hotel: "Hotel listing, one year",
  destination: "Destination listing, one year",
  "advisor-basic": "Basic travel advisor plan, one year",
  "advisor-featured": "Featured travel advisor plan, one year",
  "marketplace-post": "Marketplace deal post",
  vip: "VIP Access, one year",
};

export function receiptItem(purpose: string): string {
  return RECEIPT_ITEMS[purpose] ?? "Payment";
}

/** "R-000042": a receipt's number, from its payment's id. */
export function receiptNumber(paymentId: number): string {
  return `R-${String(paymentId).padStart(6, "0")}`;
}
