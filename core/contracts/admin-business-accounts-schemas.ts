import { z } from "zod";
import { ADMIN_BUSINESS_MESSAGES, ADMIN_REASON_LIMITS } from "../admin-business-accounts";
import { accountSummary } from "./business-signup-schemas";

/** The schemas of core/contracts/admin-business-accounts.ts. */

const accountId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const reason = z.string().max(ADMIN_REASON_LIMITS.max, ADMIN_BUSINESS_MESSAGES.reasonRequired).default("").describe("Why, e-mailed to the business");
const otherAccountId = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

const listing = z.object({ id: z.number().int(), title: z.string(), type: z.string(), status: z.string(), path: z.string() }).nullable();

export const getBusinessAccount = {
  params: accountId,
  response: z.object({
    data: accountSummary.extend({
      submission: z.record(z.string(), z.unknown()).describe("What the business typed, as sent"),
      plan: z.string().nullable(),
      term_starts_at: z.string().nullable(),
      term_ends_at: z.string().nullable(),
      cancel_at_term_end: z.boolean(),
      auto_renew: z.boolean(),
      saved_card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
      amount_cents: z.number().int().nullable(),
      coupon_name: z.string().nullable(),
      invoice_id: z.number().int().nullable(),
      claim_verification_email: z.string().nullable(),
      claim_evidence: z.string().nullable(),
      claim_verified_at: z.string().nullable(),
      claim_approved_by: z.string().nullable(),
      status_changed_at: z.string().nullable(),
      status_changed_by: z.string().nullable(),
      listing,
      claim_listing: listing,
      payments: z.array(
        z.object({
          id: z.number().int(),
          purpose: z.string(),
          amount_cents: z.number().int(),
          currency: z.string(),
          status: z.enum(["succeeded", "refunded"]),
          coupon_name: z.string().nullable(),
          provider_payment_id: z.string(),
          refunded_at: z.string().nullable(),
          created_at: z.string(),
        }),
      ),
      invoices: z.array(
        z.object({
          id: z.number().int(),
          number: z.string(),
          purpose: z.string(),
          amount_cents: z.number().int().nullable(),
          currency: z.string(),
          status: z.enum(["open", "paid"]),
          description: z.string(),
          coupon_name: z.string().nullable(),
          paid_at: z.string().nullable(),
          created_at: z.string(),
        }),
      ),
      counts: z.object({ posts: z.number().int(), leads: z.number().int(), deals: z.number().int() }),
      audit: z.array(
        z.object({
          id: z.number().int(),
          actor_email: z.string(),
          actor_role: z.string(),
          event: z.string(),
          summary: z.string(),
          before: z.record(z.string(), z.unknown()).nullable(),
          after: z.record(z.string(), z.unknown()).nullable(),
          created_at: z.string(),
        }),
      ),
    }),
  }),
};

export const releaseBusinessClaim = {
  params: accountId,
  body: z.object({ reason }),
  response: z.object({ message: z.string(), data: accountSummary }),
};

export const reassignBusinessListing = {
  params: accountId,
  body: z.object({ to_account_id: otherAccountId("Choose the account to give the listing to, by its id."), reason }),
  response: z.object({ message: z.string(), data: accountSummary, to: accountSummary }),
};

export const mergeBusinessAccounts = {
  params: accountId,
  body: z.object({ duplicate_id: otherAccountId("Choose the duplicate account to merge, by its id."), reason }),
  response: z.object({
    message: z.string(),
    data: accountSummary,
    closed: accountSummary,
    moved: z.object({
      listing_id: z.number().int().nullable(),
      payments: z.array(z.number().int()),
      invoices: z.array(z.number().int()),
      posts: z.array(z.number().int()),
      leads: z.array(z.number().int()),
      deals: z.array(z.number().int()),
    }),
    left_behind: z.object({ leads: z.number().int(), deals: z.number().int() }),
  }),
};
