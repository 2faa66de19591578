import { sql } from "drizzle-orm";
import { check, date, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { listings } from "./catalogue";

/**
 * A listing's counters by day (UTC): page views and search impressions. Nothing about who looked
 * is stored (decision 035): each process counts in memory, drops repeats of the same visitor the
 * same day by a daily-salted hash it never writes, and adds its counts here every few seconds.
 */
export const listingDailyCounts = pgTable(
  "listing_daily_counts",
  {
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    pageViews: integer("page_views").notNull().default(0),
    searchImpressions: integer("search_impressions").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.listingId, table.day] }),
    check("listing_daily_counts_non_negative", sql`${table.pageViews} >= 0 and ${table.searchImpressions} >= 0`),
  ],
);

export type ListingDailyCountRow = typeof listingDailyCounts.$inferSelect;
