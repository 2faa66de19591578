/**
 * The name of the unique index a database error broke, through Drizzle's wrapping (PostgreSQL
 * error 23505 carries it as `constraint`; PGlite names it in the message); undefined for any
 * other error, "" when the name cannot be read.
 */
export function brokenUniqueIndex(error: unknown): string | undefined {
  for (let current: unknown = error; typeof current === "object" && current !== null; ) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (candidate.code === "23505") {
      if (typeof candidate.constraint === "string") return candidate.constraint;
      const named = /unique constraint "([^"]+)"/.exec(String(candidate.message ?? ""));
      return named?.[1] ?? "";
    }
    current = candidate.cause;
  }
  return undefined;
}
