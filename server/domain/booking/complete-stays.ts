import { and, eq, inArray, lte } from "drizzle-orm";
import { nextStatus } from "../../../core/booking/reservation-transitions";
import type { Database } from "../../db/client";
import { reservations } from "../../db/schema/reservations";
import type { Clock } from "../../kernel/clock";
import { contextOf } from "./cancel-reservation";

/** The most stays completed in one run; a backlog is worked off over the next runs. */
export const COMPLETE_STAYS_BATCH = 500;

/**
 * confirmed -> completed (core/booking/reservation-transitions.ts): a paid stay whose check-out
 * day has come in the hotel's time zone. Returns the reservations completed. A stay cancelled or
 * marked a no-show meanwhile is left as it is (the update only moves what is still confirmed).
 */
export async function completeEndedStays(deps: { db: Database; clock: Clock }): Promise<number[]> {
  const now = deps.clock.now();
  // No time zone is more than a day ahead of UTC: every due stay checks out by UTC's tomorrow.
  const latestCheckOut = new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
  const candidates = await deps.db
    .select()
    .from(reservations)
    .where(and(eq(reservations.status, "confirmed"), lte(reservations.checkOut, latestCheckOut)))
    .orderBy(reservations.checkOut)
    .limit(COMPLETE_STAYS_BATCH);
  const due = candidates
    .filter((reservation) => nextStatus(reservation.status, "complete", contextOf(reservation, now)).allowed)
    .map((reservation) => reservation.id);
  if (due.length === 0) return [];
  const completed = await deps.db
    .update(reservations)
    .set({ status: "completed", updatedAt: now })
    .where(and(inArray(reservations.id, due), eq(reservations.status, "confirmed")))
    .returning({ id: reservations.id });
  return completed.map((row) => row.id);
}
