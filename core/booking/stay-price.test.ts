import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, stayNights } from "./stay-dates";
import { type InventoryNight, priceStay, type PriceStayInput, type RatePlanTerms } from "./stay-price";

const PLAN: RatePlanTerms = {
  minStay: 1,
  maxStay: null,
  includedAdults: 2,
  extraAdultCents: 0,
  childCents: 0,
  childFreeUnderAge: 0,
  taxPercent: 0,
  feeCentsPerNight: 0,
};
const ROOM = { maxAdults: 2, maxChildren: 0 };
const COUPLE = { adults: 2, childAges: [] };

function night(date: string, priceCents: number, extra: Partial<InventoryNight> = {}): InventoryNight {
  return { night: date, priceCents, roomsLeft: 5, stopSell: false, closedToArrival: false, closedToDeparture: false, minStay: null, ...extra };
}

/** Nights from `from` for `count` days at one price. */
function nights(from: string, count: number, priceCents: number): InventoryNight[] {
  return stayNights(from, addDays(from, count)).map((date) => night(date, priceCents));
}

function input(overrides: Partial<PriceStayInput> & { checkIn?: string; checkOut?: string } = {}): PriceStayInput {
  const { checkIn = "2027-03-12", checkOut = "2027-03-15", ...rest } = overrides;
  return { plan: PLAN, room: ROOM, stay: { checkIn, checkOut, occupancy: COUPLE }, nights: nights("2027-03-01", 40, 20_000), ...rest };
}

