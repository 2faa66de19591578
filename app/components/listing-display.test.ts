import { describe, expect, it } from "vitest";
import { bannerTypeLabel, fromPriceLabel, placeLabel } from "./listing-display";

describe("bannerTypeLabel", () => {
  it("uses the search-result labels", () => {
    expect(bannerTypeLabel("property")).toBe("Spotlight");
    expect(bannerTypeLabel("advisor")).toBe("Travel Advisor");
    expect(bannerTypeLabel("brand")).toBe("Brand");
    expect(bannerTypeLabel("collection")).toBe("Inspire Me");
    expect(bannerTypeLabel("destination")).toBe("Destination");
    expect(bannerTypeLabel("itinerary")).toBe("Itinerary");
    expect(bannerTypeLabel("worldiaitenararies")).toBe("Itinerary");
    expect(bannerTypeLabel("offer")).toBe("Marketplace Deals");
  });

  it("shows nothing for basic listings", () => {
    expect(bannerTypeLabel("basic")).toBeNull();
    expect(bannerTypeLabel("")).toBeNull();
  });

  it("shows a hotel type as written, capitalised", () => {
    expect(bannerTypeLabel("resort")).toBe("Resort");
    expect(bannerTypeLabel("Boutique hotel")).toBe("Boutique hotel");
  });
});

describe("fromPriceLabel", () => {
  it("formats whole dollars", () => {
    expect(fromPriceLabel(450)).toBe("From $450");
    expect(fromPriceLabel(1250)).toBe("From $1,250");
    expect(fromPriceLabel(99.6)).toBe("From $100");
    expect(fromPriceLabel(0)).toBe("From $0");
  });

  it("is null without a usable price", () => {
    expect(fromPriceLabel(null)).toBeNull();
    expect(fromPriceLabel(undefined)).toBeNull();
    expect(fromPriceLabel(Number.NaN)).toBeNull();
    expect(fromPriceLabel(-5)).toBeNull();
  });
});

describe("placeLabel", () => {
  it("joins the known parts", () => {
    expect(placeLabel("Positano", "Italy")).toBe("Positano, Italy");
    expect(placeLabel(null, "Italy")).toBe("Italy");
    expect(placeLabel(" ", undefined)).toBeNull();
  });
});
