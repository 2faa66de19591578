import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
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
