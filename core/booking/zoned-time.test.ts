import { describe, expect, it } from "vitest";
import { dateInZone } from "./zoned-time";

describe("dateInZone", () => {
  it("is the day the zone's clocks show, which may be the day before or after UTC's", () => {
    const instant = new Date("2026-06-02T02:00:00Z");
    expect(dateInZone(instant, "UTC")).toBe("2026-06-02");
    expect(dateInZone(instant, "Pacific/Honolulu")).toBe("2026-06-01");
    expect(dateInZone(new Date("2026-06-01T23:00:00Z"), "Asia/Tokyo")).toBe("2026-06-02");
    expect(dateInZone(new Date("2026-06-01T14:59:59Z"), "Asia/Tokyo")).toBe("2026-06-01");
  });

  it("turns at the zone's midnight on either side of a daylight-saving change", () => {
    // Rome: UTC+1 before 28 March 2027, UTC+2 after.
    expect(dateInZone(new Date("2027-03-27T22:59:59Z"), "Europe/Rome")).toBe("2027-03-27");
    expect(dateInZone(new Date("2027-03-27T23:00:00Z"), "Europe/Rome")).toBe("2027-03-28");
    expect(dateInZone(new Date("2027-03-28T21:59:59Z"), "Europe/Rome")).toBe("2027-03-28");
    expect(dateInZone(new Date("2027-03-28T22:00:00Z"), "Europe/Rome")).toBe("2027-03-29");
  });

  it("knows the day Samoa skipped (30 December 2011)", () => {
    expect(dateInZone(new Date("2011-12-30T09:59:59Z"), "Pacific/Apia")).toBe("2011-12-29");
    expect(dateInZone(new Date("2011-12-30T10:00:00Z"), "Pacific/Apia")).toBe("2011-12-31");
  });
});
