/**
 * Trimming a set of characters from the ends of a string in one pass. `text.replace(/x+$/, "")`
 * looks simple but is quadratic: the search starts again at every character of a long run of x
 * that is not at the end ("////…/a" costs about n² steps). These walk from the end instead.
 * `character` is a pattern for one character (a class such as /[\s,.;:]/), tested one unit at a time.
 */

/** `text` without the characters at its end that match `character`. */
export function trimCharactersEnd(text: string, character: RegExp): string {
  let end = text.length;
  while (end > 0 && character.test(text.charAt(end - 1))) end -= 1;
  return text.slice(0, end);
}

/** `text` without the characters at its start that match `character`. */
export function trimCharactersStart(text: string, character: RegExp): string {
  let start = 0;
  while (start < text.length && character.test(text.charAt(start))) start += 1;
  return text.slice(start);
}

const SLASH = /\//;

/** A path or address without its trailing slashes ("/faq//" -> "/faq", "/" -> ""). */
export function withoutTrailingSlashes(path: string): string {
  return trimCharactersEnd(path, SLASH);
}
