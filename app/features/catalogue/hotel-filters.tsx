import { useState, type ReactNode } from "react";
import { Form, Link } from "react-router";
import { OCCASIONS } from "../../../core/listing-types";
import type { ListingSort } from "../../../core/contracts/listing-filter-schemas";
import { Button } from "../../components/button";
import { useMediaQuery } from "../../components/use-media-query";
import type { HotelFilterField, HotelFilterValues } from "./hotel-filters.server";
import "./hotel-filters.css";

const SORT_LABELS: Record<ListingSort, string> = {
  featured: "Recommended",
  price_asc: "Price: low to high",
  price_desc: "Price: high to low",
  rating: "Star rating",
  newest: "Newest",
  title: "Name A to Z",
};

/** Nightly "From" price bands, as the API's `pricerange` (whole dollars, both ends included). */
const PRICE_BANDS = [
  { value: "-299", label: "Under $300" },
  { value: "300-499", label: "$300 to $499" },
  { value: "500-799", label: "$500 to $799" },
  { value: "800-1199", label: "$800 to $1,199" },
  { value: "1200-", label: "$1,200 and up" },
];

const RATINGS = [
  { value: "3", label: "3 stars and up" },
  { value: "4", label: "4 stars and up" },
  { value: "5", label: "5 stars" },
];

type HotelFiltersProps = {
  /** The list's path, e.g. "/hotel". */
  path: string;
  values: HotelFilterValues;
};

const WIDE = "(min-width: 48rem)";

/**
 * The /hotel filter form: a plain GET form, so it works before (or without) JavaScript and every
 * choice stays in the URL. On phones it folds into a disclosure (native <details>); on wider
 * screens it is always open.
 */
export function HotelFilters({ path, values }: HotelFiltersProps) {
  const activeCount = (["types", "goodFor", "locationSearch", "pricerange", "rating"] as const).filter(
    (field) => values[field],
  ).length;
  const isWide = useMediaQuery(WIDE, false);
  // Until the visitor toggles it, the panel is open exactly when the screen is wide.
  const [chosenOpen, setChosenOpen] = useState<boolean | null>(null);
  const isOpen = chosenOpen ?? isWide;
  const priceBands =
    values.pricerange && !PRICE_BANDS.some((band) => band.value === values.pricerange)
      ? [...PRICE_BANDS, { value: values.pricerange, label: priceLabel(values.pricerange) }]
      : PRICE_BANDS;

  return (
    <details className="hotel-filters" open={isOpen} onToggle={(event) => setChosenOpen(event.currentTarget.open)}>
      <summary className="hotel-filters__summary">
        Filter and sort{activeCount > 0 ? <span className="hotel-filters__count"> ({activeCount} active)</span> : null}
      </summary>
      <Form method="get" action={path} className="hotel-filters__form" aria-label="Filter hotels" preventScrollReset>
        <Field label="Destination or city" htmlFor="filter-location">
          <input
            id="filter-location"
            name="locationSearch"
            type="search"
            defaultValue={values.locationSearch ?? ""}
            maxLength={100}
            placeholder="e.g. Amalfi, Japan"
            autoComplete="off"
          />
        </Field>
        <SelectField
          label="Occasion"
          id="filter-occasion"
          name="goodFor"
          value={values.goodFor}
          options={[
            { value: "", label: "Any occasion" },
            ...OCCASIONS.map((occasion) => ({ value: occasion.slug, label: occasion.name })),
          ]}
        />
        <SelectField
          label="Price a night"
          id="filter-price"
          name="pricerange"
          value={values.pricerange}
          options={[{ value: "", label: "Any price" }, ...priceBands]}
        />
        <SelectField
          label="Star rating"
          id="filter-rating"
          name="rating"
          value={values.rating}
          options={[{ value: "", label: "Any rating" }, ...RATINGS]}
        />
        <SelectField
          label="Listing"
          id="filter-type"
          name="types"
          value={values.types}
          options={[
            { value: "", label: "All hotels" },
            { value: "property", label: "Spotlight hotels" },
            { value: "basic", label: "Other hotels" },
          ]}
        />
        <SelectField
          label="Sort by"
          id="filter-sort"
          name="sortBy"
          value={values.sortBy}
          // "featured" is the default order, sent as no value so the URL stays clean.
          options={(Object.entries(SORT_LABELS) as [ListingSort, string][]).map(([value, label]) => ({
            value: value === "featured" ? "" : value,
            label,
          }))}
        />
        <div className="hotel-filters__actions">
          <Button type="submit" hierarchy="primary" size="md">
            Show hotels
          </Button>
          {activeCount > 0 || values.sortBy ? (
            <Link to={path} className="hotel-filters__clear">
              Clear filters
            </Link>
          ) : null}
        </div>
      </Form>
    </details>
  );
}

function Field({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <div className="hotel-filters__field">
      <label htmlFor={htmlFor}>{label}</label>
      {children}
    </div>
  );
}

type SelectOption = { value: string; label: string };

function SelectField(props: {
  label: string;
  id: string;
  name: string;
  value?: string | null;
  options: SelectOption[];
}) {
  return (
    <Field label={props.label} htmlFor={props.id}>
      <select id={props.id} name={props.name} defaultValue={props.value ?? ""}>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

function priceLabel(range: string): string {
  const [min, max] = range.split("-");
  if (!min) return `Up to $${max}`;
  if (!max) return `$${min} and up`;
  return `$${min} to $${max}`;
}

/** The address of another page of the same filtered list (filters kept, empty ones left out). */
export function filteredPageHref(path: string, values: HotelFilterValues, page: number): string {
  const search = new URLSearchParams();
  for (const [field, value] of Object.entries(values) as [HotelFilterField, string | undefined][]) {
    if (value) search.set(field, value);
  }
  if (page > 1) search.set("page", String(page));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

type FilteredPaginationProps = {
  path: string;
  values: HotelFilterValues;
  page: number;
  lastPage: number;
  noun: string;
};

/** Previous/next links that keep the filters in the URL (the plain Pagination knows only ?page). */
export function FilteredPagination({ path, values, page, lastPage, noun }: FilteredPaginationProps) {
  if (lastPage <= 1) return null;
  return (
    <nav className="pagination" aria-label={`Pages of ${noun}`}>
      {page > 1 ? (
        <Link className="pagination__link" to={filteredPageHref(path, values, page - 1)} rel="prev">
          <span aria-hidden="true">← </span>Previous page<span className="visually-hidden"> of {noun}</span>
        </Link>
      ) : (
        <span className="pagination__spacer" />
      )}
      <p className="pagination__status">
        Page {page} of {lastPage}
      </p>
      {page < lastPage ? (
        <Link className="pagination__link" to={filteredPageHref(path, values, page + 1)} rel="next">
          Next page<span className="visually-hidden"> of {noun}</span>
          <span aria-hidden="true"> →</span>
        </Link>
      ) : (
        <span className="pagination__spacer" />
      )}
    </nav>
  );
}
