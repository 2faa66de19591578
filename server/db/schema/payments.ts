import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { CouponTarget } from "../../../core/pricing";

/**
 * Promo codes (SPEC section 3 "Coupon"). A code is matched case-insensitively, so the unique
 * index is on its lower-cased name: 'BizLoveYou' and 'BIZLOVEYOU' cannot both exist.
 */
export const coupons = pgTable(
  "coupons",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    discountPercent: integer("discount_percent").notNull(),
    appliesTo: text("applies_to").array().$type<CouponTarget[]>().notNull(),
    active: boolean("active").notNull().default(true),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("coupons_name_unique").on(sql`lower(${table.name})`),
    check("coupons_discount_percent_range", sql`${table.discountPercent} between 1 and 100`),
    check("coupons_applies_to_known", sql`${table.appliesTo} <@ array['advisor', 'hotel', 'marketplace']::text[]`),
  ],
);

export type CouponRow = typeof coupons.$inferSelect;

/*
 * The built-in test payment provider's own books (server/adapters/payments/test-provider.ts): what
 * Stripe would hold on its side in test mode. They are not the product's record of who paid for
 * what; that lives with the features that take payments and names these objects by their ids.
 */

/** Stripe-like ids (`pi_...`, `sub_...`, `in_...`) a request with an idempotency key created. */
export const testProviderIdempotencyKeys = pgTable("test_provider_idempotency_keys", {
  key: text("key").primaryKey(),
  /** SHA-256 of the operation and its parameters: the same key with other parameters is refused. */
  requestHash: text("request_hash").notNull(),
  objectId: text("object_id").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

export type TestProviderPaymentError = {
  type: "card_error" | "validation_error";
  code: string;
  declineCode?: string;
  message: string;
};

export const testProviderPaymentIntents = pgTable(
  "test_provider_payment_intents",
  {
    id: text("id").primaryKey(),
    clientSecret: text("client_secret").notNull(),
    status: text("status").$type<"requires_payment_method" | "requires_action" | "succeeded">().notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    description: text("description"),
    metadata: jsonb("metadata").$type<Record<string, string>>().notNull(),
    customerEmail: text("customer_email"),
    lastError: jsonb("last_error").$type<TestProviderPaymentError | null>(),
    /** Where the person goes back to after the extra confirmation step (requires_action only). */
    returnUrl: text("return_url"),
    /** Only the last four digits: the test provider keeps no card number, like Stripe's API. */
    cardLast4: text("card_last4"),
    subscriptionId: text("subscription_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    check("test_provider_payment_intents_amount_positive", sql`${table.amountCents} > 0`),
    index("test_provider_payment_intents_subscription").on(table.subscriptionId),
  ],
);

export type TestProviderPaymentIntentRow = typeof testProviderPaymentIntents.$inferSelect;

export const testProviderSubscriptions = pgTable("test_provider_subscriptions", {
  id: text("id").primaryKey(),
  priceId: text("price_id").notNull(),
  customerEmail: text("customer_email").notNull(),
  status: text("status").$type<"incomplete" | "active">().notNull(),
  latestPaymentIntentId: text("latest_payment_intent_id").notNull(),
  /** When the first payment succeeded; every period is counted from it, as Stripe's billing anchor. */
  billingCycleAnchor: timestamp("billing_cycle_anchor", { withTimezone: true }),
  currentPeriodStart: timestamp("current_period_start", { withTimezone: true }),
  currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

export type TestProviderSubscriptionRow = typeof testProviderSubscriptions.$inferSelect;

export const testProviderInvoices = pgTable(
  "test_provider_invoices",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    /** Null for a by-quote invoice, priced later by hand. */
    amountCents: integer("amount_cents"),
    currency: text("currency").notNull(),
    description: text("description").notNull(),
    status: text("status").$type<"open" | "paid">().notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [check("test_provider_invoices_amount_positive", sql`${table.amountCents} is null or ${table.amountCents} > 0`)],
);

export type TestProviderInvoiceRow = typeof testProviderInvoices.$inferSelect;
