import type { ShellRouteHandle } from "../components/shell-handle";
import { LISTING_DEAL_REQUEST_ID, ListingDetailPage } from "../features/catalogue/listing-detail";
import { listingDetailMeta } from "../features/catalogue/listing-detail-meta";
import { loadListingDetail } from "../features/catalogue/listing-detail.server";
import { DestinationSearchBox } from "../features/booking/destination-search-box";
import { metaOrError } from "../components/route-error";
import type { Route } from "./+types/destination";
import { CountView } from "../features/statistics/count-looks";

/** docs/product.md §2's bottom-widget mode, as on the root path's page. */
export const handle = { requestDealTarget: LISTING_DEAL_REQUEST_ID } satisfies ShellRouteHandle;

/** The same page as the destination's root path; its canonical link points there. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  return loadListingDetail({ context, request, slug: params.id, types: ["destination"] });
}

export const meta: Route.MetaFunction = (args) => metaOrError(args, listingDetailMeta);

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function DestinationPage({ loaderData }: Route.ComponentProps) {
  const { listing } = loaderData;
  // A destination's page searches its hotels' rooms for the couple's dates.
  return (
    <>
      <CountView listingId={listing.id} />
      <ListingDetailPage {...loaderData} bookingSearch={listing.type === "destination" ? <DestinationSearchBox destination={listing} /> : undefined} />
    </>
  );
}
