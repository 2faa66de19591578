import { z } from "zod";
import { LISTING_TYPES, OCCASIONS, SEARCH_RESULT_TYPE, type ListingType, type OccasionSlug } from "../listing-types";

/**
 * The filters of the generic list call (docs/product.md §7, `GET /{resource}?page&...`) and of the
 * /hotel page's form, parsed from query-string values by one schema, so the API and the page
 * accept exactly the same things. Semantics:
 *
 * - Lists are comma-separated (`goodFor=honeymoon,anniversary`); a repeated parameter counts as
 *   one list. Values in one list are alternatives (OR); different filters all apply (AND).
 * - An empty value means "no filter", so a GET form with "Any" options sends `goodFor=`.
 * - `types`: listing kinds (`basic`, `property`, ...; the apps' `worldiaitenararies` is accepted
 *   for `itinerary`), limited to the resource's own kinds.
 * - `sortBy`: featured (default: Spotlight, then featured, then oldest), price_asc, price_desc,
 *   rating, newest, title. Listings without a price or rating sort last.
 * - `goodFor`: occasion slugs the listing is good for. `offergoodFor`: the same, but only narrows
 *   offers (other kinds pass), for mixed feeds. `articlescategory`: article category slugs, only
 *   narrows articles.
 * - `locationFor`: destination ids or slugs; listings in one of those destinations.
 * - `locationSearch`: text found (case-insensitively) in the city, region or country.
 * - `pricerange`: `min-max` in whole dollars of the shown "From $price", either end optional
 *   (`-300`, `500-`); listings without a price are left out.
 * - `categories`: a listing's category (`resort`, `boutique hotel`...) or one of its category
 *   slugs. `tags`: one of its tags. Both case-insensitive.
 * - `rating`: minimum star rating, 0 to 5 in half steps (an addition for the /hotel page).
 * - `page` from 1; `per_page` 1 to 200 (the apps' hotel filter fetches 200), default 15.
 */
export const LISTING_SORTS = ["featured", "price_asc", "price_desc", "rating", "newest", "title"] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export const MAX_PER_PAGE = 200;
export const DEFAULT_PER_PAGE = 15;

/** A price filter in whole dollars, inclusive; either end optional. */
export type PriceRange = { min?: number; max?: number };

const TYPE_BY_NAME = new Map<string, ListingType>([
  ...LISTING_TYPES.map((type) => [type, type] as const),
  ...LISTING_TYPES.map((type) => [SEARCH_RESULT_TYPE[type], type] as const),
]);
const OCCASION_SLUGS = new Set<string>(OCCASIONS.map((occasion) => occasion.slug));
const NO_CONTROL_CHARACTERS = /^\P{Cc}*$/u;

/** One raw query value: a string, or several when the parameter was repeated. */
const raw = z.union([z.string().max(2_000), z.array(z.string().max(2_000)).max(50)]);

function text(value: string | string[]): string {
  return (Array.isArray(value) ? value.join(",") : value).trim();
}

/** A comma-separated list, each item checked by `check` (which returns an error or the value). */
function list<T>(describe: string, check: (item: string) => T | { error: string }) {
  return raw
    .transform((value, context): T[] | undefined => {
      const items = [...new Set(text(value).split(",").map((item) => item.trim()).filter((item) => item !== ""))];
      if (items.length === 0) return undefined;
      if (items.length > 50) {
        context.addIssue({ code: "custom", message: "at most 50 values" });
        return z.NEVER;
      }
      const parsed: T[] = [];
      for (const item of items) {
        const result = check(item);
        if (typeof result === "object" && result !== null && "error" in result) {
          context.addIssue({ code: "custom", message: result.error });
          return z.NEVER;
        }
        parsed.push(result as T);
      }
      return parsed;
    })
    .optional()
    .describe(describe);
}

function word(item: string): string | { error: string } {
  if (item.length > 100 || !NO_CONTROL_CHARACTERS.test(item)) return { error: "each value must be up to 100 printable characters" };
  return item.toLowerCase();
}

function occasion(item: string): OccasionSlug | { error: string } {
  const slug = item.toLowerCase();
  return OCCASION_SLUGS.has(slug) ? (slug as OccasionSlug) : { error: `unknown occasion "${item.slice(0, 40)}"; use ${[...OCCASION_SLUGS].join(", ")}` };
}

