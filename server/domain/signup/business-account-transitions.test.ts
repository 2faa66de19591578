import { describe, expect, it } from "vitest";
import { BUSINESS_ACCOUNT_STATUSES } from "../../../core/business-signup-rules";
import { AppError } from "../../kernel/errors";
import { assertBusinessAccountMove, BUSINESS_ACCOUNT_TRANSITIONS, canMoveBusinessAccount } from "./business-account-transitions";

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

  it("refuses a move that is not allowed with a 409 naming both states", () => {
    const error = (() => {
      try {
        assertBusinessAccountMove("active", "active");
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "CONFLICT", message: "An account that is active cannot be moved to active." });
    expect(() => assertBusinessAccountMove("in_review", "active")).not.toThrow();
  });
});
