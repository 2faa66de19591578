import { data } from "react-router";
import { adminDealRequestQuery, reportQuery } from "../../core/contracts/admin-oversight-schemas";
import { listAdminDealRequests, listDealReports } from "../../server/domain/admin/deals/admin-deals";
import { ADMIN_PAGE_HEADERS, adminPage } from "../admin-view.server";
import { RouteErrorBoundary } from "../components/route-error";
import { DealReportsView, DealRequestsView } from "../features/admin/deals/admin-deals-view";
import type { Route } from "./+types/admin-deals";

/** Couples' requests (search, status, only reported), or with ?view=reports the abuse reports' queue. */
export async function loader({ context, request }: Route.LoaderArgs) {
  adminPage(context, request, "deals.read");
  const url = new URL(request.url);
  const input = Object.fromEntries(url.searchParams);
  const productName = context.publicConfig.productName;
  if (url.searchParams.get("view") === "reports") {
    const parsed = reportQuery.safeParse(input);
    const list = await listDealReports(context.services, parsed.success ? parsed.data : reportQuery.parse({}));
    return data({ productName, view: "reports" as const, reports: list, requests: null }, { headers: ADMIN_PAGE_HEADERS });
  }
  const parsed = adminDealRequestQuery.safeParse(input);
  const query = parsed.success ? parsed.data : adminDealRequestQuery.parse({});
  const list = await listAdminDealRequests(context.services, query);
  return data(
    {
      productName,
      view: "requests" as const,
      reports: null,
      requests: { ...list, filters: { q: query.q ?? "", status: query.status ?? "", reported: query.reported === true } },
    },
    { headers: ADMIN_PAGE_HEADERS },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `Deals | ${loaderData?.productName ?? "Amora"} admin` },
  { name: "robots", content: "noindex, nofollow" },
];

export const ErrorBoundary = RouteErrorBoundary;

export default function AdminDeals({ loaderData }: Route.ComponentProps) {
  if (loaderData.reports) {
    const { items, status, page, lastPage, total } = loaderData.reports;
    return <DealReportsView rows={items} status={status} page={page} lastPage={lastPage} total={total} />;
  }
  const requests = loaderData.requests;
  if (!requests) return null;
  return <DealRequestsView rows={requests.items} filters={requests.filters} page={requests.page} lastPage={requests.lastPage} total={requests.total} />;
}
