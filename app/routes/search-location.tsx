import { data, Link } from "react-router";
import { formatDayMonth, nightsText } from "../../core/booking/stay-dates";
import { listLocationHotels } from "../../server/domain/content/list-location-hotels";
import { headMeta } from "../components/head-meta";
import { toListingCard } from "../components/listing-card";
import {
  AvailabilityFilters,
  AvailabilityHotelCard,
  stayQuery,
} from "../features/booking/availability-results";
import {
  EXPIRED_KEY_MESSAGE,
  isNotFound,
  pagePathOf,
  loadAvailability,
  readFilters,
  readStay,
  stayValuesOf,
  todayOf,
} from "../features/booking/availability-search.server";
import {
  BookingSearchBox,
  searchBoxKey,
} from "../features/booking/booking-search-box";
import { Breadcrumbs } from "../features/catalogue/breadcrumbs";
import { ListingGrid } from "../features/catalogue/listing-grid";
import { PageHeader } from "../features/catalogue/page-header";
import { pageNumberFrom } from "../features/catalogue/page-number";
import { Pagination } from "../features/catalogue/pagination";
import { metaOrError } from "../components/route-error";
import {
  breadcrumbJsonLd,
  collectionPageJsonLd,
} from "../features/catalogue/structured-data.server";
import { loadPageHead } from "../page-head.server";
import { CountImpressions } from "../features/statistics/count-looks";
import type { Route } from "./+types/search-location";
import { formatCount } from "../../core/counts";
import { HydrateInTurn } from "../components/hydrate-in-turn";

