import { eq } from "drizzle-orm";
import { AUTO_RENEW_MESSAGES } from "../../../core/plan-auto-renew";
import { PLAN_MESSAGES, planYearCents, renewedTermOf } from "../../../core/plan-term";
import type { Transaction } from "../../db/client";
import { businessAccounts } from "../../db/schema/business";
import { AppError } from "../../kernel/errors";
import { sendInvoice } from "../payments/invoices/send-invoice";
import { ownPlanAccount, planOf, planViewOf, productOf, restoreLapsedListing, stateOf, termOf, type PlanDeps, type PlanView } from "./business-plan";

const conflict = (message: string) => new AppError("CONFLICT", message);

/**
 * Cancel at the end of the term (`cancel: true`), or undo that before the end (`cancel: false`).
 * A cancelled plan gets no reminder to renew and simply ends on its day.
 */
export async function setCancelAtTermEnd(deps: Pick<PlanDeps, "db" | "clock">, { userId, cancel }: { userId: number; cancel: boolean }): Promise<PlanView> {
  const { db, clock } = deps;
  return db.transaction(async (tx) => {
    const account = await ownPlanAccount(tx, userId, { lock: true });
    const now = clock.now();
    const state = stateOf(account, now);
    if (termOf(account) === null) throw conflict(PLAN_MESSAGES.notPaid);
    if (state === "expired") throw conflict(PLAN_MESSAGES.expired);
    if (cancel && account.cancelAtTermEnd) throw conflict(PLAN_MESSAGES.alreadyCancelled);
    if (!cancel && !account.cancelAtTermEnd) throw conflict(PLAN_MESSAGES.notCancelled);
    // Cancelling at the term's end turns automatic renewal off; undoing it leaves it off.
    const [updated] = await tx
      .update(businessAccounts)
      .set({ cancelAtTermEnd: cancel, ...(cancel ? { autoRenew: false } : {}), updatedAt: now })
      .where(eq(businessAccounts.id, account.id))
      .returning();
    return planViewOf(tx, updated ?? account, now);
  });
}

/**
 * Automatic renewal with the kept card on or off (decision 038). On needs a kept card and a paid
 * plan that has not expired and is not cancelled at its end; asking for what is already so changes
 * nothing.
 */
export async function setPlanAutoRenew(deps: Pick<PlanDeps, "db" | "clock">, { userId, on }: { userId: number; on: boolean }): Promise<PlanView> {
  const { db, clock } = deps;
  return db.transaction(async (tx) => {
    const account = await ownPlanAccount(tx, userId, { lock: true });
    const now = clock.now();
    if (on) {
      if (termOf(account) === null) throw conflict(PLAN_MESSAGES.notPaid);
      if (stateOf(account, now) === "expired") throw conflict(PLAN_MESSAGES.expired);
      if (account.savedCard === null) throw conflict(AUTO_RENEW_MESSAGES.noCard);
      if (account.cancelAtTermEnd) throw conflict(AUTO_RENEW_MESSAGES.cancelled);
    }
    if (account.autoRenew === on) return planViewOf(tx, account, now);
    const [updated] = await tx.update(businessAccounts).set({ autoRenew: on, updatedAt: now }).where(eq(businessAccounts.id, account.id)).returning();
    return planViewOf(tx, updated ?? account, now);
  });
}

/**
 * Renewal by invoice: "Send Invoice" for the next year at today's price (or by quote), referenced
 * to this account and its current term end, so asking twice sends one invoice. Paying it extends
 * the term (settleRenewalInvoice).
 */
export async function requestRenewalInvoice(deps: PlanDeps, { userId }: { userId: number }): Promise<{ view: PlanView; invoiceNumber: string }> {
  const account = await ownPlanAccount(deps.db, userId);
  const term = termOf(account);
  if (!term) throw conflict(PLAN_MESSAGES.notPaid);
  if (stateOf(account, deps.clock.now()) === "cancelled") throw conflict(PLAN_MESSAGES.cannotRenewCancelled);
  if (account.renewalInvoiceId !== null) throw conflict(PLAN_MESSAGES.invoicePending);
  const amount = planYearCents({ kind: account.kind, plan: planOf(account), roomsTier: account.submission.roomsTier ?? null });
  const product = productOf(account);
  const sent = await sendInvoice(deps, {
    email: account.email,
    purpose: product,
    amount,
    description: `Renewal, one year: ${account.name}`,
    reference: `plan-renewal:${account.id}:${term.endsAt}`,
  });
  const now = deps.clock.now();
  const [updated] = await deps.db
    .update(businessAccounts)
    .set({ renewalInvoiceId: sent.invoice.id, updatedAt: now })
    .where(eq(businessAccounts.id, account.id))
    .returning();
  return { view: await planViewOf(deps.db, updated ?? account, now), invoiceNumber: sent.number };
}

/**
 * A renewal invoice was paid (the provider's invoice.paid, an admin's bank transfer, the hosted
 * page): the account it renews gets its next year, from the term's end or from the payment once
 * expired, and its listing back. In the settling transaction; a second settlement finds nothing.
 */
export async function settleRenewalInvoice(tx: Transaction, { invoiceId, paidAt }: { invoiceId: number; paidAt: Date }): Promise<boolean> {
  const [account] = await tx.select().from(businessAccounts).where(eq(businessAccounts.renewalInvoiceId, invoiceId)).for("update");
  if (!account) return false;
  const term = renewedTermOf(termOf(account)?.endsAt ?? null, paidAt);
  await tx
    .update(businessAccounts)
    .set({ termStartsAt: new Date(term.startsAt), termEndsAt: new Date(term.endsAt), cancelAtTermEnd: false, renewalInvoiceId: null, updatedAt: paidAt })
    .where(eq(businessAccounts.id, account.id));
  await restoreLapsedListing(tx, account, paidAt);
  return true;
}
