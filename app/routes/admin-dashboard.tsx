import { data } from "react-router";
import { adminMay } from "../../core/admin-roles";
import { getDashboard } from "../../server/domain/admin/overview/get-dashboard";
import { ADMIN_PAGE_HEADERS, adminPage } from "../admin-view.server";
import { RouteErrorBoundary } from "../components/route-error";
import { DashboardView } from "../features/admin/overview/dashboard-view";
import type { Route } from "./+types/admin-dashboard";

/** The console's home (/admin): the month's figures and the last 12 months, and what waits for the team. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = adminPage(context, request, "dashboard.read");
  const dashboard = await getDashboard(context.services);
  return data(
    {
      productName: context.publicConfig.productName,
      ...dashboard,
      links: { posts: adminMay(admin.role, "posts.read"), deals: adminMay(admin.role, "deals.read") },
    },
    { headers: ADMIN_PAGE_HEADERS },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `Dashboard | ${loaderData?.productName ?? "Amora"} admin` },
  { name: "robots", content: "noindex, nofollow" },
];

export const ErrorBoundary = RouteErrorBoundary;

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { productName: _productName, ...view } = loaderData;
  return <DashboardView {...view} />;
}
