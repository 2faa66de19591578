import { describe, expect, it } from "vitest";
import { partyText, reservationsHref, stayText } from "./reservation-labels";

describe("a hotel's reservations in words", () => {
  it("says the stay's days and nights", () => {
    expect(stayText({ checkIn: "2026-07-10", checkOut: "2026-07-12", nights: 2 })).toBe("10 Jul – Sun 12 Jul 2026 · 2 nights");
    expect(stayText({ checkIn: "2026-12-31", checkOut: "2027-01-01", nights: 1 })).toBe("31 Dec – Fri 1 Jan 2027 · 1 night");
  });

  it("says who is staying, children with their ages", () => {
    expect(partyText({ adults: 1, childAges: [] })).toBe("1 adult");
    expect(partyText({ adults: 2, childAges: [6] })).toBe("2 adults, 1 child (age 6)");
    expect(partyText({ adults: 2, childAges: [4, 9] })).toBe("2 adults, 2 children (ages 4, 9)");
  });

  it("addresses each tab and page, upcoming by default", () => {
    expect(reservationsHref("upcoming")).toBe("/dashboard/reservations");
    expect(reservationsHref("past")).toBe("/dashboard/reservations?filter=past");
    expect(reservationsHref("cancelled", 3)).toBe("/dashboard/reservations?filter=cancelled&page=3");
    expect(reservationsHref("upcoming", 2)).toBe("/dashboard/reservations?page=2");
  });
});
