import { describe, expect, it } from "vitest";
import { filteredPageHref } from "./hotel-filters";
import { readHotelFilters } from "./hotel-filters.server";

describe("readHotelFilters", () => {
  it("reads the form's fields with the API's rules", () => {
    const { filters, values } = readHotelFilters(
      new URL("http://x/hotel?goodFor=honeymoon&pricerange=300-499&rating=4&types=property&sortBy=price_asc&locationSearch=Amalfi"),
    );
    expect(values).toEqual({ goodFor: "honeymoon", pricerange: "300-499", rating: "4", types: "property", sortBy: "price_asc", locationSearch: "Amalfi" });
    expect(filters).toEqual({
      goodFor: ["honeymoon"],
      priceRange: { min: 300, max: 499 },
      minRating: 4,
      types: ["property"],
      sortBy: "price_asc",
      locationSearch: "amalfi",
    });
  });

  it("ignores bad and empty values instead of failing the page", () => {
    const { filters, values } = readHotelFilters(new URL("http://x/hotel?goodFor=birthday&pricerange=9-1&rating=&sortBy=cheap&types=castle"));
    expect(values).toEqual({});
    expect(filters).toEqual({});
  });
});

describe("filteredPageHref", () => {
  it("keeps the filters and drops page 1", () => {
    expect(filteredPageHref("/hotel", { goodFor: "honeymoon", pricerange: "-299" }, 2)).toBe("/hotel?goodFor=honeymoon&pricerange=-299&page=2");
    expect(filteredPageHref("/hotel", { goodFor: "honeymoon" }, 1)).toBe("/hotel?goodFor=honeymoon");
    expect(filteredPageHref("/hotel", {}, 1)).toBe("/hotel");
  });
});
