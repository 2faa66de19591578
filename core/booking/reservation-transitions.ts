/**
 * What may happen to a hotel reservation, in which state, and when (decision 029, the next
 * issue's reservations). The rooms are held for a while (`held`), paid (`confirmed`), then the
 * stay is cancelled by the guest, completed after check-out, or marked a no-show by the hotel; a
 * hold nobody paid ends `expired`.
 *
 * held -> confirmed (system, once the payment settled, while the hold lasts)
 * held -> expired (system, once the hold is over)
 * held -> cancelled (the guest gives up the hold; no money involved)
 * confirmed -> cancelled (the guest, until the check-in day has ended in the hotel's time zone)
 * confirmed -> completed (system, from the check-out day in the hotel's time zone)
 * confirmed -> no_show (the hotel, from the check-in day in the hotel's time zone)
 * expired, cancelled, completed and no_show are final.
 *
 * Days are the hotel's (zoned-time.ts): a stay's dates are its calendar days, not UTC's. Pure and
 * isomorphic: the server plans every move with it, the pages ask it what they offer.
 */
import { dateInZone } from "./zoned-time";

export const RESERVATION_STATUSES = ["held", "confirmed", "expired", "cancelled", "completed", "no_show"] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export const RESERVATION_EVENTS = ["confirm", "expire", "cancel", "complete", "mark_no_show"] as const;
export type ReservationEvent = (typeof RESERVATION_EVENTS)[number];

/** Who causes an event: the product itself, the couple who booked (member or guest), or the hotel. */
export type ReservationActor = "system" | "guest" | "hotel";

/** What the rules need to know about the reservation and the moment. */
export type ReservationContext = {
  now: Date;
  /** The stay's first night, YYYY-MM-DD, a day in the hotel's time zone. */
  checkIn: string;
  /** The day of departure, YYYY-MM-DD. */
  checkOut: string;
  /** The hotel's IANA time zone ("Europe/Rome"). */
  timeZone: string;
  /** When the hold on the rooms ends. */
  holdExpiresAt: Date;
};

export const RESERVATION_MESSAGES = {
  alreadyConfirmed: "This reservation is already confirmed.",
  notConfirmed: "This reservation is not confirmed yet.",
  expired: "This hold has expired: the rooms were released.",
  alreadyCancelled: "This reservation is already cancelled.",
  alreadyCompleted: "This stay is already completed.",
  alreadyNoShow: "This reservation is already marked as a no-show.",
  holdOver: "The hold on these rooms has ended. Please check the price and availability again.",
  holdNotOver: "This hold has not ended yet.",
  stayStarted: "This stay has started: it can no longer be cancelled online.",
  stayNotOver: "This stay has not ended yet.",
  noShowTooEarly: "A no-show can be marked from the day of arrival.",
} as const;

export type ReservationMessage = (typeof RESERVATION_MESSAGES)[keyof typeof RESERVATION_MESSAGES];

/** Why an event cannot happen from a status it does not leave from: what that status is. */
const STATUS_REFUSALS: Record<ReservationStatus, ReservationMessage> = {
  held: RESERVATION_MESSAGES.notConfirmed,
  confirmed: RESERVATION_MESSAGES.alreadyConfirmed,
  expired: RESERVATION_MESSAGES.expired,
  cancelled: RESERVATION_MESSAGES.alreadyCancelled,
  completed: RESERVATION_MESSAGES.alreadyCompleted,
  no_show: RESERVATION_MESSAGES.alreadyNoShow,
};

/** The hotel's today, YYYY-MM-DD. */
const hotelToday = (context: Pick<ReservationContext, "now" | "timeZone">): string => dateInZone(context.now, context.timeZone);

type Rule = {
  by: ReservationActor;
  from: readonly ReservationStatus[];
  to: ReservationStatus;
  /** Null when the moment allows it, else why not. */
  when: (status: ReservationStatus, context: ReservationContext) => ReservationMessage | null;
};

