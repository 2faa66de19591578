import { Link } from "react-router";
import { HOTEL_LISTING_TYPES } from "../../core/listing-types";
import { filterListings } from "../../server/domain/catalogue/filter-listings";
import { BookingSearchBox } from "../features/booking/booking-search-box";
import { Breadcrumbs } from "../features/catalogue/breadcrumbs";
import { FilteredPagination, HotelFilters } from "../features/catalogue/hotel-filters";
import { readHotelFilters } from "../features/catalogue/hotel-filters.server";
import { ListingGrid } from "../features/catalogue/listing-grid";
import { PageHeader } from "../features/catalogue/page-header";
import { metaOrError } from "../components/route-error";
import { sectionMeta } from "../features/catalogue/section-meta";
import { loadSectionPage } from "../features/catalogue/section-page.server";
import type { Route } from "./+types/hotels";
import { formatCount } from "../../core/counts";

const PER_PAGE = 24;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { filters, values } = readHotelFilters(new URL(request.url));
  const { services } = context;
  const section = await loadSectionPage({
    context,
    request,
    path: "/hotel",
    name: "Romantic hotels",
    description: "Handpicked hotels, resorts and hideaways for couples, with Spotlight stays first.",
    // The API's list call filters through the same function, so the page and the apps agree.
    list: (page) =>
      filterListings({ db: services.db, types: HOTEL_LISTING_TYPES, filters, page, perPage: PER_PAGE, cache: services.catalogueCache }),
  });
  return { ...section, filterValues: values };
}

export const meta: Route.MetaFunction = (args) => metaOrError(args, sectionMeta);

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function Hotels({ loaderData }: Route.ComponentProps) {
  const { name, description, trail, path, listing, filterValues } = loaderData;
  const isFiltered = Object.keys(filterValues).some((field) => field !== "sortBy");
  return (
    <main id="main" tabIndex={-1} className="catalogue-page">
      <PageHeader title={name} intro={description}>
        <Breadcrumbs trail={trail} />
      </PageHeader>
      <div className="page-body">
        <BookingSearchBox label="Search hotels for your dates" />
        <HotelFilters path={path} values={filterValues} />
        <p className="result-count">
          {formatCount(listing.total)} {listing.total === 1 ? "hotel" : "hotels"}
          {isFiltered ? " match your filters" : null}
        </p>
        <ListingGrid
          items={listing.items}
          priorityCount={2}
          headingLevel={2}
          label={name}
          empty={
            isFiltered ? (
              <p>
                No hotels match these filters. <Link to={path}>Clear the filters</Link>, or tell us what you are dreaming of and
                our advisors will find the place: <Link to="/request-a-deal">request a deal</Link>.
              </p>
            ) : (
              <p>
                No hotels are listed yet. Tell us what you are dreaming of and our advisors will find the place:{" "}
                <Link to="/request-a-deal">request a deal</Link>.
              </p>
            )
          }
        />
        <FilteredPagination path={path} values={filterValues} page={listing.page} lastPage={listing.lastPage} noun="hotels" />
      </div>
    </main>
  );
}
