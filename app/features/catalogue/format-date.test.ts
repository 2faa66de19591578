import { describe, expect, it } from "vitest";
import { formatDate } from "./format-date";

describe("formatDate", () => {
  it("writes the day in UTC as en-US's long date does", () => {
    const intl = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
    for (const iso of ["2025-03-03", "2025-03-03T23:59:59Z", "2024-02-29T00:00:00.000Z", "2026-12-31T12:00:00+05:00", "1999-01-01", "2030-07-15T08:30:00Z"]) {
      expect(formatDate(iso), iso).toBe(intl.format(new Date(iso)));
    }
  });

  it("refuses what is no date, as Intl does", () => {
    expect(() => formatDate("not a date")).toThrow(RangeError);
  });
});
