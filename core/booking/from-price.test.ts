import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lowestFromPrice } from "./from-price";
import { addDays } from "./stay-dates";

const TODAY = "2027-08-31";

function night(date: string, priceCents: number, extra: { roomsLeft?: number; stopSell?: boolean } = {}) {
  return { night: date, priceCents, roomsLeft: extra.roomsLeft ?? 3, stopSell: extra.stopSell ?? false };
}

describe("lowestFromPrice", () => {
  it("takes the lowest nightly price on sale", () => {
    expect(lowestFromPrice([night("2027-09-10", 30_000), night("2027-10-02", 18_500), night("2027-12-24", 42_000)], { today: TODAY })).toBe(18_500);
  });

  it("ignores sold-out and stop-sell nights", () => {
    const nights = [night("2027-09-10", 30_000), night("2027-09-11", 9_000, { roomsLeft: 0 }), night("2027-09-12", 8_000, { stopSell: true })];
    expect(lowestFromPrice(nights, { today: TODAY })).toBe(30_000);
  });

  it("ignores past nights and counts today", () => {
    expect(lowestFromPrice([night("2027-08-30", 5_000), night(TODAY, 26_000), night("2027-09-01", 27_000)], { today: TODAY })).toBe(26_000);
  });

  it("looks six months ahead by default, the end excluded and kept to the month's last day", () => {
    // 31 Aug + 6 months is 29 Feb 2028 (a leap year): the window ends before it.
    expect(lowestFromPrice([night("2028-02-28", 12_000), night("2028-02-29", 10_000)], { today: TODAY })).toBe(12_000);
    expect(lowestFromPrice([night("2028-02-29", 10_000)], { today: TODAY })).toBeNull();
  });

  it("takes another number of months", () => {
    const nights = [night("2027-10-15", 20_000), night("2027-09-15", 25_000)];
    expect(lowestFromPrice(nights, { today: TODAY, months: 1 })).toBe(25_000);
    expect(lowestFromPrice(nights, { today: TODAY, months: 2 })).toBe(20_000);
  });

  it("is null without nights on sale", () => {
    expect(lowestFromPrice([], { today: TODAY })).toBeNull();
    expect(lowestFromPrice([night("2027-09-10", 30_000, { roomsLeft: 0 }), night("2027-09-11", 30_000, { stopSell: true })], { today: TODAY })).toBeNull();
  });

  it("is the minimum of the nights that are on sale in the window", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ offset: fc.integer({ min: -60, max: 250 }), priceCents: fc.integer({ min: 0, max: 1_000_000 }), roomsLeft: fc.integer({ min: 0, max: 3 }), stopSell: fc.boolean() }), {
          maxLength: 40,
        }),
        (rows) => {
          const nights = rows.map(({ offset, ...rest }) => ({ night: addDays(TODAY, offset), ...rest }));
          const onSale = rows.filter(({ offset, roomsLeft, stopSell }) => offset >= 0 && addDays(TODAY, offset) < "2028-02-29" && roomsLeft > 0 && !stopSell);
          const expected = onSale.length === 0 ? null : Math.min(...onSale.map(({ priceCents }) => priceCents));
          expect(lowestFromPrice(nights, { today: TODAY })).toBe(expected);
        },
      ),
      { seed: 20_270_831, numRuns: 500 },
    );
  });
});
