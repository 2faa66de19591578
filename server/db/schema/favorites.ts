import { index, integer, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { listings } from "./catalogue";

/**
 * A member's saved listings. The pair is the key, so liking twice is one row; `listings.likes_count`
 * moves only when a row is really inserted or deleted, in the same statement's transaction.
 */
export const favorites = pgTable(
  "favorites",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.listingId] }),
    index("favorites_listing_id").on(table.listingId),
  ],
);

export type FavoriteRow = typeof favorites.$inferSelect;
