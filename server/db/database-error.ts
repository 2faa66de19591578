/**
 * Database errors as a log line may show them. Drizzle's query error carries the SQL and every
 * bound parameter in its message (password hashes, tokens, e-mail addresses, messages), and the
 * driver's error carries row values in its detail ("Failing row contains (...)") and sometimes in
 * its message ('invalid input syntax for type integer: "..."'). What is kept says what failed and
 * where, never with which values: the SQLSTATE, the statement's verb and table, and the
 * constraint, table and column PostgreSQL names.
 */
export type DatabaseFailure = {
  /** SQLSTATE, e.g. 23505; absent when the query never got an answer (a lost connection). */
  sqlState?: string;
  /** The statement's verb and first table, e.g. "update users". */
  statement?: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** PostgreSQL's routine name (which check failed), e.g. "ExecConstraints". */
  routine?: string;
};

const SQLSTATE = /^[0-9A-Z]{5}$/;
const VERB = /^\s*(select|insert\s+into|update|delete\s+from|with|create|alter|drop|truncate|lock|listen|notify|begin|commit|rollback)\b/i;
const TABLE = /\b(?:from|into|update|join)\s+("[^"]{1,100}"|[A-Za-z_][\w.]{0,100})/i;

type ErrorFields = Partial<Record<"code" | "severity" | "constraint" | "table" | "column" | "routine" | "query", unknown>> & {
  params?: unknown;
  cause?: unknown;
};

function isDriverError(fields: ErrorFields): boolean {
  return typeof fields.code === "string" && SQLSTATE.test(fields.code) && typeof fields.severity === "string";
}

/** Drizzle's DrizzleQueryError: the SQL in `query`, the values in `params`. */
function isQueryError(fields: ErrorFields): fields is ErrorFields & { query: string } {
  return typeof fields.query === "string" && Array.isArray(fields.params);
}

export function statementSummary(query: string): string | undefined {
  const verb = VERB.exec(query)?.[1];
  if (!verb) return undefined;
  const table = TABLE.exec(query)?.[1]?.replaceAll('"', "");
  return [verb.toLowerCase().replace(/\s+/g, " "), table].filter(Boolean).join(" ");
}

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);

/** The failure a database error describes, following its causes; undefined for any other error. */
export function databaseFailureOf(error: unknown): DatabaseFailure | undefined {
  let statement: string | undefined;
  let sawQuery = false;
  let current: unknown = error;
  for (let depth = 0; depth < 10 && typeof current === "object" && current !== null; depth += 1) {
    const fields = current as ErrorFields;
    if (isQueryError(fields)) {
      sawQuery = true;
      statement ??= statementSummary(fields.query);
    }
    if (isDriverError(fields)) {
      const failure: DatabaseFailure = {
        sqlState: fields.code as string,
        statement,
        constraint: text(fields.constraint),
        table: text(fields.table),
        column: text(fields.column),
        routine: text(fields.routine),
      };
      return Object.fromEntries(Object.entries(failure).filter(([, value]) => value !== undefined)) as DatabaseFailure;
    }
    current = fields.cause;
  }
  return sawQuery ? (statement ? { statement } : {}) : undefined;
}

/** One line for a plain-text log: "database error 23505 (constraint users_email_unique) in insert into users". */
export function describeDatabaseFailure(failure: DatabaseFailure): string {
  const where = [failure.constraint && `constraint ${failure.constraint}`, failure.column && `column ${failure.column}`].filter(Boolean).join(", ");
  return [
    `database error ${failure.sqlState ?? "without a SQLSTATE"}`,
    where && `(${where})`,
    failure.statement && `in ${failure.statement}`,
  ]
    .filter(Boolean)
    .join(" ");
}

/** An error's message as a log may show it: a database error's summary, any other error's message. */
export function describeErrorForLog(error: unknown): string {
  const failure = databaseFailureOf(error);
  if (failure) return describeDatabaseFailure(failure);
  return error instanceof Error ? error.message : String(error);
}
