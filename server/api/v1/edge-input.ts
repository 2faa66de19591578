import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from "../../../core/storable-text";
import { AppError } from "../../kernel/errors";

/**
 * What every /api/v1 operation does to its raw input before its own schemas read it: the apps'
 * habits are accepted and text the database cannot store is refused, the same way for all.
 */

/**
 * The query without its empty values: the apps send `type=` for "any", which means the same as
 * leaving the parameter out. An empty value inside a repeated parameter goes too.
 */
export function queryWithoutEmptyValues(query: unknown): unknown {
  if (typeof query !== "object" || query === null) return query;
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(query)) {
    if (value === "") continue;
    if (Array.isArray(value)) {
      const present = value.filter((item) => item !== "");
      if (present.length > 0) kept[name] = present;
      continue;
    }
    kept[name] = value;
  }
  return kept;
}

/** A field path as error keys spell it (zod's `a.0.b`), cut short when a body nests absurdly deep. */
function fieldName(path: (string | number)[]): string {
  if (path.length === 0) return "_";
  const shown = path.slice(0, 8).join(".");
  return path.length > 8 ? `${shown}…` : shown;
}

/**
 * Refuses a request whose path parameters, query or body hold a NUL or a lone surrogate, naming
 * the field. A body refused this way is answered like the operation's other invalid bodies (a 422
 * where the apps show the message, otherwise a 400).
 */
export function refuseUnstorableText(
  input: { params: unknown; query: unknown; body: unknown },
  invalidBody: "validation" | undefined,
): void {
  for (const part of ["params", "query", "body"] as const) {
    const path = findUnstorableText(input[part]);
    if (path === null) continue;
    const field = fieldName(path);
    const errors = { [field]: [UNSTORABLE_TEXT_MESSAGE] };
    if (part === "body" && invalidBody === "validation") throw new AppError("VALIDATION_FAILED", `${field}: ${UNSTORABLE_TEXT_MESSAGE}`, errors);
    throw new AppError("BAD_REQUEST", `${field}: ${UNSTORABLE_TEXT_MESSAGE}`, errors);
  }
}
