import { describe, expect, it } from "vitest";
import { upcomingMonths } from "./month-options";

describe("upcomingMonths", () => {
  it("starts at today's month and runs over the year's end", () => {
    const months = upcomingMonths("2026-11-30", 4);
    expect(months).toEqual([
      { value: "2026-11", label: "November 2026" },
      { value: "2026-12", label: "December 2026" },
      { value: "2027-01", label: "January 2027" },
      { value: "2027-02", label: "February 2027" },
    ]);
  });

  it("offers a year and a half by default", () => {
    const months = upcomingMonths("2027-01-01");
    expect(months).toHaveLength(18);
    expect(months.at(-1)).toEqual({ value: "2028-06", label: "June 2028" });
  });
});
