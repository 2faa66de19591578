import { data, redirect } from "react-router";
import { receiptNumber } from "../../core/receipts";
import { metaOrError } from "../components/route-error";
import { ReceiptDetail } from "../features/receipts/receipts-view";
import { getReceipt } from "../../server/domain/payments/receipts";
import { receiptWire } from "../features/receipts/receipt-wire.server";
import type { Route } from "./+types/dashboard-receipt";

/** /dashboard/receipts/{id}: one of the account's receipts, printable; anyone else's is not found. */
export async function loader({ context, params }: Route.LoaderArgs) {
  if (!context.user) throw redirect("/dashboard");
  const id = /^[1-9]\d{0,8}$/.test(params.id) ? Number(params.id) : null;
  const receipt = id === null ? null : await getReceipt(context.services.db, { userId: context.user.id, email: context.user.email }, id);
  if (!receipt) throw data(null, { status: 404 });
  return data({ productName: context.publicConfig.productName, receipt: receiptWire(receipt) }, { headers: { "Cache-Control": "private, no-store" } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) =>
  metaOrError(args, (loaderData) => [{ title: `Receipt ${receiptNumber(loaderData.receipt.id)} | ${loaderData.productName}` }, { name: "robots", content: "noindex, nofollow" }]);

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function DashboardReceipt({ loaderData }: Route.ComponentProps) {
  return <ReceiptDetail receipt={loaderData.receipt} productName={loaderData.productName} />;
}
