import { data, redirect } from "react-router";
import { metaOrError } from "../components/route-error";
import { ReceiptsList } from "../features/receipts/receipts-view";
import { listReceipts } from "../../server/domain/payments/receipts";
import { receiptWire } from "../features/receipts/receipt-wire.server";
import type { Route } from "./+types/dashboard-receipts";

/** /dashboard/receipts: the signed-in account's card payments; a visitor goes to the dashboard's sign-in. */
export async function loader({ context }: Route.LoaderArgs) {
  if (!context.user) throw redirect("/dashboard");
  const receipts = await listReceipts(context.services.db, { userId: context.user.id, email: context.user.email });
  return data({ productName: context.publicConfig.productName, receipts: receipts.map(receiptWire) }, { headers: { "Cache-Control": "private, no-store" } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) =>
  metaOrError(args, (loaderData) => [{ title: `Receipts | ${loaderData.productName}` }, { name: "robots", content: "noindex, nofollow" }]);

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function DashboardReceipts({ loaderData }: Route.ComponentProps) {
  return <ReceiptsList receipts={loaderData.receipts} />;
}
