import { and, eq } from "drizzle-orm";
import { checkBookingGuests, type BookingGuestsInput } from "../../../core/booking/booking-guests";
import { BOOKING_FLOW_MESSAGES, priceChangedMessage } from "../../../core/booking/booking-messages";
import { CURRENCY } from "../../../core/money";
import { PaymentProviderError, type PaymentIntent, type PaymentProvider } from "../../adapters/payments/payment-provider";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/catalogue";
import { reservations, type ReservationRow } from "../../db/schema/reservations";
import { AppError } from "../../kernel/errors";
import { giveBackRooms, nightsChanged, tokenHashOf, type HoldDeps } from "./holds";

/** The payment's metadata.product of a hotel reservation (the webhook settles it by this). */
export const RESERVATION_PRODUCT = "hotel-reservation";

export type BookingDeps = HoldDeps & {
  payments: PaymentProvider;
  /** After a reservation is confirmed, in its transaction (the e-mails to the guest and the hotel). */
  onConfirmed?: (tx: Parameters<Parameters<Database["transaction"]>[0]>[0], reservation: ReservationRow) => Promise<void>;
  /** Told why a paid booking could not be confirmed, before it is refunded (for the log). */
  reportError?: (error: unknown) => void;
};

export type BookingAnswer =
  | { status: "awaiting_payment"; reservation: ReservationRow; payment: PaymentIntent }
  | { status: "confirmed"; reservation: ReservationRow };

export type BookingRequest = {
  bookingToken: string;
  guests: BookingGuestsInput;
  /** The total the page showed, in cents: compared with the held price, never charged. */
  totalCents: number;
};

const refuse = (field: string, message: string) => new AppError("VALIDATION_FAILED", message, { [field]: [message] });

async function reservationByToken(db: Database, token: string): Promise<ReservationRow> {
  if (token.length < 20 || token.length > 100) throw new AppError("NOT_FOUND", BOOKING_FLOW_MESSAGES.unknownToken);
  const [reservation] = await db.select().from(reservations).where(eq(reservations.tokenHash, tokenHashOf(token)));
  if (!reservation) throw new AppError("NOT_FOUND", BOOKING_FLOW_MESSAGES.unknownToken);
  return reservation;
}

async function retrieveIntent(payments: PaymentProvider, id: string): Promise<PaymentIntent> {
  try {
    return await payments.retrievePaymentIntent(id);
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new AppError("UNAVAILABLE", error.message);
    throw error;
  }
}

/**
 * booking (members) and unauthbooking (guests): the couple's details for a held stay and its
 * payment. The first call keeps the details and opens the payment for the held price (one
 * payment a reservation, however often it is asked: the provider's idempotency key is the
 * reservation's); once the card has paid, the same call confirms the reservation. A hold whose
 * time is over answers the product's expiry message; a total that is not the held price is
 * refused with the price the couple would pay.
 */
export async function bookReservation(deps: BookingDeps, caller: { userId: number | null }, request: BookingRequest): Promise<BookingAnswer> {
  const reservation = await reservationByToken(deps.db, request.bookingToken);
  // A member's hold is theirs; a guest may not complete it without signing in.
  if (reservation.userId !== null && reservation.userId !== caller.userId) throw new AppError("NOT_FOUND", BOOKING_FLOW_MESSAGES.unknownToken);
  if (reservation.status === "confirmed" || reservation.status === "completed") return { status: "confirmed", reservation };
  if (reservation.status === "cancelled") throw new AppError("CONFLICT", BOOKING_FLOW_MESSAGES.unknownToken);

  if (reservation.paymentIntentId !== null) {
    const intent = await retrieveIntent(deps.payments, reservation.paymentIntentId);
    if (intent.status === "succeeded") {
      const settled = await settleReservationPayment(deps, { intent, userId: caller.userId });
      return { status: "confirmed", reservation: settled };
    }
  }
  if (reservation.status !== "held" || reservation.holdExpiresAt.getTime() <= deps.clock.now().getTime()) {
    throw new AppError("VALIDATION_FAILED", BOOKING_FLOW_MESSAGES.tokenExpired);
  }

  const checked = checkBookingGuests(request.guests, reservation.adults + reservation.childAges.length);
  if (!checked.ok) {
    const entries = Object.entries(checked.errors);
    throw new AppError("VALIDATION_FAILED", entries[0]![1], Object.fromEntries(entries.map(([field, message]) => [field, [message]])));
  }
  if (request.totalCents !== reservation.totalCents) throw refuse("total_cents", priceChangedMessage(reservation.totalCents));

  const { guests } = checked;
  const [hotel] = await deps.db.select({ title: listings.title }).from(listings).where(eq(listings.id, reservation.listingId));
  let intent: PaymentIntent;
  try {
    intent = await deps.payments.createPaymentIntent({
      amountCents: reservation.totalCents,
      currency: CURRENCY,
      idempotencyKey: `reservation:${reservation.id}`,
      description: `${hotel?.title ?? "Hotel"}: ${reservation.quote.roomName}, ${reservation.checkIn} to ${reservation.checkOut}`,
      metadata: { product: RESERVATION_PRODUCT, reservation_id: String(reservation.id), confirmation_number: reservation.confirmationNumber },
      customerEmail: guests.leadGuest.email,
    });
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new AppError("UNAVAILABLE", error.message);
    throw error;
  }
  const [updated] = await deps.db
    .update(reservations)
    .set({
      leadGuest: guests.leadGuest,
      guestEmail: guests.leadGuest.email,
      roomGuests: guests.roomGuests,
      specialRequests: guests.specialRequests,
      occasion: guests.occasion,
      paymentIntentId: intent.id,
      userId: caller.userId,
      updatedAt: deps.clock.now(),
    })
    .where(and(eq(reservations.id, reservation.id), eq(reservations.status, "held")))
    .returning();
  if (!updated) throw new AppError("VALIDATION_FAILED", BOOKING_FLOW_MESSAGES.tokenExpired);
  return { status: "awaiting_payment", reservation: updated, payment: intent };
}

