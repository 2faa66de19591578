import { data } from "react-router";
import { ledgerCsvQuery } from "../../core/admin-money-schemas";
import { moneyLedgerCsv } from "../../server/domain/admin/money/money-ledger";
import { ADMIN_PAGE_HEADERS, adminPage } from "../admin-view.server";
import type { Route } from "./+types/admin-money-ledger-csv";

/** The console's "Download CSV": the ledger as filtered on the page, every page of it. */
export async function loader({ context, request }: Route.LoaderArgs) {
  adminPage(context, request, "money.read");
  const parsed = ledgerCsvQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw data(parsed.error.issues[0]?.message ?? "These filters cannot be read.", { status: 400 });
  const csv = await moneyLedgerCsv(context.services, parsed.data);
  const day = context.services.clock.now().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: { ...ADMIN_PAGE_HEADERS, "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="ledger-${day}.csv"` },
  });
}
