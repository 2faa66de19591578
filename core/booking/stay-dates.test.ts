import { describe, expect, it } from "vitest";
import { addDays, addMonths, daysBetween, formatDayMonth, formatLongDate, nightsText, stayNights } from "./stay-dates";

describe("stay dates", () => {
  it("adds days across months, years and leap days", () => {
    expect(addDays("2027-12-30", 3)).toBe("2028-01-02");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01");
    expect(addDays("2027-03-01", -1)).toBe("2027-02-28");
    expect(addDays("0050-01-01", 1)).toBe("0050-01-02");
  });

  it("adds months, keeping to the month's last day", () => {
    expect(addMonths("2027-01-31", 1)).toBe("2027-02-28");
    expect(addMonths("2027-08-15", 6)).toBe("2028-02-15");
    expect(addMonths("2027-08-31", 6)).toBe("2028-02-29");
    expect(addMonths("2027-03-01", -3)).toBe("2026-12-01");
  });

  it("counts days between dates, also across a DST change (no time zone involved)", () => {
    expect(daysBetween("2027-03-27", "2027-03-29")).toBe(2);
    expect(daysBetween("2027-03-29", "2027-03-27")).toBe(-2);
    expect(daysBetween("2027-01-01", "2028-01-01")).toBe(365);
  });

  it("lists a stay's nights", () => {
    expect(stayNights("2027-02-27", "2027-03-02")).toEqual(["2027-02-27", "2027-02-28", "2027-03-01"]);
    expect(stayNights("2027-03-02", "2027-03-02")).toEqual([]);
  });

  it("writes dates and nights as a couple reads them", () => {
    expect(formatDayMonth("2027-03-02")).toBe("2 Mar");
    expect(formatLongDate("2027-03-12")).toBe("Fri 12 Mar 2027");
    expect(formatLongDate("2028-02-29")).toBe("Tue 29 Feb 2028");
    expect(nightsText(1)).toBe("1 night");
    expect(nightsText(3)).toBe("3 nights");
  });
});
