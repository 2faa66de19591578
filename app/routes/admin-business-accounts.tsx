import { data } from "react-router";
import { BUSINESS_ACCOUNT_STATUSES, type BusinessAccountStatus } from "../../core/business-signup-rules";
import { listBusinessAccounts } from "../../server/domain/signup/list-business-accounts";
import { ADMIN_PAGE_HEADERS, adminPage } from "../admin-view.server";
import { RouteErrorBoundary } from "../components/route-error";
import { AccountsList, type AccountListFilter } from "../features/admin/business/accounts-list";
import { KIND_LABELS, type BusinessKindName } from "../features/admin/business/account-words";
import type { Route } from "./+types/admin-business-accounts";

const statusOf = (value: string | null): BusinessAccountStatus | null => BUSINESS_ACCOUNT_STATUSES.find((status) => status === value) ?? null;
const kindOf = (value: string | null): BusinessKindName | null => (Object.keys(KIND_LABELS) as BusinessKindName[]).find((kind) => kind === value) ?? null;

/** The list's filter from the address: anything unknown is ignored, the search cut to 200 characters. */
function filterOf(url: URL): AccountListFilter {
  return {
    q: (url.searchParams.get("q") ?? "").trim().slice(0, 200),
    status: statusOf(url.searchParams.get("status")),
    kind: kindOf(url.searchParams.get("kind")),
    claimPending: url.searchParams.get("claim") === "pending",
  };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  adminPage(context, request, "business_accounts.read");
  const url = new URL(request.url);
  const filter = filterOf(url);
  const pageText = url.searchParams.get("page") ?? "1";
  const page = /^[1-9]\d{0,5}$/.test(pageText) ? Number(pageText) : 1;
  const list = await listBusinessAccounts(context.services, {
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.kind ? { kind: filter.kind } : {}),
    claimPending: filter.claimPending,
    q: filter.q,
    page,
  });
  return data(
    {
      productName: context.publicConfig.productName,
      filter,
      page: list.page,
      lastPage: list.lastPage,
      total: list.total,
      rows: list.items.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        kind: row.kind,
        status: row.status,
        mode: row.mode,
        isPaid: row.paidAt !== null,
        paymentMethod: row.paymentMethod,
        createdAt: row.createdAt.toISOString(),
        claim: row.claimStatus ? { status: row.claimStatus, verifiedBy: row.claimVerifiedBy, hasLink: row.claimTokenHash !== null, refundCents: row.claimRefundCents } : null,
      })),
    },
    { headers: ADMIN_PAGE_HEADERS },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `Business accounts | ${loaderData?.productName ?? "Amora"} admin` },
  { name: "robots", content: "noindex, nofollow" },
];

export const ErrorBoundary = RouteErrorBoundary;

export default function AdminBusinessAccounts({ loaderData }: Route.ComponentProps) {
  return <AccountsList rows={loaderData.rows} filter={loaderData.filter} page={loaderData.page} lastPage={loaderData.lastPage} total={loaderData.total} />;
}
