import { describe, expect, it } from "vitest";
import { formatDollars } from "../money";
import { cancellationPolicy, type CancellationTerms } from "./cancellation-policy";
import { cancellationRefund } from "./cancellation-refund";

const STAY = { checkIn: "2027-03-15", timeZone: "Europe/Rome", totalCents: 123_401 };
const BEFORE = new Date("2027-03-01T10:00:00Z");
const AFTER = new Date("2027-03-14T10:00:00Z");

describe("cancellationRefund", () => {
  it("gives everything back before the free-cancellation deadline", () => {
    expect(cancellationRefund({ ...STAY, terms: { freeCancellationDays: 3, chargePercent: 100 }, now: BEFORE })).toEqual({
      refundCents: 123_401,
      chargeCents: 0,
      freeCancellation: true,
    });
  });

  it("keeps the stated charge after it, rounded half up to the cent as the terms' words round it", () => {
    // 50% of $1,234.01 is $617.005: $617.01 kept, $617.00 back.
    expect(cancellationRefund({ ...STAY, terms: { freeCancellationDays: 3, chargePercent: 50 }, now: AFTER })).toEqual({
      refundCents: 61_700,
      chargeCents: 61_701,
      freeCancellation: false,
    });
    expect(cancellationPolicy({ freeCancellationDays: 3, chargePercent: 50 }, { ...STAY, now: AFTER }).detail).toContain("($617.01)");
  });

  it("refunds nothing of a non-refundable rate, at any time", () => {
    for (const now of [BEFORE, AFTER]) {
      expect(cancellationRefund({ ...STAY, terms: { freeCancellationDays: null, chargePercent: 100 }, now })).toEqual({
        refundCents: 0,
        chargeCents: 123_401,
        freeCancellation: false,
      });
    }
    // Free until the deadline, then nothing back.
    expect(cancellationRefund({ ...STAY, terms: { freeCancellationDays: 3, chargePercent: 100 }, now: AFTER })).toMatchObject({ refundCents: 0, chargeCents: 123_401 });
  });

  it("keeps the charge from the start when there is no free period", () => {
    expect(cancellationRefund({ ...STAY, terms: { freeCancellationDays: null, chargePercent: 30 }, now: BEFORE })).toEqual({
      refundCents: 86_381,
      chargeCents: 37_020,
      freeCancellation: false,
    });
  });

  it("gives everything back when the terms charge 0%, even after the stay started", () => {
    for (const terms of [{ freeCancellationDays: null, chargePercent: 0 }, { freeCancellationDays: 5, chargePercent: 0 }]) {
      expect(cancellationRefund({ ...STAY, terms, now: new Date("2027-03-16T10:00:00Z") })).toEqual({ refundCents: 123_401, chargeCents: 0, freeCancellation: true });
    }
  });

  it("0 free days: free until the end of the arrival day", () => {
    const terms = { freeCancellationDays: 0, chargePercent: 100 };
    expect(cancellationRefund({ ...STAY, terms, now: new Date("2027-03-15T22:59:59Z") }).freeCancellation).toBe(true);
    expect(cancellationRefund({ ...STAY, terms, now: new Date("2027-03-15T23:00:00Z") }).freeCancellation).toBe(false);
  });

  it("refuses a charge that is not a percentage and a total that is not cents", () => {
    const now = BEFORE;
    expect(() => cancellationRefund({ ...STAY, terms: { freeCancellationDays: 3, chargePercent: 101 }, now })).toThrow(RangeError);
    expect(() => cancellationRefund({ ...STAY, terms: { freeCancellationDays: 3, chargePercent: 12.5 }, now })).toThrow(RangeError);
    expect(() => cancellationRefund({ ...STAY, totalCents: -1, terms: { freeCancellationDays: 3, chargePercent: 50 }, now })).toThrow(RangeError);
    expect(() => cancellationRefund({ ...STAY, totalCents: 10.5, terms: { freeCancellationDays: 3, chargePercent: 50 }, now })).toThrow(RangeError);
  });
});

