import { data } from "react-router";
import { adminMay } from "../../core/admin-roles";
import { parseDollars } from "../../core/money";
import { receiptItem, receiptNumber } from "../../core/receipts";
import { getAdminPayment } from "../../server/domain/admin/money/admin-payment";
import { refundAdminPayment } from "../../server/domain/admin/money/refund-admin-payment";
import { AppError } from "../../server/kernel/errors";
import { RouteErrorBoundary } from "../components/route-error";
import { MoneyPaymentView } from "../features/admin/money/money-payment-view";
import { ADMIN_PAGE_HEADERS, adminOutcome, adminPage } from "../admin-view.server";
import type { Route } from "./+types/admin-money-payment";

function idOf(text: string | undefined): number {
  if (!text || !/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2_147_483_647) throw data(null, { status: 404 });
  return Number(text);
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const admin = adminPage(context, request, "money.read");
  const payment = await getAdminPayment(context.services, idOf(params.paymentId)).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  });
  return data(
    {
      productName: context.publicConfig.productName,
      mayRefund: adminMay(admin.role, "money.refund"),
      payment: {
        id: payment.id,
        receiptNumber: receiptNumber(payment.id),
        item: receiptItem(payment.purpose),
        provider: payment.provider,
        providerPaymentId: payment.providerPaymentId,
        amountCents: payment.amountCents,
        currency: payment.currency,
        state: payment.status === "refunded" ? ("refunded" as const) : payment.refundedAt ? ("partly_refunded" as const) : ("succeeded" as const),
        payerEmail: payment.payerEmail,
        couponName: payment.couponName,
        reference: payment.reference,
        providerRefundId: payment.providerRefundId,
        refundedCents: payment.refundedCents,
        refundReason: payment.refundReason,
        refundedAt: payment.refundedAt?.toISOString() ?? null,
        refundableCents: payment.refundableCents,
        createdAt: payment.createdAt.toISOString(),
      },
    },
    { headers: ADMIN_PAGE_HEADERS },
  );
}

/** The refund form: dollars typed, cents to the domain (which checks them against what is left). */
export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = adminPage(context, request, "money.refund");
  const paymentId = idOf(params.paymentId);
  const form = await request.formData();
  const typed = { amount: String(form.get("amount") ?? "").slice(0, 50), reason: String(form.get("reason") ?? "").slice(0, 1000) };
  const answer = await adminOutcome(async () => {
    await refundAdminPayment({ ...context.services, origin: context.origin }, admin, paymentId, { amount_cents: parseDollars(typed.amount) ?? "not an amount", reason: typed.reason });
    const payment = await getAdminPayment(context.services, paymentId);
    return `Refunded ${payment.refundedCents === null ? "the payment" : `$${(payment.refundedCents / 100).toFixed(2)}`}; the payer was e-mailed.`;
  });
  return data({ ...answer.data, typed: answer.data.outcome.kind === "refused" ? typed : null }, answer.init ?? undefined);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `Payment ${loaderData?.payment.receiptNumber ?? ""} | ${loaderData?.productName ?? "Amora"} admin` },
  { name: "robots", content: "noindex, nofollow" },
];

export const ErrorBoundary = RouteErrorBoundary;

export default function AdminMoneyPayment({ loaderData, actionData }: Route.ComponentProps) {
  return <MoneyPaymentView payment={loaderData.payment} mayRefund={loaderData.mayRefund} outcome={actionData?.outcome ?? null} typed={actionData?.typed ?? null} />;
}