export const RESERVATION_TRANSITIONS: Record<ReservationEvent, Rule> = {
  confirm: {
    by: "system",
    from: ["held"],
    to: "confirmed",
    when: (_status, context) => (context.now.getTime() < context.holdExpiresAt.getTime() ? null : RESERVATION_MESSAGES.holdOver),
  },
  expire: {
    by: "system",
    from: ["held"],
    to: "expired",
    when: (_status, context) => (context.now.getTime() >= context.holdExpiresAt.getTime() ? null : RESERVATION_MESSAGES.holdNotOver),
  },
  cancel: {
    by: "guest",
    from: ["held", "confirmed"],
    to: "cancelled",
    // A hold may be given up at any time; a paid stay until its arrival day has ended.
    when: (status, context) => (status === "held" || hotelToday(context) <= context.checkIn ? null : RESERVATION_MESSAGES.stayStarted),
  },
  complete: {
    by: "system",
    from: ["confirmed"],
    to: "completed",
    when: (_status, context) => (hotelToday(context) >= context.checkOut ? null : RESERVATION_MESSAGES.stayNotOver),
  },
  mark_no_show: {
    by: "hotel",
    from: ["confirmed"],
    to: "no_show",
    when: (_status, context) => (hotelToday(context) >= context.checkIn ? null : RESERVATION_MESSAGES.noShowTooEarly),
  },
};

export type ReservationMove = { allowed: true; status: ReservationStatus } | { allowed: false; message: ReservationMessage };

/** The status after `event`, or why it is refused. Pure. */
export function nextStatus(status: ReservationStatus, event: ReservationEvent, context: ReservationContext): ReservationMove {
  const rule = RESERVATION_TRANSITIONS[event];
  if (!rule.from.includes(status)) return { allowed: false, message: STATUS_REFUSALS[status] };
  const refusal = rule.when(status, context);
  return refusal === null ? { allowed: true, status: rule.to } : { allowed: false, message: refusal };
}

/** Whether the guest may cancel now (a hold, or a paid stay before its arrival day has ended). */
export function canCancel(status: ReservationStatus, context: ReservationContext): boolean {
  return nextStatus(status, "cancel", context).allowed;
}

/** Why the guest can no longer cancel, or null while they can (for the pages). */
export function cancelRefusal(status: ReservationStatus, context: ReservationContext): ReservationMessage | null {
  const move = nextStatus(status, "cancel", context);
  return move.allowed ? null : move.message;
}

/** Whether the hotel may mark the guest a no-show now (a paid stay, from its arrival day). */
export function canMarkNoShow(status: ReservationStatus, context: ReservationContext): boolean {
  return nextStatus(status, "mark_no_show", context).allowed;
}

/** The tabs of the /reservations page. */
export type ReservationGroup = "upcoming" | "past" | "cancelled";

export type ReservationGroupContext = Pick<ReservationContext, "now" | "checkOut" | "timeZone">;

/**
 * Where a reservation is listed: upcoming while held or confirmed and its check-out day has not
 * come (a stay under way included); past once completed, marked a no-show, or confirmed with its
 * check-out day come; cancelled when cancelled or expired. A hold whose check-out day has come can
 * only expire, so it is listed with the cancelled ones.
 */
export function reservationGroup(status: ReservationStatus, context: ReservationGroupContext): ReservationGroup {
  switch (status) {
    case "completed":
    case "no_show":
      return "past";
    case "cancelled":
    case "expired":
      return "cancelled";
    case "confirmed":
      return hotelToday(context) < context.checkOut ? "upcoming" : "past";
    case "held":
      return hotelToday(context) < context.checkOut ? "upcoming" : "cancelled";
  }
}

export function isUpcoming(status: ReservationStatus, context: ReservationGroupContext): boolean {
  return reservationGroup(status, context) === "upcoming";
}

export function isPast(status: ReservationStatus, context: ReservationGroupContext): boolean {
  return reservationGroup(status, context) === "past";
}

export function isCancelled(status: ReservationStatus, context: ReservationGroupContext): boolean {
  return reservationGroup(status, context) === "cancelled";
}
