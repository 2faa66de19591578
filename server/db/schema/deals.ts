import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { BudgetValue } from "../../../core/deal-rules";
import type { MediaSizes, OccasionSlug } from "../../../core/listing-types";
import type { DealRequestStatus, DealStatus, MessageSender } from "../../../core/deal-transitions";
import { users } from "./accounts";
import { businessAccounts } from "./business";
import { listings } from "./catalogue";

/** Deal request, deal and message-sender states: their transitions live in core/deal-transitions.ts. */
export type { DealRequestStatus, DealStatus, MessageSender };
export type NotificationType = "new_offer" | "new_message";

/**
 * A couple's deal request (decision 021): their vision, exactly as submitted (`submission` keeps
 * the body as sent; the columns are the checked values that matching and the inbox read).
 */
export const dealRequests = pgTable(
  "deal_requests",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").$type<DealRequestStatus>().notNull().default("open"),
    occasion: text("occasion").$type<OccasionSlug>().notNull(),
    destinations: text("destinations").array().notNull().default(sql`'{}'::text[]`),
    inspireMe: boolean("inspire_me").notNull().default(false),
    /** The hotel or advisor page the request was started from. */
    listingId: integer("listing_id").references(() => listings.id, { onDelete: "set null" }),
    startDate: date("start_date"),
    endDate: date("end_date"),
    /** YYYY-MM when the couple's dates are flexible. */
    flexibleMonth: text("flexible_month"),
    nights: integer("nights").notNull(),
    budget: text("budget").$type<BudgetValue>().notNull(),
    travellers: integer("travellers").notNull(),
    special: text("special").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    submission: jsonb("submission").$type<Record<string, unknown>>().notNull(),
    /** Offers sent after this are marked 'late response'. */
    respondBy: timestamp("respond_by", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("deal_requests_user_idx").on(table.userId, table.createdAt),
    check("deal_requests_status", sql`${table.status} in ('open', 'booked', 'closed')`),
  ],
);

export type DealRequestRow = typeof dealRequests.$inferSelect;

/** Which businesses a request reached (matching is capped and spread fairly; decision 021). */
export const dealRequestMatches = pgTable(
  "deal_request_matches",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer("request_id")
      .notNull()
      .references(() => dealRequests.id, { onDelete: "cascade" }),
    businessAccountId: integer("business_account_id")
      .notNull()
      .references(() => businessAccounts.id, { onDelete: "cascade" }),
    /** Why it matched, shown to the business: 'Requested your hotel', 'Hotel in Amalfi', ... */
    reason: text("reason").notNull(),
    matchedAt: timestamp("matched_at", { withTimezone: true }).notNull(),
    seenAt: timestamp("seen_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("deal_request_matches_unique").on(table.requestId, table.businessAccountId),
    index("deal_request_matches_business_idx").on(table.businessAccountId, table.matchedAt),
  ],
);

/**
 * A deal: one business's offer on one request, and the couple's view of it (pinned, archived,
 * read, booked...). docs/product.md's deal_id and /offer/{id} are this row's id.
 */
