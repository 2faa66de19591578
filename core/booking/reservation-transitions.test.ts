import { describe, expect, it } from "vitest";
import {
  cancelRefusal,
  canCancel,
  canMarkNoShow,
  isCancelled,
  isPast,
  isUpcoming,
  nextStatus,
  RESERVATION_EVENTS,
  RESERVATION_MESSAGES,
  RESERVATION_STATUSES,
  RESERVATION_TRANSITIONS,
  reservationGroup,
  type ReservationContext,
  type ReservationEvent,
  type ReservationStatus,
} from "./reservation-transitions";

// A stay at a hotel in Rome (UTC+1 in March 2027: daylight saving starts on the 28th).
const STAY = { checkIn: "2027-03-15", checkOut: "2027-03-18", timeZone: "Europe/Rome" };
const at = (iso: string, holdExpiresAt = "2027-03-01T10:10:00Z"): ReservationContext => ({ ...STAY, now: new Date(iso), holdExpiresAt: new Date(holdExpiresAt) });

/** For each event, a moment its own timing allows, so only the status decides. */
const GOOD_MOMENT: Record<ReservationEvent, ReservationContext> = {
  confirm: at("2027-03-01T10:05:00Z"),
  expire: at("2027-03-01T10:15:00Z"),
  cancel: at("2027-03-10T09:00:00Z"),
  complete: at("2027-03-18T08:00:00Z"),
  mark_no_show: at("2027-03-15T20:00:00Z"),
};

const M = RESERVATION_MESSAGES;

/** Every cell: the status reached, or the refusal's exact words. */
const TABLE: Record<ReservationStatus, Record<ReservationEvent, ReservationStatus | string>> = {
  held: { confirm: "confirmed", expire: "expired", cancel: "cancelled", complete: M.notConfirmed, mark_no_show: M.notConfirmed },
  confirmed: { confirm: M.alreadyConfirmed, expire: M.alreadyConfirmed, cancel: "cancelled", complete: "completed", mark_no_show: "no_show" },
  expired: { confirm: M.expired, expire: M.expired, cancel: M.expired, complete: M.expired, mark_no_show: M.expired },
  cancelled: {
    confirm: "This reservation is already cancelled.",
    expire: "This reservation is already cancelled.",
    cancel: "This reservation is already cancelled.",
    complete: "This reservation is already cancelled.",
    mark_no_show: "This reservation is already cancelled.",
  },
  completed: { confirm: M.alreadyCompleted, expire: M.alreadyCompleted, cancel: M.alreadyCompleted, complete: M.alreadyCompleted, mark_no_show: M.alreadyCompleted },
  no_show: { confirm: M.alreadyNoShow, expire: M.alreadyNoShow, cancel: M.alreadyNoShow, complete: M.alreadyNoShow, mark_no_show: M.alreadyNoShow },
};

describe("the reservation transition table", () => {
  it("lists the six statuses and five events", () => {
    expect(RESERVATION_STATUSES).toEqual(["held", "confirmed", "expired", "cancelled", "completed", "no_show"]);
    expect(RESERVATION_EVENTS).toEqual(["confirm", "expire", "cancel", "complete", "mark_no_show"]);
  });

  for (const status of RESERVATION_STATUSES) {
    for (const event of RESERVATION_EVENTS) {
      const expected = TABLE[status][event];
      const isStatus = (RESERVATION_STATUSES as readonly string[]).includes(expected);
      it(`${event} from ${status}: ${isStatus ? `-> ${expected}` : `refused ("${expected}")`}`, () => {
        const move = nextStatus(status, event, GOOD_MOMENT[event]);
        expect(move).toEqual(isStatus ? { allowed: true, status: expected } : { allowed: false, message: expected });
      });
    }
  }

  it("names who causes each event", () => {
    expect(Object.fromEntries(RESERVATION_EVENTS.map((event) => [event, RESERVATION_TRANSITIONS[event].by]))).toEqual({
      confirm: "system",
      expire: "system",
      cancel: "guest",
      complete: "system",
      mark_no_show: "hotel",
    });
  });

  it("keeps expired, cancelled, completed and no_show final at any moment", () => {
    const moments = [...Object.values(GOOD_MOMENT), at("2026-01-01T00:00:00Z"), at("2030-01-01T00:00:00Z")];
    for (const status of ["expired", "cancelled", "completed", "no_show"] as const) {
      for (const event of RESERVATION_EVENTS) {
        for (const moment of moments) expect(nextStatus(status, event, moment).allowed, `${event} from ${status}`).toBe(false);
      }
    }
  });
});

