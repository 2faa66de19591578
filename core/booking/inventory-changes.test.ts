import { describe, expect, it } from "vitest";
import {
  addDays,
  checkInventoryRange,
  checkRatePlan,
  checkRoomType,
  INVENTORY_MESSAGES,
  MAX_NIGHT_PRICE_CENTS,
  monthBounds,
  nightsOf,
  RATE_PLAN_DEFAULTS,
  ROOM_TYPE_DEFAULTS,
} from "./inventory-changes";

const today = "2026-06-01";

describe("inventory rules", () => {
  it("accepts a complete room type and names every field in error", () => {
    expect(checkRoomType({ ...ROOM_TYPE_DEFAULTS, name: "Deluxe Double", beds: "1 king bed" })).toEqual({});
    expect(checkRoomType({ ...ROOM_TYPE_DEFAULTS, maxAdults: 21, sizeSqm: 2001, amenities: Array.from({ length: 31 }, (_, index) => `Amenity ${index}`) })).toEqual({
      name: INVENTORY_MESSAGES.roomTypeName,
      beds: INVENTORY_MESSAGES.beds,
      maxAdults: INVENTORY_MESSAGES.maxAdults,
      sizeSqm: INVENTORY_MESSAGES.size,
      amenities: INVENTORY_MESSAGES.amenities,
    });
  });

  it("keeps a rate plan's stay limits, percentages and prices in range", () => {
    expect(checkRatePlan({ ...RATE_PLAN_DEFAULTS, name: "Flexible" })).toEqual({});
    expect(checkRatePlan({ ...RATE_PLAN_DEFAULTS, name: "Flexible", minStay: 3, maxStay: 2 })).toEqual({ maxStay: INVENTORY_MESSAGES.maxStay });
    expect(checkRatePlan({ ...RATE_PLAN_DEFAULTS, name: "Flexible", minStay: 0, maxStay: 400 })).toEqual({ minStay: INVENTORY_MESSAGES.minStay, maxStay: INVENTORY_MESSAGES.maxStay });
    expect(checkRatePlan({ ...RATE_PLAN_DEFAULTS, name: "Flexible", childCents: Number.NaN, cancellationChargePercent: 101 })).toEqual({
      childCents: INVENTORY_MESSAGES.guestCents,
      cancellationChargePercent: INVENTORY_MESSAGES.cancellationCharge,
    });
  });

  it("checks a calendar change: real dates from today, at most 366 nights, price and rooms in range, something to change", () => {
    const range = { from: "2026-06-01", to: "2026-06-03", priceCents: 0 };
    expect(checkInventoryRange(range, today)).toEqual({});
    expect(checkInventoryRange({ ...range, priceCents: MAX_NIGHT_PRICE_CENTS }, today)).toEqual({});
    expect(checkInventoryRange({ ...range, priceCents: MAX_NIGHT_PRICE_CENTS + 1 }, today)).toEqual({ priceCents: INVENTORY_MESSAGES.price });
    expect(checkInventoryRange({ ...range, from: "2026-05-31" }, today)).toEqual({ from: INVENTORY_MESSAGES.pastDate });
    expect(checkInventoryRange({ ...range, to: addDays("2026-06-01", 365) }, today)).toEqual({});
    expect(checkInventoryRange({ ...range, to: addDays("2026-06-01", 366) }, today)).toEqual({ to: INVENTORY_MESSAGES.rangeLength });
    expect(checkInventoryRange({ ...range, to: "2026-02-29" }, today).to).toBe("That date does not exist: check the day and the month");
    expect(checkInventoryRange({ from: "2026-06-01", to: "2026-06-01" }, today)).toEqual({ priceCents: INVENTORY_MESSAGES.nothingToChange });
    expect(checkInventoryRange({ ...range, priceCents: undefined, stopSell: false }, today)).toEqual({});
    expect(checkInventoryRange({ ...range, roomsLeft: 1000, minStay: 0 }, today)).toEqual({ roomsLeft: INVENTORY_MESSAGES.roomsLeft, minStay: INVENTORY_MESSAGES.minStay });
  });

  it("counts nights across months and leap days", () => {
    expect(nightsOf("2028-02-27", "2028-03-01")).toEqual(["2028-02-27", "2028-02-28", "2028-02-29", "2028-03-01"]);
    expect(nightsOf("2026-06-02", "2026-06-01")).toEqual([]);
    expect(monthBounds("2028-02")).toEqual({ first: "2028-02-01", last: "2028-02-29" });
    expect(monthBounds("2026-12")).toEqual({ first: "2026-12-01", last: "2026-12-31" });
  });
});
