import { describe, expect, it } from "vitest";
import { typoBudget, typoDistance } from "./typo-distance";

describe("typoDistance", () => {
  it("counts insertions, deletions, substitutions and neighbour swaps as one typo each", () => {
    expect(typoDistance("santorni", "santorini", 2)).toBe(1);
    expect(typoDistance("maldivs", "maldiv", 2)).toBe(1);
    expect(typoDistance("amalfy", "amalfi", 2)).toBe(1);
    expect(typoDistance("brisolav", "brisolva", 2)).toBe(1);
    expect(typoDistance("zefyrin", "zephyrin", 2)).toBe(2);
    expect(typoDistance("villa", "villa", 2)).toBe(0);
  });

  it("counts two letters swapped around a third as one typo", () => {
    expect(typoDistance("vietman", "vietnam", 1)).toBe(1);
    expect(typoDistance("tuscnay", "tuscany", 1)).toBe(1);
    expect(typoDistance("vietman", "vietnum", 1)).toBe(2);
  });

  it("stops at the limit", () => {
    expect(typoDistance("paris", "kyoto", 1)).toBe(2);
    expect(typoDistance("ab", "abcdef", 2)).toBe(3);
  });

  it("gives short words no budget, then one typo, then two", () => {
    expect([3, 4, 7, 8, 12].map(typoBudget)).toEqual([0, 1, 1, 2, 2]);
  });
});
