/**
 * Patterns meet untrusted text only after a length check. A pattern's time grows with the text it
 * reads, so the cap comes first: a value longer than its field allows is refused without being
 * read. Every pattern is also checked for super-linear backtracking in lint (redos/no-vulnerable);
 * one built from variables (new RegExp(`...${x}`)) is not seen there and is checked by hand.
 * A pattern anchored at the start whose repeats are all bounded (/^\d{1,9}$/) reads at most a
 * fixed number of characters whatever the text, so it needs no cap; one with `+` or `*` does.
 * Plain code, no zod: the browser's forms use it too (core/bounded-pattern-schema.ts is the zod form).
 * Decision 026.
 */

/** True when `text` is at most `maxLength` UTF-16 units and matches `pattern` (not a global or sticky one). */
export function matchesWithin(pattern: RegExp, text: string, maxLength: number): boolean {
  return text.length <= maxLength && pattern.test(text);
}
