import { data, redirect } from "react-router";
import { ListingPhotosPage, type ListingPhotosPageProps } from "../features/storefront-photos/listing-photos-editor";
import { metaOrError } from "../components/route-error";
import { listListingPhotos } from "../../server/domain/storefront/listing-photos";
import { viewOrRefused } from "../business-view.server";
import type { Route } from "./+types/dashboard-photos";

/**
 * /dashboard/photos: a business's listing photos (issue 19, decision 033). Signed out: the
 * dashboard's sign-in; a business that is not active, or has no listing, reads why it cannot.
 */
export async function loader({ context }: Route.LoaderArgs) {
  if (!context.user) throw redirect("/dashboard");
  const { user } = context;
  const headers = { "Cache-Control": "private, no-store" };
  const page: ListingPhotosPageProps = await viewOrRefused(async () => ({ kind: "listing", view: await listListingPhotos(context.services, { userId: user.id }) }));
  return data({ productName: context.publicConfig.productName, page }, { headers });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) =>
  metaOrError(args, (loaderData) => [{ title: `Photos | ${loaderData.productName}` }, { name: "robots", content: "noindex, nofollow" }]);

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function DashboardPhotos({ loaderData }: Route.ComponentProps) {
  return <ListingPhotosPage {...loaderData.page} />;
}
