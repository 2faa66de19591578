import { describe, expect, it } from "vitest";
import { dealStateLabel, formatDealPrice, timeLeft } from "./deal-labels";

describe("deal labels", () => {
  it("names each state, expiry first", () => {
    expect(dealStateLabel({ status: "received", isExpired: false })).toBe("Open");
    expect(dealStateLabel({ status: "late", isExpired: false })).toBe("Late response");
    expect(dealStateLabel({ status: "received", isExpired: true })).toBe("Expired");
    expect(dealStateLabel({ status: "booked", isExpired: false })).toBe("Booked");
  });

  it("formats prices and the countdown", () => {
    expect(formatDealPrice(420000, "USD")).toBe("$4,200");
    expect(formatDealPrice(12345, "USD")).toBe("$123.45");
    const now = Date.parse("2027-01-01T00:00:00Z");
    expect(timeLeft("2027-01-03T05:30:00Z", now)).toBe("2d 5h left");
    expect(timeLeft("2027-01-01T03:04:00Z", now)).toBe("3h 4m left");
    expect(timeLeft("2027-01-01T00:02:05Z", now)).toBe("2m 5s left");
    expect(timeLeft("2026-12-31T00:00:00Z", now)).toBeNull();
  });
});
