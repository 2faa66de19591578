import { eq } from "drizzle-orm";
import { cancellationRefund } from "../../../core/booking/cancellation-refund";
import { nextStatus, type ReservationContext } from "../../../core/booking/reservation-transitions";
import { PaymentProviderError } from "../../adapters/payments/payment-provider";
import { reservations, type ReservationRow } from "../../db/schema/reservations";
import { AppError } from "../../kernel/errors";
import type { BookingDeps } from "./book-reservation";
import { giveBackRooms, nightsChanged } from "./holds";

export type CancellationDeps = BookingDeps & {
  /** In the cancellation's transaction, once its refund is known: the e-mails to the guest and the hotel. */
  onCancelled?: (tx: Parameters<Parameters<BookingDeps["db"]["transaction"]>[0]>[0], reservation: ReservationRow) => Promise<void>;
};

export const contextOf = (reservation: ReservationRow, now: Date): ReservationContext => ({
  now,
  checkIn: reservation.checkIn,
  checkOut: reservation.checkOut,
  timeZone: reservation.quote.timeZone,
  holdExpiresAt: reservation.holdExpiresAt,
});

/**
 * cancellation: the guest cancels a reservation they reached (a member's own, or a guest's by
 * confirmation number and e-mail; the caller found it). The refund follows the rate's terms on
 * the server's clock, as sold (core/booking/cancellation-refund.ts): everything before the
 * free-cancellation deadline, the stated charge kept after it, nothing for a non-refundable rate.
 * The rooms go back to the hotel's nights; both sides are e-mailed. Repeated, it changes nothing
 * and refunds once (a refund the provider could not make the first time is asked again, with the
 * same idempotency key).
 */
export async function cancelReservation(deps: CancellationDeps, reservationId: number): Promise<ReservationRow> {
  const now = deps.clock.now();
  const cancelled = await deps.db.transaction(async (tx) => {
    const [reservation] = await tx.select().from(reservations).where(eq(reservations.id, reservationId)).for("update");
    if (!reservation) throw new AppError("NOT_FOUND", "No reservation found with these details.");
    if (reservation.status === "cancelled") return { reservation, changed: false };
    const move = nextStatus(reservation.status, "cancel", contextOf(reservation, now));
    if (!move.allowed) throw new AppError("CONFLICT", move.message);
    const paid = reservation.status === "confirmed" && reservation.paymentIntentId !== null;
    const refund = paid
      ? cancellationRefund({
          terms: { freeCancellationDays: reservation.quote.freeCancellationDays, chargePercent: reservation.quote.cancellationChargePercent },
          checkIn: reservation.checkIn,
          timeZone: reservation.quote.timeZone,
          totalCents: reservation.totalCents,
          now,
        })
      : null;
    const [updated] = await tx
      .update(reservations)
      .set({ status: move.status, cancelledAt: now, refundCents: refund ? refund.refundCents : null, updatedAt: now })
      .where(eq(reservations.id, reservationId))
      .returning();
    await giveBackRooms(tx, reservation);
    if (paid) await deps.onCancelled?.(tx, updated!);
    return { reservation: updated!, changed: true };
  });
  if (cancelled.changed) await nightsChanged(deps, [cancelled.reservation.listingId]);
  return refundIfOwed(deps, cancelled.reservation);
}

/** Gives back what a cancelled reservation's terms owe, once. */
async function refundIfOwed(deps: BookingDeps, reservation: ReservationRow): Promise<ReservationRow> {
  const owed = reservation.refundCents ?? 0;
  if (reservation.status !== "cancelled" || owed === 0 || reservation.refundId !== null || reservation.paymentIntentId === null) return reservation;
  let refundId: string;
  try {
    const refund = await deps.payments.refundPaymentIntent({
      paymentIntentId: reservation.paymentIntentId,
      idempotencyKey: `reservation-cancellation:${reservation.id}`,
      amountCents: owed,
      reason: "requested_by_customer",
    });
    refundId = refund.id;
  } catch (error) {
    // Cancelled all the same; asking again (the same call) retries the refund.
    deps.reportError?.(error);
    if (error instanceof PaymentProviderError) throw new AppError("UNAVAILABLE", "Your reservation is cancelled, but the refund could not be made just now. Please try again in a few minutes.");
    throw error;
  }
  const [updated] = await deps.db.update(reservations).set({ refundId, updatedAt: deps.clock.now() }).where(eq(reservations.id, reservation.id)).returning();
  return updated!;
}
