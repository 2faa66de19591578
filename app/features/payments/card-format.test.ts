import { describe, expect, it } from "vitest";
import { formatCardNumber, formatCvc, formatExpiry, parseExpiry } from "./card-format";

describe("formatCardNumber", () => {
  it("groups digits in fours as they are typed, ignoring anything else", () => {
    expect(formatCardNumber("4")).toBe("4");
    expect(formatCardNumber("42424")).toBe("4242 4");
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4242-4242 4242x4242")).toBe("4242 4242 4242 4242");
  });

  it("groups American Express numbers 4-6-5 and stops at 19 digits", () => {
    expect(formatCardNumber("378282246310005")).toBe("3782 822463 10005");
    expect(formatCardNumber("6".repeat(25))).toBe("6666 6666 6666 6666 666");
  });
});

describe("formatExpiry", () => {
  it("reads MM / YY, adding the separator after the month", () => {
    expect(formatExpiry("1")).toBe("1");
    expect(formatExpiry("12", "1")).toBe("12 / ");
    expect(formatExpiry("12 / 3", "12 / ")).toBe("12 / 3");
    expect(formatExpiry("1234")).toBe("12 / 34");
    expect(formatExpiry("12 / 345")).toBe("12 / 34");
  });

  it("treats a first digit above 1 as a whole month, and lets backspace remove the separator", () => {
    expect(formatExpiry("4")).toBe("04 / ");
    expect(formatExpiry("12 /", "12 / ")).toBe("12");
  });
});

describe("parseExpiry", () => {
  it("reads the month and the year, with or without the separator", () => {
    expect(parseExpiry("12 / 34")).toEqual({ month: 12, year: 34 });
    expect(parseExpiry("04/2031")).toEqual({ month: 4, year: 2031 });
    expect(parseExpiry("1234")).toEqual({ month: 12, year: 34 });
  });

  it("answers zeros for what is missing, so the provider names the problem", () => {
    expect(parseExpiry("")).toEqual({ month: 0, year: 0 });
    expect(parseExpiry("12 / ")).toEqual({ month: 12, year: 0 });
  });
});

describe("formatCvc", () => {
  it("keeps up to four digits", () => {
    expect(formatCvc("12a3")).toBe("123");
    expect(formatCvc("123456")).toBe("1234");
  });
});
