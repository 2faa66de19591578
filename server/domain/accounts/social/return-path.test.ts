import { describe, expect, it } from "vitest";
import { safeReturnPath, withLoginOutcome } from "./return-path";

describe("safeReturnPath", () => {
  it.each([
    ["/", "/"],
    ["/hotels", "/hotels"],
    ["/hotels?page=2&types=villa", "/hotels?page=2&types=villa"],
    ["/hotels/villa-rosa#reviews", "/hotels/villa-rosa"],
    ["/a/../destinations", "/destinations"],
    ["/hotels?signed_in=google&page=2", "/hotels?page=2"],
  ])("keeps the site path %s as %s", (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it.each([
    [undefined],
    [""],
    ["hotels"],
    ["https://evil.example"],
    ["http://localhost:3000/hotels"],
    ["//evil.example"],
    ["///evil.example"],
    ["/\\evil.example"],
    ["/.//evil.example"],
    ["/%2e//evil.example"],
    ["/\tevil"],
    ["/\n//evil.example"],
    ["javascript:alert(1)"],
    ["/api/v1/logout"],
    ["/api"],
    [`/${"a".repeat(2000)}`],
  ])("sends %j to /", (input) => {
    expect(safeReturnPath(input)).toBe("/");
  });
});

describe("withLoginOutcome", () => {
  it("adds the outcome to the query, keeping what was there", () => {
    expect(withLoginOutcome("/", "signed_in", "google")).toBe("/?signed_in=google");
    expect(withLoginOutcome("/hotels?page=2", "login_error", "access_denied")).toBe("/hotels?page=2&login_error=access_denied");
    expect(withLoginOutcome("//evil.example", "signed_in", "apple")).toBe("/?signed_in=apple");
  });
});
