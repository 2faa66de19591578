import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NO_SUCH_DATE_MESSAGE, CALENDAR_DATE_MESSAGE } from "../calendar-date";
import { parseStayQuery, STAY_MESSAGES, stayQueryString } from "./occupancy";
import { addDays } from "./stay-dates";

const TODAY = "2027-03-01";

function errorsOf(query: Record<string, string | undefined>) {
  const result = parseStayQuery(query, TODAY);
  if (result.ok) throw new Error(`expected errors, got ${JSON.stringify(result.stay)}`);
  return result.errors;
}

describe("parseStayQuery", () => {
  it("reads a stay with its nights and guests", () => {
    expect(parseStayQuery({ checkin: "2027-03-12", checkout: "2027-03-15", adults: "3", children: "4, 9" }, TODAY)).toEqual({
      ok: true,
      stay: { checkIn: "2027-03-12", checkOut: "2027-03-15", nights: 3, occupancy: { adults: 3, childAges: [4, 9] } },
    });
  });

  it("takes two adults and no children when the query says nothing of guests", () => {
    expect(parseStayQuery({ checkin: "2027-03-01", checkout: "2027-03-02", adults: "", children: undefined }, TODAY)).toEqual({
      ok: true,
      stay: { checkIn: "2027-03-01", checkOut: "2027-03-02", nights: 1, occupancy: { adults: 2, childAges: [] } },
    });
  });

  it("counts nights across a month's end and a leap day", () => {
    const result = parseStayQuery({ checkin: "2028-02-27", checkout: "2028-03-02" }, "2028-02-01");
    expect(result.ok && result.stay?.nights).toBe(4);
  });

  it("has no stay without dates", () => {
    expect(parseStayQuery({}, TODAY)).toEqual({ ok: true, stay: null });
    expect(parseStayQuery({ checkin: " ", checkout: "", adults: "2" }, TODAY)).toEqual({ ok: true, stay: null });
  });

  it("still says when the guests are wrong without dates", () => {
    expect(parseStayQuery({ adults: "9" }, TODAY)).toEqual({ ok: false, errors: { adults: STAY_MESSAGES.adults } });
  });

  it("asks for the other date when only one is given", () => {
    expect(errorsOf({ checkin: "2027-03-12" })).toEqual({ checkout: "Choose a check-out date" });
    expect(errorsOf({ checkout: "2027-03-12" })).toEqual({ checkin: "Choose a check-in date" });
  });

  it.each([
    ["30 February", "2027-02-30", NO_SUCH_DATE_MESSAGE],
    ["29 February outside a leap year", "2027-02-29", NO_SUCH_DATE_MESSAGE],
    ["31 April", "2027-04-31", NO_SUCH_DATE_MESSAGE],
    ["another order", "12/03/2027", CALENDAR_DATE_MESSAGE],
    ["words", "tomorrow", CALENDAR_DATE_MESSAGE],
  ])("refuses an impossible check-out date: %s", (_name, checkout, message) => {
    expect(errorsOf({ checkin: "2027-03-12", checkout })).toEqual({ checkout: message });
  });

  it("refuses an impossible check-in date", () => {
    expect(errorsOf({ checkin: "2027-02-30", checkout: "2027-03-12" })).toEqual({ checkin: NO_SUCH_DATE_MESSAGE });
  });

  it("refuses reversed and same-day dates", () => {
    expect(errorsOf({ checkin: "2027-03-15", checkout: "2027-03-12" })).toEqual({ checkout: "Choose a check-out date after check-in" });
    expect(errorsOf({ checkin: "2027-03-12", checkout: "2027-03-12" })).toEqual({ checkout: "Choose a check-out date after check-in" });
  });

  it("refuses a check-in before today and takes today", () => {
    expect(errorsOf({ checkin: "2027-02-28", checkout: "2027-03-03" })).toEqual({ checkin: "Choose a check-in date from today on" });
    expect(parseStayQuery({ checkin: TODAY, checkout: "2027-03-03" }, TODAY).ok).toBe(true);
  });

  it("takes 30 nights and refuses 31", () => {
    expect(parseStayQuery({ checkin: "2027-03-01", checkout: "2027-03-31" }, TODAY).ok).toBe(true);
    expect(errorsOf({ checkin: "2027-03-01", checkout: "2027-04-01" })).toEqual({ checkout: "Stays can be 30 nights at most: choose an earlier check-out date" });
  });

  it("takes a check-in 500 days ahead and refuses 501", () => {
    const last = addDays(TODAY, 500);
    expect(last).toBe("2028-07-13");
    expect(parseStayQuery({ checkin: last, checkout: addDays(last, 2) }, TODAY).ok).toBe(true);
    expect(errorsOf({ checkin: addDays(last, 1), checkout: addDays(last, 3) })).toEqual({
      checkin: "Stays can start up to 500 days ahead: choose a check-in date by 13 Jul 2028",
    });
  });

  it.each([["0"], ["9"], ["two"], ["2.5"], ["-1"], ["100"]])("refuses %s adults", (adults) => {
    expect(errorsOf({ checkin: "2027-03-12", checkout: "2027-03-15", adults })).toEqual({ adults: "Choose between 1 and 8 adults" });
  });

  it.each([["18"], ["4,,7"], ["-1"], ["a"], ["4;7"], ["3.5"], ["4,"]])("refuses the children's ages %s", (children) => {
    expect(errorsOf({ checkin: "2027-03-12", checkout: "2027-03-15", children })).toEqual({ children: "Give each child's age, from 0 to 17" });
  });

  it("takes six children aged 0 to 17 and refuses a seventh", () => {
    const six = parseStayQuery({ checkin: "2027-03-12", checkout: "2027-03-15", children: "0,17,5,5,12,1" }, TODAY);
    expect(six.ok && six.stay?.occupancy.childAges).toEqual([0, 17, 5, 5, 12, 1]);
    expect(errorsOf({ checkin: "2027-03-12", checkout: "2027-03-15", children: "1,2,3,4,5,6,7" })).toEqual({ children: "Up to 6 children can share a room" });
  });

  it("reports every wrong field at once", () => {
    expect(errorsOf({ checkin: "2027-02-01", checkout: "2027-02-30", adults: "0", children: "20" })).toEqual({
      checkin: "Choose a check-in date from today on",
      checkout: NO_SUCH_DATE_MESSAGE,
      adults: STAY_MESSAGES.adults,
      children: STAY_MESSAGES.childAge,
    });
  });

  it("refuses a today that is not a date", () => {
    expect(() => parseStayQuery({}, "2027-02-30")).toThrow(RangeError);
  });
});

describe("stayQueryString", () => {
  it("writes the query of a stay", () => {
    expect(stayQueryString({ checkIn: "2027-03-12", checkOut: "2027-03-15", occupancy: { adults: 2, childAges: [] } })).toBe(
      "checkin=2027-03-12&checkout=2027-03-15&adults=2",
    );
    expect(stayQueryString({ checkIn: "2027-03-12", checkOut: "2027-03-15", occupancy: { adults: 1, childAges: [4, 0] } })).toBe(
      "checkin=2027-03-12&checkout=2027-03-15&adults=1&children=4,0",
    );
  });

  it("is read back to the same stay", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 8 }),
        fc.array(fc.integer({ min: 0, max: 17 }), { maxLength: 6 }),
        (offset, nights, adults, childAges) => {
          const checkIn = addDays(TODAY, offset);
          const stay = { checkIn, checkOut: addDays(checkIn, nights), nights, occupancy: { adults, childAges } };
          const query = Object.fromEntries(new URLSearchParams(stayQueryString(stay)));
          expect(parseStayQuery(query, TODAY)).toEqual({ ok: true, stay });
        },
      ),
      { seed: 20_270_312, numRuns: 500 },
    );
  });
});
