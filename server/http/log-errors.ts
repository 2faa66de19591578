import { databaseFailureOf, describeDatabaseFailure } from "../db/database-error";

/** The shape Fastify's logger expects of its `err` serializer. */
type Serialized = { type: string; message: string; stack: string; [key: string]: unknown };

const FRAME = /^\s+at /;

/** Only the "at ..." lines: a stack's first line repeats the message, which may hold values. */
function stackFrames(error: Error): string {
  return (error.stack ?? "")
    .split("\n")
    .filter((line) => FRAME.test(line))
    .join("\n");
}

function serializeOther(error: Error, seen: Set<unknown>): Serialized {
  seen.add(error);
  const serialized: Serialized = { type: error.constructor?.name || error.name, message: error.message, stack: error.stack ?? "" };
  for (const [key, value] of Object.entries(error)) {
    if (key in serialized || key === "cause") continue;
    serialized[key] = value instanceof Error && !seen.has(value) ? serialize(value, seen) : value;
  }
  // Causes are chained the way Node prints them.
  let cause: unknown = error.cause;
  for (let depth = 0; cause instanceof Error && !seen.has(cause) && depth < 5; depth += 1) {
    seen.add(cause);
    serialized.message = `${serialized.message}: ${cause.message}`;
    serialized.stack = `${serialized.stack}\ncaused by: ${cause.stack ?? cause.message}`;
    cause = cause.cause;
  }
  return serialized;
}

/**
 * The `err` of every log line. A database error (or an error caused by one) becomes its summary:
 * SQLSTATE, statement, constraint, and the stack's frames, never a bound parameter or a row's
 * values. Other errors keep the usual shape: type, message, stack, their own fields, causes chained.
 */
export function serializeErrorForLog(error: unknown): Serialized {
  if (error instanceof Error) return serialize(error, new Set());
  return { type: typeof error, message: String(error), stack: "" };
}

function serialize(error: Error, seen: Set<unknown>): Serialized {
  const failure = databaseFailureOf(error);
  if (failure) {
    return { type: "DatabaseError", message: describeDatabaseFailure(failure), ...failure, stack: stackFrames(error) };
  }
  return serializeOther(error, seen);
}
