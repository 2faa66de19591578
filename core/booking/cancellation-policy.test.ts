import { describe, expect, it } from "vitest";
import { cancellationPolicy } from "./cancellation-policy";
import { endOfDayInstant } from "./zoned-time";

const STAY = { checkIn: "2027-03-15", timeZone: "Europe/Rome", totalCents: 123_400 };

/** The wall-clock time an instant shows in a zone, "2027-03-12 23:59:59". */
function wallClock(instant: string | Date, timeZone: string): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone, dateStyle: "short", timeStyle: "medium" }).format(new Date(instant));
}

describe("cancellationPolicy wording", () => {
  it("free until a deadline, then the charge", () => {
    expect(cancellationPolicy({ freeCancellationDays: 3, chargePercent: 100 }, STAY)).toEqual({
      refundable: true,
      deadline: "2027-03-12T22:59:59.000Z",
      summary: "Free cancellation until 23:59 on Fri 12 Mar 2027 (hotel time)",
      detail: "After that, cancelling costs 100% of the stay ($1,234).",
    });
  });

  it("a partial charge after the deadline, rounded half up to the cent", () => {
    const policy = cancellationPolicy({ freeCancellationDays: 7, chargePercent: 50 }, { ...STAY, totalCents: 123_401 });
    expect(policy.summary).toBe("Free cancellation until 23:59 on Mon 8 Mar 2027 (hotel time)");
    expect(policy.detail).toBe("After that, cancelling costs 50% of the stay ($617.01).");
  });

  it("non-refundable", () => {
    expect(cancellationPolicy({ freeCancellationDays: null, chargePercent: 100 }, STAY)).toEqual({
      refundable: false,
      deadline: null,
      summary: "Non-refundable",
      detail: "Cancelling costs 100% of the stay ($1,234).",
    });
  });

  it("partly refundable without a free period", () => {
    expect(cancellationPolicy({ freeCancellationDays: null, chargePercent: 30 }, STAY)).toEqual({
      refundable: false,
      deadline: null,
      summary: "Partly refundable",
      detail: "Cancelling costs 30% of the stay ($370.20).",
    });
  });

  it("a 0% charge is free cancellation, whatever the days", () => {
    const free = { refundable: true, deadline: null, summary: "Free cancellation", detail: "Cancel at any time at no cost." };
    expect(cancellationPolicy({ freeCancellationDays: null, chargePercent: 0 }, STAY)).toEqual(free);
    expect(cancellationPolicy({ freeCancellationDays: 5, chargePercent: 0 }, { ...STAY, now: new Date("2027-03-14T12:00:00Z") })).toEqual(free);
  });

  it("0 days: free until the end of the arrival day", () => {
    expect(cancellationPolicy({ freeCancellationDays: 0, chargePercent: 100 }, STAY).summary).toBe("Free cancellation until 23:59 on Mon 15 Mar 2027 (hotel time)");
  });

  it("says when the free period has already ended at booking", () => {
    const terms = { freeCancellationDays: 3, chargePercent: 100 };
    expect(cancellationPolicy(terms, { ...STAY, now: new Date("2027-03-12T23:00:00Z") })).toEqual({
      refundable: false,
      deadline: "2027-03-12T22:59:59.000Z",
      summary: "Non-refundable now",
      detail: "Free cancellation ended at 23:59 on Fri 12 Mar 2027 (hotel time). Cancelling costs 100% of the stay ($1,234).",
    });
    expect(cancellationPolicy({ freeCancellationDays: 3, chargePercent: 40 }, { ...STAY, now: new Date("2027-03-13T09:00:00Z") }).summary).toBe("Partly refundable now");
    // The deadline's own second is still free.
    expect(cancellationPolicy(terms, { ...STAY, now: new Date("2027-03-12T22:59:59Z") }).refundable).toBe(true);
    expect(cancellationPolicy(terms, { ...STAY, now: new Date("2027-03-01T10:00:00Z") }).refundable).toBe(true);
  });

  it("refuses a charge that is not a percentage, and a zone that does not exist", () => {
    expect(() => cancellationPolicy({ freeCancellationDays: 3, chargePercent: 120 }, STAY)).toThrow(RangeError);
    expect(() => cancellationPolicy({ freeCancellationDays: 3, chargePercent: 100 }, { ...STAY, timeZone: "Europe/Atlantis" })).toThrow(RangeError);
  });
});

