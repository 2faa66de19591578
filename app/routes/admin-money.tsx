import { data } from "react-router";
import { ledgerQuery } from "../../core/admin-money-schemas";
import { listMoneyLedger } from "../../server/domain/admin/money/money-ledger";
import { RouteErrorBoundary } from "../components/route-error";
import { MoneyLedgerView } from "../features/admin/money/money-ledger-view";
import { ADMIN_PAGE_HEADERS, adminPage } from "../admin-view.server";
import type { Route } from "./+types/admin-money";

const FILTERS = ["kind", "state", "from", "to", "who"] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  adminPage(context, request, "money.read");
  const url = new URL(request.url);
  const typed = Object.fromEntries(FILTERS.map((name) => [name, (url.searchParams.get(name) ?? "").slice(0, 200)])) as Record<(typeof FILTERS)[number], string>;
  const parsed = ledgerQuery.safeParse(Object.fromEntries(url.searchParams));
  const query = parsed.success ? parsed.data : ledgerQuery.parse({});
  const ledger = await listMoneyLedger(context.services, query);
  return data(
    {
      productName: context.publicConfig.productName,
      filters: typed,
      filterProblem: parsed.success ? null : `${parsed.error.issues[0]?.message ?? "These filters cannot be read."} Showing everything instead.`,
      page: ledger.page,
      lastPage: ledger.lastPage,
      total: ledger.total,
      lines: ledger.items.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
    },
    { headers: ADMIN_PAGE_HEADERS },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `Money | ${loaderData?.productName ?? "Amora"} admin` },
  { name: "robots", content: "noindex, nofollow" },
];

export const ErrorBoundary = RouteErrorBoundary;

export default function AdminMoney({ loaderData }: Route.ComponentProps) {
  const { productName: _productName, ...view } = loaderData;
  return <MoneyLedgerView {...view} />;
}
