import { CATALOGUE_RESOURCES, type CatalogueResource } from "../../../core/catalogue-resources";
import { catalogueCacheKey } from "../../domain/catalogue/catalogue-cache";
import { filterListings } from "../../domain/catalogue/filter-listings";
import { getCmsBanner } from "../../domain/catalogue/get-cms-banner";
import { getListing } from "../../domain/catalogue/get-listing";
import { getPriceRange } from "../../domain/catalogue/get-price-range";
import { toListingFilters } from "../../domain/catalogue/listing-filters";
import { notFound } from "../../kernel/errors";
import { idParam, slugParam } from "../../../core/contracts/listing-schemas";
import {
  cmsBannerResponse,
  nameParam,
  priceRangeResponse,
  resourceDetailResponse,
  resourceListQuery,
  resourceListResponse,
  RESOURCE_OPERATION_NAMES,
} from "./resource-schemas";
import { cachedJson } from "./json-text";
import type { ApiRegistry } from "./route";

/**
 * The generic per-resource reads of docs/product.md §7 for every catalogue resource (the table is in
 * domain/catalogue/catalogue-resources.ts), plus the CMS banner by name. Each resource gets
 * concrete paths rather than a `/:resource` parameter, so an unknown resource is the API's
 * ordinary 404, the OpenAPI document lists every call, and static paths registered by others
 * (posts/websearch...) keep priority over `/{resource}/{id}`.
 */
export function registerResourceRoutes(api: ApiRegistry): void {
  for (const [resource, types] of Object.entries(CATALOGUE_RESOURCES) as [CatalogueResource, (typeof CATALOGUE_RESOURCES)[CatalogueResource]][]) {
    const tags = [resource];
    const { one, many } = RESOURCE_OPERATION_NAMES[resource];
    const missing = `No ${resource === "posts" ? "listing" : resource.replace(/s$/, "")} found`;

    api.inline({
      method: "GET",
      path: `/${resource}`,
      operationId: `list${many}`,
      auth: "none",
      summary: `A page of ${resource}, filtered and sorted`,
      tags,
      query: resourceListQuery,
      response: resourceListResponse,
      handler: ({ query, services }) =>
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
    });

    api.inline({
      method: "GET",
      path: `/${resource}/getprice/price`,
      operationId: `get${one}PriceRange`,
      auth: "none",
      summary: `The lowest and highest price of ${resource}, for a price filter`,
      tags,
      response: priceRangeResponse,
      handler: async ({ services }) => ({
        data: await getPriceRange({ db: services.db, types, cache: services.catalogueCache }),
      }),
    });

    api.inline({
      method: "GET",
      path: `/${resource}/showbyslug/:slug`,
      operationId: `show${one}BySlug`,
      auth: "none",
      summary: `One of ${resource} by its slug`,
      tags,
      params: slugParam,
      response: resourceDetailResponse,
      errors: [404],
      handler: async ({ params, services }) => {
        const body = await cachedJson(services, catalogueCacheKey(`detail:${resource}`, { slug: params.slug }), async () => {
          const listing = await getListing({ db: services.db, by: { slug: params.slug }, types });
          return listing ? { data: listing } : null;
        });
        if (!body) throw notFound(missing);
        return body;
      },
    });

    api.inline({
      method: "GET",
      path: `/${resource}/showbyname/:name`,
      operationId: `show${one}ByName`,
      auth: "none",
      summary: `One of ${resource} by its title (case-insensitive)`,
      tags,
      params: nameParam,
      response: resourceDetailResponse,
      errors: [404],
      handler: async ({ params, services }) => {
        const body = await cachedJson(services, catalogueCacheKey(`detail:${resource}`, { title: params.name }), async () => {
          const listing = await getListing({ db: services.db, by: { title: params.name }, types });
          return listing ? { data: listing } : null;
        });
        if (!body) throw notFound(missing);
        return body;
      },
    });

    for (const [path, operationId] of [
      [`/${resource}/showbyid/:id`, `show${one}ById`],
      [`/${resource}/:id`, `get${one}`],
    ] as const) {
      api.inline({
        method: "GET",
        path,
        operationId,
        auth: "none",
        summary: `One of ${resource} by its numeric id`,
        tags,
        params: idParam,
        response: resourceDetailResponse,
        errors: [404],
        handler: async ({ params, services }) => {
          const body = await cachedJson(services, catalogueCacheKey(`detail:${resource}`, { id: params.id }), async () => {
            const listing = await getListing({ db: services.db, by: { id: params.id }, types });
            return listing ? { data: listing } : null;
          });
          if (!body) throw notFound(missing);
          return body;
        },
      });
    }
  }

  api.inline({
    method: "GET",
    path: "/banners/showbyname/:name",
    operationId: "showBannerByName",
    auth: "none",
    summary: "A named CMS banner, e.g. 'travel advisors page'",
    tags: ["banners"],
    params: nameParam,
    response: cmsBannerResponse,
    errors: [404],
    handler: async ({ params, services }) => {
      const banner = await getCmsBanner({ db: services.db, name: params.name, cache: services.catalogueCache });
      if (!banner) throw notFound("Banner not found");
      return { cmscontent: [banner] };
    },
  });
}
