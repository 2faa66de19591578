import { data, redirect } from "react-router";
import { metaOrError } from "../components/route-error";
import { PostsList, type PostsListProps } from "../features/business-posts/posts-list";
import { listBusinessMarketplacePosts } from "../../server/domain/payments/marketplace/business-marketplace-posts";
import { viewOrRefused } from "../business-view.server";
import type { Route } from "./+types/dashboard-posts";

/**
 * /dashboard/posts: the business's Romance Marketplace posts (issue 19). Signed out: the
 * dashboard's sign-in; an account that is not a business reads why.
 */
export async function loader({ context }: Route.LoaderArgs) {
  if (!context.user) throw redirect("/dashboard");
  const { user } = context;
  const view: PostsListProps = await viewOrRefused(async () => ({ kind: "posts", posts: await listBusinessMarketplacePosts(context.services, { userId: user.id }) }));
  return data({ productName: context.publicConfig.productName, view }, { headers: { "Cache-Control": "private, no-store" } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) =>
  metaOrError(args, (loaderData) => [{ title: `Marketplace posts | ${loaderData.productName}` }, { name: "robots", content: "noindex, nofollow" }]);

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function DashboardPosts({ loaderData }: Route.ComponentProps) {
  return <PostsList {...loaderData.view} />;
}
