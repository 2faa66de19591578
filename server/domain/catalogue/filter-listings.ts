import { and, arrayOverlaps, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { ListingType } from "../../../core/listing-types";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/catalogue";
import { AppError } from "../../kernel/errors";
import { catalogueCacheKey, type CatalogueCache } from "./catalogue-cache";
import { DEFAULT_PER_PAGE, type ListingSort } from "../../../core/contracts/listing-filter-schemas";
import type { ListingFilters } from "./listing-filters";
import { paginateListings, type ListingPage } from "./paginate-listings";

export type FilterListingsOptions = {
  db: Database;
  /** The kinds the caller may list (a resource's kinds, or hotels for /hotel). */
  types: readonly ListingType[];
  filters?: ListingFilters;
  page?: number;
  perPage?: number;
  /** Serve repeated reads from memory; omit to always query. */
  cache?: CatalogueCache;
};

/**
 * A page of active listings matching the filters of the generic list call (semantics in
 * core/contracts/listing-filter-schemas.ts). The API's `GET /{resource}` and the /hotel page both list through here.
 * A `types` filter naming a kind outside `types` is a 400 naming the parameter.
 */
export function filterListings({ db, types, filters = {}, page = 1, perPage = DEFAULT_PER_PAGE, cache }: FilterListingsOptions): Promise<ListingPage> {
  const outside = (filters.types ?? []).filter((type) => !types.includes(type));
  if (outside.length > 0) {
    return Promise.reject(
      new AppError("BAD_REQUEST", `types: not listed here: ${outside.join(", ")}`, {
        types: [`must be among ${types.join(", ")}`],
      }),
    );
  }
  const kinds = filters.types && filters.types.length > 0 ? filters.types : [...types];
  const load = () =>
    paginateListings({ db, where: whereOf(kinds, filters), orderBy: orderOf(filters.sortBy ?? "featured"), page, perPage });
  if (!cache) return load();
  return cache.read(catalogueCacheKey("filterListings", { kinds: [...kinds].sort(), filters: normalised(filters), page, perPage }), load);
}

function whereOf(kinds: ListingType[], filters: ListingFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [inArray(listings.type, kinds), eq(listings.status, "active")];
  if (filters.goodFor) conditions.push(arrayOverlaps(listings.goodFor, filters.goodFor));
  if (filters.offerGoodFor) {
    conditions.push(or(sql`${listings.type} <> 'offer'`, arrayOverlaps(listings.goodFor, filters.offerGoodFor)));
  }
  if (filters.articleCategories) {
    conditions.push(or(sql`${listings.type} <> 'article'`, arrayOverlaps(listings.categories, filters.articleCategories)));
  }
  if (filters.locationFor) {
    const { ids, slugs } = filters.locationFor;
    conditions.push(
      or(
        ids.length > 0 ? inArray(listings.destinationId, ids) : undefined,
        slugs.length > 0
          ? sql`${listings.destinationId} in (select "id" from "listings" where "type" = 'destination' and "slug" in (${sql.join(
              slugs.map((slug) => sql`${slug}`),
              sql`, `,
            )}))`
          : undefined,
      ),
    );
  }
  if (filters.locationSearch) {
    // The search text is matched literally: LIKE's wildcards in it are escaped.
    const pattern = `%${filters.locationSearch.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    conditions.push(
      sql`(lower(coalesce(${listings.city}, '')) like ${pattern} or lower(coalesce(${listings.region}, '')) like ${pattern} or lower(coalesce(${listings.country}, '')) like ${pattern})`,
    );
  }
  if (filters.priceRange) {
    // Bounds apply to the shown whole-dollar price, Math.round(cents / 100).
    const { min, max } = filters.priceRange;
    conditions.push(sql`${listings.priceFromCents} is not null`);
    if (min !== undefined) conditions.push(gte(listings.priceFromCents, min * 100 - 50));
    if (max !== undefined) conditions.push(lt(listings.priceFromCents, max * 100 + 50));
  }
  if (filters.categories) {
    conditions.push(
      or(
        sql`lower(${listings.category}) in (${sql.join(
          filters.categories.map((category) => sql`${category}`),
          sql`, `,
        )})`,
        sql`exists (select 1 from unnest(${listings.categories}) as c(value) where lower(c.value) in (${sql.join(
          filters.categories.map((category) => sql`${category}`),
          sql`, `,
        )}))`,
      ),
    );
  }
  if (filters.tags) {
    conditions.push(
      sql`exists (select 1 from unnest(${listings.tags}) as t(value) where lower(t.value) in (${sql.join(
        filters.tags.map((tag) => sql`${tag}`),
        sql`, `,
      )}))`,
    );
  }
  if (filters.minRating !== undefined) conditions.push(gte(listings.starRating, filters.minRating));
  return and(...conditions);
}

function orderOf(sort: ListingSort): SQL[] {
  switch (sort) {
    case "featured":
      return [sql`(${listings.type} = 'property') desc`, desc(listings.isFeatured), asc(listings.id)];
    case "price_asc":
      return [sql`${listings.priceFromCents} asc nulls last`, asc(listings.id)];
    case "price_desc":
      return [sql`${listings.priceFromCents} desc nulls last`, asc(listings.id)];
    case "rating":
      return [sql`${listings.starRating} desc nulls last`, sql`(${listings.type} = 'property') desc`, asc(listings.id)];
    case "newest":
      return [desc(listings.publishedAt), desc(listings.id)];
    case "title":
      return [asc(listings.title), asc(listings.id)];
  }
}

/** The filters with lists sorted, so equal requests share one cache entry whatever their order. */
function normalised(filters: ListingFilters): ListingFilters {
  const sorted = <T>(values: T[] | undefined) => (values ? [...values].sort() : undefined);
  return {
    ...filters,
    types: sorted(filters.types),
    goodFor: sorted(filters.goodFor),
    offerGoodFor: sorted(filters.offerGoodFor),
    categories: sorted(filters.categories),
    tags: sorted(filters.tags),
    articleCategories: sorted(filters.articleCategories),
    locationFor: filters.locationFor && { ids: [...filters.locationFor.ids].sort((a, b) => a - b), slugs: [...filters.locationFor.slugs].sort() },
  };
}
