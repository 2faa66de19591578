import { describe, expect, it } from "vitest";
import { retryAfter } from "./account-api";

describe("Retry-After", () => {
  it("reads whole seconds and ignores anything else", () => {
    expect(retryAfter("42")).toBe(42);
    expect(retryAfter(" 7 ")).toBe(7);
    expect(retryAfter(null)).toBeNull();
    expect(retryAfter("Wed, 21 Oct 2026 07:28:00 GMT")).toBeNull();
  });
});
