import { CATALOGUE_RESOURCES, type CatalogueResource } from "../../domain/catalogue/catalogue-resources";
import { filterListings } from "../../domain/catalogue/filter-listings";
import { getCmsBanner } from "../../domain/catalogue/get-cms-banner";
import { getListing } from "../../domain/catalogue/get-listing";
import { getPriceRange } from "../../domain/catalogue/get-price-range";
import { toListingFilters } from "../../domain/catalogue/listing-filters";
import { notFound } from "../../domain/errors";
import { idParam, slugParam } from "./listing-schemas";
import {
  cmsBannerResponse,
  nameParam,
  priceRangeResponse,
  resourceDetailResponse,
  resourceListQuery,
  resourceListResponse,
} from "./resource-schemas";
import type { ApiRegistry } from "./route";

/**
 * The generic per-resource reads of SPEC section 7 for every catalogue resource (the table is in
 * domain/catalogue/catalogue-resources.ts), plus the CMS banner by name. Each resource gets
 * concrete paths rather than a `/:resource` parameter, so an unknown resource is the API's
 * ordinary 404, the OpenAPI document lists every call, and static paths registered by others
 * (posts/websearch...) keep priority over `/{resource}/{id}`.
 */
export function registerResourceRoutes(api: ApiRegistry): void {
  for (const [resource, types] of Object.entries(CATALOGUE_RESOURCES) as [CatalogueResource, (typeof CATALOGUE_RESOURCES)[CatalogueResource]][]) {
    const tags = [resource];
    const missing = `No ${resource === "posts" ? "listing" : resource.replace(/s$/, "")} found`;

    api.route({
      method: "GET",
      path: `/${resource}`,
      summary: `A page of ${resource}, filtered and sorted`,
      tags,
      query: resourceListQuery,
      response: resourceListResponse,
      handler: async ({ query, services }) => {
        const page = await filterListings({
          db: services.db,
          types,
          filters: toListingFilters(query),
          page: query.page,
          perPage: query.per_page,
          cache: services.catalogueCache,
        });
        return { data: page.items, current_page: page.page, last_page: page.lastPage, per_page: page.perPage, total: page.total };
      },
    });

    api.route({
      method: "GET",
      path: `/${resource}/getprice/price`,
      summary: `The lowest and highest price of ${resource}, for a price filter`,
      tags,
      response: priceRangeResponse,
      handler: async ({ services }) => ({
        data: await getPriceRange({ db: services.db, types, cache: services.catalogueCache }),
      }),
    });

    api.route({
      method: "GET",
      path: `/${resource}/showbyslug/:slug`,
      summary: `One of ${resource} by its slug`,
      tags,
      params: slugParam,
      response: resourceDetailResponse,
      errors: [404],
      handler: async ({ params, services }) => {
        const listing = await getListing({ db: services.db, by: { slug: params.slug }, types, cache: services.catalogueCache });
        if (!listing) throw notFound(missing);
        return { data: listing };
      },
    });

    api.route({
      method: "GET",
      path: `/${resource}/showbyname/:name`,
      summary: `One of ${resource} by its title (case-insensitive)`,
      tags,
      params: nameParam,
      response: resourceDetailResponse,
      errors: [404],
      handler: async ({ params, services }) => {
        const listing = await getListing({ db: services.db, by: { title: params.name }, types, cache: services.catalogueCache });
        if (!listing) throw notFound(missing);
        return { data: listing };
      },
    });

    for (const path of [`/${resource}/showbyid/:id`, `/${resource}/:id`]) {
      api.route({
        method: "GET",
        path,
        summary: `One of ${resource} by its numeric id`,
        tags,
        params: idParam,
        response: resourceDetailResponse,
        errors: [404],
        handler: async ({ params, services }) => {
          const listing = await getListing({ db: services.db, by: { id: params.id }, types, cache: services.catalogueCache });
          if (!listing) throw notFound(missing);
          return { data: listing };
        },
      });
    }
  }

  api.route({
    method: "GET",
    path: "/banners/showbyname/:name",
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
