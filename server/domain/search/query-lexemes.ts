import { stem } from "porter2";
import { ENGLISH_STOPWORDS } from "./english-stopwords";

/**
 * The lexeme PostgreSQL's `english` configuration makes of one typed word (letters and digits
 * only: buildSearchTerms split on everything else), so the query meets the documents' vectors,
 * which PostgreSQL built (decision 024). Null for a stop word, which no vector holds.
 * - Letters only (any script): a stop word, or the Snowball English stem (Porter2; PostgreSQL's
 *   `english_stem` is the same algorithm, checked word for word in query-lexemes.test.ts).
 * - With a digit: PostgreSQL's parser calls it a number or a "numword" and the `simple`
 *   dictionary keeps it as typed (lower case).
 */
export function queryLexeme(word: string): string | null {
  if (/\p{N}/u.test(word)) return word;
  if (ENGLISH_STOPWORDS.has(word)) return null;
  return stem(word);
}
