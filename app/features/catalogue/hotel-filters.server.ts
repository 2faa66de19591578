import { listingFilterQuery } from "../../../core/contracts/listing-filter-schemas";
import { toListingFilters, type ListingFilters } from "../../../server/domain/catalogue/listing-filters";

/** The query parameters the /hotel form sends; the same names (and rules) as the API's list call. */
export const HOTEL_FILTER_FIELDS = ["types", "goodFor", "locationSearch", "pricerange", "rating", "sortBy"] as const;
export type HotelFilterField = (typeof HOTEL_FILTER_FIELDS)[number];
export type HotelFilterValues = Partial<Record<HotelFilterField, string>>;

export type HotelFilterState = {
  filters: ListingFilters;
  /** What the form shows as chosen: only values that parsed, so junk in the URL is dropped, not echoed. */
  values: HotelFilterValues;
};

/**
 * The /hotel page's filters from its URL, parsed by the API's own schema. A page answers even
 * when a value is bad (a hand-edited URL): that filter is ignored instead of failing the page.
 */
export function readHotelFilters(url: URL): HotelFilterState {
  const values: HotelFilterValues = {};
  for (const field of HOTEL_FILTER_FIELDS) {
    const value = url.searchParams.get(field)?.trim();
    if (!value) continue;
    if (listingFilterQuery.shape[field].safeParse(value).success) values[field] = value;
  }
  return { filters: toListingFilters(listingFilterQuery.parse(values)), values };
}
