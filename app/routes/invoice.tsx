import { data } from "react-router";
import { metaOrError } from "../components/route-error";
import { InvoicePage } from "../features/invoices/invoice-page";
import { cardPaymentParts } from "../features/payments/card-payment-parts";
import { invoiceWire } from "../../server/api/v1/invoices";
import { getInvoiceByToken } from "../../server/domain/payments/invoices/pay-invoice";
import { AppError } from "../../server/kernel/errors";
import type { Route } from "./+types/invoice";

/**
 * /invoices/{token}: the hosted invoice page its e-mail links to (decision 039). A wrong token is
 * the not-found page, exactly like an unknown one.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  try {
    const invoice = invoiceWire(await getInvoiceByToken(context.services, params.token));
    // The token is the invoice's key: never kept by a cache, never sent on as a referrer.
    return data(
      { productName: context.publicConfig.productName, payments: context.publicConfig.payments, token: params.token, invoice },
      { headers: { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" } },
    );
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") throw data(null, { status: 404 });
    throw error;
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) =>
  metaOrError(args, (loaderData) => [
    { title: `Invoice ${loaderData.invoice.number} | ${loaderData.productName}` },
    { name: "robots", content: "noindex, nofollow" },
  ]);

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function Invoice({ loaderData }: Route.ComponentProps) {
  return <InvoicePage productName={loaderData.productName} token={loaderData.token} invoice={loaderData.invoice} cardPayment={cardPaymentParts(loaderData.payments)} />;
}
