import { z } from "zod";
import { ADMIN_MONEY_MESSAGES, LEDGER_KINDS, LEDGER_STATES, MAX_EXTENSION_DAYS, SUBSCRIPTION_STATES } from "./admin-money";
import { calendarDateSchema } from "./calendar-date-schema";

/**
 * What an admin sends to the money operations, parsed once by the domain (the API's body and the
 * console's form alike) and described by the /api/v1/admin/money contracts.
 */

const day = z.preprocess((value) => (value === "" ? undefined : value), calendarDateSchema.optional());

const ledgerFilters = z.object({
  kind: z.enum(LEDGER_KINDS).optional(),
  state: z.enum(LEDGER_STATES).optional(),
  from: day.describe("First day (UTC, YYYY-MM-DD), included"),
  to: day.describe("Last day (UTC, YYYY-MM-DD), included"),
  who: z.string().trim().max(200, "Search for at most 200 characters.").optional().describe("Part of the payer's or account's e-mail"),
});

const daysInOrder = (query: { from?: string | undefined; to?: string | undefined }) => !query.from || !query.to || query.from <= query.to;

export const ledgerQuery = ledgerFilters
  .extend({ page: z.coerce.number().int().min(1).max(100_000).default(1) })
  .refine(daysInOrder, { message: ADMIN_MONEY_MESSAGES.dateRange, path: ["to"] });
/** The CSV export's query: the ledger's filters, every page. */
export const ledgerCsvQuery = ledgerFilters.refine(daysInOrder, { message: ADMIN_MONEY_MESSAGES.dateRange, path: ["to"] });
export type LedgerQuery = z.output<typeof ledgerQuery>;
export type LedgerFilters = z.output<typeof ledgerCsvQuery>;

const cents = (message: string, minimum: number) =>
  z.coerce.number({ error: message }).int(message).min(minimum, message).max(100_000_000, message);

export const refundInput = z.object({
  amount_cents: cents(ADMIN_MONEY_MESSAGES.refundAmount, 1).describe("What to give back, in cents: at most what is left of the payment"),
  reason: z
    .string({ error: ADMIN_MONEY_MESSAGES.refundReason })
    .trim()
    .min(1, ADMIN_MONEY_MESSAGES.refundReason)
    .max(500, ADMIN_MONEY_MESSAGES.refundReason)
    .describe("Why, kept with the payment and in the audit log (not sent to the payer)"),
});
export type RefundInput = z.output<typeof refundInput>;

export const markInvoicePaidInput = z.object({
  reference: z
    .string({ error: ADMIN_MONEY_MESSAGES.transferReference })
    .trim()
    .min(1, ADMIN_MONEY_MESSAGES.transferReference)
    .max(200, ADMIN_MONEY_MESSAGES.transferReference)
    .describe("The bank transfer's reference, as the bank statement shows it"),
});

export const quoteInput = z.object({
  amount_cents: cents(ADMIN_MONEY_MESSAGES.quoteAmount, 50).describe("The quoted price, in cents"),
  note: z
    .string({ error: ADMIN_MONEY_MESSAGES.quoteNote })
    .trim()
    .min(1, ADMIN_MONEY_MESSAGES.quoteNote)
    .max(500, ADMIN_MONEY_MESSAGES.quoteNote)
    .describe("What the quote covers (kept in the audit log)"),
});

export const extendSubscriptionInput = z.object({
  days: z.coerce
    .number({ error: ADMIN_MONEY_MESSAGES.extendDays })
    .int(ADMIN_MONEY_MESSAGES.extendDays)
    .min(1, ADMIN_MONEY_MESSAGES.extendDays)
    .max(MAX_EXTENSION_DAYS, ADMIN_MONEY_MESSAGES.extendDays)
    .describe("How many days of VIP Access to add"),
  reason: z.string().trim().max(500, "At most 500 characters.").default("").describe("Why (kept in the audit log)"),
});

export const subscriptionListQuery = z.object({
  status: z.enum(SUBSCRIPTION_STATES).optional(),
  who: z.string().trim().max(200, "Search for at most 200 characters.").optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type SubscriptionListQuery = z.output<typeof subscriptionListQuery>;
