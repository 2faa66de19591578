import { describe, expect, it } from "vitest";
import { BUSINESS_ACCOUNT_TRANSITIONS, canMoveBusinessAccount } from "./business-account-transitions";
import { BUSINESS_ACCOUNT_STATUSES } from "./business-signup-rules";

describe("business account transitions (docs/product.md §4)", () => {
  it("lets admins move a reviewed account to active or in_active, and between the two after that", () => {
    expect(BUSINESS_ACCOUNT_TRANSITIONS).toEqual({ in_review: ["active", "in_active"], active: ["in_active"], in_active: ["active"] });
  });

  it("never moves an account back to review, nor to the state it is in", () => {
    for (const from of BUSINESS_ACCOUNT_STATUSES) {
      expect(canMoveBusinessAccount(from, "in_review")).toBe(false);
      expect(canMoveBusinessAccount(from, from)).toBe(false);
    }
  });
});
