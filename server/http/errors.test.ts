import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { z } from "zod";
import { AppError, ERROR_STATUS, type ErrorCode } from "../kernel/errors";
import { errorBody, registerErrorHandling, zodFieldErrors } from "./errors";

describe("errorBody", () => {
  it.each(Object.entries(ERROR_STATUS) as [ErrorCode, number][])("maps AppError %s to HTTP %i", (code, status) => {
    expect(errorBody(new AppError(code, "Shown to the person"))).toEqual({ status, code, message: "Shown to the person" });
  });

  it("keeps an AppError's field errors for forms", () => {
    const body = errorBody(new AppError("VALIDATION_FAILED", "Check the form", { email: ["Email already exists"] }));
    expect(body).toEqual({
      status: 422,
      code: "VALIDATION_FAILED",
      message: "Check the form",
      errors: { email: ["Email already exists"] },
    });
  });

  it("turns a ZodError into a 400 naming the first field", () => {
    const result = z.object({ id: z.string().regex(/^\d+$/, "must be a number"), page: z.number() }).safeParse({ id: "x" });
    expect(result.success).toBe(false);
    const body = errorBody(result.error);
    expect(body.status).toBe(400);
    expect(body.code).toBe("BAD_REQUEST");
    expect(body.message).toBe("id: must be a number");
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(["id", "page"]);
  });

  it("uses '_' for an error about the whole input", () => {
    const result = z.string().safeParse(42);
    expect(result.success).toBe(false);
    expect(zodFieldErrors(result.error!)).toHaveProperty("_");
    expect(errorBody(result.error).message).not.toMatch(/^_:/);
  });

  it.each([
    [413, "PAYLOAD_TOO_LARGE"],
    [415, "UNSUPPORTED_MEDIA_TYPE"],
    [405, "METHOD_NOT_ALLOWED"],
    [400, "BAD_REQUEST"],
    [418, "BAD_REQUEST"],
  ])("keeps Fastify's own client error %i as %s", (statusCode, code) => {
    const error = Object.assign(new Error("Client said something odd"), { statusCode });
    expect(errorBody(error)).toEqual({ status: statusCode, code, message: "Client said something odd" });
  });

  it.each([
    ["a plain Error", new Error("connection to db-primary:5432 refused (password=hunter2)")],
    ["a 5xx with a status code", Object.assign(new Error("upstream detail"), { statusCode: 502 })],
    ["a thrown string", "raw failure"],
    ["undefined", undefined],
  ])("hides the details of %s behind a generic 500", (_name, error) => {
    const body = errorBody(error);
    expect(body).toEqual({ status: 500, code: "INTERNAL", message: "Something went wrong. Please try again." });
  });
});

describe("registerErrorHandling", () => {
  async function appThrowing(error: unknown) {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get("/boom", async () => {
      throw error;
    });
    await app.ready();
    return app;
  }

  it("answers in the error shape and leaks nothing from a crash", async () => {
    const app = await appThrowing(new Error("SELECT * FROM users WHERE secret"));
    const response = await app.inject({ method: "GET", url: "/boom" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ status: 500, code: "INTERNAL", message: "Something went wrong. Please try again." });
    expect(response.body).not.toContain("secret");
    await app.close();
  });

  it("adds Retry-After to a rate-limit refusal", async () => {
    const app = await appThrowing(new AppError("RATE_LIMITED", "Too many attempts"));
    const response = await app.inject({ method: "GET", url: "/boom" });
    expect(response.statusCode).toBe(429);
    expect(response.headers["retry-after"]).toMatch(/^\d+$/);
    expect(response.json()).toMatchObject({ status: 429, code: "RATE_LIMITED" });
    await app.close();
  });
});

describe("database errors about text", () => {
  it.each(["22021", "22P05"])("maps SQLSTATE %s (text PostgreSQL cannot hold) to a 400", (code) => {
    const cause = Object.assign(new Error("invalid byte sequence"), { code, severity: "ERROR" });
    const body = errorBody(new DrizzleQueryError('insert into "users" ("firstname") values ($1)', ["a\u0000"], cause));
    expect(body).toMatchObject({ status: 400, code: "BAD_REQUEST" });
  });

  it("keeps any other database error a 500 that says nothing of it", () => {
    const cause = Object.assign(new Error("deadlock detected"), { code: "40P01", severity: "ERROR" });
    expect(errorBody(new DrizzleQueryError("update x", [], cause))).toEqual({ status: 500, code: "INTERNAL", message: "Something went wrong. Please try again." });
  });
});