describe("the refund agrees with the terms' words at the same instant", () => {
  const cases: { name: string; timeZone: string; checkIn: string; days: number; deadline: string }[] = [
    { name: "Pacific/Kiritimati (UTC+14): the deadline is the morning before in UTC", timeZone: "Pacific/Kiritimati", checkIn: "2027-03-15", days: 3, deadline: "2027-03-12T09:59:59.000Z" },
    { name: "Pacific/Pago_Pago (UTC-11): the deadline is the next day in UTC", timeZone: "Pacific/Pago_Pago", checkIn: "2027-03-15", days: 3, deadline: "2027-03-13T10:59:59.000Z" },
    { name: "Europe/Rome, the last free day is the spring change (23 hours, UTC+2 at its end)", timeZone: "Europe/Rome", checkIn: "2027-03-29", days: 1, deadline: "2027-03-28T21:59:59.000Z" },
    { name: "Europe/Rome, free until before the spring change, arrival after it", timeZone: "Europe/Rome", checkIn: "2027-04-02", days: 7, deadline: "2027-03-26T22:59:59.000Z" },
    { name: "Europe/Rome, the last free day is the autumn change (25 hours, UTC+1 at its end)", timeZone: "Europe/Rome", checkIn: "2027-11-01", days: 1, deadline: "2027-10-31T22:59:59.000Z" },
    { name: "America/New_York, summer (UTC-4)", timeZone: "America/New_York", checkIn: "2027-07-04", days: 14, deadline: "2027-06-21T03:59:59.000Z" },
  ];
  const termsList: CancellationTerms[] = [
    { freeCancellationDays: 0, chargePercent: 100 },
    { freeCancellationDays: 0, chargePercent: 35 },
    { freeCancellationDays: 7, chargePercent: 100 },
  ];

  for (const { name, timeZone, checkIn, days, deadline } of cases) {
    it(name, () => {
      const terms = { freeCancellationDays: days, chargePercent: 40 };
      const totalCents = 98_765;
      const stay = { checkIn, timeZone, totalCents };
      expect(cancellationPolicy(terms, stay).deadline).toBe(deadline);
      const instant = new Date(deadline).getTime();
      const oneSecondBefore = new Date(instant - 1_000);
      const onTheSecond = new Date(instant);
      const oneSecondAfter = new Date(instant + 1_000);

      for (const now of [oneSecondBefore, onTheSecond]) {
        expect(cancellationRefund({ terms, ...stay, now }), now.toISOString()).toEqual({ refundCents: 98_765, chargeCents: 0, freeCancellation: true });
        expect(cancellationPolicy(terms, { ...stay, now }).refundable).toBe(true);
      }
      const after = cancellationRefund({ terms, ...stay, now: oneSecondAfter });
      // 40% of $987.65 is $395.06: kept, and named in the words.
      expect(after).toEqual({ refundCents: 59_259, chargeCents: 39_506, freeCancellation: false });
      const words = cancellationPolicy(terms, { ...stay, now: oneSecondAfter });
      expect(words.refundable).toBe(false);
      expect(words.detail).toContain(`(${formatDollars(after.chargeCents)})`);
    });
  }

  it("for every case, terms and second around the deadline: free exactly when the words say refundable, and the charge they name", () => {
    for (const { timeZone, checkIn } of cases) {
      for (const terms of [...termsList, { freeCancellationDays: null, chargePercent: 100 }, { freeCancellationDays: null, chargePercent: 15 }]) {
        for (const totalCents of [0, 1, 99, 12_345, 250_050]) {
          const stay = { checkIn, timeZone, totalCents };
          const deadline = cancellationPolicy(terms, stay).deadline;
          const around = deadline === null ? [new Date("2027-01-01T00:00:00Z")] : [-1_000, 0, 1_000].map((delta) => new Date(new Date(deadline).getTime() + delta));
          for (const now of around) {
            const refund = cancellationRefund({ terms, ...stay, now });
            const words = cancellationPolicy(terms, { ...stay, now });
            expect(refund.freeCancellation, `${timeZone} ${JSON.stringify(terms)} ${now.toISOString()}`).toBe(words.refundable);
            expect(refund.refundCents + refund.chargeCents).toBe(totalCents);
            if (!refund.freeCancellation) expect(words.detail).toContain(`(${formatDollars(refund.chargeCents)})`);
          }
        }
      }
    }
  });
});