/**
 * /search/{LocationId}: the hotels of a destination (by id or slug) or of a city (by name). With a
 * stay in the query (checkin, checkout, adults, children) the hotels with rooms for it, priced,
 * filtered and sorted, a page at a time by the search's next-result key (`key`).
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { stay, errors } = readStay(url, todayOf(context.services.clock.now()));
  const stayValues = stayValuesOf(url);
  if (stay)
    return {
      ...(await loadDated({
        context,
        request,
        url,
        locationId: params.LocationId,
        stay,
      })),
      stayValues,
      stayErrors: errors,
    };

  const pageNumber = pageNumberFrom(request);
  if (pageNumber === null) throw data(null, { status: 404 });
  const found = await listLocationHotels({
    db: context.services.db,
    location: params.LocationId,
    page: pageNumber,
  });
  if (!found || pageNumber > found.hotels.lastPage)
    throw data(null, { status: 404 });

  const { location, hotels } = found;
  const place =
    location.kind === "city" && location.country
      ? `${location.name}, ${location.country}`
      : location.name;
  const path = pagePathOf(url);
  const name = `Romantic hotels in ${place}`;
  const description =
    hotels.total > 0
      ? `${hotels.total} handpicked romantic ${hotels.total === 1 ? "hotel" : "hotels"} in ${place} for honeymoons, anniversaries and getaways for two.`
      : `Romantic hotels in ${place} for honeymoons, anniversaries and getaways for two.`;
  const trail = [
    { name: "Home", path: "/" },
    { name: "Hotels", path: "/hotel" },
    { name: location.name, path },
  ];
  const head = await loadPageHead(context, request, {
    path,
    canonicalPath: path,
    page: pageNumber,
    fallback: {
      title: `${name} | ${context.publicConfig.productName}`,
      description,
    },
    jsonLd: [
      collectionPageJsonLd({
        origin: context.origin,
        path,
        name,
        description,
        items: hotels.items.map((hotel) => ({
          name: hotel.title,
          path: hotel.path,
        })),
        firstPosition: (hotels.page - 1) * hotels.perPage + 1,
      }),
      breadcrumbJsonLd(context.origin, trail),
    ],
  });
  return {
    mode: "listing" as const,
    head,
    trail,
    path,
    name,
    description,
    location,
    searchPlace: { locationId: params.LocationId, name: location.name },
    hotels: { ...hotels, items: hotels.items.map(toListingCard) },
    stayValues,
    stayErrors: errors,
  };
}

async function loadDated({
  context,
  request,
  url,
  locationId,
  stay,
}: {
  context: Route.LoaderArgs["context"];
  request: Request;
  url: URL;
  locationId: string;
  stay: NonNullable<ReturnType<typeof readStay>["stay"]>;
}) {
  const { filters, sort, values } = readFilters(url);
  const key = url.searchParams.get("key") ?? undefined;
  let found: Awaited<ReturnType<typeof loadAvailability>>;
  try {
    found = await loadAvailability(context.services, {
      location: locationId,
      stay,
      filters,
      sort,
      key,
    });
  } catch (error) {
    if (isNotFound(error)) throw data(null, { status: 404 });
    throw error;
  }
  const { place: location, results } = found;
  const place =
    location.kind === "city" && location.country
      ? `${location.name}, ${location.country}`
      : location.name;
  const path = pagePathOf(url);
  const dates = `${formatDayMonth(stay.checkIn)} to ${formatDayMonth(stay.checkOut)}`;
  const name = `Hotels in ${place}, ${dates}`;
  const description = `Romantic hotels in ${place} with rooms for ${nightsText(stay.nights)}, ${dates}: prices for your stay, meals and cancellation at a glance.`;
  const trail = [
    { name: "Home", path: "/" },
    { name: "Hotels", path: "/hotel" },
    { name: location.name, path },
  ];
  const head = await loadPageHead(context, request, {
    path,
    canonicalPath: path,
    fallback: {
      title: `${name} | ${context.publicConfig.productName}`,
      description,
    },
    jsonLd: [breadcrumbJsonLd(context.origin, trail)],
  });
  return {
    mode: "dated" as const,
    head,
    trail,
    path,
    name,
    description,
    location,
    searchPlace: { locationId, name: location.name },
    nights: stay.nights,
    filterValues: values,
    results,
    expiredMessage: results ? null : EXPIRED_KEY_MESSAGE,
  };
}

export const meta: Route.MetaFunction = (args) =>
  metaOrError(args, (loaderData) => headMeta(loaderData.head));

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function SearchLocation({ loaderData }: Route.ComponentProps) {
  if (loaderData.mode === "dated") return <DatedResults {...loaderData} />;
  const {
    trail,
    path,
    name,
    description,
    location,
    hotels,
    searchPlace,
    stayValues,
    stayErrors,
  } = loaderData;
  return (
    <main id="main" tabIndex={-1} className="catalogue-page">
      <PageHeader title={name} intro={description}>
        <Breadcrumbs trail={trail} />
      </PageHeader>
      <div className="page-body">
        <BookingSearchBox
          key={searchBoxKey(searchPlace.locationId, stayValues)}
          place={searchPlace}
          values={stayValues}
          errors={stayErrors}
          label="Search rooms for your dates"
        />
        {location.path ? (
          <p className="location-page__links">
            <Link to={location.path}>
              Discover {location.name}: when to go and what to do
            </Link>
          </p>
        ) : null}
        {hotels.total > 0 ? (
          <p className="result-count">
            {formatCount(hotels.total)}{" "}
            {hotels.total === 1 ? "hotel" : "hotels"}
          </p>
        ) : null}
        <ListingGrid
          items={hotels.items}
          priorityCount={2}
          headingLevel={2}
          label={name}
          empty={
            <p>
              We have no hotels listed in {location.name} yet.{" "}
              <Link to="/request-a-deal">Request a deal</Link> and hotels and
              advisors will send you offers, or{" "}
              <Link to="/hotel">browse all hotels</Link>.
            </p>
          }
        />
        <Pagination
          path={path}
          page={hotels.page}
          lastPage={hotels.lastPage}
          noun="hotels"
        />
      </div>
    </main>
  );
}

type DatedData = Extract<Route.ComponentProps["loaderData"], { mode: "dated" }>;

function DatedResults({
  trail,
  path,
  name,
  location,
  searchPlace,
  stayValues,
  nights,
  filterValues,
  results,
  expiredMessage,
}: DatedData) {
  const stayLink = stayQuery(stayValues);
  const moreHref = (key: string) => {
    const query = new URLSearchParams(stayLink);
    for (const [field, value] of Object.entries(filterValues))
      if (value) query.set(field, value);
    query.set("key", key);
    return `${path}?${query.toString()}`;
  };
  return (
    <main id="main" tabIndex={-1} className="catalogue-page">
      <PageHeader title={name}>
        <Breadcrumbs trail={trail} />
      </PageHeader>
      <div className="page-body">
        <BookingSearchBox
          key={searchBoxKey(searchPlace.locationId, stayValues)}
          place={searchPlace}
          values={stayValues}
          label="Change your search"
        />
        <div className="booking-results__layout">
          {/* The filters and each hotel are hydrated in tasks of their own after the first pass (decision 059). */}
          <HydrateInTurn>
            <AvailabilityFilters
              path={path}
              stay={stayValues}
              values={filterValues}
            />
          </HydrateInTurn>
          <section aria-labelledby="booking-results-heading">
            <h2 id="booking-results-heading" className="visually-hidden">
              Hotels with rooms for your stay
            </h2>
            {expiredMessage ? (
              <div className="booking-notice" role="status">
                <p>
                  {expiredMessage}{" "}
                  <Link to={`${path}?${stayLink.toString()}`}>
                    Start again from the first hotels
                  </Link>
                </p>
              </div>
            ) : results && results.total > 0 ? (
              <>
                <p className="booking-results__summary" role="status">
                  {formatCount(results.total)}{" "}
                  {results.total === 1 ? "hotel has" : "hotels have"} rooms for{" "}
                  {nightsText(nights)}
                </p>
                <CountImpressions listingIds={results.hotels.map((hotel) => hotel.id)} />
                <ul className="booking-results__list">
                  {results.hotels.map((hotel, index) => (
                    <HydrateInTurn key={hotel.id}>
                      <AvailabilityHotelCard
                        hotel={hotel}
                        nights={nights}
                        stay={stayValues}
                        isPriority={index < 2}
                      />
                    </HydrateInTurn>
                  ))}
                </ul>
                {results.nextKey ? (
                  <p className="booking-results__more">
                    <Link to={moreHref(results.nextKey)}>More hotels</Link>
                  </p>
                ) : null}
              </>
            ) : (
              <div className="booking-notice" role="status">
                <p>
                  <strong>No results.</strong>{" "}
                  {Object.keys(filterValues).length > 0
                    ? `No hotel in ${location.name} matches these filters for your dates. Try other filters or change your dates.`
                    : `No hotel in ${location.name} has rooms for these dates. Try changing your dates or the number of guests.`}{" "}
                  Or <Link to="/request-a-deal">request a deal</Link> and our
                  advisors will find the place.
                </p>
              </div>
            )}
          </section>
        </div>
      </div>
    </main>
  );
}
