import { z } from "zod";
import { boundedPattern } from "../bounded-pattern-schema";
import { SEARCH_TYPE_NAMES } from "../search-types";

/** The schemas of the search operations (core/contracts/search.ts), by operationId. */

/** Longer text cannot name a listing better, and the apps never send more. */
const MAX_QUERY_LENGTH = 200;

// PostgreSQL text cannot hold NUL; other control characters are never part of a search either.
const queryText = boundedPattern({
  pattern: /^\P{Cc}*$/u,
  maxLength: MAX_QUERY_LENGTH,
  message: "must not contain control characters",
  tooLong: `must be at most ${MAX_QUERY_LENGTH} characters`,
})
  .optional()
  .default("");

const searchType = z.enum(SEARCH_TYPE_NAMES, { error: `must be one of ${SEARCH_TYPE_NAMES.join(", ")}` }).optional();

const pageNumber = boundedPattern({ pattern: /^[1-9]\d{0,5}$/, maxLength: 6, message: "must be a positive whole number" })
  .transform(Number)
  .optional()
  .default(1);

export const searchResult = z.object({
  id: z.number().int(),
  type: z.enum(SEARCH_TYPE_NAMES),
  label: z.string().nullable(),
  title: z.string(),
  slug: z.string(),
  path: z.string(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  website: z.string().nullable(),
  image: z.string().nullable(),
});

const resultList = z.object({ data: z.array(searchResult) });

/** Laravel's paginator shape, which the apps already read for lists. */
const resultPage = resultList.extend({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});

export const websearch = { query: z.object({ query: queryText, type: searchType, page: pageNumber }), response: resultPage };

/** The overlay's quick results, and how many matches there are in all (its "See all 49 results" link). */
const quickResults = resultList.extend({ total: z.number().int() });

export const search = { query: z.object({ query: queryText, type: searchType }), response: quickResults };

export const hotelsearch = { query: z.object({ query: queryText }), response: resultList };
