/**
 * Text PostgreSQL cannot store: a text value may not hold U+0000, and a lone UTF-16 surrogate has
 * no UTF-8 form (the drivers would send it as U+FFFD, so the stored text would differ from what
 * was sent). Input carrying either is refused where it enters, never handed to a query.
 */

/** Any surrogate at all; one character class, so it cannot backtrack. */
const SURROGATE = /[\uD800-\uDFFF]/;

export const UNSTORABLE_TEXT_MESSAGE = "must not contain NUL characters or unpaired surrogates";

export function isStorableText(text: string): boolean {
  // The common case, answered by two native scans.
  if (!text.includes("\u0000") && !SURROGATE.test(text)) return true;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0) return false;
    if (code >= 0xd800 && code <= 0xdfff) {
      // A low surrogate first, or a high one not followed by a low one, is unpaired.
      if (code >= 0xdc00) return false;
      const next = text.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      index += 1;
    }
  }
  return true;
}

/** Objects whose own fields are read: anything but bytes (parsed params and queries have no plain prototype). */
function hasFields(value: object): value is Record<string, unknown> {
  return !ArrayBuffer.isView(value);
}

type Visit = { value: unknown; key: string | number | null; parent: Visit | null };

function pathOf(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let step: Visit | null = visit; step !== null && step.key !== null; step = step.parent) path.push(step.key);
  return path.reverse();
}

/**
 * Where the first unstorable string sits in parsed input (JSON, a query, form fields): its path
 * as field names and indexes ([] for the value itself), or null when every string and key is
 * storable. Only strings, arrays and objects are read (a file's bytes are not text). The
 * walk keeps its own stack and links each step to its parent, so a deeply nested body neither
 * overflows the call stack nor costs a copied path per level.
 */
export function findUnstorableText(value: unknown): (string | number)[] | null {
  const pending: Visit[] = [{ value, key: null, parent: null }];
  for (let visit = pending.pop(); visit !== undefined; visit = pending.pop()) {
    const current = visit.value;
    if (typeof current === "string") {
      if (!isStorableText(current)) return pathOf(visit);
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) pending.push({ value: current[index], key: index, parent: visit });
    } else if (typeof current === "object" && current !== null && hasFields(current)) {
      const keys = Object.keys(current);
      for (const key of keys) if (!isStorableText(key)) return pathOf(visit);
      for (let index = keys.length - 1; index >= 0; index -= 1) {
        const key = keys[index]!;
        pending.push({ value: current[key], key, parent: visit });
      }
    }
  }
  return null;
}
