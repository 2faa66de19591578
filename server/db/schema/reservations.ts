import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { Board } from "../../../core/booking/inventory-rules";
import type { ReservationStatus } from "../../../core/booking/reservation-transitions";
import { users } from "./accounts";
import { listings } from "./catalogue";
import { ratePlans } from "./inventory";

/**
 * Hotel reservations (decision 032): a hold taken by a price check, paid into a confirmed
 * reservation, then cancelled, completed or a no-show. While a reservation holds rooms
 * (`held` or `confirmed`) its nights' rooms are taken from inventory_nights.rooms_left; an expired
 * hold or a cancellation gives them back.
 */

/** What the stay costs and on which terms, as priced when the rooms were held (the price the couple pays). */
export type ReservationQuote = {
  roomTypeId: number;
  roomName: string;
  ratePlanName: string;
  board: Board;
  nightly: { night: string; cents: number }[];
  roomCents: number;
  taxCents: number;
  feeCents: number;
  totalCents: number;
  /** The rate's cancellation terms when it was held. */
  freeCancellationDays: number | null;
  cancellationChargePercent: number;
  /** The hotel's IANA time zone: deadlines and "today" are the hotel's. */
  timeZone: string;
};

export type LeadGuest = { firstName: string; lastName: string; email: string; phone: string };
export type RoomGuest = { firstName: string; lastName: string };

export type ReservationStatusValue = ReservationStatus;

export const reservations = pgTable(
  "reservations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** What the couple and the hotel quote ("AM-7K3Q9X2P"); unguessable, as a guest's reads need it. */
    confirmationNumber: text("confirmation_number").notNull(),
    /** SHA-256 of the booking token the price check gave: the hold's handle until it is booked. */
    tokenHash: text("token_hash").notNull(),
    status: text("status").$type<ReservationStatusValue>().notNull(),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "restrict" }),
    /** The rate plan sold; null once the hotel deleted it (the quote keeps what was sold). */
    ratePlanId: integer("rate_plan_id").references(() => ratePlans.id, { onDelete: "set null" }),
    checkIn: date("check_in", { mode: "string" }).notNull(),
    checkOut: date("check_out", { mode: "string" }).notNull(),
    adults: integer("adults").notNull(),
    childAges: jsonb("child_ages").$type<number[]>().notNull().default([]),
    quote: jsonb("quote").$type<ReservationQuote>().notNull(),
    totalCents: integer("total_cents").notNull(),
    currency: text("currency").notNull().default("USD"),
    /** A hold's end; after it an unpaid hold gives its rooms back. */
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }).notNull(),
    /** The member who booked; null for a guest until they sign in with the same e-mail. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The lead guest's e-mail, lower-cased: a guest finds the booking with it and the confirmation number. */
    guestEmail: text("guest_email"),
    leadGuest: jsonb("lead_guest").$type<LeadGuest>(),
    roomGuests: jsonb("room_guests").$type<RoomGuest[]>().notNull().default([]),
    specialRequests: text("special_requests"),
    /** The couple's occasion (core/listing-types.ts OCCASIONS), so the hotel can prepare. */
    occasion: text("occasion"),
    correlationId: text("correlation_id"),
    paymentIntentId: text("payment_intent_id"),
    cardLast4: text("card_last4"),
    refundCents: integer("refund_cents"),
    refundId: text("refund_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("reservations_confirmation_number_unique").on(table.confirmationNumber),
    uniqueIndex("reservations_token_hash_unique").on(table.tokenHash),
    uniqueIndex("reservations_payment_intent_unique").on(table.paymentIntentId),
    index("reservations_user_idx").on(table.userId, table.checkIn),
    index("reservations_guest_email_idx").on(table.guestEmail),
    index("reservations_listing_idx").on(table.listingId, table.checkIn),
    index("reservations_held_idx").on(table.holdExpiresAt).where(sql`${table.status} = 'held'`),
    /** The complete-stays job's look: paid stays by check-out day. */
    index("reservations_confirmed_checkout_idx").on(table.checkOut).where(sql`${table.status} = 'confirmed'`),
    check("reservations_status", sql`${table.status} in ('held', 'confirmed', 'expired', 'cancelled', 'completed', 'no_show')`),
    check("reservations_stay", sql`${table.checkOut} > ${table.checkIn}`),
    check("reservations_money", sql`${table.totalCents} >= 0 and (${table.refundCents} is null or ${table.refundCents} between 0 and ${table.totalCents})`),
  ],
);

export type ReservationRow = typeof reservations.$inferSelect;
