import { data, redirect } from "react-router";
import { metaOrError } from "../components/route-error";
import { PlanPage } from "../features/business-plan/plan-view";
import { cardPaymentParts } from "../features/payments/card-payment-parts";
import { getBusinessPlan } from "../../server/domain/billing/business-plan";
import { requestRenewalInvoice, setCancelAtTermEnd, setPlanAutoRenew } from "../../server/domain/billing/plan-changes";
import { AUTO_RENEW_MESSAGES } from "../../core/plan-auto-renew";
import { toPlanWire } from "../../server/domain/billing/plan-wire";
import { AppError } from "../../server/kernel/errors";
import type { Route } from "./+types/dashboard-plan";

/**
 * /dashboard/plan (decision 038): the business's plan, its term and state, and Pay, Renew (card or
 * invoice), Upgrade and Cancel at term end. Signed out: the dashboard's sign-in; a member without a
 * business account reads why.
 */
export async function loader({ context }: Route.LoaderArgs) {
  if (!context.user) throw redirect("/dashboard");
  const { productName, payments } = context.publicConfig;
  try {
    const plan = toPlanWire(await getBusinessPlan(context.services, { userId: context.user.id }));
    return data({ productName, payments, plan, refusal: null }, { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    if (!(error instanceof AppError && error.code === "FORBIDDEN")) throw error;
    return data({ productName, payments, plan: null, refusal: error.message }, { headers: { "Cache-Control": "private, no-store" } });
  }
}

/** The plan's forms that need no card: cancel at term end, undo it, automatic renewal off/on, ask for a renewal invoice. */
export async function action({ context, request }: Route.ActionArgs) {
  if (!context.user) throw redirect("/dashboard");
  const intent = String((await request.formData()).get("intent") ?? "");
  const userId = context.user.id;
  try {
    switch (intent) {
      case "cancel":
      case "undo-cancel": {
        const view = await setCancelAtTermEnd(context.services, { userId, cancel: intent === "cancel" });
        return {
          outcome: {
            kind: "done" as const,
            message: intent === "cancel" ? `Cancelled: your plan ends on ${view.termWords?.split(" to ")[1] ?? "its last day"} and will not renew.` : "Cancellation undone: your plan runs on.",
          },
        };
      }
      case "auto-renew-on":
      case "auto-renew-off": {
        const on = intent === "auto-renew-on";
        const view = await setPlanAutoRenew(context.services, { userId, on });
        return { outcome: { kind: "done" as const, message: on ? `${AUTO_RENEW_MESSAGES.turnedOn} ${view.autoRenew.words}.` : AUTO_RENEW_MESSAGES.turnedOff } };
      }
      case "renewal-invoice": {
        const { invoiceNumber } = await requestRenewalInvoice({ ...context.services, origin: context.origin }, { userId });
        return { outcome: { kind: "done" as const, message: `Invoice ${invoiceNumber} is on its way to your e-mail. Your plan is renewed when it is paid.` } };
      }
      default:
        return data({ outcome: { kind: "refused" as const, message: "Choose what to do with your plan." } }, { status: 400 });
    }
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return data({ outcome: { kind: "refused" as const, message: error.message } }, { status: error.status });
    throw error;
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) =>
  metaOrError(args, (loaderData) => [{ title: `Your plan | ${loaderData.productName}` }, { name: "robots", content: "noindex, nofollow" }]);

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";


export default function DashboardPlan({ loaderData, actionData }: Route.ComponentProps) {
  return <PlanPage plan={loaderData.plan} refusal={loaderData.refusal} cardPayment={cardPaymentParts(loaderData.payments)} outcome={actionData?.outcome ?? null} />;
}
