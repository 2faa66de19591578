import { describe, expect, it } from "vitest";
import { hotelTimeZone } from "./rooms-and-rates";

describe("hotelTimeZone", () => {
  it("takes the hotel's own zone first", () => {
    expect(hotelTimeZone({ timeZone: "Asia/Tokyo" }, "Rome", "Italy")).toBe("Asia/Tokyo");
  });

  it("else its city's zone in its country", () => {
    expect(hotelTimeZone({}, "Rome", "Italy")).toBe("Europe/Rome");
    expect(hotelTimeZone({}, "Auckland", "New Zealand")).toBe("Pacific/Auckland");
  });

  it("else a zone of its country, for a village the dataset does not list", () => {
    expect(hotelTimeZone({}, "Positano", "Italy")).toBe("Europe/Rome");
  });

  it("else UTC, and never a zone the runtime does not know", () => {
    expect(hotelTimeZone({ timeZone: "Mars/Olympus" }, null, null)).toBe("UTC");
    expect(hotelTimeZone({}, "Nowhere", "Atlantis")).toBe("UTC");
  });
});
