import { describe, expect, it } from "vitest";
import { calendarDateSchema, clearableCalendarDateSchema } from "./calendar-date-schema";
import { CALENDAR_DATE_MESSAGE, calendarDateMessage, isCalendarDate, NO_SUCH_DATE_MESSAGE } from "./calendar-date";

describe("isCalendarDate", () => {
  it.each(["2026-01-01", "2026-12-31", "2028-02-29", "2000-02-29", "2026-04-30", "0001-01-01", "9999-12-31"])("accepts %s", (value) => {
    expect(isCalendarDate(value)).toBe(true);
  });

  it.each([
    ["a day past the month's end", "2027-02-30"],
    ["29 February outside a leap year", "2027-02-29"],
    ["29 February of a century that is not a leap year", "2100-02-29"],
    ["31 April", "2026-04-31"],
    ["month 13", "2026-13-01"],
    ["month 0", "2026-00-10"],
    ["day 0", "2026-01-00"],
    ["year 0 (PostgreSQL has none)", "0000-01-01"],
    ["another order", "31/12/2026"],
    ["a time", "2026-01-01T00:00:00Z"],
    ["short parts", "2026-1-1"],
    ["a trailing newline", "2026-01-01\n"],
    ["nothing", ""],
  ])("refuses %s", (_name, value) => {
    expect(isCalendarDate(value)).toBe(false);
  });
});

describe("calendarDateSchema", () => {
  it("accepts a real date, trimmed", () => {
    expect(calendarDateSchema.parse(" 2028-02-29 ")).toBe("2028-02-29");
  });

  it.each([20270230, null, "30/02/2027", "2027-2-3"])("refuses %j with the format message", (value) => {
    const result = calendarDateSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([CALENDAR_DATE_MESSAGE]);
  });

  it.each(["2027-02-30", "2026-04-31", "2027-13-01", "0000-01-01"])("refuses %j, written right, as a day that does not exist", (value) => {
    const result = calendarDateSchema.safeParse(value);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([NO_SUCH_DATE_MESSAGE]);
    expect(calendarDateMessage(value)).toBe(NO_SUCH_DATE_MESSAGE);
  });
});

describe("clearableCalendarDateSchema", () => {
  it("keeps an empty value, which clears the date", () => {
    expect(clearableCalendarDateSchema.parse("  ")).toBe("");
  });

  it("refuses a day that does not exist", () => {
    expect(clearableCalendarDateSchema.safeParse("2027-02-29").error?.issues[0]?.message).toBe(NO_SUCH_DATE_MESSAGE);
    expect(clearableCalendarDateSchema.safeParse("29-02-2027").error?.issues[0]?.message).toBe(CALENDAR_DATE_MESSAGE);
  });
});
