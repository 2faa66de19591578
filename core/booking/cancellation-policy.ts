/**
 * A rate plan's cancellation terms in plain words (decision 029): free until N days before
 * arrival, at the end of that day in the hotel's time zone, then a charge in percent of the stay;
 * or non-refundable. The deadline is an instant computed in the hotel's IANA time zone
 * (zoned-time.ts), so it is right on either side of a daylight-saving change.
 */
import { formatDollars } from "../money";
import { addDays, formatLongDate } from "./stay-dates";
import { endOfDayInstant } from "./zoned-time";

export type CancellationTerms = {
  /** Free until this many days before arrival; null: no free cancellation. */
  freeCancellationDays: number | null;
  /** What a cancellation after the deadline (or any, without one) costs, in percent of the stay. */
  chargePercent: number;
};

export type CancellationStay = {
  checkIn: string;
  /** The hotel's IANA time zone ("Europe/Rome"). */
  timeZone: string;
  totalCents: number;
  /** When the couple books; a deadline before it has passed. Without it, the deadline is taken as ahead. */
  now?: Date;
};

export type CancellationPolicy = {
  /** The couple can still cancel at no cost. */
  refundable: boolean;
  /**
   * The end of the last free day (23:59:59 in the hotel's time zone) as an ISO instant; null when
   * there is no free period, or when cancelling is always free. A deadline that has passed stays
   * here, with `refundable` false.
   */
  deadline: string | null;
  summary: string;
  detail: string;
};

/** The charge in cents: a percentage of the stay, rounded half up (the words and the refund both use it). */
export function cancellationChargeCents(totalCents: number, percent: number): number {
  return Math.floor((totalCents * percent + 50) / 100);
}

/** Refuses a charge that is not a whole percentage. */
export function checkChargePercent(chargePercent: number): void {
  if (!Number.isInteger(chargePercent) || chargePercent < 0 || chargePercent > 100) throw new RangeError(`Not a percentage: ${chargePercent}`);
}

/** The end of the last free day (23:59:59 in the hotel's time zone), `freeCancellationDays` before arrival. */
export function freeCancellationDeadline(checkIn: string, freeCancellationDays: number, timeZone: string): Date {
  return endOfDayInstant(addDays(checkIn, -freeCancellationDays), timeZone);
}

/** Whether the free period is over at `now`: the deadline's own second is still free. */
export function isPastDeadline(deadline: Date, now: Date): boolean {
  return now.getTime() > deadline.getTime();
}

/** Cancellation terms in words and the deadline, for one stay. */
export function cancellationPolicy(terms: CancellationTerms, stay: CancellationStay): CancellationPolicy {
  const { freeCancellationDays, chargePercent } = terms;
  checkChargePercent(chargePercent);
  if (chargePercent === 0) {
    return { refundable: true, deadline: null, summary: "Free cancellation", detail: "Cancel at any time at no cost." };
  }

  const charge = `${chargePercent}% of the stay (${formatDollars(cancellationChargeCents(stay.totalCents, chargePercent))})`;
  if (freeCancellationDays === null) {
    return {
      refundable: false,
      deadline: null,
      summary: chargePercent === 100 ? "Non-refundable" : "Partly refundable",
      detail: `Cancelling costs ${charge}.`,
    };
  }

  const lastFreeDay = addDays(stay.checkIn, -freeCancellationDays);
  const deadline = freeCancellationDeadline(stay.checkIn, freeCancellationDays, stay.timeZone);
  const until = `23:59 on ${formatLongDate(lastFreeDay)} (hotel time)`;
  if (stay.now !== undefined && isPastDeadline(deadline, stay.now)) {
    return {
      refundable: false,
      deadline: deadline.toISOString(),
      summary: chargePercent === 100 ? "Non-refundable now" : "Partly refundable now",
      detail: `Free cancellation ended at ${until}. Cancelling costs ${charge}.`,
    };
  }
  return {
    refundable: true,
    deadline: deadline.toISOString(),
    summary: `Free cancellation until ${until}`,
    detail: `After that, cancelling costs ${charge}.`,
  };
}
