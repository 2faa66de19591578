import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { databaseFailureOf, describeDatabaseFailure, describeErrorForLog, statementSummary } from "./database-error";

/** A driver error as node-postgres and PGlite raise them: SQLSTATE, severity, and values in message and detail. */
function driverError(fields: Record<string, string>): Error {
  return Object.assign(new Error(fields.message ?? "failed"), { severity: "ERROR", ...fields });
}

const SECRET = "$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0";

describe("databaseFailureOf", () => {
  it("keeps the SQLSTATE, the statement's verb and table, and what PostgreSQL names; no values", () => {
    const cause = driverError({
      code: "23505",
      message: 'duplicate key value violates unique constraint "users_email_unique"',
      detail: `Key (email)=(${SECRET}) already exists.`,
      constraint: "users_email_unique",
      table: "users",
      routine: "_bt_check_unique",
    });
    const error = new DrizzleQueryError('insert into "users" ("email", "password_hash") values ($1, $2)', ["a@b.example", SECRET], cause);
    const failure = databaseFailureOf(error);
    expect(failure).toEqual({ sqlState: "23505", statement: "insert into users", constraint: "users_email_unique", table: "users", routine: "_bt_check_unique" });
    expect(JSON.stringify(failure)).not.toContain(SECRET);
    expect(describeDatabaseFailure(failure!)).toBe("database error 23505 (constraint users_email_unique) in insert into users");
  });

  it("reads a driver error met without Drizzle", () => {
    expect(databaseFailureOf(driverError({ code: "22021", message: "invalid byte sequence for encoding \"UTF8\": 0x00" }))).toEqual({ sqlState: "22021" });
  });

  it("still hides the parameters of a query that got no answer", () => {
    const error = new DrizzleQueryError('select "id" from "sessions" where "token_hash" = $1', [SECRET], new Error("Connection terminated unexpectedly"));
    expect(databaseFailureOf(error)).toEqual({ statement: "select sessions" });
    expect(describeErrorForLog(error)).not.toContain(SECRET);
  });

  it("leaves other errors alone", () => {
    expect(databaseFailureOf(new Error("plain"))).toBeUndefined();
    expect(databaseFailureOf(Object.assign(new Error("socket"), { code: "EPIPE" }))).toBeUndefined();
    expect(describeErrorForLog(new Error("plain"))).toBe("plain");
  });
});

describe("statementSummary", () => {
  it.each([
    ['update "users" set "firstname" = $1 where "users"."id" = $2', "update users"],
    ['delete from "favorites" where "user_id" = $1', "delete from favorites"],
    ['select "id" from "listings" limit $1', "select listings"],
    ["with x as (select 1) select * from x", "with x"],
  ])("%s -> %s", (query, summary) => {
    expect(statementSummary(query)).toBe(summary);
  });
});
