import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { Board } from "../../../core/booking/inventory-rules";
import type { MediaSizes } from "../../../core/listing-types";
import { listings } from "./catalogue";

/**
 * A hotel's inventory (decision 029), in the availability-rates-inventory model of the industry's
 * extranets: room types, rate plans on each, and one row a night for each rate plan with its
 * price, the rooms left and the restrictions. Money is integer cents (USD).
 */

/** A kind of room a hotel sells ("Deluxe Sea View Double"). */
export const roomTypes = pgTable(
  "room_types",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** "1 king bed", "2 twin beds". */
    beds: text("beds").notNull(),
    sizeSqm: integer("size_sqm"),
    maxAdults: integer("max_adults").notNull(),
    maxChildren: integer("max_children").notNull().default(0),
    amenities: text("amenities").array().notNull().default(sql`'{}'::text[]`),
    /** Uploaded photos, re-encoded in four sizes; empty: the generated picture is shown. */
    photos: jsonb("photos").$type<MediaSizes[]>().notNull().default([]),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("room_types_listing_idx").on(table.listingId, table.position),
    check("room_types_occupancy", sql`${table.maxAdults} between 1 and 20 and ${table.maxChildren} between 0 and 20`),
  ],
);

export type RoomTypeRow = typeof roomTypes.$inferSelect;

/** How a room type is sold: board, cancellation terms, stay limits and guest pricing. */
export const ratePlans = pgTable(
  "rate_plans",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    roomTypeId: integer("room_type_id")
      .notNull()
      .references(() => roomTypes.id, { onDelete: "cascade" }),
    /** Denormalised from the room type: the availability search reads nights by hotel. */
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    board: text("board").$type<Board>().notNull(),
    /**
     * Free cancellation until this many days before arrival (at the end of that day, the hotel's
     * time); null: non-refundable from booking.
     */
    freeCancellationDays: integer("free_cancellation_days"),
    /** What a cancellation after the deadline (or any, when non-refundable) costs, in % of the stay. */
    cancellationChargePercent: integer("cancellation_charge_percent").notNull().default(100),
    minStay: integer("min_stay").notNull().default(1),
    maxStay: integer("max_stay"),
    /** Guests the nightly price includes; each adult above it adds `extraAdultCents` a night. */
    includedAdults: integer("included_adults").notNull().default(2),
    extraAdultCents: integer("extra_adult_cents").notNull().default(0),
    /** Each child adds `childCents` a night, except those younger than `childFreeUnderAge`. */
    childCents: integer("child_cents").notNull().default(0),
    childFreeUnderAge: integer("child_free_under_age").notNull().default(0),
    /** Taxes (percent of the room price) and fees (cents a night), shown apart from the price. */
    taxPercent: integer("tax_percent").notNull().default(0),
    feeCentsPerNight: integer("fee_cents_per_night").notNull().default(0),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("rate_plans_room_type_idx").on(table.roomTypeId, table.position),
    index("rate_plans_listing_idx").on(table.listingId),
    check("rate_plans_board", sql`${table.board} in ('room_only', 'breakfast', 'half_board', 'all_inclusive')`),
    check("rate_plans_cancellation", sql`(${table.freeCancellationDays} is null or ${table.freeCancellationDays} between 0 and 365) and ${table.cancellationChargePercent} between 0 and 100`),
    check("rate_plans_stay", sql`${table.minStay} between 1 and 365 and (${table.maxStay} is null or ${table.maxStay} between ${table.minStay} and 365)`),
    check(
      "rate_plans_money",
      sql`${table.extraAdultCents} >= 0 and ${table.childCents} >= 0 and ${table.feeCentsPerNight} >= 0 and ${table.taxPercent} between 0 and 100 and ${table.includedAdults} between 1 and 20 and ${table.childFreeUnderAge} between 0 and 18`,
    ),
  ],
);

export type RatePlanRow = typeof ratePlans.$inferSelect;

/** One night of one rate plan: its price, the rooms left and the restrictions a hotel sets. */
export const inventoryNights = pgTable(
  "inventory_nights",
  {
    ratePlanId: integer("rate_plan_id")
      .notNull()
      .references(() => ratePlans.id, { onDelete: "cascade" }),
    /** Denormalised from the rate plan, for the availability search by hotel and dates. */
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    night: date("night").notNull(),
    priceCents: integer("price_cents").notNull(),
    roomsLeft: integer("rooms_left").notNull(),
    stopSell: boolean("stop_sell").notNull().default(false),
    closedToArrival: boolean("closed_to_arrival").notNull().default(false),
    closedToDeparture: boolean("closed_to_departure").notNull().default(false),
    /** A stay arriving this night must be at least this long (the rate plan's when null). */
    minStay: integer("min_stay"),
  },
  (table) => [
    primaryKey({ columns: [table.ratePlanId, table.night] }),
    index("inventory_nights_listing_night_idx").on(table.listingId, table.night),
    check("inventory_nights_values", sql`${table.priceCents} >= 0 and ${table.roomsLeft} >= 0 and (${table.minStay} is null or ${table.minStay} between 1 and 365)`),
  ],
);

export type InventoryNightRow = typeof inventoryNights.$inferSelect;

/**
 * Which supplier serves a hotel (decision 029): Amora's own inventory unless a row says a bed bank
 * does, under that supplier's hotel id.
 */
export const hotelSuppliers = pgTable(
  "hotel_suppliers",
  {
    listingId: integer("listing_id")
      .primaryKey()
      .references(() => listings.id, { onDelete: "cascade" }),
    supplier: text("supplier").notNull(),
    supplierHotelId: text("supplier_hotel_id").notNull(),
  },
  (table) => [uniqueIndex("hotel_suppliers_supplier_hotel_idx").on(table.supplier, table.supplierHotelId)],
);
