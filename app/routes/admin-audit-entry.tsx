import { data } from "react-router";
import { getAuditEntry } from "../../server/domain/admin/overview/audit-entries";
import { AppError } from "../../server/kernel/errors";
import { ADMIN_PAGE_HEADERS, adminPage } from "../admin-view.server";
import { RouteErrorBoundary } from "../components/route-error";
import { AuditEntryView } from "../features/admin/overview/audit-view";
import type { Route } from "./+types/admin-audit-entry";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  adminPage(context, request, "audit.read");
  if (!/^[1-9]\d{0,8}$/.test(params.entryId)) throw data(null, { status: 404 });
  const found = await getAuditEntry(context.services, Number(params.entryId)).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  });
  if (!found) throw data(null, { status: 404 });
  return data({ productName: context.publicConfig.productName, ...found }, { headers: ADMIN_PAGE_HEADERS });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `Audit entry ${loaderData?.entry.id ?? ""} | ${loaderData?.productName ?? "Amora"} admin` },
  { name: "robots", content: "noindex, nofollow" },
];

export const ErrorBoundary = RouteErrorBoundary;

export default function AdminAuditEntry({ loaderData }: Route.ComponentProps) {
  return <AuditEntryView entry={loaderData.entry} before={loaderData.before} after={loaderData.after} changed={loaderData.changed} />;
}
