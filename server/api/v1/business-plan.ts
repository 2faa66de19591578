import type { FastifyRequest } from "fastify";
import * as contracts from "../../../core/contracts/business-plan";
import { formatDollars } from "../../../core/money";
import type { AppServices } from "../../app-context";
import { getBusinessPlan, ownPlanAccount, planViewOf, type PlanDeps } from "../../domain/billing/business-plan";
import { toPlanWire } from "../../domain/billing/plan-wire";
import { requestRenewalInvoice, setCancelAtTermEnd, setPlanAutoRenew } from "../../domain/billing/plan-changes";
import { AUTO_RENEW_MESSAGES } from "../../../core/plan-auto-renew";
import { startPlanPayment, verifyPlanPayment } from "../../domain/billing/plan-payments";
import { requestOrigin } from "../../http/request-origin";
import { idempotencyKeyHeader } from "./payments";
import type { ApiRegistry } from "./route";

function deps(services: AppServices, request: FastifyRequest): PlanDeps {
  return { ...services, origin: requestOrigin(services, request) };
}

/** What a settled plan payment did, in the business's words. */
export const PLAN_PAYMENT_DONE = {
  renew: "Your plan is renewed.",
  upgrade: "Your profile is now Featured.",
  pay: "Your plan is paid.",
} as const;

/** The handlers of core/contracts/business-plan.ts: the signed-in business's own plan. */
export function registerBusinessPlanRoutes(api: ApiRegistry): void {
  api.route(contracts.getBusinessPlan, async ({ auth, services }) => ({ data: toPlanWire(await getBusinessPlan(services, { userId: auth.user.id })) }));

  api.route(contracts.startPlanPayment, async ({ auth, body, services, request }) => {
    const started = await startPlanPayment(deps(services, request), {
      userId: auth.user.id,
      action: body.action,
      idempotencyKey: idempotencyKeyHeader(request.headers["idempotency-key"]),
      renewAutomatically: body.renew_automatically ?? false,
    });
    return { payment_intent_id: started.paymentIntentId, client_secret: started.clientSecret, amount_cents: started.amountCents, description: started.description };
  });

  api.route(contracts.verifyPlanPayment, async ({ auth, body, services, request }) => {
    const settled = await verifyPlanPayment(deps(services, request), { userId: auth.user.id, paymentIntentId: body.payment_intent_id });
    const view = await planViewOf(services.db, await ownPlanAccount(services.db, auth.user.id), services.clock.now());
    return { message: PLAN_PAYMENT_DONE[settled.action], payment_id: settled.paymentId, data: toPlanWire(view) };
  });

  api.route(contracts.requestRenewalInvoice, async ({ auth, services, request }) => {
    const { view, invoiceNumber } = await requestRenewalInvoice(deps(services, request), { userId: auth.user.id });
    const amount = view.renewalInvoice?.amountCents;
    return {
      message: `Invoice ${invoiceNumber}${amount ? ` for ${formatDollars(amount)}` : ""} is on its way to your e-mail. Your plan is renewed when it is paid.`,
      invoice_number: invoiceNumber,
      data: toPlanWire(view),
    };
  });

  api.route(contracts.cancelPlanAtTermEnd, async ({ auth, body, services }) => {
    const view = await setCancelAtTermEnd(services, { userId: auth.user.id, cancel: body.cancel });
    const endsOn = view.term?.endsAt ? ` on ${view.termWords?.split(" to ")[1] ?? ""}` : "";
    return {
      message: body.cancel ? `Your plan will end${endsOn} and will not renew.` : "Cancellation undone: your plan runs on.",
      data: toPlanWire(view),
    };
  });

  api.route(contracts.setPlanAutoRenew, async ({ auth, body, services }) => {
    const view = await setPlanAutoRenew(services, { userId: auth.user.id, on: body.on });
    return { message: body.on ? AUTO_RENEW_MESSAGES.turnedOn : AUTO_RENEW_MESSAGES.turnedOff, data: toPlanWire(view) };
  });
}
