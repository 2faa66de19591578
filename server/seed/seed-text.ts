import type { OccasionSlug } from "../../core/listing-types";
import { formatDollars } from "../../core/money";
import { trimCharactersEnd } from "../../core/trim-characters";
import type { SeedRandom } from "./seed-random";

/** Fixed moments, so a reseed writes identical rows (no clock reads in the seed). */
export const SEED_CREATED_AT = new Date("2026-09-01T08:00:00.000Z");

/** Metadata descriptions are "sometimes cut at about 250 characters" (docs/product.md §2). */
export const DESCRIPTION_LIMIT = 250;

/** Cuts at a word boundary before `limit` and marks the cut, the way CMS excerpts do. */
export function cutNear(text: string, limit = DESCRIPTION_LIMIT): string {
  if (text.length <= limit) return text;
  const head = text.slice(0, limit - 3);
  const lastSpace = head.lastIndexOf(" ");
  return `${trimCharactersEnd(head.slice(0, lastSpace > limit * 0.6 ? lastSpace : head.length), /[\s,.;:]/)}...`;
}

/** 8 to 20 distinct lower-case phrases, comma-separated (docs/product.md §2 keyword lists). */
export function keywordList(random: SeedRandom, candidates: string[], minimum = 8, maximum = 20): string {
  const unique = [...new Set(candidates.map((phrase) => phrase.toLowerCase().replace(/\s+/g, " ").trim()).filter(Boolean))];
  if (unique.length < minimum) throw new Error(`need at least ${minimum} keyword candidates, got ${unique.length}`);
  const [first, ...rest] = unique;
  const count = random.int(minimum, Math.min(maximum, unique.length));
  // The first candidate is the page's main phrase; keep it first, vary the rest.
  return [first, ...random.shuffle(rest)].slice(0, count).join(", ");
}

export const OCCASION_PHRASE: Record<OccasionSlug, string> = {
  destinationwedding: "a destination wedding",
  honeymoon: "a honeymoon",
  anniversary: "an anniversary",
  babymoon: "a babymoon",
  vowrenewal: "a vow renewal",
  proposal: "a proposal",
};

export const OCCASION_KEYWORD: Record<OccasionSlug, string> = {
  destinationwedding: "destination wedding",
  honeymoon: "honeymoon",
  anniversary: "anniversary trip",
  babymoon: "babymoon",
  vowrenewal: "vow renewal",
  proposal: "proposal",
};

export function joinPhrases(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A clearly fictional web address: the reserved example.com domain. */
export function websiteFor(title: string): string {
  return `https://www.${title.toLowerCase().replace(/[^a-z0-9]/g, "")}.example.com`;
}

/** Whole dollars, "$1,250", by core's one money formatter. */
export function dollars(cents: number): string {
  return formatDollars(cents, { wholeDollars: true });
}

/** "2027-03-31" -> "March 31, 2027" without depending on the machine's locale data. */
export function longDate(isoDate: string): string {
  const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${months[(month ?? 1) - 1]} ${day}, ${year}`;
}
