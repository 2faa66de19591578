import { data, Link } from "react-router";
import { listLocationHotels } from "../../server/domain/content/list-location-hotels";
import { headMeta } from "../components/head-meta";
import { toListingCard } from "../components/listing-card";
import { Breadcrumbs } from "../features/catalogue/breadcrumbs";
import { ListingGrid } from "../features/catalogue/listing-grid";
import { PageHeader } from "../features/catalogue/page-header";
import { pageNumberFrom } from "../features/catalogue/page-number";
import { Pagination } from "../features/catalogue/pagination";
import { metaOrError } from "../components/route-error";
import { breadcrumbJsonLd, collectionPageJsonLd } from "../features/catalogue/structured-data.server";
import { loadPageHead } from "../page-head.server";
import type { Route } from "./+types/search-location";

/** /search/{LocationId}: the hotels of a destination (by id or slug) or of a city (by name). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const pageNumber = pageNumberFrom(request);
  if (pageNumber === null) throw data(null, { status: 404 });
  const found = await listLocationHotels({ db: context.services.db, location: params.LocationId, page: pageNumber });
  if (!found || pageNumber > found.hotels.lastPage) throw data(null, { status: 404 });

  const { location, hotels } = found;
  const place = location.kind === "city" && location.country ? `${location.name}, ${location.country}` : location.name;
  const path = new URL(request.url).pathname;
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
    page: pageNumber,
    fallback: { title: `${name} | ${context.publicConfig.productName}`, description },
    jsonLd: [
      collectionPageJsonLd({
        origin: context.origin,
        path,
        name,
        description,
        items: hotels.items.map((hotel) => ({ name: hotel.title, path: hotel.path })),
        firstPosition: (hotels.page - 1) * hotels.perPage + 1,
      }),
      breadcrumbJsonLd(context.origin, trail),
    ],
  });
  return {
    head,
    trail,
    path,
    name,
    description,
    location,
    hotels: { ...hotels, items: hotels.items.map(toListingCard) },
  };
}

export const meta: Route.MetaFunction = (args) => metaOrError(args, (loaderData) => headMeta(loaderData.head));

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function SearchLocation({ loaderData }: Route.ComponentProps) {
  const { trail, path, name, description, location, hotels } = loaderData;
  return (
    <main id="main" tabIndex={-1} className="catalogue-page">
      <PageHeader title={name} intro={description}>
        <Breadcrumbs trail={trail} />
      </PageHeader>
      <div className="page-body">
        {location.path ? (
          <p className="location-page__links">
            <Link to={location.path}>Discover {location.name}: when to go and what to do</Link>
          </p>
        ) : null}
        {hotels.total > 0 ? (
          <p className="result-count">
            {hotels.total.toLocaleString("en-US")} {hotels.total === 1 ? "hotel" : "hotels"}
          </p>
        ) : null}
        <ListingGrid
          items={hotels.items}
          priorityCount={2}
          headingLevel={2}
          label={name}
          empty={
            <p>
              We have no hotels listed in {location.name} yet. <Link to="/request-a-deal">Request a deal</Link> and
              hotels and advisors will send you offers, or <Link to="/hotel">browse all hotels</Link>.
            </p>
          }
        />
        <Pagination path={path} page={hotels.page} lastPage={hotels.lastPage} noun="hotels" />
      </div>
    </main>
  );
}
