import { describe, expect, it } from "vitest";
import { addMonths, planMonths } from "./billing-periods";

describe("addMonths", () => {
  it("counts calendar months as Stripe does: a day the month lacks becomes its last day", () => {
    expect(addMonths(new Date("2026-01-31T09:00:00Z"), 1)).toEqual(new Date("2026-02-28T09:00:00Z"));
    expect(addMonths(new Date("2028-01-31T09:00:00Z"), 1)).toEqual(new Date("2028-02-29T09:00:00Z"));
    expect(addMonths(new Date("2026-03-31T23:59:59Z"), 1)).toEqual(new Date("2026-04-30T23:59:59Z"));
    expect(addMonths(new Date("2026-11-30T00:00:00Z"), 3)).toEqual(new Date("2027-02-28T00:00:00Z"));
  });

  it("crosses year ends and keeps the time of day to the millisecond", () => {
    expect(addMonths(new Date("2026-06-01T12:00:00Z"), 12)).toEqual(new Date("2027-06-01T12:00:00Z"));
    expect(addMonths(new Date("2026-12-15T08:30:00.250Z"), 1)).toEqual(new Date("2027-01-15T08:30:00.250Z"));
    expect(addMonths(new Date("2028-02-29T00:00:00Z"), 12)).toEqual(new Date("2029-02-28T00:00:00Z"));
  });

  it("counts every period from the anchor, so a short month does not shorten the periods after it", () => {
    const anchor = new Date("2026-01-31T10:00:00Z");
    expect([1, 2, 3].map((months) => addMonths(anchor, months).toISOString())).toEqual([
      "2026-02-28T10:00:00.000Z",
      "2026-03-31T10:00:00.000Z",
      "2026-04-30T10:00:00.000Z",
    ]);
  });

  it("answers a new date and leaves the one given alone", () => {
    const from = new Date("2026-01-31T09:00:00Z");
    addMonths(from, 1);
    expect(from.toISOString()).toBe("2026-01-31T09:00:00.000Z");
  });
});

describe("planMonths", () => {
  it("answers the months of one period of a monthly, quarterly or yearly price", () => {
    expect(planMonths({ interval: "month", intervalCount: 1 })).toBe(1);
    expect(planMonths({ interval: "month", intervalCount: 3 })).toBe(3);
    expect(planMonths({ interval: "year", intervalCount: 1 })).toBe(12);
    expect(planMonths({ interval: "year", intervalCount: 2 })).toBe(24);
  });
});
