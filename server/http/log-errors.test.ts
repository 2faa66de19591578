import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { AppError } from "../kernel/errors";
import { serializeErrorForLog } from "./log-errors";

const SECRET = "fcm-token-4b1d-secret";

describe("serializeErrorForLog", () => {
  it("turns a database error, even one wrapped as a cause, into its summary and stack frames", () => {
    const driver = Object.assign(new Error(`new row violates check constraint "c"`), {
      code: "23514",
      severity: "ERROR",
      detail: `Failing row contains (1, ${SECRET}).`,
      constraint: "c",
    });
    const query = new DrizzleQueryError('update "users" set "fcm_token" = $1', [SECRET], driver);
    const wrapped = new Error("saving the profile failed", { cause: query });
    for (const error of [query, wrapped]) {
      const serialized = serializeErrorForLog(error) as Record<string, unknown>;
      expect(serialized).toMatchObject({ type: "DatabaseError", sqlState: "23514", constraint: "c", statement: "update users" });
      expect(String(serialized.stack)).toMatch(/^\s+at /);
      expect(JSON.stringify(serialized)).not.toContain(SECRET);
    }
  });

  it("keeps the usual shape for other errors: type, message, stack, own fields, causes", () => {
    const error = new Error("outer", { cause: new Error("inner") });
    expect(serializeErrorForLog(error)).toMatchObject({ type: "Error", message: "outer: inner", stack: expect.stringContaining("caused by: Error: inner") });
    expect(serializeErrorForLog(new AppError("CONFLICT", "Taken"))).toMatchObject({ type: "AppError", message: "Taken", code: "CONFLICT" });
    expect(serializeErrorForLog("not an error")).toEqual({ type: "string", message: "not an error", stack: "" });
  });
});
