import { createHash, randomBytes } from "node:crypto";
import { and, eq, lte, sql } from "drizzle-orm";
import { BOOKING_FLOW_MESSAGES, HOLD_SECONDS } from "../../../core/booking/booking-messages";
import { dateInZone } from "../../../core/booking/zoned-time";
import type { RoomRate } from "../../adapters/hotel-supply/hotel-supplier";
import type { Database, Transaction } from "../../db/client";
import { listings } from "../../db/schema/catalogue";
import { inventoryNights, ratePlans } from "../../db/schema/inventory";
import { reservations, type ReservationQuote, type ReservationRow } from "../../db/schema/reservations";
import type { Clock } from "../../kernel/clock";
import { AppError } from "../../kernel/errors";
import { refreshFromPrices } from "./from-price";
import type { NightsStore } from "./inventory-nights-store";
import { ownInventorySupplier } from "./own-inventory-supplier";
import { decodeRateKey, type RateKey } from "./rate-key";
import { hotelTimeZone } from "./rooms-and-rates";
import { newConfirmationNumber } from "./confirmation-number";


export type HoldDeps = {
  db: Database;
  clock: Clock;
  /** Told which hotel's nights changed, so searches stop showing rooms that are held. */
  nightsStore?: NightsStore;
};

export type Hold = {
  reservation: ReservationRow;
  /** The bearer handle of the hold (given once; only its hash is kept). */
  bookingToken: string;
  /** The price the search showed, when it differs from the held one. */
  rate: RoomRate;
};

export const tokenHashOf = (token: string): string => createHash("sha256").update(token, "utf8").digest("hex");

/**
 * The nights a stay takes from a rate plan (check-in up to the night before check-out), locked in
 * date order so that two holds on overlapping nights queue instead of deadlocking.
 */
async function lockNights(tx: Transaction, ratePlanId: number, checkIn: string, checkOut: string): Promise<{ night: string; roomsLeft: number }[]> {
  const result = (await tx.execute(sql`
    select night::text as night, rooms_left as "roomsLeft"
    from ${inventoryNights}
    where rate_plan_id = ${ratePlanId} and night >= ${checkIn}::date and night < ${checkOut}::date
    order by night
    for update
  `)) as unknown as { rows: { night: string; roomsLeft: number }[] };
  return result.rows;
}

/** Gives a reservation's room back to each of its nights (an expired hold, a cancellation). */
export async function giveBackRooms(tx: Transaction, reservation: Pick<ReservationRow, "ratePlanId" | "checkIn" | "checkOut">): Promise<void> {
  if (reservation.ratePlanId === null) return;
  await lockNights(tx, reservation.ratePlanId, reservation.checkIn, reservation.checkOut);
  await tx.execute(sql`
    update ${inventoryNights} set rooms_left = rooms_left + 1
    where rate_plan_id = ${reservation.ratePlanId} and night >= ${reservation.checkIn}::date and night < ${reservation.checkOut}::date
  `);
}

/**
 * Unpaid holds whose time is over give their rooms back and become `expired` (a job runs it, and
 * a price check runs it first for its own rate plan, so a room held by an abandoned checkout can be
 * had at once). Returns the hotels whose nights changed.
 */
export async function releaseExpiredHolds(deps: HoldDeps, only?: { ratePlanId: number }): Promise<number[]> {
  const now = deps.clock.now();
  const due = and(eq(reservations.status, "held"), lte(reservations.holdExpiresAt, now), ...(only ? [eq(reservations.ratePlanId, only.ratePlanId)] : []));
  // Most looks find nothing: one read through the held holds' index, no transaction.
  const [any] = await deps.db.select({ id: reservations.id }).from(reservations).where(due).limit(1);
  if (!any) return [];
  // A hold being paid for right now is locked by its settlement (select ... for update): this
  // update waits for it and, finding it confirmed, leaves it.
  const listingIds = await deps.db.transaction(async (tx) => {
    const expired = await tx
      .update(reservations)
      .set({ status: "expired", updatedAt: now })
      .where(due)
      .returning();
    for (const reservation of expired) await giveBackRooms(tx, reservation);
    return [...new Set(expired.map((reservation) => reservation.listingId))];
  });
  await nightsChanged(deps, listingIds);
  return listingIds;
}

/**
 * After rooms were taken or given back: the hotels' "From" prices follow (a sold-out cheapest
 * night changes it; a changed listing reaches every process's caches through the search index),
 * and this process's searches read these hotels' nights again.
 */
export async function nightsChanged(deps: HoldDeps, listingIds: number[], fromPriceMayChange = true): Promise<void> {
  if (listingIds.length === 0) return;
  if (fromPriceMayChange) await refreshFromPrices(deps.db, listingIds, deps.clock.now().toISOString().slice(0, 10));
  for (const listingId of listingIds) deps.nightsStore?.forget(listingId);
}

