import { boolean, customType, integer, pgTable, text } from "drizzle-orm/pg-core";
import type { ListingType } from "../../../core/listing-types";
import { listings } from "./catalogue";

const tsvector = customType<{ data: string }>({
  dataType() {
    return "tsvector";
  },
});

/**
 * What search reads (decisions 023 and 024): one narrow row per active listing, kept by triggers
 * on `listings` (migration 0013), whose vector PostgreSQL builds from the title (weight A), the
 * place (B), the keywords (C) and the description (D), plus a `~kind-` token the index skips.
 * Every process loads them into its search index (server/domain/search/search-engine.ts), and
 * triggers on this table notify the changed listing ids at commit (migration 0014). The index
 * answers searches and shows results from what it loaded (the link, place and cover are kept here
 * too), so the table needs no index of its own beyond the key.
 */
export const searchDocuments = pgTable("search_documents", {
  listingId: integer("listing_id")
    .primaryKey()
    .references(() => listings.id, { onDelete: "cascade" }),
  type: text("type").$type<ListingType>().notNull(),
  isFeatured: boolean("is_featured").notNull(),
  title: text("title").notNull(),
  searchVector: tsvector("search_vector").notNull(),
  // What a result shows, so the index answers without reading listings (decision 024).
  slug: text("slug").notNull(),
  city: text("city"),
  country: text("country"),
  website: text("website"),
  /** The cover (first picture) at the small size, kept by a trigger on listing_media. */
  image: text("image"),
});
