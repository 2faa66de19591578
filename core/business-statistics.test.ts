import { describe, expect, it } from "vitest";
import { barChart, formatMinutes, statisticsCsv, statisticsPeriodOf, type BusinessStatistics } from "./business-statistics";

const statistics: BusinessStatistics = {
  period: 7,
  from: "2026-11-21",
  to: "2026-11-27",
  days: [
    { day: "2026-11-26", pageViews: 3, searchImpressions: 10 },
    { day: "2026-11-27", pageViews: 0, searchImpressions: 4 },
  ],
  totals: {
    pageViews: 3,
    searchImpressions: 14,
    favourites: 1,
    requestsMatched: 2,
    offersSent: 1,
    medianReplyMinutes: 125,
    offersBooked: 1,
    offersDeclined: 0,
    bookings: 1,
    bookingRevenueCents: 66_900,
    marketplacePostViews: 12,
    marketplacePostRequests: 2,
  },
};

describe("business statistics", () => {
  it("takes 7, 30 or 90 days, else 30", () => {
    expect(statisticsPeriodOf("7")).toBe(7);
    expect(statisticsPeriodOf(90)).toBe(90);
    expect(statisticsPeriodOf("365")).toBe(30);
    expect(statisticsPeriodOf("x")).toBe(30);
  });

  it("says reply times as a person would", () => {
    expect(formatMinutes(null)).toBe("No offers yet");
    expect(formatMinutes(45)).toBe("45 min");
    expect(formatMinutes(125)).toBe("2 h 5 min");
    expect(formatMinutes(60 * 76)).toBe("3 days 4 h");
  });

  it("exports days and totals as CSV, a hostile title neither breaking the file nor read as a formula", () => {
    const csv = statisticsCsv('=HYPERLINK("x"), "Villa"', statistics);
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe('Listing,"\'=HYPERLINK(""x""), ""Villa"""');
    expect(lines).toContain("2026-11-26,3,10");
    expect(lines).toContain("Booking revenue (USD),669.00");
    expect(lines).toContain("Marketplace post views,12");
    expect(lines).toContain("Marketplace post requests,2");
    expect(lines).toContain("Median reply time (minutes),125");
    expect(csv.endsWith("\r\n")).toBe(true);
  });

  it("scales the bars to the largest day, and draws an empty period flat", () => {
    const { bars, max } = barChart([0, 5, 10], 300, 100);
    expect(max).toBe(10);
    expect(bars.map((bar) => bar.height)).toEqual([0, 50, 100]);
    expect(bars[1]!.x).toBeGreaterThan(bars[0]!.x);
    expect(barChart([0, 0], 100, 50).bars.every((bar) => bar.height === 0)).toBe(true);
  });
});
