/**
 * A rate plan's cancellation terms in plain words (decision 029): free until N days before
 * arrival, at the end of that day in the hotel's time zone, then a charge in percent of the stay;
 * or non-refundable. The deadline is an instant computed with the hotel's IANA time zone through
 * `Intl.DateTimeFormat`, so it is right on either side of a daylight-saving change.
 */
import { formatDollars } from "../money";
import { addDays, formatLongDate } from "./stay-dates";

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

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock time in a zone at an instant, as if it were UTC, in milliseconds. */
function wallClockMs(instantMs: number, timeZone: string): number {
  const values: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== "literal" && part.type !== "era") values[part.type] = Number(part.value);
  }
  const at = new Date(0);
  at.setUTCFullYear(values.year ?? 1970, (values.month ?? 1) - 1, values.day ?? 1);
  at.setUTCHours(values.hour ?? 0, values.minute ?? 0, values.second ?? 0, 0);
  return at.getTime();
}

/**
 * The instant a zone's clocks show 23:59:59 on a day. When they show it twice (clocks going back
 * at midnight), the later; when never (clocks jumping over it), the last second before the jump.
 */
export function endOfDayInstant(date: string, timeZone: string): Date {
  const wall = new Date(0);
  wall.setUTCFullYear(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  wall.setUTCHours(23, 59, 59, 0);
  const target = wall.getTime();
  // The zone's offsets a day either side of the target cover any change around it.
  const offsets = new Set([target - 86_400_000, target, target + 86_400_000].map((probe) => wallClockMs(probe, timeZone) - probe));
  const candidates = [...offsets].map((offset) => target - offset);
  const exact = candidates.filter((instant) => wallClockMs(instant, timeZone) === target);
  if (exact.length > 0) return new Date(Math.max(...exact));
  // 23:59:59 does not exist that day: the second before the clocks jumped.
  const before = Math.min(...candidates);
  let instant = before;
  while (wallClockMs(instant + 1_000, timeZone) < target && instant < before + 86_400_000) instant += 1_000;
  return new Date(instant);
}

/** The charge in cents: a percentage of the stay, rounded half up. */
function chargeCents(totalCents: number, percent: number): number {
  return Math.floor((totalCents * percent + 50) / 100);
}

/** Cancellation terms in words and the deadline, for one stay. */
export function cancellationPolicy(terms: CancellationTerms, stay: CancellationStay): CancellationPolicy {
  const { freeCancellationDays, chargePercent } = terms;
  if (!Number.isInteger(chargePercent) || chargePercent < 0 || chargePercent > 100) throw new RangeError(`Not a percentage: ${chargePercent}`);
  if (chargePercent === 0) {
    return { refundable: true, deadline: null, summary: "Free cancellation", detail: "Cancel at any time at no cost." };
  }

  const charge = `${chargePercent}% of the stay (${formatDollars(chargeCents(stay.totalCents, chargePercent))})`;
  if (freeCancellationDays === null) {
    return {
      refundable: false,
      deadline: null,
      summary: chargePercent === 100 ? "Non-refundable" : "Partly refundable",
      detail: `Cancelling costs ${charge}.`,
    };
  }

  const lastFreeDay = addDays(stay.checkIn, -freeCancellationDays);
  const deadline = endOfDayInstant(lastFreeDay, stay.timeZone);
  const until = `23:59 on ${formatLongDate(lastFreeDay)} (hotel time)`;
  if (stay.now !== undefined && stay.now.getTime() > deadline.getTime()) {
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
