import { z } from "zod";
import { boundedPattern } from "../../../core/bounded-pattern-schema";
import { searchHotels } from "../../domain/search/search-hotels";
import { searchListings, type SearchResult } from "../../domain/search/search-listings";
import { listingTypeForSearchType, SEARCH_TYPE_NAMES } from "../../domain/search/search-types";
import { catalogueCacheKey } from "../../domain/catalogue/catalogue-cache";
import type { AppServices } from "../../app-context";
import { cachedJson } from "./json-text";
import type { ApiRegistry } from "./route";

/** Longer text cannot name a listing better, and the apps never send more. */
const MAX_QUERY_LENGTH = 200;
/** The overlay shows this many quick results (docs/product.md §2 "Overlays"). */
const QUICK_RESULTS = 10;
const RESULTS_PER_PAGE = 12;

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

export const websearchQuery = z.object({ query: queryText, type: searchType, page: pageNumber });
export const quickSearchQuery = z.object({ query: queryText, type: searchType });
export const hotelSearchQuery = z.object({ query: queryText });

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

/**
 * A search answer, from the catalogue cache when SEARCH_RESULT_CACHE is on (as you type, many
 * people send the same few prefixes); stale by at most the cache's lifetime, cleared on writes.
 */
function cachedSearch<T extends object>(services: AppServices, key: string, load: () => Promise<T>) {
  return services.config.searchResultCache ? cachedJson(services, key, load) : load();
}

function toWire({ isFeatured: _isFeatured, ...result }: SearchResult): z.input<typeof searchResult> {
  return result;
}

/** docs/product.md §7 "Search and listing": posts/websearch, posts/search and posts/hotelsearch. */
export function registerSearchRoutes(api: ApiRegistry): void {
  api.inline({
    method: "GET",
    path: "/posts/websearch",
    operationId: "websearch",
    auth: "none",
    summary: "Search every kind of listing, a page at a time",
    tags: ["search"],
    query: websearchQuery,
    response: resultPage,
    handler: ({ query, services }) =>
      cachedSearch(services, catalogueCacheKey("websearch", query), async () => {
        const page = await searchListings({
          engine: services.search,
          query: query.query,
          types: query.type ? [listingTypeForSearchType(query.type)] : undefined,
          page: query.page,
          perPage: RESULTS_PER_PAGE,
        });
        return {
          data: page.items.map(toWire),
          current_page: page.page,
          last_page: page.lastPage,
          per_page: page.perPage,
          total: page.total,
        };
      }),
  });

  api.inline({
    method: "GET",
    path: "/posts/search",
    operationId: "search",
    auth: "none",
    summary: "Quick search results as the person types (search overlay)",
    tags: ["search"],
    query: quickSearchQuery,
    response: resultList,
    handler: ({ query, services }) =>
      cachedSearch(services, catalogueCacheKey("search", query), async () => {
        const page = await searchListings({
          engine: services.search,
          query: query.query,
          types: query.type ? [listingTypeForSearchType(query.type)] : undefined,
          perPage: QUICK_RESULTS,
        });
        return { data: page.items.map(toWire) };
      }),
  });

  api.inline({
    method: "GET",
    path: "/posts/hotelsearch",
    operationId: "hotelsearch",
    auth: "none",
    summary: "Search hotels only",
    tags: ["search"],
    query: hotelSearchQuery,
    response: resultList,
    handler: ({ query, services }) =>
      cachedSearch(services, catalogueCacheKey("hotelsearch", query), async () => {
        const page = await searchHotels({ engine: services.search, query: query.query, perPage: QUICK_RESULTS });
        return { data: page.items.map(toWire) };
      }),
  });
}
