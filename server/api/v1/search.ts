import type { z } from "zod";
import * as contracts from "../../../core/contracts/search";
import type { searchResult } from "../../../core/contracts/search-schemas";
import { listingTypeForSearchType } from "../../../core/search-types";
import { searchHotels } from "../../domain/search/search-hotels";
import { searchListings, type SearchResult } from "../../domain/search/search-listings";
import { catalogueCacheKey } from "../../domain/catalogue/catalogue-cache";
import type { AppServices } from "../../app-context";
import { cachedJson, JsonText } from "./json-text";
import type { ApiRegistry } from "./route";
import { countImpressions } from "./statistics";

/** The overlay shows this many quick results (docs/product.md §2 "Overlays"). */
const QUICK_RESULTS = 10;
const RESULTS_PER_PAGE = 12;

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

/** The handlers of core/contracts/search.ts. */
export function registerSearchRoutes(api: ApiRegistry): void {
  api.route(contracts.websearch, async ({ query, services, request }) => {
    const answer = await cachedSearch(services, catalogueCacheKey("websearch", query), async () => {
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
    });
    // The full results page is what a couple looks through: its listings are counted as seen.
    const shown = answer instanceof JsonText ? (JSON.parse(answer.text) as { data: { id: number }[] }).data : answer.data;
    countImpressions(services, request, shown.map((result) => result.id));
    return answer;
  });

  api.route(contracts.search, ({ query, services }) =>
    cachedSearch(services, catalogueCacheKey("search", query), async () => {
      const page = await searchListings({
        engine: services.search,
        query: query.query,
        types: query.type ? [listingTypeForSearchType(query.type)] : undefined,
        perPage: QUICK_RESULTS,
      });
      return { data: page.items.map(toWire), total: page.total };
    }),
  );

  api.route(contracts.hotelsearch, ({ query, services }) =>
    cachedSearch(services, catalogueCacheKey("hotelsearch", query), async () => {
      const page = await searchHotels({ engine: services.search, query: query.query, perPage: QUICK_RESULTS });
      return { data: page.items.map(toWire) };
    }),
  );
}