/**
 * A reservation's payment has succeeded (seen by the page's booking call, or told by the
 * provider's webhook, whichever comes first): confirm the reservation while its hold stands, else
 * give the money back and answer the product's 'Oops! ... refuded' message. The reservation's row
 * lock makes the two callers, and the hold's expiry, take turns: one confirms, the others find it
 * confirmed and change nothing; a refund is asked once (the provider's idempotency key).
 */
export async function settleReservationPayment(
  deps: BookingDeps,
  { intent, userId = null, paidAt }: { intent: PaymentIntent; userId?: number | null; paidAt?: Date },
): Promise<ReservationRow> {
  const id = Number(intent.metadata.reservation_id);
  if (!Number.isSafeInteger(id) || intent.metadata.product !== RESERVATION_PRODUCT) throw new AppError("NOT_FOUND", BOOKING_FLOW_MESSAGES.unknownToken);
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const [reservation] = await tx.select().from(reservations).where(eq(reservations.id, id)).for("update");
    if (!reservation || reservation.paymentIntentId !== intent.id) return { kind: "unknown" as const };
    if (reservation.status === "confirmed" || reservation.status === "completed" || reservation.status === "no_show") return { kind: "confirmed" as const, reservation };
    const paidOnTime = (paidAt ?? now).getTime() < reservation.holdExpiresAt.getTime();
    const rightAmount = intent.status === "succeeded" && intent.amountCents === reservation.totalCents && intent.currency.toLowerCase() === CURRENCY.toLowerCase();
    if (reservation.status === "held" && paidOnTime && rightAmount) {
      const [confirmed] = await tx
        .update(reservations)
        .set({ status: "confirmed", confirmedAt: now, cardLast4: intent.cardLast4, userId: reservation.userId ?? userId, updatedAt: now })
        .where(eq(reservations.id, id))
        .returning();
      await deps.onConfirmed?.(tx, confirmed!);
      return { kind: "confirmed" as const, reservation: confirmed! };
    }
    // Too late (or not what was held): the rooms go back, the money goes back.
    if (reservation.status === "held") {
      await tx.update(reservations).set({ status: "expired", updatedAt: now }).where(eq(reservations.id, id));
      await giveBackRooms(tx, reservation);
    }
    return { kind: "refund" as const, reservation };
  });
  if (outcome.kind === "unknown") throw new AppError("NOT_FOUND", BOOKING_FLOW_MESSAGES.unknownToken);
  if (outcome.kind === "confirmed") return outcome.reservation;

  await nightsChanged(deps, [outcome.reservation.listingId]);
  if (outcome.reservation.refundId === null) {
    deps.reportError?.(new Error(`reservation ${id}: paid after its hold ended; refunding`));
    const refund = await deps.payments.refundPaymentIntent({ paymentIntentId: intent.id, idempotencyKey: `reservation-refund:${id}:${intent.id}`, reason: "requested_by_customer" });
    await deps.db
      .update(reservations)
      .set({ refundId: refund.id, refundCents: Math.min(refund.amountCents, outcome.reservation.totalCents), updatedAt: deps.clock.now() })
      .where(eq(reservations.id, id));
  }
  throw new AppError("CONFLICT", BOOKING_FLOW_MESSAGES.failedAndRefunded);
}
