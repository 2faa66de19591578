import { describe, expect, it } from "vitest";
import { STAY_MESSAGES } from "../../../core/booking/occupancy";
import {
  pagePathOf,
  readFilters,
  readStay,
  stayValuesOf,
} from "./availability-search.server";

const at = (query: string) => new URL(`http://localhost/search/kyoto?${query}`);

describe("the results page's filters", () => {
  it("reads each filter the form sends, and leaves out the empty ones", () => {
    const { filters, sort, values } = readFilters(
      at(
        "min_price=100&max_price=400&stars=4&board=breakfast&free_cancellation=1&good_for=honeymoon&sort=price_asc&checkin=2030-01-01",
      ),
    );
    expect(filters).toEqual({
      minPrice: 100,
      maxPrice: 400,
      stars: [4, 5],
      boards: ["breakfast"],
      freeCancellationOnly: true,
      goodFor: "honeymoon",
    });
    expect(sort).toBe("price_asc");
    expect(values).toEqual({
      min_price: "100",
      max_price: "400",
      stars: "4",
      board: "breakfast",
      free_cancellation: "1",
      good_for: "honeymoon",
      sort: "price_asc",
    });

    const empty = readFilters(
      at("min_price=&max_price=&stars=&board=&good_for=&sort="),
    );
    expect(empty).toEqual({ filters: {}, sort: "recommended", values: {} });
  });

  it("leaves out what the form never sends instead of failing, and swaps a price band given backwards", () => {
    const odd = readFilters(
      at(
        "min_price=abc&max_price=-3&stars=9&board=caviar&free_cancellation=maybe&good_for=nothing&sort=random",
      ),
    );
    expect(odd).toEqual({ filters: {}, sort: "recommended", values: {} });
    expect(readFilters(at("min_price=500&max_price=200")).filters).toEqual({
      minPrice: 200,
      maxPrice: 500,
    });
  });
});

describe("the page's stay", () => {
  it("is none without dates, a stay with them, and the rules' messages when it does not read", () => {
    expect(readStay(at(""), "2030-01-01")).toEqual({ stay: null, errors: {} });
    expect(
      readStay(
        at("checkin=2030-02-01&checkout=2030-02-04&children=4,9"),
        "2030-01-01",
      ).stay,
    ).toEqual({
      checkIn: "2030-02-01",
      checkOut: "2030-02-04",
      nights: 3,
      occupancy: { adults: 2, childAges: [4, 9] },
    });
    expect(
      readStay(at("checkin=2030-02-04&checkout=2030-02-01"), "2030-01-01"),
    ).toEqual({
      stay: null,
      errors: { checkout: STAY_MESSAGES.checkOutBeforeCheckIn },
    });
    expect(stayValuesOf(at("checkin=2030-02-04&adults=3"))).toEqual({
      checkin: "2030-02-04",
      checkout: "",
      adults: "3",
      children: "",
    });
  });

  it("builds links from the page's path, not the '.data' address of a client navigation", () => {
    expect(
      pagePathOf(
        new URL("http://localhost/search/kyoto.data?checkin=2030-02-01"),
      ),
    ).toBe("/search/kyoto");
    expect(pagePathOf(new URL("http://localhost/hotelroom/12"))).toBe(
      "/hotelroom/12",
    );
  });
});
