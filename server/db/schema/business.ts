import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { BusinessAccountStatus } from "../../../core/business-signup-rules";
import { users } from "./accounts";
import { listings } from "./catalogue";

export type BusinessKind = "hotel" | "advisor" | "destination";
/** A new profile (listing) or the claim of one the catalogue already has. */
export type BusinessSignupMode = "create" | "claim";

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
 * one owner per listing, so a concurrent double claim ends with one.
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
    paymentMethod: text("payment_method").$type<"card" | "invoice">(),
    providerPaymentId: text("provider_payment_id"),
    invoiceId: integer("invoice_id"),
    amountCents: integer("amount_cents"),
    couponName: text("coupon_name"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
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
    check("business_accounts_kind", sql`${table.kind} in ('hotel', 'advisor', 'destination')`),
    check("business_accounts_status", sql`${table.status} in ('in_review', 'active', 'in_active')`),
  ],
);

export type BusinessAccountRow = typeof businessAccounts.$inferSelect;
