import { CATALOGUE_RESOURCE_NAMES, RESOURCE_OPERATION_NAMES, type CatalogueResource } from "../catalogue-resources";
import { defineContract } from "./contract";

/**
 * The generic per-resource reads of docs/product.md §7 for every catalogue resource (the table is
 * core/catalogue-resources.ts), plus the CMS banner by name. Each resource gets concrete paths
 * rather than a `/:resource` parameter, so an unknown resource is the API's ordinary 404, the
 * OpenAPI document lists every call, and static paths registered by others (posts/websearch...)
 * keep priority over `/{resource}/{id}`. All public.
 */

const schemas = () => import("./resource-schemas");

/** The 404's message when a resource's call finds no listing of its kinds ("No hotel found"). */
export function resourceNotFoundMessage(resource: CatalogueResource): string {
  return `No ${resource === "posts" ? "listing" : resource.replace(/s$/, "")} found`;
}

function resourceContracts(resource: CatalogueResource) {
  const { one, many } = RESOURCE_OPERATION_NAMES[resource];
  const tags = [resource] as const;
  return {
    list: defineContract({
      method: "GET",
      path: `/${resource}`,
      operationId: `list${many}`,
      auth: "none",
      summary: `A page of ${resource}, filtered and sorted`,
      tags,
      schemas: () => schemas().then((s) => s.listResource),
    }),
    priceRange: defineContract({
      method: "GET",
      path: `/${resource}/getprice/price`,
      operationId: `get${one}PriceRange`,
      auth: "none",
      summary: `The lowest and highest price of ${resource}, for a price filter`,
      tags,
      schemas: () => schemas().then((s) => s.getPriceRange),
    }),
    showBySlug: defineContract({
      method: "GET",
      path: `/${resource}/showbyslug/:slug`,
      operationId: `show${one}BySlug`,
      auth: "none",
      summary: `One of ${resource} by its slug`,
      tags,
      errors: [404],
      schemas: () => schemas().then((s) => s.showBySlug),
    }),
    showByName: defineContract({
      method: "GET",
      path: `/${resource}/showbyname/:name`,
      operationId: `show${one}ByName`,
      auth: "none",
      summary: `One of ${resource} by its title (case-insensitive)`,
      tags,
      errors: [404],
      schemas: () => schemas().then((s) => s.showByName),
    }),
    showById: defineContract({
      method: "GET",
      path: `/${resource}/showbyid/:id`,
      operationId: `show${one}ById`,
      auth: "none",
      summary: `One of ${resource} by its numeric id`,
      tags,
      errors: [404],
      schemas: () => schemas().then((s) => s.showById),
    }),
    get: defineContract({
      method: "GET",
      path: `/${resource}/:id`,
      operationId: `get${one}`,
      auth: "none",
      summary: `One of ${resource} by its numeric id`,
      tags,
      errors: [404],
      schemas: () => schemas().then((s) => s.showById),
    }),
  };
}

/** The reads of each catalogue resource: `resources.hotels.list` is GET /hotels, and so on. */
export const resources = /* @__PURE__ */ Object.fromEntries(CATALOGUE_RESOURCE_NAMES.map((resource) => [resource, resourceContracts(resource)])) as Record<
  CatalogueResource,
  ReturnType<typeof resourceContracts>
>;

export const showBannerByName = defineContract({
  method: "GET",
  path: "/banners/showbyname/:name",
  operationId: "showBannerByName",
  auth: "none",
  summary: "A named CMS banner, e.g. 'travel advisors page'",
  tags: ["banners"],
  errors: [404],
  schemas: () => schemas().then((s) => s.showBannerByName),
});
