import { sql } from "drizzle-orm";
import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { AdminRole } from "../../../core/admin-roles";
import type { MediaSizes } from "../../../core/listing-types";

/** docs/product.md §3 "User". E-mail is stored lower-cased; the unique index enforces that too. */
export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    firstname: text("firstname"),
    lastname: text("lastname"),
    role: text("role").$type<"traveler" | "business" | "admin">().notNull().default("traveler"),
    /** An admin's console role (core/admin-roles.ts); null for everyone else. */
    adminRole: text("admin_role").$type<AdminRole>(),
    avatarSizes: jsonb("avatar_sizes").$type<MediaSizes | null>(),
    subscriptionSku: text("subscription_sku"),
    subscriptionExpiresAt: timestamp("subscription_expires_at", { withTimezone: true }),
    unreadDealsCount: integer("unread_deals_count").notNull().default(0),
    unreadNotificationsCount: integer("unread_notifications_count").notNull().default(0),
    birthday: date("birthday"),
    weddingDate: date("wedding_date"),
    anniversaryDate: date("anniversary_date"),
    fcmToken: text("fcm_token"),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    /** Set when the member proves the address with a one-time code (or a provider vouches for it). */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("users_email_unique").on(sql`lower(${table.email})`)],
);

export type UserRow = typeof users.$inferSelect;

/**
 * Sign-in sessions. The token itself is never stored: only its SHA-256, so a leaked table
 * cannot be replayed. One row per device; logout deletes it, deleting the user deletes them all.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    deviceName: text("device_name").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** When an admin confirmed this session with the authenticator; null until then (and for everyone else). */
    secondFactorAt: timestamp("second_factor_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("sessions_token_hash_unique").on(table.tokenHash), index("sessions_user_id").on(table.userId)],
);

export type SessionRow = typeof sessions.$inferSelect;

/** `email_link`: the sign-in-once links of the new-offer and new-message e-mails (decision 048). */
export type OneTimeCodePurpose = "sign_in" | "password_reset" | "login_link" | "email_link";

/**
 * One-time codes sent by e-mail (docs/quality.md "one-time codes"): stored as an HMAC, valid for ten
 * minutes, used once, dead after five wrong tries. Kept after use so the hourly cap can count them.
 */
export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    email: text("email").notNull(),
    purpose: text("purpose").$type<OneTimeCodePurpose>().notNull(),
    codeHash: text("code_hash").notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
  },
  (table) => [index("one_time_codes_email_purpose").on(table.email, table.purpose, table.createdAt)],
);

export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;

/** Fixed-window counters for rate limits; shared by every process through the database. */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

/** A social sign-in in flight: the state parameter's hash, the PKCE verifier and where to return. */
export const oauthStates = pgTable("oauth_states", {
  stateHash: text("state_hash").primaryKey(),
  provider: text("provider").notNull(),
  codeVerifier: text("code_verifier").notNull(),
  nonce: text("nonce").notNull(),
  returnTo: text("return_to").notNull().default("/"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** Links a user to an account at a social sign-in provider. */
export const userIdentities = pgTable(
  "user_identities",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    providerUserId: text("provider_user_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("user_identities_provider_subject").on(table.provider, table.providerUserId)],
);

/**
 * Every e-mail the product sends, written in the same transaction as the change that causes it.
 * A job delivers it; `sentAt` makes delivery idempotent; the dev mailbox lists these rows.
 */
/** A file sent with an e-mail: text content (a calendar file), its name and MIME type. */
export type EmailAttachment = { filename: string; contentType: string; content: string };

export const outboundEmails = pgTable(
  "outbound_emails",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    /** Which template wrote it, e.g. "sign-in-code"; for the mailbox and tests, never for logic. */
    template: text("template").notNull(),
    /** Files sent with it (a booking's calendar invitation), as text. */
    attachments: jsonb("attachments").$type<EmailAttachment[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [index("outbound_emails_to_address").on(table.toAddress, table.createdAt)],
);

export type OutboundEmailRow = typeof outboundEmails.$inferSelect;
