import { data } from "react-router";
import { adminMay } from "../../core/admin-roles";
import { getAdminDealRequest } from "../../server/domain/admin/deals/admin-deals";
import { resolveDealReport } from "../../server/domain/admin/deals/resolve-deal-report";
import { AppError } from "../../server/kernel/errors";
import { ADMIN_PAGE_HEADERS, adminOutcome, adminPage } from "../admin-view.server";
import { RouteErrorBoundary } from "../components/route-error";
import { DealRequestView } from "../features/admin/deals/admin-deals-view";
import type { Route } from "./+types/admin-deal-request";

const idOf = (text: string): number => {
  if (!/^[1-9]\d{0,8}$/.test(text)) throw data(null, { status: 404 });
  return Number(text);
};

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const admin = adminPage(context, request, "deals.read");
  const found = await getAdminDealRequest(context.services, idOf(params.requestId)).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  });
  return data({ productName: context.publicConfig.productName, ...found, mayModerate: adminMay(admin.role, "deals.moderate") }, { headers: ADMIN_PAGE_HEADERS });
}

/** Act on one open report of this request's offers or messages (hide, close the request, dismiss); audited. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = adminPage(context, request, "deals.moderate");
  idOf(params.requestId);
  const form = await request.formData();
  const reportText = String(form.get("reportId") ?? "");
  return adminOutcome(async () => {
    if (!/^[1-9]\d{0,8}$/.test(reportText)) throw new AppError("BAD_REQUEST", "Choose a report.");
    const resolved = await resolveDealReport(context.services, admin, Number(reportText), { action: form.get("action"), note: form.get("note") ?? "" });
    return resolved.message;
  });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `Deal request #${loaderData?.request.id ?? ""} | ${loaderData?.productName ?? "Amora"} admin` },
  { name: "robots", content: "noindex, nofollow" },
];

export const ErrorBoundary = RouteErrorBoundary;

export default function AdminDealRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { productName: _productName, mayModerate, ...view } = loaderData;
  return <DealRequestView {...view} mayModerate={mayModerate} outcome={actionData?.outcome ?? null} />;
}
