import { ListingDetailPage } from "../features/catalogue/listing-detail";
import { listingDetailMeta } from "../features/catalogue/listing-detail-meta";
import { loadListingDetail } from "../features/catalogue/listing-detail.server";
import { metaOrError } from "../features/catalogue/route-error";
import type { Route } from "./+types/listing";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return loadListingDetail({ context, request, slug: params.slug });
}

export const meta: Route.MetaFunction = (args) => metaOrError(args, listingDetailMeta);

export { RouteErrorBoundary as ErrorBoundary } from "../features/catalogue/route-error";

export default function ListingPage({ loaderData }: Route.ComponentProps) {
  return <ListingDetailPage {...loaderData} />;
}
