import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { CURRENCY } from "../../../core/money";
import { AUTO_RENEW_DAYS, autoRenewDueOf, autoRenewMayTryOf } from "../../../core/plan-auto-renew";
import { DAY_MS, daysLeftOf, planYearCents } from "../../../core/plan-term";
import { BY_QUOTE } from "../../../core/pricing";
import { PaymentProviderError, type PaymentIntent } from "../../adapters/payments/payment-provider";
import { businessAccounts } from "../../db/schema/business";
import { autoRenewsOf, planOf, productOf, stateOf, termOf, type PlanDeps } from "./business-plan";
import { queuePlanEmail, termEnd } from "./plan-jobs";
import { PLAN_PAYMENT_PRODUCT, settlePlanPayment } from "./plan-payments";
import { AppError } from "../../kernel/errors";

/** A term's end as stored, or a year from its payment for a plan paid before terms were stored. */

export type AutoRenewResult = { renewed: number; refused: number };

/**
 * Daily (decision 038 "Automatic renewal"): each plan renewing automatically whose term ends within
 * AUTO_RENEW_DAYS days is renewed with its kept card, charged off session for a year at today's
 * price and settled by the same code as a renewal paid on the page (the payment, its receipt, the
 * term extended from its end). One attempt a day at most, claimed under the row's lock before the
 * charge; the charge's idempotency key is the account, the term end and the day, so two processes on
 * one day charge once, and a renewed term is not due again. A refusal is e-mailed once per term
 * (renew by hand); the plan then expires at its end as any other.
 */
export async function renewPlansAutomatically(deps: PlanDeps): Promise<AutoRenewResult> {
  const { db, clock } = deps;
  const now = clock.now();
  const candidates = await db
    .select({ id: businessAccounts.id })
    .from(businessAccounts)
    .where(
      and(
        eq(businessAccounts.autoRenew, true),
        isNotNull(businessAccounts.savedCard),
        eq(businessAccounts.cancelAtTermEnd, false),
        isNotNull(businessAccounts.paidAt),
        isNull(businessAccounts.planExpiredAt),
        sql`${termEnd} > ${now}`,
        sql`${termEnd} <= ${new Date(now.getTime() + AUTO_RENEW_DAYS * DAY_MS)}`,
      ),
    );
  const result: AutoRenewResult = { renewed: 0, refused: 0 };
  const failures: unknown[] = [];
  for (const { id } of candidates) {
    const claimed = await db.transaction(async (tx) => {
      const [account] = await tx.select().from(businessAccounts).where(eq(businessAccounts.id, id)).for("update");
      const term = account ? termOf(account) : null;
      if (!account || !term || account.savedCard === null || !autoRenewsOf(account)) return null;
      if (stateOf(account, now) === "expired" || !autoRenewDueOf(term.endsAt, now) || !autoRenewMayTryOf(account.autoRenewTriedAt, now)) return null;
      const cents = planYearCents({ kind: account.kind, plan: planOf(account), roomsTier: account.submission.roomsTier ?? null });
      if (cents === BY_QUOTE) return null;
      await tx.update(businessAccounts).set({ autoRenewTriedAt: now }).where(eq(businessAccounts.id, id));
      return { account, term, cents, card: account.savedCard };
    });
    if (!claimed) continue;
    const { account, term, cents, card } = claimed;
    const product = productOf(account);
    let intent: PaymentIntent;
    try {
      intent = await deps.payments.chargeSavedCard({
        customerId: card.customerId,
        paymentMethodId: card.paymentMethodId,
        amountCents: cents,
        currency: CURRENCY,
        idempotencyKey: `plan-auto-renew:${account.id}:${term.endsAt}:${now.toISOString().slice(0, 10)}`,
        description: `Automatic renewal, one year: ${account.name}`,
        metadata: {
          product: PLAN_PAYMENT_PRODUCT,
          action: "renew",
          business_account_id: String(account.id),
          plan: product,
          term_ends_at: term.endsAt,
          automatic: "true",
        },
        customerEmail: account.email,
      });
    } catch (error) {
      // The provider no longer has the card (removed at Stripe): a refusal like any other. Any
      // other failure (an outage) is tried again tomorrow, or by the job's retry.
      if (error instanceof PaymentProviderError) {
        result.refused += 1;
        await tellRefused(deps, id, term.endsAt, null);
      } else {
        failures.push(error);
      }
      continue;
    }
    if (intent.status === "succeeded") {
      try {
        await settlePlanPayment(deps, { intent });
        result.renewed += 1;
      } catch (error) {
        // Renewed by hand while this charge was in flight: settling gave it back (refunded, and said).
        if (!(error instanceof AppError)) throw error;
      }
    } else {
      result.refused += 1;
      await tellRefused(deps, id, term.endsAt, intent.lastError?.message ?? null);
    }
  }
  if (failures.length > 0) throw failures[0];
  return result;
}

/** The refusal e-mail, once per term: the term end it was sent for is written with it, under the lock. */
async function tellRefused(deps: PlanDeps, accountId: number, termEndsAt: string, refusal: string | null): Promise<void> {
  const { db, clock } = deps;
  const now = clock.now();
  await db.transaction(async (tx) => {
    const [account] = await tx.select().from(businessAccounts).where(eq(businessAccounts.id, accountId)).for("update");
    if (!account) return;
    const endsAt = new Date(termEndsAt);
    if (account.autoRenewFailedFor !== null && account.autoRenewFailedFor.getTime() === endsAt.getTime()) return;
    await tx.update(businessAccounts).set({ autoRenewFailedFor: endsAt }).where(eq(businessAccounts.id, accountId));
    await queuePlanEmail(tx, deps, account, { step: "auto-renew-failed", termEndsAt, daysLeft: daysLeftOf(termEndsAt, now), refusal });
  });
}
