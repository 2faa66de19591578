import { ABBREVIATIONS } from "./abbreviations";
import { foldText } from "./fold-text";
import { queryLexeme } from "./query-lexemes";

/** One word of the query as the index matches it. */
export type QueryTerm = {
  /** What PostgreSQL's `english` configuration makes of the word (query-lexemes.ts). */
  lexeme: string;
  /** The last word, still being typed: it matches any lexeme that starts with it. */
  prefix: boolean;
  /** The word as typed (lower case, accents folded), for typo tolerance. */
  typed: string;
  /**
   * Other ways to match the word, each a group of lexemes a listing must all hold: the words a
   * short form stands for (st: saint, nyc: new york). Absent when there are none.
   */
  alternatives?: string[][];
};

/**
 * What a person typed, turned into the pieces the search needs. Pure, so the rules are tested
 * without a database.
 */
export type SearchTerms = {
  /** The cleaned text (single spaces, lower case), for title prefixes. */
  text: string;
  /**
   * Every term must match (title, place, keywords or description), the last one as a prefix.
   * Empty when nothing is left for word matching (a single letter, or only stop words): the
   * title prefix alone answers then.
   */
  terms: QueryTerm[];
};

/** Longer queries add nothing to ranking and would only make the matching work grow. */
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

/**
 * Splits on anything that is not a letter or digit, so no syntax or wildcard the person typed
 * reaches a query. Returns null when nothing searchable is left (empty or punctuation only): the
 * caller then answers without searching.
 */
export function buildSearchTerms(query: string): SearchTerms | null {
  const words = foldText(query.normalize("NFKC"))
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, MAX_WORDS)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
  if (words.length === 0) return null;
  // A one-letter prefix matches most of the catalogue's lexemes, so a last word of one letter is
  // left to the title-prefix match.
  const textWords = words.filter((word, index) => index < words.length - 1 || word.length > 1);
  const isLastPrefix = textWords.length === words.length;
  const terms: QueryTerm[] = [];
  textWords.forEach((typed, index) => {
    const lexeme = queryLexeme(typed);
    if (lexeme !== null && lexeme !== "") {
      const term: QueryTerm = { lexeme, prefix: isLastPrefix && index === textWords.length - 1, typed };
      const expansion = ABBREVIATIONS.get(typed);
      if (expansion) {
        const group = expansion.map(queryLexeme).filter((word): word is string => word !== null && word !== "");
        if (group.length > 0) term.alternatives = [group];
      }
      terms.push(term);
    }
  });
  return { text: words.join(" "), terms };
}
