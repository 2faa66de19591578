/**
 * What a guest's cancellation gives back, by the rate's cancellation terms (decision 029): the
 * whole stay until the free-cancellation deadline (the end of the last free day in the hotel's
 * time zone), after it, or without a free period, the stated charge is kept and the rest refunded.
 * The deadline, the rounding and the percentage check are cancellation-policy.ts's, so what is
 * refunded is what the terms said in words at the same instant.
 */
import {
  cancellationChargeCents,
  checkChargePercent,
  freeCancellationDeadline,
  isPastDeadline,
  type CancellationTerms,
} from "./cancellation-policy";

export type CancellationRefundInput = {
  terms: CancellationTerms;
  /** The stay's first night, YYYY-MM-DD in the hotel's time zone. */
  checkIn: string;
  /** The hotel's IANA time zone ("Europe/Rome"). */
  timeZone: string;
  /** What the guest paid for the stay, in cents. */
  totalCents: number;
  /** When the guest cancels. */
  now: Date;
};

export type CancellationRefund = {
  /** Given back to the guest. */
  refundCents: number;
  /** Kept by the hotel: refundCents + chargeCents is the total. */
  chargeCents: number;
  /** The cancellation costs nothing (before the deadline, or terms that never charge). */
  freeCancellation: boolean;
};

/** The refund and the charge of a cancellation at `now`. Throws RangeError for terms or a total that make no sense. */
export function cancellationRefund({ terms, checkIn, timeZone, totalCents, now }: CancellationRefundInput): CancellationRefund {
  const { freeCancellationDays, chargePercent } = terms;
  checkChargePercent(chargePercent);
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) throw new RangeError(`Not an amount in cents: ${totalCents}`);
  const free = { refundCents: totalCents, chargeCents: 0, freeCancellation: true };
  if (chargePercent === 0) return free;
  if (freeCancellationDays !== null && !isPastDeadline(freeCancellationDeadline(checkIn, freeCancellationDays, timeZone), now)) return free;
  const chargeCents = cancellationChargeCents(totalCents, chargePercent);
  return { refundCents: totalCents - chargeCents, chargeCents, freeCancellation: false };
}
