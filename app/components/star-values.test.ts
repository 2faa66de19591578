import { describe, expect, it } from "vitest";
import { ratingLabel, roundToHalf, starFills } from "./star-values";

describe("starFills", () => {
  it("fills whole and half stars", () => {
    expect(starFills(4.5)).toEqual(["full", "full", "full", "full", "half"]);
    expect(starFills(3)).toEqual(["full", "full", "full", "empty", "empty"]);
    expect(starFills(0)).toEqual(["empty", "empty", "empty", "empty", "empty"]);
  });

  it("rounds to the nearest half step", () => {
    expect(starFills(3.74)).toEqual(["full", "full", "full", "half", "empty"]);
    expect(starFills(3.76)).toEqual(["full", "full", "full", "full", "empty"]);
  });

  it("keeps values within 0 to 5", () => {
    expect(roundToHalf(7)).toBe(5);
    expect(roundToHalf(-1)).toBe(0);
    expect(roundToHalf(Number.NaN)).toBe(0);
  });
});

describe("ratingLabel", () => {
  it("reads the rounded value", () => {
    expect(ratingLabel(4.5)).toBe("4.5 out of 5 stars");
    expect(ratingLabel(4)).toBe("4 out of 5 stars");
    expect(ratingLabel(4.26)).toBe("4.5 out of 5 stars");
  });
});
