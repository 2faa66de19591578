import { data, redirect } from "react-router";
import { statisticsPeriodOf } from "../../core/business-statistics";
import { metaOrError } from "../components/route-error";
import { StatisticsView, type StatisticsViewProps } from "../features/statistics/statistics-view";
import { businessStatistics } from "../../server/domain/statistics/listing-statistics";
import { viewOrRefused } from "../business-view.server";
import type { Route } from "./+types/dashboard-statistics";

/**
 * /dashboard/statistics: the business's figures over `?period=7|30|90` days (30 by default).
 * Signed out: the dashboard's sign-in; an account that is not an active business reads why.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  if (!context.user) throw redirect("/dashboard");
  const { user } = context;
  const period = statisticsPeriodOf(new URL(request.url).searchParams.get("period"));
  const view: StatisticsViewProps = await viewOrRefused(async () => {
    const statistics = await businessStatistics(context.services, { userId: user.id, period });
    return { kind: "business", listingTitle: statistics.listingTitle, statistics };
  });
  return data({ productName: context.publicConfig.productName, view }, { headers: { "Cache-Control": "private, no-store" } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) =>
  metaOrError(args, (loaderData) => [{ title: `Statistics | ${loaderData.productName}` }, { name: "robots", content: "noindex, nofollow" }]);

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function DashboardStatistics({ loaderData }: Route.ComponentProps) {
  return <StatisticsView {...loaderData.view} />;
}