function wholeNumber(minimum: number, maximum: number, fallback: number) {
  return raw
    .transform((value, context) => {
      const trimmed = text(value);
      if (trimmed === "") return fallback;
      const number = /^\d{1,7}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
      if (!(number >= minimum && number <= maximum)) {
        context.addIssue({ code: "custom", message: `must be a whole number from ${minimum} to ${maximum}` });
        return z.NEVER;
      }
      return number;
    })
    .optional()
    .transform((value) => value ?? fallback);
}

export const listingFilterQuery = z.object({
  page: wholeNumber(1, 1_000_000, 1).describe("Page number, from 1"),
  per_page: wholeNumber(1, MAX_PER_PAGE, DEFAULT_PER_PAGE).describe(`Listings per page, 1 to ${MAX_PER_PAGE} (default ${DEFAULT_PER_PAGE})`),
  types: list("Listing kinds, comma-separated (basic, property, destination...)", (item) => {
    const type = TYPE_BY_NAME.get(item.toLowerCase());
    return type ?? { error: `unknown type "${item.slice(0, 40)}"` };
  }),
  sortBy: raw
    .transform((value, context): ListingSort | undefined => {
      const sort = text(value).toLowerCase();
      if (sort === "") return undefined;
      if ((LISTING_SORTS as readonly string[]).includes(sort)) return sort as ListingSort;
      context.addIssue({ code: "custom", message: `must be one of ${LISTING_SORTS.join(", ")}` });
      return z.NEVER;
    })
    .optional()
    .describe(`Order: ${LISTING_SORTS.join(", ")} (default featured)`),
  goodFor: list("Occasion slugs the listing is good for, comma-separated", occasion),
  offergoodFor: list("Occasion slugs; narrows offers only", occasion),
  locationFor: list("Destination ids or slugs, comma-separated", (item) => {
    if (/^\d{1,9}$/.test(item)) return Number(item);
    return /^[a-z0-9-]{1,200}$/i.test(item) ? item.toLowerCase() : { error: `"${item.slice(0, 40)}" is not a destination id or slug` };
  }),
  locationSearch: raw
    .transform((value, context): string | undefined => {
      const search = text(value);
      if (search === "") return undefined;
      if (search.length > 100 || !NO_CONTROL_CHARACTERS.test(search)) {
        context.addIssue({ code: "custom", message: "must be up to 100 printable characters" });
        return z.NEVER;
      }
      return search.toLowerCase();
    })
    .optional()
    .describe("Text in the city, region or country"),
  pricerange: raw
    .transform((value, context): PriceRange | undefined => {
      const range = text(value).replace(/\s+/g, "");
      if (range === "" || range === "-") return undefined;
      const match = /^(\d{1,7})?-(\d{1,7})?$/.exec(range);
      const min = match?.[1] === undefined ? undefined : Number(match[1]);
      const max = match?.[2] === undefined ? undefined : Number(match[2]);
      if (!match || (min !== undefined && max !== undefined && min > max)) {
        context.addIssue({ code: "custom", message: "must be min-max in whole dollars, e.g. 200-500, -300 or 500-" });
        return z.NEVER;
      }
      return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
    })
    .optional()
    .describe("Price range min-max in whole dollars; either end optional"),
  categories: list("Categories, comma-separated (resort, boutique hotel, an article category slug...)", word),
  tags: list("Tags, comma-separated", word),
  articlescategory: list("Article category slugs; narrows articles only", word),
  rating: raw
    .transform((value, context): number | undefined => {
      const rating = text(value);
      if (rating === "") return undefined;
      const number = /^\d(\.\d)?$/.test(rating) ? Number(rating) : Number.NaN;
      if (!(number >= 0 && number <= 5 && Number.isInteger(number * 2))) {
        context.addIssue({ code: "custom", message: "must be a star rating from 0 to 5 in half steps" });
        return z.NEVER;
      }
      return number;
    })
    .optional()
    .describe("Minimum star rating, 0 to 5 in half steps"),
});

export type ListingFilterQuery = z.output<typeof listingFilterQuery>;
