import { describe, expect, it } from "vitest";
import { AppError } from "../../kernel/errors";
import { assertBusinessAccountMove } from "./business-account-transitions";

describe("the server's guard on business account moves", () => {
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
