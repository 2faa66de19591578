/**
 * What a person typed, turned into the pieces the search query needs. Pure, so the rules are
 * tested without a database.
 */
export type SearchTerms = {
  /** The cleaned text (single spaces, lower case), for trigram similarity and title prefixes. */
  text: string;
  /**
   * to_tsquery input: every word must match, the last one as a prefix (the person is still typing
   * it). Null when nothing is left for full-text search (a single letter).
   */
  tsquery: string | null;
  /** The same, restricted to title lexemes (weight A of `search_vector`). */
  titleTsquery: string | null;
};

/** Longer queries add nothing to ranking and would only make the tsquery and trigram work grow. */
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

/**
 * Splits on anything that is not a letter or digit, so the tsquery built from the words cannot
 * contain tsquery syntax (`&`, `|`, `!`, `:`, quotes) or LIKE wildcards whatever the person typed.
 * Returns null when nothing searchable is left (empty or punctuation only): the caller then
 * answers without a query.
 */
export function buildSearchTerms(query: string): SearchTerms | null {
  const words = query
    .normalize("NFKC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, MAX_WORDS)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
  if (words.length === 0) return null;
  // A one-letter prefix matches most of the catalogue's lexemes (measured: the GIN scan touched
  // every row at 100k listings), so a last word of one letter is left to the title-prefix match.
  const textWords = words.filter((word, index) => index < words.length - 1 || word.length > 1);
  const isLastPrefix = textWords.length === words.length;
  const parts = textWords.map((word, index) => (isLastPrefix && index === textWords.length - 1 ? `${word}:*` : word));
  return {
    text: words.join(" "),
    tsquery: parts.length > 0 ? parts.join(" & ") : null,
    titleTsquery:
      parts.length > 0 ? parts.map((part) => (part.endsWith(":*") ? `${part}A` : `${part}:A`)).join(" & ") : null,
  };
}
