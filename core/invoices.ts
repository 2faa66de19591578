/**
 * Invoices a business pays through their link (decision 039): the hosted page's address, what the
 * page says for each state, and the messages of the calls behind it. Pure, for pages and server.
 */

/** The hosted invoice page of a token (only the invoice e-mail carries the token). */
export function invoicePagePath(token: string): string {
  return `/invoices/${token}`;
}

/** A token as the server issues it: 32 random bytes in base64url. Anything else is not found. */
export function isInvoiceToken(text: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(text);
}

/** What the page does with an invoice: take a card, say it is paid, or say the quote is awaited. */
export type InvoicePageState = "payable" | "paid" | "awaiting-quote";

export function invoicePageState({ status, amountCents }: { status: "open" | "paid"; amountCents: number | null }): InvoicePageState {
  if (status === "paid") return "paid";
  return amountCents === null ? "awaiting-quote" : "payable";
}

/** "INV-000042": the invoice number, from the invoices row's id. */
export function invoiceNumber(invoiceId: number): string {
  return `INV-${String(invoiceId).padStart(6, "0")}`;
}

export const INVOICE_PAGE_MESSAGES = {
  notFound: "This invoice link is not valid. Please use the link in your invoice e-mail.",
  alreadyPaid: "This invoice is already paid.",
  awaitingQuote: "This invoice waits for its quote: our team will send the quote by e-mail, and the invoice can be paid here once it is priced.",
  paid: "Paid. Thank you: your receipt is on its way to your inbox.",
  notThisInvoice: "This payment is not for this invoice.",
  notSucceeded: "This payment has not succeeded.",
  paidTwice: "This invoice had already been paid, so this card payment has been refunded.",
  amountChanged: "This payment's amount is not what the invoice asks.",
} as const;
