import { data, Link, redirect } from "react-router";
import { marketplaceVendorPath } from "../../core/listing-path";
import { HotelBanner } from "../components/hotel-banner";
import { toListingCard } from "../components/listing-card";
import { Breadcrumbs } from "../features/catalogue/breadcrumbs";
import { ListingGrid } from "../features/catalogue/listing-grid";
import { pageNumberFrom } from "../features/catalogue/page-number";
import { Pagination } from "../features/catalogue/pagination";
import { metaOrError } from "../components/route-error";
import { sectionMeta } from "../features/catalogue/section-meta";
import { breadcrumbJsonLd, collectionPageJsonLd, hotelJsonLd, runningOfferJsonLd } from "../features/catalogue/structured-data.server";
import { loadPageHead } from "../page-head.server";
import { getMarketplaceVendor } from "../../server/domain/catalogue/get-marketplace-vendor";
import { listVendorOffers } from "../../server/domain/catalogue/list-vendor-offers";
import type { Route } from "./+types/marketplace-vendor";
import "../styles/pages/catalogue.css";
import { formatCount } from "../../core/counts";

/**
 * docs/product.md §2 /marketplace-vendor/{id}: the hotel behind Romance Marketplace deals, and every
 * deal of its that is still running. `{id}` is the hotel's slug; a numeric id moves to the slug.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { db, clock, catalogueCache } = context.services;
  const page = pageNumberFrom(request);
  if (page === null) throw data(null, { status: 404 });
  const vendor = await getMarketplaceVendor({ db, id: params.id, cache: catalogueCache });
  if (!vendor) throw data(null, { status: 404 });
  const path = marketplaceVendorPath(vendor.path);
  // Found by its numeric id: one address per vendor, the slug form.
  if (params.id !== vendor.slug) throw redirect(page > 1 ? `${path}?page=${page}` : path, 301);

  const deals = await listVendorOffers({ db, vendorId: vendor.id, now: clock.now(), page, perPage: 12, cache: catalogueCache });
  if (page > deals.lastPage) throw data(null, { status: 404 });
  const { productName } = context.publicConfig;
  const name = `Deals from ${vendor.title}`;
  const place = [vendor.city, vendor.country].filter(Boolean).join(", ");
  const description =
    deals.total > 0
      ? `${deals.total === 1 ? "1 romantic deal" : `${deals.total} romantic deals`} from ${vendor.title}${place ? ` in ${place}` : ""}: special offers for couples on ${productName}'s Romance Marketplace.`
      : `Romance Marketplace deals from ${vendor.title}${place ? ` in ${place}` : ""} on ${productName}.`;
  const trail = [
    { name: "Home", path: "/" },
    { name: "Special offers", path: "/marketplace" },
    { name: vendor.title, path },
  ];
  const head = await loadPageHead(context, request, {
    page,
    fallback: { title: `${name} | ${productName}`, description, image: vendor.image?.sizes.large },
    jsonLd: [
      {
        ...hotelJsonLd(context.origin, vendor),
        makesOffer: deals.items.map((deal) => runningOfferJsonLd(context.origin, deal)),
      },
      collectionPageJsonLd({
        origin: context.origin,
        path: page > 1 ? `${path}?page=${page}` : path,
        name,
        description,
        items: deals.items.map((deal) => ({ name: deal.title, path: deal.path })),
        firstPosition: (deals.page - 1) * deals.perPage + 1,
      }),
      breadcrumbJsonLd(context.origin, trail),
    ],
  });
  return { head, vendor, listing: { ...deals, items: deals.items.map(toListingCard) }, trail, path, origin: context.origin };
}

export const meta: Route.MetaFunction = (args) => metaOrError(args, sectionMeta);

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function MarketplaceVendorPage({ loaderData }: Route.ComponentProps) {
  const { vendor, listing: deals, trail, path } = loaderData;
  return (
    <main id="main" tabIndex={-1} className="catalogue-page">
      <HotelBanner
        title={vendor.title}
        city={vendor.city}
        country={vendor.country}
        type={vendor.type}
        description={vendor.heading ?? vendor.description}
        price={vendor.priceFrom}
        starRating={vendor.starRating}
        image={vendor.image}
        action={{ label: "See the hotel", to: vendor.path }}
        listingId={vendor.id}
      />
      <div className="page-body">
        <Breadcrumbs trail={trail} />
        <section className="listing-block" aria-labelledby="vendor-deals">
          <h2 id="vendor-deals" className="listing-block__title">
            {deals.total === 0
              ? `Deals from ${vendor.title}`
              : `${deals.total === 1 ? "1 deal" : `${formatCount(deals.total)} deals`} from ${vendor.title}`}
          </h2>
          <ListingGrid
            items={deals.items}
            priorityCount={0}
            empty={
              <p>
                No deals from {vendor.title} right now. See every <Link to="/marketplace">special offer</Link>, or visit{" "}
                <Link to={vendor.path}>{vendor.title}</Link>.
              </p>
            }
          />
          <Pagination path={path} page={deals.page} lastPage={deals.lastPage} noun="deals" />
        </section>
      </div>
    </main>
  );
}
