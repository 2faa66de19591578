import { data } from "react-router";
import { auditQuery } from "../../core/contracts/admin-oversight-schemas";
import { listAuditEntries } from "../../server/domain/admin/overview/audit-entries";
import { ADMIN_PAGE_HEADERS, adminPage } from "../admin-view.server";
import { RouteErrorBoundary } from "../components/route-error";
import { AuditListView, type AuditFilters } from "../features/admin/overview/audit-view";
import type { Route } from "./+types/admin-audit";

const FILTER_NAMES = ["actor", "action", "event", "target_type", "target_id", "from", "to"] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  adminPage(context, request, "audit.read");
  const url = new URL(request.url);
  const typed = Object.fromEntries(FILTER_NAMES.map((name) => [name, (url.searchParams.get(name) ?? "").slice(0, 200)])) as AuditFilters;
  const parsed = auditQuery.safeParse(Object.fromEntries(url.searchParams));
  // A filter the log cannot read (an impossible day, say) shows every entry and says why.
  const query = parsed.success ? parsed.data : auditQuery.parse({});
  const list = await listAuditEntries(context.services, { ...query, targetType: query.target_type, targetId: query.target_id });
  return data(
    {
      productName: context.publicConfig.productName,
      filters: typed,
      refusal: parsed.success ? null : `These filters could not be read: ${parsed.error.issues[0]?.message ?? "check them"}. Showing every entry.`,
      rows: list.items,
      page: list.page,
      lastPage: list.lastPage,
      total: list.total,
    },
    { headers: ADMIN_PAGE_HEADERS },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `Audit log | ${loaderData?.productName ?? "Amora"} admin` },
  { name: "robots", content: "noindex, nofollow" },
];

export const ErrorBoundary = RouteErrorBoundary;

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { productName: _productName, ...view } = loaderData;
  return <AuditListView {...view} />;
}