describe("the deadline in the hotel's time zone", () => {
  it.each([
    ["Europe/Rome, winter (UTC+1)", "Europe/Rome", "2027-03-15", 3, "2027-03-12T22:59:59.000Z", "Fri 12 Mar 2027"],
    ["America/New_York, winter (UTC-5): the next day in UTC", "America/New_York", "2027-02-20", 2, "2027-02-19T04:59:59.000Z", "Thu 18 Feb 2027"],
    ["Asia/Tokyo (UTC+9, no DST)", "Asia/Tokyo", "2027-07-20", 10, "2027-07-10T14:59:59.000Z", "Sat 10 Jul 2027"],
    ["Pacific/Auckland, summer (UTC+13)", "Pacific/Auckland", "2027-01-05", 1, "2027-01-04T10:59:59.000Z", "Mon 4 Jan 2027"],
    ["Pacific/Auckland, winter (UTC+12)", "Pacific/Auckland", "2027-07-05", 1, "2027-07-04T11:59:59.000Z", "Sun 4 Jul 2027"],
  ])("%s", (_name, timeZone, checkIn, days, deadline, day) => {
    const policy = cancellationPolicy({ freeCancellationDays: days, chargePercent: 100 }, { checkIn, timeZone, totalCents: 50_000 });
    expect(policy.deadline).toBe(deadline);
    expect(policy.summary).toBe(`Free cancellation until 23:59 on ${day} (hotel time)`);
    expect(wallClock(deadline, timeZone).slice(11)).toBe("23:59:59");
  });

  describe("across the week of a daylight-saving change", () => {
    it("Europe/Rome: clocks go forward on Sun 28 Mar 2027", () => {
      expect(endOfDayInstant("2027-03-27", "Europe/Rome").toISOString()).toBe("2027-03-27T22:59:59.000Z");
      expect(endOfDayInstant("2027-03-28", "Europe/Rome").toISOString()).toBe("2027-03-28T21:59:59.000Z");
      expect(endOfDayInstant("2027-03-29", "Europe/Rome").toISOString()).toBe("2027-03-29T21:59:59.000Z");
      // A stay on 1 Apr, free until 4 days before: Sun 28 Mar ends at 21:59:59 UTC, an hour earlier than the day before.
      expect(cancellationPolicy({ freeCancellationDays: 4, chargePercent: 100 }, { checkIn: "2027-04-01", timeZone: "Europe/Rome", totalCents: 1 }).deadline).toBe(
        "2027-03-28T21:59:59.000Z",
      );
    });

    it("Europe/Rome: clocks go back on Sun 31 Oct 2027", () => {
      expect(endOfDayInstant("2027-10-30", "Europe/Rome").toISOString()).toBe("2027-10-30T21:59:59.000Z");
      expect(endOfDayInstant("2027-10-31", "Europe/Rome").toISOString()).toBe("2027-10-31T22:59:59.000Z");
    });

    it("America/New_York: clocks go forward on Sun 14 Mar 2027 and back on Sun 7 Nov 2027", () => {
      expect(endOfDayInstant("2027-03-13", "America/New_York").toISOString()).toBe("2027-03-14T04:59:59.000Z");
      expect(endOfDayInstant("2027-03-14", "America/New_York").toISOString()).toBe("2027-03-15T03:59:59.000Z");
      expect(endOfDayInstant("2027-11-06", "America/New_York").toISOString()).toBe("2027-11-07T03:59:59.000Z");
      expect(endOfDayInstant("2027-11-07", "America/New_York").toISOString()).toBe("2027-11-08T04:59:59.000Z");
    });

    it("Pacific/Auckland: clocks go back on Sun 4 Apr 2027 and forward on Sun 26 Sep 2027", () => {
      expect(endOfDayInstant("2027-04-03", "Pacific/Auckland").toISOString()).toBe("2027-04-03T10:59:59.000Z");
      expect(endOfDayInstant("2027-04-04", "Pacific/Auckland").toISOString()).toBe("2027-04-04T11:59:59.000Z");
      expect(endOfDayInstant("2027-09-25", "Pacific/Auckland").toISOString()).toBe("2027-09-25T11:59:59.000Z");
      expect(endOfDayInstant("2027-09-26", "Pacific/Auckland").toISOString()).toBe("2027-09-26T10:59:59.000Z");
    });

    it("America/Santiago: clocks go back at midnight, so 23:59:59 comes twice and the later counts", () => {
      const deadline = endOfDayInstant("2027-04-03", "America/Santiago");
      expect(deadline.toISOString()).toBe("2027-04-04T03:59:59.000Z");
      const anHourEarlier = new Date(deadline.getTime() - 3_600_000);
      expect(wallClock(anHourEarlier, "America/Santiago")).toBe("2027-04-03 23:59:59");
      expect(wallClock(deadline, "America/Santiago")).toBe("2027-04-03 23:59:59");
    });

    it("Pacific/Apia skipped 30 Dec 2011: the last second before the jump", () => {
      expect(endOfDayInstant("2011-12-30", "Pacific/Apia").toISOString()).toBe("2011-12-30T09:59:59.000Z");
    });
  });
});
