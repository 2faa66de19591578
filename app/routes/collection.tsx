import { data, Link } from "react-router";
import { HotelBanner } from "../components/hotel-banner";
import { toListingCard } from "../components/listing-card";
import { Breadcrumbs } from "../features/catalogue/breadcrumbs";
import { ListingGrid } from "../features/catalogue/listing-grid";
import { pageNumberFrom } from "../features/catalogue/page-number";
import { Pagination } from "../features/catalogue/pagination";
import { Prose } from "../features/catalogue/prose";
import { RequestDealBand } from "../features/catalogue/request-deal-band";
import { metaOrError } from "../components/route-error";
import { sectionMeta } from "../features/catalogue/section-meta";
import { breadcrumbJsonLd, collectionPageJsonLd } from "../features/catalogue/structured-data.server";
import { summarise } from "../features/catalogue/summarise";
import { loadPageHead } from "../page-head.server";
import { getListing } from "../../server/domain/catalogue/get-listing";
import { listCollectionListings } from "../../server/domain/catalogue/list-collection-listings";
import type { Route } from "./+types/collection";
import "../styles/pages/catalogue.css";
import { formatCount } from "../../core/counts";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { db } = context.services;
  const page = pageNumberFrom(request);
  if (page === null) throw data(null, { status: 404 });
  const collection = await getListing({ db, by: { slug: params.id }, types: ["collection"] });
  if (!collection) throw data(null, { status: 404 });
  const listing = await listCollectionListings({ db, collectionId: collection.id, page, perPage: 24 });
  if (page > listing.lastPage) throw data(null, { status: 404 });
  const path = collection.path;
  const trail = [
    { name: "Home", path: "/" },
    { name: "Collections", path: "/collection" },
    { name: collection.title, path },
  ];
  const description = summarise(collection.description || collection.body);
  const head = await loadPageHead(context, request, {
    page,
    fallback: {
      title: `${collection.title} – Collection | ${context.publicConfig.productName}`,
      description,
      keywords: collection.keywords,
      image: collection.image?.sizes.large,
    },
    jsonLd: [
      collectionPageJsonLd({
        origin: context.origin,
        path: page > 1 ? `${path}?page=${page}` : path,
        name: collection.title,
        description,
        items: listing.items.map((item) => ({ name: item.title, path: item.path })),
        firstPosition: (listing.page - 1) * listing.perPage + 1,
      }),
      breadcrumbJsonLd(context.origin, trail),
    ],
  });
  return {
    head,
    collection,
    listing: { ...listing, items: listing.items.map(toListingCard) },
    trail,
    path,
    origin: context.origin,
  };
}

export const meta: Route.MetaFunction = (args) => metaOrError(args, sectionMeta);

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function CollectionPage({ loaderData }: Route.ComponentProps) {
  const { collection, listing, trail, path } = loaderData;
  return (
    <main id="main" tabIndex={-1} className="catalogue-page">
      <HotelBanner
        title={collection.title}
        type="collection"
        description={collection.heading ?? collection.description}
        image={collection.image}
        action={{ label: "Request a deal", to: "/request-a-deal" }}
        listingId={collection.id}
      />
      <div className="page-body">
        <Breadcrumbs trail={trail} />
        {collection.body ? (
          <section className="listing-block listing-block--narrow" aria-labelledby="collection-about">
            <h2 id="collection-about" className="listing-block__title">
              About this collection
            </h2>
            <Prose text={collection.body} />
          </section>
        ) : null}
        <section className="listing-block" aria-labelledby="collection-stays">
          <h2 id="collection-stays" className="listing-block__title">
            {listing.total === 1 ? "1 stay" : `${formatCount(listing.total)} stays`} in this collection
          </h2>
          <ListingGrid
            items={listing.items}
            priorityCount={0}
            empty={
              <p>
                This collection is still being put together. Explore <Link to="/collection">other collections</Link>.
              </p>
            }
          />
          <Pagination path={path} page={listing.page} lastPage={listing.lastPage} noun="stays" />
        </section>
      </div>
      <RequestDealBand />
    </main>
  );
}