export const deals = pgTable(
  "deals",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer("request_id")
      .notNull()
      .references(() => dealRequests.id, { onDelete: "cascade" }),
    businessAccountId: integer("business_account_id")
      .notNull()
      .references(() => businessAccounts.id, { onDelete: "cascade" }),
    /** The couple (the request's owner), kept here so every inbox read is one index. */
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The business's listing (hotel or advisor profile) the offer is for. */
    listingId: integer("listing_id").references(() => listings.id, { onDelete: "set null" }),
    status: text("status").$type<DealStatus>().notNull(),
    title: text("title").notNull(),
    priceCents: integer("price_cents").notNull(),
    currency: text("currency").notNull().default("USD"),
    included: text("included").notNull(),
    perks: text("perks").array().notNull().default(sql`'{}'::text[]`),
    /** The offer's own pictures (uploads, 4:3 WebP in each size), in the order added. */
    images: jsonb("images").$type<MediaSizes[]>().notNull().default([]),
    checkIn: date("check_in"),
    checkOut: date("check_out"),
    message: text("message").notNull(),
    isLate: boolean("is_late").notNull().default(false),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    pinnedAt: timestamp("pinned_at", { withTimezone: true }),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    /** When the couple first opened it; null counts in unread_deals_count. */
    readAt: timestamp("read_at", { withTimezone: true }),
    /** A message from the business the couple has not seen yet. */
    coupleHasNewMessage: boolean("couple_has_new_message").notNull().default(false),
    /** A message from the couple the business has not seen yet. */
    businessHasNewMessage: boolean("business_has_new_message").notNull().default(false),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
    /** Hidden by an admin after an abuse report: the couple no longer sees the offer. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("deals_request_business_unique").on(table.requestId, table.businessAccountId),
    index("deals_user_idx").on(table.userId, table.createdAt),
    index("deals_business_idx").on(table.businessAccountId, table.createdAt),
    check("deals_status", sql`${table.status} in ('received', 'late', 'rejected', 'booked', 'withdrawn')`),
    check("deals_price", sql`${table.priceCents} > 0`),
  ],
);

export type DealRow = typeof deals.$inferSelect;

/** The thread between the couple and the business on one deal. */
export const dealMessages = pgTable(
  "deal_messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    dealId: integer("deal_id")
      .notNull()
      .references(() => deals.id, { onDelete: "cascade" }),
    sender: text("sender").$type<MessageSender>().notNull(),
    senderUserId: integer("sender_user_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    /** Hidden by an admin after an abuse report: both sides see that it was removed, not its words. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("deal_messages_deal_idx").on(table.dealId, table.id),
    check("deal_messages_sender", sql`${table.sender} in ('couple', 'business')`),
  ],
);

export type DealMessageRow = typeof dealMessages.$inferSelect;

/** docs/product.md §3 "Notification": data{deal_id, occasion, post_title, deal_created, is_provided}. */
export type NotificationData = {
  deal_id: number;
  occasion: string;
  post_title: string;
  deal_created: string;
  /** True when an offer was provided (a 'New Offer'); false for a 'New Message'. */
  is_provided: boolean;
};

export const notifications = pgTable(
  "notifications",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").$type<NotificationType>().notNull(),
    dealId: integer("deal_id")
      .notNull()
      .references(() => deals.id, { onDelete: "cascade" }),
    data: jsonb("data").$type<NotificationData>().notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("notifications_user_idx").on(table.userId, table.createdAt),
    index("notifications_deal_idx").on(table.dealId),
    check("notifications_type", sql`${table.type} in ('new_offer', 'new_message')`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * A couple's or a business's report of an offer or a message on a deal they take part in, for
 * the admins to act on (hide it, close the request) or dismiss. One open report per reporter and
 * item.
 */
export const dealReports = pgTable(
  "deal_reports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    dealId: integer("deal_id")
      .notNull()
      .references(() => deals.id, { onDelete: "cascade" }),
    /** The message reported; null when the offer itself is. */
    messageId: integer("message_id").references(() => dealMessages.id, { onDelete: "cascade" }),
    reporterUserId: integer("reporter_user_id").references(() => users.id, { onDelete: "set null" }),
    reporterSide: text("reporter_side").$type<MessageSender>().notNull(),
    reason: text("reason").notNull(),
    status: text("status").$type<"open" | "actioned" | "dismissed">().notNull().default("open"),
    /** What the admin did, in words, and who. */
    resolution: text("resolution"),
    resolvedByEmail: text("resolved_by_email"),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("deal_reports_status_idx").on(table.status, table.createdAt),
    index("deal_reports_deal_idx").on(table.dealId),
    check("deal_reports_status", sql`${table.status} in ('open', 'actioned', 'dismissed')`),
    check("deal_reports_side", sql`${table.reporterSide} in ('couple', 'business')`),
  ],
);

export type DealReportRow = typeof dealReports.$inferSelect;
