import { describe, expect, it } from "vitest";
import { centsFromDollars } from "./lead-labels";

describe("centsFromDollars", () => {
  it("reads what a business types as a price", () => {
    expect(centsFromDollars("4,860")).toBe(486000);
    expect(centsFromDollars("$1,250.5")).toBe(125050);
    expect(centsFromDollars(" 99.99 ")).toBe(9999);
    expect(centsFromDollars("")).toBeNull();
    expect(centsFromDollars("12.345")).toBeNull();
    expect(centsFromDollars("ten")).toBeNull();
  });
});
