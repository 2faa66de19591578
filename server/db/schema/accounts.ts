import { sql } from "drizzle-orm";
import { date, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { MediaSizes } from "../../../core/listing-types";

/** SPEC section 3 "User". E-mail is stored lower-cased; the unique index enforces that too. */
export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    firstname: text("firstname"),
    lastname: text("lastname"),
    role: text("role").$type<"traveler" | "business" | "admin">().notNull().default("traveler"),
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("users_email_unique").on(sql`lower(${table.email})`)],
);

export type UserRow = typeof users.$inferSelect;
