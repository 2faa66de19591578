import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { BusinessAccountStatus } from "../../../core/business-signup-rules";
import { users } from "./accounts";
import { listings } from "./catalogue";

export type BusinessKind = "hotel" | "advisor" | "destination";
/** A new profile (listing) or the claim of one the catalogue already has. */
export type BusinessSignupMode = "create" | "claim";

/**
 * A claim's life (decision 033): `pending` until verified (a link to an address on the listing's
 * own website domain, or an admin's approval with evidence); the first `verified` one owns the
 * listing; the others become `lost` (told, and refunded when they paid by card). An admin may
 * `release` a claim (pending or verified): the listing is free again and the claimant is told why.
 */
export type ClaimStatus = "pending" | "verified" | "lost" | "released";
/** How a claim was verified. */
export type ClaimVerification = "email" | "admin";

/** A card kept at the payment provider for automatic renewals (decision 038). */
export type SavedPlanCard = { customerId: string; paymentMethodId: string; brand: string; last4: string };

/** What an expired plan changed on its listing (decision 038), to put back on renewal. */
export type LapsedListing = { type: string; status: "active" | "in_review" | "in_active"; isFeatured: boolean };

/** What the business typed, exactly as sent (decision 019); shown back on its dashboard. */
export type BusinessSubmission = {
  contactFirstName?: string | null;
  contactLastName?: string | null;
  contactName?: string | null;
  title?: string | null;
  phone?: string | null;
  organisationName?: string | null;
  website?: string | null;
  address?: string | null;
  roomsTier?: string | null;
  starRating?: number | null;
  plan?: string | null;
};

/**
 * A hotel, destination or travel advisor that signed up (docs/product.md §2 and §4, decision 019).
 * Accounts start `in_review`; admins move them to `active` or `in_active`. `listing_id` is unique:
 * one owner per listing, so a concurrent double claim ends with one. A claim keeps the listing it
 * asks for in `claim_listing_id` (not unique: several pending claims may exist) and gets
 * `listing_id` only once verified (decision 033).
 */
export const businessAccounts = pgTable(
  "business_accounts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<BusinessKind>().notNull(),
    status: text("status").$type<BusinessAccountStatus>().notNull().default("in_review"),
    mode: text("mode").$type<BusinessSignupMode>().notNull(),
    email: text("email").notNull(),
    /** The hotel, agency or destination name as typed. */
    name: text("name").notNull(),
    submission: jsonb("submission").$type<BusinessSubmission>().notNull().default({}),
    listingId: integer("listing_id").references(() => listings.id, { onDelete: "set null" }),
    /** The listing a claim asks for, whatever its state; null for a created profile. */
    claimListingId: integer("claim_listing_id").references(() => listings.id, { onDelete: "set null" }),
    claimStatus: text("claim_status").$type<ClaimStatus>(),
    /** SHA-256 of the one-time verification link's token; the token itself is only in the e-mail. */
    claimTokenHash: text("claim_token_hash"),
    claimTokenExpiresAt: timestamp("claim_token_expires_at", { withTimezone: true }),
    /** The address on the listing's website domain the link was sent to. */
    claimVerificationEmail: text("claim_verification_email"),
    claimVerifiedAt: timestamp("claim_verified_at", { withTimezone: true }),
    claimVerifiedBy: text("claim_verified_by").$type<ClaimVerification>(),
    /** An admin's evidence for approving the claim (a call to the hotel's published number, a document). */
    claimEvidence: text("claim_evidence"),
    claimApprovedBy: integer("claim_approved_by").references(() => users.id, { onDelete: "set null" }),
    /** When a claim was lost to the verified owner, and what of its card payment went back. */
    claimLostAt: timestamp("claim_lost_at", { withTimezone: true }),
    claimRefundCents: integer("claim_refund_cents"),
    paymentMethod: text("payment_method").$type<"card" | "invoice">(),
    providerPaymentId: text("provider_payment_id"),
    invoiceId: integer("invoice_id"),
    amountCents: integer("amount_cents"),
    couponName: text("coupon_name"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /**
     * The plan's current term (decision 038): a year from its payment, extended by each renewal
     * from its end (or from the renewal when it had expired). Null while never paid.
     */
    termStartsAt: timestamp("term_starts_at", { withTimezone: true }),
    termEndsAt: timestamp("term_ends_at", { withTimezone: true }),
    /** Cancelled at the end of the term: no reminder to renew; the plan simply ends. */
    cancelAtTermEnd: boolean("cancel_at_term_end").notNull().default(false),
    /** The term end each reminder was sent for: a rerun (or another process) sends it once per term. */
    reminder30SentFor: timestamp("reminder_30_sent_for", { withTimezone: true }),
    reminder7SentFor: timestamp("reminder_7_sent_for", { withTimezone: true }),
    /** When the expiry job returned the listing to the limited state; cleared by a renewal. */
    planExpiredAt: timestamp("plan_expired_at", { withTimezone: true }),
    /** The listing's type and status before it was limited, given back by the renewal. */
    lapsedListing: jsonb("lapsed_listing").$type<LapsedListing>(),
    /** The plan held now when it is not the signup's (an advisor upgraded Basic -> Featured). */
    currentPlan: text("current_plan"),
    /** The open renewal invoice, when one was asked for; settling it extends the term. */
    renewalInvoiceId: integer("renewal_invoice_id"),
    /**
     * Automatic renewal (decision 038): the kept card is charged in the term's last days. Only
     * while a card is kept; turned off by cancel-at-term-end.
     */
    autoRenew: boolean("auto_renew").notNull().default(false),
    /** The card kept at the provider for renewals (ids, and brand and last four digits to show). */
    savedCard: jsonb("saved_card").$type<SavedPlanCard>(),
    /** The last automatic charge attempt: at most one a day. */
    autoRenewTriedAt: timestamp("auto_renew_tried_at", { withTimezone: true }),
    /** The term end a refused automatic charge was e-mailed for: once per term. */
    autoRenewFailedFor: timestamp("auto_renew_failed_for", { withTimezone: true }),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
    statusChangedBy: integer("status_changed_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("business_accounts_email_unique").on(sql`lower(${table.email})`),
    uniqueIndex("business_accounts_listing_unique").on(table.listingId),
    uniqueIndex("business_accounts_payment_unique").on(table.providerPaymentId),
    index("business_accounts_status_idx").on(table.status, table.createdAt),
    index("business_accounts_claim_listing_idx").on(table.claimListingId, table.claimStatus),
    index("business_accounts_term_end_idx").on(table.termEndsAt),
    uniqueIndex("business_accounts_claim_token_unique").on(table.claimTokenHash),
    check("business_accounts_kind", sql`${table.kind} in ('hotel', 'advisor', 'destination')`),
    check("business_accounts_status", sql`${table.status} in ('in_review', 'active', 'in_active')`),
    check("business_accounts_claim_status", sql`${table.claimStatus} in ('pending', 'verified', 'lost', 'released')`),
    check("business_accounts_claim_verified_by", sql`${table.claimVerifiedBy} in ('email', 'admin')`),
  ],
);

export type BusinessAccountRow = typeof businessAccounts.$inferSelect;