/**
 * priceByRecommendation: prices the offer again from the table and holds one room for every night
 * of the stay for HOLD_SECONDS, in one transaction: the nights are locked, each must still have a
 * room, and each gives one. Of any number of couples asking for a hotel's last room at once,
 * exactly one gets it; the others are told it is gone.
 */
export async function holdRooms(
  deps: HoldDeps,
  input: { rateKey: string; userId: number | null; correlationId: string | null },
): Promise<Hold> {
  const key = decodeRateKey(input.rateKey);
  if (!key) throw new AppError("VALIDATION_FAILED", BOOKING_FLOW_MESSAGES.unknownOffer, { rate_key: [BOOKING_FLOW_MESSAGES.unknownOffer] });
  const [plan] = await deps.db
    .select({ listingId: ratePlans.listingId, details: listings.details, city: listings.city, country: listings.country, status: listings.status })
    .from(ratePlans)
    .innerJoin(listings, eq(listings.id, ratePlans.listingId))
    .where(eq(ratePlans.id, key.ratePlanId));
  if (!plan || plan.status !== "active") throw new AppError("NOT_FOUND", BOOKING_FLOW_MESSAGES.unknownOffer);
  const timeZone = hotelTimeZone(plan.details, plan.city, plan.country);
  if (key.stay.checkIn < dateInZone(deps.clock.now(), timeZone)) {
    throw new AppError("VALIDATION_FAILED", BOOKING_FLOW_MESSAGES.stayStarted, { rate_key: [BOOKING_FLOW_MESSAGES.stayStarted] });
  }
  let held = await takeRooms(deps, input, key, plan.listingId, timeZone);
  // The room looks gone: rooms held by checkouts that were abandoned come back, and it is tried once more.
  if (!held && (await releaseExpiredHolds(deps, { ratePlanId: key.ratePlanId })).length > 0) held = await takeRooms(deps, input, key, plan.listingId, timeZone);
  if (!held) throw new AppError("CONFLICT", BOOKING_FLOW_MESSAGES.soldOut);
  // A night's last room gone may change the hotel's "From" price.
  await nightsChanged(deps, [plan.listingId], held.soldOutNight);
  return { reservation: held.reservation, bookingToken: held.bookingToken, rate: held.rate };
}

/** In one transaction: lock the stay's nights, price them, take a room of each and record the hold; null when a night has none. */
async function takeRooms(deps: HoldDeps, input: { userId: number | null; correlationId: string | null; rateKey: string }, key: RateKey, listingId: number, timeZone: string) {
  const bookingToken = randomBytes(32).toString("base64url");
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const nights = await lockNights(tx, key.ratePlanId, key.stay.checkIn, key.stay.checkOut);
    // Priced from the locked rows: what is sold is what was checked.
    const rate = await ownInventorySupplier(tx, deps.clock).priceCheck(input.rateKey);
    if (!rate || nights.some((night) => night.roomsLeft < 1)) return null;
    await tx.execute(sql`
      update ${inventoryNights} set rooms_left = rooms_left - 1
      where rate_plan_id = ${key.ratePlanId} and night >= ${key.stay.checkIn}::date and night < ${key.stay.checkOut}::date
    `);
    const quote: ReservationQuote = {
      roomTypeId: Number(rate.roomTypeId),
      roomName: rate.roomName,
      ratePlanName: rate.ratePlanName,
      board: rate.board,
      nightly: rate.nightly,
      roomCents: rate.roomCents,
      taxCents: rate.taxCents,
      feeCents: rate.feeCents,
      totalCents: rate.totalCents,
      freeCancellationDays: rate.cancellation.freeCancellationDays,
      cancellationChargePercent: rate.cancellation.chargePercent,
      timeZone,
    };
    const [reservation] = await tx
      .insert(reservations)
      .values({
        confirmationNumber: newConfirmationNumber(),
        tokenHash: tokenHashOf(bookingToken),
        status: "held",
        listingId,
        ratePlanId: key.ratePlanId,
        checkIn: key.stay.checkIn,
        checkOut: key.stay.checkOut,
        adults: key.stay.occupancy.adults,
        childAges: key.stay.occupancy.childAges,
        quote,
        totalCents: rate.totalCents,
        holdExpiresAt: new Date(now.getTime() + HOLD_SECONDS * 1000),
        userId: input.userId,
        correlationId: input.correlationId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return { reservation: reservation!, rate, bookingToken, soldOutNight: nights.some((night) => night.roomsLeft === 1) };
  });
}