describe("the hold", () => {
  const holdEnds = "2027-03-01T10:10:00Z";
  it("confirms a paid hold while it lasts, not from its last instant on", () => {
    expect(nextStatus("held", "confirm", at("2027-03-01T10:09:59.999Z", holdEnds))).toEqual({ allowed: true, status: "confirmed" });
    expect(nextStatus("held", "confirm", at(holdEnds, holdEnds))).toEqual({ allowed: false, message: M.holdOver });
    expect(M.holdOver).toBe("The hold on these rooms has ended. Please check the price and availability again.");
  });

  it("expires an unpaid hold once it is over, not before", () => {
    expect(nextStatus("held", "expire", at("2027-03-01T10:09:59.999Z", holdEnds))).toEqual({ allowed: false, message: "This hold has not ended yet." });
    expect(nextStatus("held", "expire", at(holdEnds, holdEnds))).toEqual({ allowed: true, status: "expired" });
  });

  it("lets the guest give up a hold at any moment, even once the stay would have started", () => {
    for (const now of ["2027-03-01T10:05:00Z", "2027-03-01T10:20:00Z", "2027-03-16T12:00:00Z"]) {
      expect(nextStatus("held", "cancel", at(now))).toEqual({ allowed: true, status: "cancelled" });
      expect(canCancel("held", at(now))).toBe(true);
    }
  });
});

describe("cancelling a paid stay, until its arrival day has ended in the hotel's time zone", () => {
  it("in Rome: until 23:59:59 on the check-in day, hotel time", () => {
    expect(nextStatus("confirmed", "cancel", at("2027-03-15T22:59:59.999Z"))).toEqual({ allowed: true, status: "cancelled" });
    expect(nextStatus("confirmed", "cancel", at("2027-03-15T23:00:00Z"))).toEqual({ allowed: false, message: "This stay has started: it can no longer be cancelled online." });
    expect(canCancel("confirmed", at("2027-03-15T23:00:00Z"))).toBe(false);
    expect(cancelRefusal("confirmed", at("2027-03-15T23:00:00Z"))).toBe(M.stayStarted);
    expect(cancelRefusal("confirmed", at("2027-03-15T12:00:00Z"))).toBeNull();
    expect(cancelRefusal("cancelled", at("2027-03-10T12:00:00Z"))).toBe("This reservation is already cancelled.");
  });

  it("on Kiritimati (UTC+14) the arrival day ends while it is still that morning in UTC", () => {
    const kiritimati = { ...at("2027-03-15T09:59:59Z"), timeZone: "Pacific/Kiritimati" };
    expect(canCancel("confirmed", kiritimati)).toBe(true);
    expect(canCancel("confirmed", { ...kiritimati, now: new Date("2027-03-15T10:00:00Z") })).toBe(false);
  });

  it("in Pago Pago (UTC-11) it ends the next day in UTC", () => {
    const pagoPago = { ...at("2027-03-16T10:59:59Z"), timeZone: "Pacific/Pago_Pago" };
    expect(canCancel("confirmed", pagoPago)).toBe(true);
    expect(canCancel("confirmed", { ...pagoPago, now: new Date("2027-03-16T11:00:00Z") })).toBe(false);
  });

  it("across a daylight-saving change (Rome, 28 March 2027: the day has 23 hours)", () => {
    const rome = { checkIn: "2027-03-28", checkOut: "2027-03-30", timeZone: "Europe/Rome", holdExpiresAt: new Date("2027-03-01T00:00:00Z") };
    // 23:59:59 CEST (UTC+2) on the 28th is 21:59:59 UTC.
    expect(canCancel("confirmed", { ...rome, now: new Date("2027-03-28T21:59:59Z") })).toBe(true);
    expect(canCancel("confirmed", { ...rome, now: new Date("2027-03-28T22:00:00Z") })).toBe(false);
  });
});

