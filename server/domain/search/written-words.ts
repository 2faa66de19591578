import { LISTING_TYPES, SEARCH_RESULT_LABEL, type ListingType } from "../../../core/listing-types";
import { foldText } from "./fold-text";

/** The words of a title or place as written (folded, search-terms.ts splits queries the same way). */
export function writtenWords(text: string | null): string[] {
  if (!text) return [];
  return foldText(text.normalize("NFKC"))
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

const LABEL_WORDS_OF = new Map<ListingType, string[]>(LISTING_TYPES.map((type) => [type, writtenWords(SEARCH_RESULT_LABEL[type] ?? null)]));

/** The words of the label shown beside a kind's results (none for `basic`). */
export function labelWordsOf(type: ListingType): readonly string[] {
  return LABEL_WORDS_OF.get(type) ?? [];
}

/** The words of the labels beside results ("Inspire Me", "Spotlight"): typo targets like title words. */
export const LABEL_WORDS: readonly string[] = [...new Set(Object.values(SEARCH_RESULT_LABEL).flatMap((label) => writtenWords(label)))];

/**
 * Words that say what kind of result is wanted rather than what it is about (`proposal ideas`,
 * `honeymoon tips`): when not every word is found, they count for less than the others.
 */
export const INTENT_WORDS: ReadonlySet<string> = new Set([
  "idea",
  "ideas",
  "tip",
  "tips",
  "guide",
  "guides",
  "best",
  "top",
  "inspiration",
  "place",
  "places",
  "thing",
  "things",
  "where",
  "plan",
  "planning",
]);
