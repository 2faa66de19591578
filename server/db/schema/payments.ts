import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { CouponTarget } from "../../../core/pricing";
import { users } from "./accounts";
import { listings } from "./catalogue";

/**
 * Promo codes (docs/product.md §3 "Coupon"). A code is matched case-insensitively, so the unique
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
    /**
     * Shown to the public (printed on a page, sent in a campaign): only these are listed by
     * GET /coupons. Every usable code still works at the check, advertised or not (decision 043).
     */
    advertised: boolean("advertised").notNull().default(false),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** How many payments may use the code (the admin console's limit); null: no limit. */
    maxUses: integer("max_uses"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("coupons_name_unique").on(sql`lower(${table.name})`),
    check("coupons_discount_percent_range", sql`${table.discountPercent} between 1 and 100`),
    check("coupons_max_uses_positive", sql`${table.maxUses} is null or ${table.maxUses} > 0`),
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
    /** The card's brand, lowercase as Stripe's `card.brand` (visa, mastercard, ...). */
    cardBrand: text("card_brand"),
    subscriptionId: text("subscription_id"),
    /** Stripe's `setup_future_usage: off_session`: the card that pays is kept for later charges. */
    saveCard: boolean("save_card").notNull().default(false),
    /** The customer and kept card: set once a saving payment succeeds, or given for an off-session charge. */
    customerId: text("customer_id"),
    paymentMethodId: text("payment_method_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    check("test_provider_payment_intents_amount_positive", sql`${table.amountCents} > 0`),
    index("test_provider_payment_intents_subscription").on(table.subscriptionId),
  ],
);

export type TestProviderPaymentIntentRow = typeof testProviderPaymentIntents.$inferSelect;

/** A card kept for later off-session charges (Stripe's PaymentMethod attached to a Customer). */
export const testProviderPaymentMethods = pgTable("test_provider_payment_methods", {
  id: text("id").primaryKey(),
  customerId: text("customer_id").notNull(),
  /** Lowercase, as Stripe's `card.brand` (visa, mastercard, amex, ...). */
  brand: text("brand").notNull(),
  /** Only the last four digits: the test provider keeps no card number, like Stripe's API. */
  last4: text("last4").notNull(),
  /**
   * How every later off-session charge is refused, when it is: `card_declined` (Stripe's
   * 4000000000000341, which paid once) or `authentication_required` (4000002760003184, which asks
   * the person every time). Null: they succeed.
   */
  offSessionRefusal: text("off_session_refusal").$type<"card_declined" | "authentication_required">(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

export type TestProviderPaymentMethodRow = typeof testProviderPaymentMethods.$inferSelect;

export const testProviderSubscriptions = pgTable("test_provider_subscriptions", {
  id: text("id").primaryKey(),
  priceId: text("price_id").notNull(),
  customerEmail: text("customer_email").notNull(),
  status: text("status").$type<"incomplete" | "active" | "past_due" | "canceled">().notNull(),
  latestPaymentIntentId: text("latest_payment_intent_id").notNull(),
  cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
  canceledAt: timestamp("canceled_at", { withTimezone: true }),
  /** The first payment's card is one whose later charges fail (Stripe's 4000000000000341). */
  renewalsFail: boolean("renewals_fail").notNull().default(false),
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

/** Refunds the test provider made; one per payment (the product refunds whole payments only). */
export const testProviderRefunds = pgTable("test_provider_refunds", {
  id: text("id").primaryKey(),
  paymentIntentId: text("payment_intent_id").notNull().unique(),
  amountCents: integer("amount_cents").notNull(),
  currency: text("currency").notNull(),
  reason: text("reason"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

export type TestProviderRefundRow = typeof testProviderRefunds.$inferSelect;

/*
 * The product's own records of money (issue 5). Provider objects are named by their ids
 * (`pi_...`, `sub_...`, `in_...`, `evt_...`); amounts are integer cents from core/pricing.ts.
 */

/** What a payment bought (core/pricing.ts prices each). */
export type PaymentPurpose = "vip" | "destination" | "advisor-basic" | "advisor-featured" | "hotel" | "marketplace-post";

/**
 * One row per provider payment the product has accepted: written once, when the server has seen
 * the provider say `succeeded` for the amount it expected (verify calls or a webhook, whichever
 * comes first; the unique provider id makes the second a no-op).
 */
export const payments = pgTable(
  "payments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    provider: text("provider").$type<"test" | "stripe">().notNull(),
    providerPaymentId: text("provider_payment_id").notNull(),
    purpose: text("purpose").$type<PaymentPurpose>().notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    status: text("status").$type<"succeeded" | "refunded">().notNull().default("succeeded"),
    /** Who paid: the member (kept as a record when the account is deleted), or the e-mail given. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email"),
    couponName: text("coupon_name"),
    /** What the payment is for, e.g. `subscription:sub_...` or `marketplace_post:12`. */
    reference: text("reference"),
    providerRefundId: text("provider_refund_id"),
    /** What the product's refund gave back, in cents (all or part of the amount); null before one or when not known. */
    refundedCents: integer("refunded_cents"),
    refundReason: text("refund_reason"),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    /** When the receipt e-mail was queued: set once, so a payment recorded twice is receipted once. */
    receiptEmailedAt: timestamp("receipt_emailed_at", { withTimezone: true }),
    /** When an e-mail stating the refund was queued (here or by the claim's own e-mail): once. */
    refundEmailedAt: timestamp("refund_emailed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("payments_provider_payment_unique").on(table.provider, table.providerPaymentId),
    index("payments_user_idx").on(table.userId),
    check("payments_amount_positive", sql`${table.amountCents} > 0`),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;

/**
 * A member's VIP Access subscription. `users.subscription_sku` / `subscription_expires_at` are
 * what the apps read; they are written from this row in the same transaction.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").$type<"test" | "stripe">().notNull(),
    providerSubscriptionId: text("provider_subscription_id").notNull(),
    priceId: text("price_id").notNull(),
    status: text("status").$type<"incomplete" | "active" | "past_due" | "canceled">().notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /**
     * `created` of the newest provider event applied: an older event arriving late changes nothing
     * (webhooks come out of order).
     */
    lastEventAt: timestamp("last_event_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("subscriptions_provider_subscription_unique").on(table.provider, table.providerSubscriptionId),
    index("subscriptions_user_idx").on(table.userId),
  ],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Every provider event applied, by its id: a replayed webhook finds its row and changes nothing. */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  provider: text("provider").$type<"test" | "stripe">().notNull(),
  type: text("type").notNull(),
  /** The event's own `created` time (the provider's clock). */
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
});

/** "Send Invoice": the product's record of an invoice it sent, settled by a webhook or by hand. */
export const invoices = pgTable(
  "invoices",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    provider: text("provider").$type<"test" | "stripe">().notNull(),
    providerInvoiceId: text("provider_invoice_id").notNull(),
    purpose: text("purpose").$type<PaymentPurpose>().notNull(),
    email: text("email").notNull(),
    /** Null when sold by quote (300+ rooms, Multi-property): the amount is agreed by hand. What is due, the coupon taken off. */
    amountCents: integer("amount_cents"),
    currency: text("currency").notNull(),
    description: text("description").notNull(),
    status: text("status").$type<"open" | "paid">().notNull().default("open"),
    /** What the invoice is for, e.g. `listing:42` (the business account of issue 6). */
    reference: text("reference"),
    /** The promo code the business was shown, and what it took off the full price (cents). */
    couponName: text("coupon_name"),
    discountCents: integer("discount_cents"),
    /** SHA-256 of the hosted invoice page's token (only the e-mail carries the token itself). */
    accessTokenHash: text("access_token_hash"),
    /** The card payment made on the hosted page that paid it, when it was paid that way. */
    providerPaymentId: text("provider_payment_id"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("invoices_provider_invoice_unique").on(table.provider, table.providerInvoiceId),
    uniqueIndex("invoices_access_token_unique").on(table.accessTokenHash),
    check("invoices_discount_positive", sql`${table.discountCents} is null or ${table.discountCents} > 0`),
    check("invoices_amount_positive", sql`${table.amountCents} is null or ${table.amountCents} > 0`),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * A business's Romance Marketplace post (docs/product.md `/marketplace-request`), kept exactly as submitted.
 * It is paid within a 10-minute session (`session_expires_at`); once paid, it becomes an `offer`
 * listing on /marketplace (`listing_id`).
 */
export const marketplacePosts = pgTable(
  "marketplace_posts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The business's contact e-mail (docs/product.md guestEmail) and name. */
    email: text("email").notNull(),
    businessName: text("business_name").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    destination: text("destination").notNull(),
    /** The deal's own price per stay, shown on the post. */
    dealPriceCents: integer("deal_price_cents").notNull(),
    validUntil: timestamp("valid_until", { withTimezone: true }).notNull(),
    /** docs/product.md marketplace_request_ad_duration, in days (core/pricing.ts MARKETPLACE_AD_DURATIONS). */
    adDurationDays: integer("ad_duration_days").notNull(),
    /** docs/product.md marketplace_request_featured_listing. */
    featured: boolean("featured").notNull().default(false),
    /** Uploaded pictures, as the avatar upload stores them (sizes by name). */
    images: jsonb("images").$type<Record<string, string>[]>().notNull().default([]),
    couponName: text("coupon_name"),
    /** What the post costs, computed by the server when the session starts. */
    amountCents: integer("amount_cents").notNull(),
    status: text("status").$type<"awaiting_payment" | "paid" | "refunded">().notNull().default("awaiting_payment"),
    sessionExpiresAt: timestamp("session_expires_at", { withTimezone: true }).notNull(),
    providerPaymentId: text("provider_payment_id"),
    listingId: integer("listing_id").references(() => listings.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("marketplace_posts_payment_unique").on(table.providerPaymentId),
    check("marketplace_posts_amount_positive", sql`${table.amountCents} > 0`),
  ],
);

export type MarketplacePostRow = typeof marketplacePosts.$inferSelect;
