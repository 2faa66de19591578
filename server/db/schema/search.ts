import { sql } from "drizzle-orm";
import { boolean, customType, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import type { ListingType } from "../../../core/listing-types";
import { listings } from "./catalogue";

const tsvector = customType<{ data: string }>({
  dataType() {
    return "tsvector";
  },
});

/**
 * What search reads (decision 023): one narrow row per active listing, kept by triggers on
 * `listings` (migration 0013), so a search plans against four indexes and reads small pages
 * instead of the wide catalogue rows and their seventeen indexes. The vector holds the title
 * (weight A), the place (B), the keywords (C) and the description (D), plus a token for the
 * kind (server/domain/search/search-tokens.ts), so the one text index answers a search narrowed
 * to a kind.
 */
export const searchDocuments = pgTable(
  "search_documents",
  {
    listingId: integer("listing_id")
      .primaryKey()
      .references(() => listings.id, { onDelete: "cascade" }),
    type: text("type").$type<ListingType>().notNull(),
    isFeatured: boolean("is_featured").notNull(),
    title: text("title").notNull(),
    searchVector: tsvector("search_vector").notNull(),
  },
  (table) => [
    index("search_documents_vector_idx").using("gin", table.searchVector),
    // Featured rows get their own small text index and candidate source, so a common word that
    // appears in thousands of descriptions never crowds them out.
    index("search_documents_featured_idx").using("gin", table.searchVector).where(sql`${table.isFeatured}`),
    // A btree, so a title prefix ("villa ro") stops after its LIMIT.
    index("search_documents_title_prefix_idx").on(sql`lower(${table.title}) text_pattern_ops`),
    index("search_documents_title_trgm_idx").using("gin", table.title.op("gin_trgm_ops")),
  ],
);
