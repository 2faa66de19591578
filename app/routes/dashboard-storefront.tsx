import { data, redirect } from "react-router";
import { StorefrontPage, type StorefrontPageProps } from "../features/storefront/storefront-editor";
import { metaOrError } from "../components/route-error";
import { getStorefront } from "../../server/domain/storefront/get-storefront";
import { viewOrRefused } from "../business-view.server";
import type { Route } from "./+types/dashboard-storefront";

/**
 * /dashboard/storefront: a business edits its own listing's text and facts (issue 19). Signed out,
 * or signed in without a business account: the dashboard (its sign-in, or its sign-up links); a
 * business that may not edit yet (in review, no listing) reads why.
 */
export async function loader({ context }: Route.LoaderArgs) {
  if (!context.user || context.user.role !== "business") throw redirect("/dashboard");
  const { user } = context;
  const headers = { "Cache-Control": "private, no-store" };
  const view: StorefrontPageProps = await viewOrRefused(async () => ({ kind: "storefront", storefront: await getStorefront(context.services, { userId: user.id }) }));
  return data({ productName: context.publicConfig.productName, view }, { headers });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) =>
  metaOrError(args, (loaderData) => [{ title: `Your page | ${loaderData.productName}` }, { name: "robots", content: "noindex, nofollow" }]);

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function DashboardStorefront({ loaderData }: Route.ComponentProps) {
  return <StorefrontPage {...loaderData.view} />;
}
