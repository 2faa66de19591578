import { describe, expect, it } from "vitest";
import { formatCount } from "./counts";

describe("formatCount", () => {
  it("writes whole numbers as en-US does, thousands separated by commas", () => {
    for (const value of [0, 1, 12, 999, 1000, 1234, 99_999, 100_000, 1_234_567, 2_147_483_647, Number.MAX_SAFE_INTEGER, -1, -1000, -987_654]) {
      expect(formatCount(value), String(value)).toBe(value.toLocaleString("en-US"));
    }
  });

  it("leaves anything but a safe whole number to Intl", () => {
    expect(formatCount(1234.5)).toBe("1,234.5");
    expect(formatCount(Number.NaN)).toBe("NaN");
  });
});