describe("completing and no-shows, by the hotel's calendar", () => {
  it("completes a confirmed stay from the check-out day, hotel time", () => {
    expect(nextStatus("confirmed", "complete", at("2027-03-17T22:59:59Z"))).toEqual({ allowed: false, message: "This stay has not ended yet." });
    expect(nextStatus("confirmed", "complete", at("2027-03-17T23:00:00Z"))).toEqual({ allowed: true, status: "completed" });
    expect(nextStatus("confirmed", "complete", at("2027-05-01T00:00:00Z"))).toEqual({ allowed: true, status: "completed" });
  });

  it("lets the hotel mark a no-show from the day of arrival, hotel time, not before", () => {
    expect(nextStatus("confirmed", "mark_no_show", at("2027-03-14T22:59:59Z"))).toEqual({ allowed: false, message: "A no-show can be marked from the day of arrival." });
    expect(canMarkNoShow("confirmed", at("2027-03-14T22:59:59Z"))).toBe(false);
    expect(nextStatus("confirmed", "mark_no_show", at("2027-03-14T23:00:00Z"))).toEqual({ allowed: true, status: "no_show" });
    // Still a paid stay after check-out until the product completes it: the hotel may mark it then.
    expect(canMarkNoShow("confirmed", at("2027-03-20T10:00:00Z"))).toBe(true);
    expect(canMarkNoShow("completed", at("2027-03-20T10:00:00Z"))).toBe(false);
    expect(canMarkNoShow("held", at("2027-03-15T10:00:00Z"))).toBe(false);
  });

  it("counts the arrival day in the hotel's zone on Kiritimati and in Pago Pago", () => {
    const kiritimati = { ...at("2027-03-14T09:59:59Z"), timeZone: "Pacific/Kiritimati" };
    expect(canMarkNoShow("confirmed", kiritimati)).toBe(false);
    expect(canMarkNoShow("confirmed", { ...kiritimati, now: new Date("2027-03-14T10:00:00Z") })).toBe(true);
    const pagoPago = { ...at("2027-03-15T10:59:59Z"), timeZone: "Pacific/Pago_Pago" };
    expect(canMarkNoShow("confirmed", pagoPago)).toBe(false);
    expect(canMarkNoShow("confirmed", { ...pagoPago, now: new Date("2027-03-15T11:00:00Z") })).toBe(true);
  });
});

describe("the /reservations page's groups", () => {
  const before = { ...STAY, now: new Date("2027-03-10T12:00:00Z") };
  const during = { ...STAY, now: new Date("2027-03-16T12:00:00Z") };
  // Midnight on the check-out day in Rome.
  const lastInstantBefore = { ...STAY, now: new Date("2027-03-17T22:59:59Z") };
  const checkOutDay = { ...STAY, now: new Date("2027-03-17T23:00:00Z") };

  it("upcoming: held or confirmed until the check-out day, a stay under way included", () => {
    for (const moment of [before, during, lastInstantBefore]) {
      expect(reservationGroup("held", moment)).toBe("upcoming");
      expect(reservationGroup("confirmed", moment)).toBe("upcoming");
      expect(isUpcoming("confirmed", moment)).toBe(true);
    }
  });

  it("past: completed and no-shows always, a confirmed stay from its check-out day", () => {
    expect(reservationGroup("confirmed", checkOutDay)).toBe("past");
    expect(isPast("confirmed", checkOutDay)).toBe(true);
    for (const moment of [before, checkOutDay]) {
      expect(reservationGroup("completed", moment)).toBe("past");
      expect(reservationGroup("no_show", moment)).toBe("past");
    }
  });

  it("cancelled: cancelled and expired always; a hold can only expire once the stay is over", () => {
    for (const moment of [before, checkOutDay]) {
      expect(reservationGroup("cancelled", moment)).toBe("cancelled");
      expect(reservationGroup("expired", moment)).toBe("cancelled");
      expect(isCancelled("expired", moment)).toBe(true);
    }
    expect(reservationGroup("held", checkOutDay)).toBe("cancelled");
  });

  it("puts every status in exactly one group at any moment", () => {
    for (const status of RESERVATION_STATUSES) {
      for (const moment of [before, during, lastInstantBefore, checkOutDay]) {
        expect([isUpcoming(status, moment), isPast(status, moment), isCancelled(status, moment)].filter(Boolean)).toHaveLength(1);
      }
    }
  });

  it("reads the check-out day in the hotel's zone (Kiritimati is a day ahead of UTC)", () => {
    const kiritimati = { ...STAY, timeZone: "Pacific/Kiritimati" };
    expect(reservationGroup("confirmed", { ...kiritimati, now: new Date("2027-03-17T09:59:59Z") })).toBe("upcoming");
    expect(reservationGroup("confirmed", { ...kiritimati, now: new Date("2027-03-17T10:00:00Z") })).toBe("past");
  });
});
