import { data } from "react-router";
import { adminMay } from "../../core/admin-roles";
import { formatDollars, parseDollars } from "../../core/money";
import { getAdminInvoice, markInvoicePaidByTransfer, recordInvoiceQuote } from "../../server/domain/admin/money/admin-invoices";
import { AppError } from "../../server/kernel/errors";
import { RouteErrorBoundary } from "../components/route-error";
import { MoneyInvoiceView } from "../features/admin/money/money-invoice-view";
import { ADMIN_PAGE_HEADERS, adminOutcome, adminPage } from "../admin-view.server";
import type { Route } from "./+types/admin-money-invoice";

function idOf(text: string | undefined): number {
  if (!text || !/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2_147_483_647) throw data(null, { status: 404 });
  return Number(text);
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const admin = adminPage(context, request, "money.read");
  const invoice = await getAdminInvoice(context.services, idOf(params.invoiceId)).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  });
  return data(
    {
      productName: context.publicConfig.productName,
      mayManage: adminMay(admin.role, "money.invoices"),
      invoice: {
        id: invoice.id,
        number: invoice.number,
        providerInvoiceId: invoice.providerInvoiceId,
        email: invoice.email,
        amountCents: invoice.amountCents,
        currency: invoice.currency,
        description: invoice.description,
        state: invoice.status === "paid" ? ("paid" as const) : invoice.amountCents === null ? ("awaiting_quote" as const) : ("open" as const),
        couponName: invoice.couponName,
        discountCents: invoice.discountCents,
        paidAt: invoice.paidAt?.toISOString() ?? null,
        paidByCard: invoice.providerPaymentId !== null,
        createdAt: invoice.createdAt.toISOString(),
        account: invoice.account ? { id: invoice.account.id, name: invoice.account.name, status: invoice.account.status, isPaid: invoice.account.paidAt !== null } : null,
      },
    },
    { headers: ADMIN_PAGE_HEADERS },
  );
}

/** Record the quote (dollars typed, cents to the domain) or mark the invoice paid by bank transfer. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = adminPage(context, request, "money.invoices");
  const invoiceId = idOf(params.invoiceId);
  const form = await request.formData();
  const deps = { ...context.services, origin: context.origin };
  const text = (name: string) => String(form.get(name) ?? "").slice(0, 1000);
  if (form.get("intent") === "mark-paid") {
    const typed = { reference: text("reference") };
    const answer = await adminOutcome(async () => {
      const paid = await markInvoicePaidByTransfer(deps, admin, invoiceId, typed);
      return `Invoice is paid by bank transfer ${typed.reference.trim()}${paid.amountCents ? ` (${formatDollars(paid.amountCents)})` : ""}.`;
    });
    return data({ ...answer.data, typed: answer.data.outcome.kind === "refused" ? typed : null }, answer.init ?? undefined);
  }
  const typed = { amount: text("amount").slice(0, 50), note: text("note") };
  const answer = await adminOutcome(async () => {
    const quoted = await recordInvoiceQuote(deps, admin, invoiceId, { amount_cents: parseDollars(typed.amount) ?? "not an amount", note: typed.note });
    return `The quote of ${formatDollars(quoted.amountCents ?? 0)} is recorded and e-mailed to ${quoted.email} with a link to pay it.`;
  });
  return data({ ...answer.data, typed: answer.data.outcome.kind === "refused" ? typed : null }, answer.init ?? undefined);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `Invoice ${loaderData?.invoice.number ?? ""} | ${loaderData?.productName ?? "Amora"} admin` },
  { name: "robots", content: "noindex, nofollow" },
];

export const ErrorBoundary = RouteErrorBoundary;

export default function AdminMoneyInvoice({ loaderData, actionData }: Route.ComponentProps) {
  return <MoneyInvoiceView invoice={loaderData.invoice} mayManage={loaderData.mayManage} outcome={actionData?.outcome ?? null} typed={actionData?.typed ?? null} />;
}
