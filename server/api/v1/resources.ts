import { CATALOGUE_RESOURCE_NAMES, CATALOGUE_RESOURCES } from "../../../core/catalogue-resources";
import { resourceNotFoundMessage, resources, showBannerByName } from "../../../core/contracts/resources";
import type { AppServices } from "../../app-context";
import { catalogueCacheKey } from "../../domain/catalogue/catalogue-cache";
import { filterListings } from "../../domain/catalogue/filter-listings";
import { getCmsBanner } from "../../domain/catalogue/get-cms-banner";
import { getListing, type GetListingOptions } from "../../domain/catalogue/get-listing";
import { getPriceRange } from "../../domain/catalogue/get-price-range";
import { toListingFilters } from "../../domain/catalogue/listing-filters";
import { notFound } from "../../kernel/errors";
import { cachedJson } from "./json-text";
import type { ApiRegistry } from "./route";

type ListingKey = GetListingOptions["by"];

/** The handlers of core/contracts/resources.ts. */
export function registerResourceRoutes(api: ApiRegistry): void {
  for (const resource of CATALOGUE_RESOURCE_NAMES) {
    const types = CATALOGUE_RESOURCES[resource];
    const contracts = resources[resource];

    /** One listing of the resource's kinds, from the catalogue cache; a 404 when there is none. */
    async function detail(services: AppServices, by: ListingKey) {
      const body = await cachedJson(services, catalogueCacheKey(`detail:${resource}`, by), async () => {
        const listing = await getListing({ db: services.db, by, types });
        return listing ? { data: listing } : null;
      });
      if (!body) throw notFound(resourceNotFoundMessage(resource));
      return body;
    }

    api.route(contracts.list, ({ query, services }) =>
      cachedJson(services, catalogueCacheKey(`list:${resource}`, query), async () => {
        const found = await filterListings({
          db: services.db,
          types,
          filters: toListingFilters(query),
          page: query.page,
          perPage: query.per_page,
          // The text is keyed by the query as sent; this keys the page by its normalised filters,
          // so the same filters spelt another way share one read.
          cache: services.catalogueCache,
        });
        return { data: found.items, current_page: found.page, last_page: found.lastPage, per_page: found.perPage, total: found.total };
      }),
    );

    api.route(contracts.priceRange, async ({ services }) => ({
      data: await getPriceRange({ db: services.db, types, cache: services.catalogueCache }),
    }));

    api.route(contracts.showBySlug, ({ params, services }) => detail(services, { slug: params.slug }));
    api.route(contracts.showByName, ({ params, services }) => detail(services, { title: params.name }));
    api.route(contracts.showById, ({ params, services }) => detail(services, { id: params.id }));
    api.route(contracts.get, ({ params, services }) => detail(services, { id: params.id }));
  }

  api.route(showBannerByName, async ({ params, services }) => {
    const banner = await getCmsBanner({ db: services.db, name: params.name, cache: services.catalogueCache });
    if (!banner) throw notFound("Banner not found");
    return { cmscontent: [banner] };
  });
}