describe("priceStay", () => {
  it("adds the nights of a stay", () => {
    expect(priceStay(input())).toEqual({
      ok: true,
      nightly: [
        { night: "2027-03-12", cents: 20_000 },
        { night: "2027-03-13", cents: 20_000 },
        { night: "2027-03-14", cents: 20_000 },
      ],
      roomCents: 60_000,
      taxCents: 0,
      feeCents: 0,
      totalCents: 60_000,
      roomsLeft: 5,
    });
  });

  it("prices each night at its season's price across a season change", () => {
    const rows = [...nights("2027-03-25", 7, 18_000), ...nights("2027-04-01", 7, 24_500)];
    const price = priceStay(input({ checkIn: "2027-03-30", checkOut: "2027-04-03", nights: rows }));
    expect(price.ok && price.nightly.map(({ cents }) => cents)).toEqual([18_000, 18_000, 24_500, 24_500]);
    expect(price.ok && price.roomCents).toBe(85_000);
  });

  it("takes the fewest rooms left over the nights", () => {
    const rows = nights("2027-03-01", 40, 20_000).map((row) => (row.night === "2027-03-13" ? { ...row, roomsLeft: 1 } : row));
    const price = priceStay(input({ nights: rows }));
    expect(price.ok && price.roomsLeft).toBe(1);
  });

  it("ignores the nights outside the stay", () => {
    const rows = nights("2027-03-01", 40, 20_000).map((row) => (row.night === "2027-03-15" || row.night === "2027-03-11" ? { ...row, roomsLeft: 0, stopSell: true } : row));
    expect(priceStay(input({ nights: rows })).ok).toBe(true);
  });

  describe("guests", () => {
    const family = { ...PLAN, includedAdults: 2, extraAdultCents: 4_000, childCents: 2_500, childFreeUnderAge: 6 };
    const bigRoom = { maxAdults: 4, maxChildren: 3 };

    it("adds extra adults and the children who pay, each night", () => {
      const price = priceStay(input({ plan: family, room: bigRoom, stay: { checkIn: "2027-03-12", checkOut: "2027-03-14", occupancy: { adults: 3, childAges: [2, 6, 11] } } }));
      // 20,000 + 1 extra adult × 4,000 + 2 paying children (6 and 11; 2 is free) × 2,500
      expect(price.ok && price.nightly.map(({ cents }) => cents)).toEqual([29_000, 29_000]);
      expect(price.ok && price.roomCents).toBe(58_000);
    });

    it("charges nothing extra for adults within the included number", () => {
      const price = priceStay(input({ plan: family, room: bigRoom, stay: { checkIn: "2027-03-12", checkOut: "2027-03-13", occupancy: { adults: 1, childAges: [0, 5] } } }));
      expect(price.ok && price.roomCents).toBe(20_000);
    });

    it("refuses more adults or children than the room sleeps", () => {
      expect(priceStay(input({ stay: { checkIn: "2027-03-12", checkOut: "2027-03-13", occupancy: { adults: 3, childAges: [] } } }))).toEqual({
        ok: false,
        reason: "occupancy",
        message: "Sleeps 2 adults at most",
      });
      expect(priceStay(input({ stay: { checkIn: "2027-03-12", checkOut: "2027-03-13", occupancy: { adults: 2, childAges: [4] } } }))).toEqual({
        ok: false,
        reason: "occupancy",
        message: "For adults only: no children in this room",
      });
      expect(priceStay(input({ room: { maxAdults: 2, maxChildren: 1 }, stay: { checkIn: "2027-03-12", checkOut: "2027-03-13", occupancy: { adults: 1, childAges: [4, 8] } } }))).toEqual({
        ok: false,
        reason: "occupancy",
        message: "Sleeps 1 child at most",
      });
    });
  });

  describe("taxes and fees", () => {
    it("rounds the tax half up to the cent", () => {
      // 10% of 12,345 is 1,234.5: 1,235.
      const price = priceStay(input({ plan: { ...PLAN, taxPercent: 10 }, checkIn: "2027-03-12", checkOut: "2027-03-13", nights: [night("2027-03-12", 12_345)] }));
      expect(price.ok && [price.taxCents, price.totalCents]).toEqual([1_235, 13_580]);
      // 10% of 12,344 is 1,234.4: 1,234.
      const lower = priceStay(input({ plan: { ...PLAN, taxPercent: 10 }, checkIn: "2027-03-12", checkOut: "2027-03-13", nights: [night("2027-03-12", 12_344)] }));
      expect(lower.ok && lower.taxCents).toBe(1_234);
    });

    it("charges the fees each night, apart from the tax", () => {
      const price = priceStay(input({ plan: { ...PLAN, taxPercent: 7, feeCentsPerNight: 1_250 } }));
      expect(price.ok && [price.roomCents, price.taxCents, price.feeCents, price.totalCents]).toEqual([60_000, 4_200, 3_750, 67_950]);
    });
  });

  describe("when the stay cannot be sold", () => {
    it("says the first sold-out night", () => {
      const rows = nights("2027-03-01", 40, 20_000).map((row) => (row.night === "2027-03-13" ? { ...row, roomsLeft: 0 } : row));
      expect(priceStay(input({ nights: rows }))).toEqual({ ok: false, reason: "sold_out", message: "Sold out on 13 Mar" });
    });

    it("treats a stop-sell night as not available", () => {
      const rows = nights("2027-03-01", 40, 20_000).map((row) => (row.night === "2027-03-14" ? { ...row, stopSell: true } : row));
      expect(priceStay(input({ nights: rows }))).toEqual({ ok: false, reason: "not_on_sale", message: "Not available on 14 Mar" });
    });

    it("treats a missing night as not on sale", () => {
      const rows = nights("2027-03-01", 40, 20_000).filter((row) => row.night !== "2027-03-13");
      expect(priceStay(input({ nights: rows }))).toEqual({ ok: false, reason: "not_on_sale", message: "Not available on 13 Mar" });
      expect(priceStay(input({ nights: [] }))).toEqual({ ok: false, reason: "not_on_sale", message: "Not available on 12 Mar" });
    });

    it("applies the plan's minimum stay", () => {
      const plan = { ...PLAN, minStay: 3 };
      expect(priceStay(input({ plan, checkOut: "2027-03-14" }))).toEqual({ ok: false, reason: "min_stay", message: "Minimum stay 3 nights" });
      expect(priceStay(input({ plan, checkOut: "2027-03-15" })).ok).toBe(true);
    });

    it("lets the arrival night's minimum override the plan's, both ways", () => {
      const longer = nights("2027-03-01", 40, 20_000).map((row) => (row.night === "2027-03-12" ? { ...row, minStay: 4 } : row));
      expect(priceStay(input({ nights: longer }))).toEqual({ ok: false, reason: "min_stay", message: "Minimum stay 4 nights from this date" });
      const shorter = nights("2027-03-01", 40, 20_000).map((row) => (row.night === "2027-03-12" ? { ...row, minStay: 1 } : row));
      expect(priceStay(input({ plan: { ...PLAN, minStay: 3 }, nights: shorter, checkOut: "2027-03-13" })).ok).toBe(true);
      // An override on a night inside the stay, not the arrival, does not count.
      const inside = nights("2027-03-01", 40, 20_000).map((row) => (row.night === "2027-03-13" ? { ...row, minStay: 7 } : row));
      expect(priceStay(input({ nights: inside })).ok).toBe(true);
    });

    it("applies the plan's maximum stay", () => {
      const plan = { ...PLAN, maxStay: 2 };
      expect(priceStay(input({ plan }))).toEqual({ ok: false, reason: "max_stay", message: "Maximum stay 2 nights" });
      expect(priceStay(input({ plan, checkOut: "2027-03-14" })).ok).toBe(true);
    });

    it("refuses an arrival on a night closed to arrival, and only then", () => {
      const rows = nights("2027-03-01", 40, 20_000).map((row) => (row.night === "2027-03-12" ? { ...row, closedToArrival: true } : row));
      expect(priceStay(input({ nights: rows }))).toEqual({ ok: false, reason: "closed_to_arrival", message: "No arrivals on 12 Mar: choose another check-in date" });
      expect(priceStay(input({ nights: rows, checkIn: "2027-03-11" })).ok).toBe(true);
    });

    it("reads closed to departure on the check-out day's row", () => {
      const rows = nights("2027-03-01", 40, 20_000).map((row) => (row.night === "2027-03-15" ? { ...row, closedToDeparture: true } : row));
      expect(priceStay(input({ nights: rows }))).toEqual({ ok: false, reason: "closed_to_departure", message: "No departures on 15 Mar: choose another check-out date" });
      // Staying through that day is fine, and a check-out row that is missing has no restriction.
      expect(priceStay(input({ nights: rows, checkOut: "2027-03-16" })).ok).toBe(true);
      expect(priceStay(input({ nights: nights("2027-03-12", 3, 20_000) })).ok).toBe(true);
    });

    it("refuses a check-out that is not after check-in as a programming error", () => {
      expect(() => priceStay(input({ checkOut: "2027-03-12" }))).toThrow(RangeError);
    });
  });

  it("totals the room, the tax and the fees, and the nights add up to the room", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 2_000_000 }), { minLength: 1, maxLength: 30 }),
        fc.record({
          includedAdults: fc.integer({ min: 1, max: 4 }),
          extraAdultCents: fc.integer({ min: 0, max: 50_000 }),
          childCents: fc.integer({ min: 0, max: 50_000 }),
          childFreeUnderAge: fc.integer({ min: 0, max: 18 }),
          taxPercent: fc.integer({ min: 0, max: 100 }),
          feeCentsPerNight: fc.integer({ min: 0, max: 10_000 }),
        }),
        fc.integer({ min: 1, max: 8 }),
        fc.array(fc.integer({ min: 0, max: 17 }), { maxLength: 6 }),
        (prices, terms, adults, childAges) => {
          const checkIn = "2027-10-28";
          const checkOut = addDays(checkIn, prices.length);
          const rows = prices.map((priceCents, index) => night(addDays(checkIn, index), priceCents));
          const price = priceStay({
            plan: { ...PLAN, ...terms },
            room: { maxAdults: 8, maxChildren: 6 },
            stay: { checkIn, checkOut, occupancy: { adults, childAges } },
            nights: rows,
          });
          if (!price.ok) throw new Error(price.message);
          expect(price.totalCents).toBe(price.roomCents + price.taxCents + price.feeCents);
          expect(price.nightly.reduce((sum, { cents }) => sum + cents, 0)).toBe(price.roomCents);
          expect(price.nightly).toHaveLength(prices.length);
          expect(price.feeCents).toBe(terms.feeCentsPerNight * prices.length);
          for (const value of [price.roomCents, price.taxCents, price.feeCents, price.totalCents]) expect(Number.isSafeInteger(value)).toBe(true);
          // The tax is the nearest cent to the exact percentage, halves up.
          expect(Math.abs(price.taxCents * 100 - price.roomCents * terms.taxPercent)).toBeLessThanOrEqual(50);
        },
      ),
      { seed: 20_270_312, numRuns: 500 },
    );
  });
});
