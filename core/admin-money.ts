/**
 * The admin console's money section (issue 20): the ledger's kinds and states, and the words the
 * console and the /api/v1/admin/money operations share. Kept free of zod so the console's pages
 * can import it.
 */

/** One line of the ledger: a card charge, a refund of one, a VIP subscription, an invoice. */
export const LEDGER_KINDS = ["charge", "refund", "subscription", "invoice"] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  charge: "Charge",
  refund: "Refund",
  subscription: "VIP subscription",
  invoice: "Invoice",
};

/** Every state a ledger line can be in, across kinds. */
export const LEDGER_STATES = [
  "succeeded",
  "partly_refunded",
  "refunded",
  "open",
  "awaiting_quote",
  "paid",
  "incomplete",
  "active",
  "past_due",
  "canceled",
] as const;
export type LedgerState = (typeof LEDGER_STATES)[number];

export const LEDGER_STATE_LABELS: Record<LedgerState, string> = {
  succeeded: "Paid",
  partly_refunded: "Partly refunded",
  refunded: "Refunded",
  open: "Open",
  awaiting_quote: "Awaiting quote",
  paid: "Paid",
  incomplete: "Incomplete",
  active: "Active",
  past_due: "Past due",
  canceled: "Cancelled",
};

export const SUBSCRIPTION_STATES = ["incomplete", "active", "past_due", "canceled"] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/** The most a single extension of a VIP subscription gives, in days. */
export const MAX_EXTENSION_DAYS = 366;

export const ADMIN_MONEY_MESSAGES = {
  paymentNotFound: "There is no such payment.",
  invoiceNotFound: "There is no such invoice.",
  subscriptionNotFound: "There is no such subscription.",
  refundAmount: "Enter the amount to refund, in dollars, more than zero.",
  refundTooMuch: (leftCents: string) => `At most ${leftCents} is left to refund on this payment.`,
  refundNothingLeft: "This payment has already been refunded.",
  refundReason: "Say why the money goes back (at most 500 characters).",
  transferReference: "Enter the bank transfer's reference (at most 200 characters).",
  invoiceAlreadyPaid: "This invoice is already paid.",
  invoiceAwaitingQuote: "Record the quote first: this invoice has no amount yet.",
  quoteAmount: "Enter the quoted amount in dollars: at least $0.50.",
  quoteNote: "Add a note on what the quote covers (at most 500 characters).",
  quoteNotAwaiting: "Only an open invoice waiting for its quote can be quoted.",
  extendDays: `Extend by a whole number of days, 1 to ${MAX_EXTENSION_DAYS}.`,
  subscriptionEnded: "This subscription has ended.",
  subscriptionNotStarted: "This subscription never started.",
  alreadyCancelling: "This subscription already ends at the end of its period.",
  dateRange: "The first day must not be after the last day.",
} as const;
