import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { AdminAction } from "../../../core/admin-roles";
import { users } from "./accounts";

/**
 * An admin's authenticator (TOTP, RFC 6238). The shared secret is kept encrypted with the app
 * secret (it must be read back to check a code); `confirmedAt` is null until the admin proved the
 * app with a first code. `lastUsedStep` refuses a code seen before (replay).
 */
export const adminSecondFactors = pgTable("admin_second_factors", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secretCiphertext: text("secret_ciphertext").notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  lastUsedStep: integer("last_used_step"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type AdminSecondFactorRow = typeof adminSecondFactors.$inferSelect;

/** One-use recovery codes for a lost authenticator: only their HMAC is kept. */
export const adminRecoveryCodes = pgTable(
  "admin_recovery_codes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("admin_recovery_codes_user").on(table.userId)],
);

/**
 * Every admin action: who (kept by value, so the entry outlives the account), when, what, on what,
 * and the record before and after. Written in the action's own transaction.
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    actorUserId: integer("actor_user_id"),
    actorEmail: text("actor_email").notNull(),
    actorRole: text("actor_role").notNull(),
    action: text("action").$type<AdminAction>().notNull(),
    /** A short name of what was done, e.g. "business_account.approve". */
    event: text("event").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    summary: text("summary").notNull().default(""),
    before: jsonb("before").$type<Record<string, unknown> | null>(),
    after: jsonb("after").$type<Record<string, unknown> | null>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("admin_audit_log_created").on(table.createdAt),
    index("admin_audit_log_actor").on(table.actorUserId, table.createdAt),
    index("admin_audit_log_target").on(table.targetType, table.targetId),
  ],
);

export type AdminAuditRow = typeof adminAuditLog.$inferSelect;

/**
 * The console's operator settings, one row per key (e.g. "marketplace.post_approval"): the value
 * as JSON, who changed it last and when. Read by the rule the setting steers, written only through
 * an audited admin action.
 */
export const consoleSettings = pgTable("console_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<unknown>().notNull(),
  updatedByEmail: text("updated_by_email"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});
