import type { ListingType, OccasionSlug } from "../../../core/listing-types";
import type { ListingFilterQuery, ListingSort, PriceRange } from "../../../core/contracts/listing-filter-schemas";

/**
 * The filters of the generic list call and of the /hotel page's form as the domain reads them:
 * the query parsed by core/contracts/listing-filter-schemas.ts (which documents their semantics),
 * under the domain's names.
 */
export type ListingFilters = {
  types?: ListingType[];
  sortBy?: ListingSort;
  goodFor?: OccasionSlug[];
  offerGoodFor?: OccasionSlug[];
  /** Destination ids and slugs. */
  locationFor?: { ids: number[]; slugs: string[] };
  locationSearch?: string;
  /** Whole dollars, inclusive. */
  priceRange?: PriceRange;
  categories?: string[];
  tags?: string[];
  articleCategories?: string[];
  minRating?: number;
};

/** The parsed query as the domain's filters (the API's parameter names are the apps' contract). */
export function toListingFilters(query: ListingFilterQuery): ListingFilters {
  const filters: ListingFilters = {};
  if (query.types) filters.types = query.types;
  if (query.sortBy) filters.sortBy = query.sortBy;
  if (query.goodFor) filters.goodFor = query.goodFor;
  if (query.offergoodFor) filters.offerGoodFor = query.offergoodFor;
  if (query.locationFor) {
    filters.locationFor = {
      ids: query.locationFor.filter((item): item is number => typeof item === "number"),
      slugs: query.locationFor.filter((item): item is string => typeof item === "string"),
    };
  }
  if (query.locationSearch) filters.locationSearch = query.locationSearch;
  if (query.pricerange) filters.priceRange = query.pricerange;
  if (query.categories) filters.categories = query.categories;
  if (query.tags) filters.tags = query.tags;
  if (query.articlescategory) filters.articleCategories = query.articlescategory;
  if (query.rating !== undefined) filters.minRating = query.rating;
  return filters;
}
