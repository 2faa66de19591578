import { sql, type SQL } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { type ListingType, type MediaSizes } from "../../../core/listing-types";

/**
 * One table for every listing kind: search, root-path slugs and the generic /api/v1 resource
 * calls all work across kinds. Kind-specific fields live in `details` (see core/listing-details).
 */
export const listings = pgTable(
  "listings",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    type: text("type").$type<ListingType>().notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    heading: text("heading"),
    description: text("description").notNull().default(""),
    body: text("body").notNull().default(""),
    keywords: text("keywords"),
    city: text("city"),
    country: text("country"),
    region: text("region"),
    latitude: numeric("latitude", { precision: 9, scale: 6, mode: "number" }),
    longitude: numeric("longitude", { precision: 9, scale: 6, mode: "number" }),
    /** 0 to 5 in half steps. */
    starRating: numeric("star_rating", { precision: 2, scale: 1, mode: "number" }),
    /** Lowest nightly price in cents; shown as "From $price". */
    priceFromCents: integer("price_from_cents"),
    currency: text("currency").notNull().default("USD"),
    /** For hotels: resort, boutique hotel, city hotel, villa, lodge... */
    category: text("category"),
    isFeatured: boolean("is_featured").notNull().default(false),
    status: text("status").$type<"active" | "in_review" | "in_active">().notNull().default("active"),
    website: text("website"),
    email: text("email"),
    phone: text("phone"),
    amenities: text("amenities").array().notNull().default(sql`'{}'::text[]`),
    goodFor: text("good_for").array().notNull().default(sql`'{}'::text[]`),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    categories: text("categories").array().notNull().default(sql`'{}'::text[]`),
    destinationId: integer("destination_id"),
    /**
     * Kind-specific facts (read by server/domain/catalogue/parse-listing-details.ts). Those the
     * business edits in its storefront (issue 19, core/storefront-rules.ts):
     * - hotels: `highlights` (string[]), `address` (street and number), `checkIn` and `checkOut`
     *   ("HH:MM"), `policies` (text); also `rooms`, `brandSlug`/`brandId`, `timeZone` from the catalogue.
     * - advisors: `agencyName`, `destinations` (string[]: places matching treats as the advisor's),
     *   `languages` (string[]), `yearsExperience` (0-70 or null), Featured only `videoUrl` (https)
     *   and `affiliations` (string[]); the plan is `profileTier` ("basic" | "featured") or the
     *   sign-up's `plan`. Specialties are occasion ids in `good_for`.
     * - destinations: `highlights` (string[]), `bestTime` (text); also `cities`, `hotelCount`.
     */
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    likesCount: integer("likes_count").notNull().default(0),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("listings_slug_unique").on(table.slug),
    index("listings_type_idx").on(table.type, table.isFeatured, table.id),
    index("listings_destination_idx").on(table.destinationId),
    // Title lookups outside search: place suggestions by prefix, existing listings by name.
    index("listings_title_prefix_idx").on(sql`lower(${table.title}) text_pattern_ops`),
    // A city's hotels by its LocationId (server/domain/booking/booking-location.ts).
    index("listings_city_slug_idx").on(citySlugOf(table.city)),
  ],
);

/**
 * A city's name as core/slug.ts `slugFromTitle` writes it ("Lake Como" -> "lake-como"), in SQL:
 * the expression listings_city_slug_idx indexes, so a booking search finds a city's hotels among
 * 100k listings without reading them all. Keep the two in step.
 */
export function citySlugOf(city: AnyPgColumn): SQL {
  return sql`lower(regexp_replace(replace(trim(${city}), '-', '_'), '\\s+', '-', 'g'))`;
}

export type ListingRow = typeof listings.$inferSelect;
export type NewListingRow = typeof listings.$inferInsert;

/**
 * Images of a listing. `sizes` holds an address per size; generated scenes point at
 * /media/scenes/..., uploads (later) at the media store.
 */
export const listingMedia = pgTable(
  "listing_media",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    source: text("source").$type<"generated" | "upload">().notNull(),
    alt: text("alt").notNull().default(""),
    originalUrl: text("original_url").notNull(),
    sizes: jsonb("sizes").$type<MediaSizes>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("listing_media_listing_idx").on(table.listingId, table.position)],
);

export type ListingMediaRow = typeof listingMedia.$inferSelect;

/** Hotels (and other listings) gathered in a collection, in order. */
export const collectionItems = pgTable(
  "collection_items",
  {
    collectionId: integer("collection_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.collectionId, table.listingId] })],
);

export const articleCategories = pgTable("article_categories", {
  slug: text("slug").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
});
