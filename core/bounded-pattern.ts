/**
 * Patterns meet untrusted text only after a length check. A pattern's time grows with the text it
 * reads, so the cap comes first: a value longer than its field allows is refused without being
 * read. Every pattern is also checked for super-linear backtracking in lint (redos/no-vulnerable).
 * Plain code, no zod: the browser's forms use it too (core/bounded-pattern-schema.ts is the zod form).
 */

/** True when `text` is at most `maxLength` UTF-16 units and matches `pattern` (not a global or sticky one). */
export function matchesWithin(pattern: RegExp, text: string, maxLength: number): boolean {
  return text.length <= maxLength && pattern.test(text);
}
