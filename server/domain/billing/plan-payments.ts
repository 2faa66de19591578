import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { PLAN_MESSAGES, planYearCents, renewedTermOf, upgradeQuoteOf, type PlanProduct } from "../../../core/plan-term";
import { CURRENCY } from "../../../core/money";
import { BY_QUOTE } from "../../../core/pricing";
import { PaymentProviderError, type PaymentIntent } from "../../adapters/payments/payment-provider";
import type { Transaction } from "../../db/client";
import { businessAccounts, type BusinessAccountRow } from "../../db/schema/business";
import { listings } from "../../db/schema/catalogue";
import { payments as paymentsTable } from "../../db/schema/payments";
import { AppError } from "../../kernel/errors";
import { invalidateCatalogue } from "../catalogue/invalidate-catalogue";
import { queueReceiptEmail } from "../payments/receipt-email";
import { refundPayment } from "../payments/refund-payment";
import { ownPlanAccount, payLaterPrice, planOf, productOf, restoreLapsedListing, stateOf, termOf, type PlanDeps } from "./business-plan";

/** The provider metadata's product of every plan payment (renewal, upgrade, pay later). */
export const PLAN_PAYMENT_PRODUCT = "business-plan";

/** A plan payment's metadata key when the business asked to keep its card and renew automatically. */
export const AUTO_RENEW_METADATA = "auto_renew";

/** renew: the next year by card; upgrade: Basic -> Featured mid-term; pay: an unpaid plan, paid later. */
export type PlanPaymentAction = "renew" | "upgrade" | "pay";

const DESCRIPTIONS: Record<PlanPaymentAction, string> = {
  renew: "renewal, one year",
  upgrade: "upgrade to Featured travel advisor for the rest of the term",
  pay: "one year",
};

const PRODUCT_NAMES: Record<PlanProduct, string> = {
  hotel: "Hotel listing",
  "advisor-basic": "Basic travel advisor profile",
  "advisor-featured": "Featured travel advisor profile",
  destination: "Destination",
};

const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex");

const refused = (message: string, code: "CONFLICT" | "VALIDATION_FAILED" = "CONFLICT", field?: string) =>
  new AppError(code, message, field ? { [field]: [message] } : undefined);

type PricedPlanPayment = { cents: number; product: PlanProduct; metadata: Record<string, string> };

/** What `action` costs this account now, or why it cannot be paid (409). */
async function pricePlanPayment(deps: PlanDeps, account: BusinessAccountRow, action: PlanPaymentAction): Promise<PricedPlanPayment> {
  const now = deps.clock.now();
  const state = stateOf(account, now);
  const term = termOf(account);
  const base = { product: PLAN_PAYMENT_PRODUCT, action, business_account_id: String(account.id) };
  switch (action) {
    case "pay": {
      if (state !== "unpaid") throw refused(state === "invoiced" ? "This plan is invoiced: pay the invoice sent to you." : PLAN_MESSAGES.alreadyPaid);
      const price = await payLaterPrice(deps.db, account, now);
      if (!price) throw refused(PLAN_MESSAGES.invoiceOnly);
      const product = productOf(account);
      return { cents: price.cents, product, metadata: { ...base, plan: product, ...(price.couponName ? { coupon: price.couponName } : {}) } };
    }
    case "renew": {
      if (!term) throw refused(PLAN_MESSAGES.notPaid);
      if (state === "cancelled") throw refused(PLAN_MESSAGES.cannotRenewCancelled);
      const product = productOf(account);
      const cents = planYearCents({ kind: account.kind, plan: planOf(account), roomsTier: account.submission.roomsTier ?? null });
      if (cents === BY_QUOTE) throw refused(PLAN_MESSAGES.invoiceOnly);
      return { cents, product, metadata: { ...base, plan: product, term_ends_at: term.endsAt } };
    }
    case "upgrade": {
      if (!term) throw refused(PLAN_MESSAGES.notPaid);
      if (productOf(account) !== "advisor-basic") throw refused(PLAN_MESSAGES.notBasic);
      if (state === "expired") throw refused(PLAN_MESSAGES.expired);
      const quote = upgradeQuoteOf({ term, now });
      return { cents: quote.chargeCents, product: "advisor-featured", metadata: { ...base, plan: "advisor-featured", term_ends_at: term.endsAt, credit_cents: String(quote.creditCents) } };
    }
  }
}

export type StartPlanPaymentRequest = {
  userId: number;
  action: PlanPaymentAction;
  idempotencyKey?: string | undefined;
  /** Keep the card that pays, to renew the plan automatically (the page's box, ticked by default). */
  renewAutomatically?: boolean | undefined;
};
export type StartedPlanPayment = { paymentIntentId: string; clientSecret: string; amountCents: number; description: string };

/**
 * Starts the card payment of a plan action for the server's price (core/plan-term.ts, core/pricing.ts)
 * and answers its client secret, for the card form to confirm. The same request within a minute (a
 * double click, a retry), or with the same Idempotency-Key, gets the same payment back.
 */
export async function startPlanPayment(deps: PlanDeps, { userId, action, idempotencyKey, renewAutomatically = false }: StartPlanPaymentRequest): Promise<StartedPlanPayment> {
  const account = await ownPlanAccount(deps.db, userId);
  const priced = await pricePlanPayment(deps, account, action);
  const description = `${PRODUCT_NAMES[priced.product]}, ${DESCRIPTIONS[action]}: ${account.name}`;
  const minute = Math.floor(deps.clock.now().getTime() / 60_000);
  const key = `plan:${sha256([account.id, action, priced.cents, priced.metadata.term_ends_at ?? "", idempotencyKey ?? String(minute), renewAutomatically ? "auto" : ""].join("\n"))}`;
  try {
    const intent = await deps.payments.createPaymentIntent({
      amountCents: priced.cents,
      currency: CURRENCY,
      idempotencyKey: key,
      description,
      metadata: renewAutomatically ? { ...priced.metadata, [AUTO_RENEW_METADATA]: "on" } : priced.metadata,
      customerEmail: account.email,
      ...(renewAutomatically ? { saveCard: true } : {}),
    });
    return { paymentIntentId: intent.id, clientSecret: intent.clientSecret, amountCents: intent.amountCents, description };
  } catch (error) {
    if (error instanceof PaymentProviderError && error.type === "idempotency_error") throw refused("This Idempotency-Key was already used for a different payment.");
    throw error;
  }
}

export type SettledPlanPayment = { paymentId: number | null; action: PlanPaymentAction; isNew: boolean; refunded: boolean };

function actionOf(intent: PaymentIntent): PlanPaymentAction | undefined {
  const action = intent.metadata.action;
  return action === "renew" || action === "upgrade" || action === "pay" ? action : undefined;
}

/**
 * A payment made with "Renew automatically with this card" ticked keeps its card on the account and
 * turns automatic renewal on (unless the plan is cancelled at its end), a refusal e-mailed before
 * forgotten. An off-session renewal (no card kept by it) changes nothing here.
 */
async function keepCard(tx: Transaction, account: BusinessAccountRow, intent: PaymentIntent, now: Date): Promise<void> {
  if (intent.metadata[AUTO_RENEW_METADATA] !== "on" || intent.savedCard === null) return;
  const [current] = await tx.select({ cancelAtTermEnd: businessAccounts.cancelAtTermEnd }).from(businessAccounts).where(eq(businessAccounts.id, account.id));
  await tx
    .update(businessAccounts)
    .set({ savedCard: intent.savedCard, autoRenew: !(current?.cancelAtTermEnd ?? account.cancelAtTermEnd), autoRenewFailedFor: null, updatedAt: now })
    .where(eq(businessAccounts.id, account.id));
}

/**
 * Applies a succeeded plan payment once, whoever sees it first (the page's verification or the
 * provider's webhook): a payments row owned by the account (its receipt), then the renewal's
 * longer term (from the end, or from now once expired, the listing restored), the upgrade's
 * Featured plan (same term end), or the unpaid plan's first year. A payment the plan can no longer
 * take (an upgrade already made, a plan paid meanwhile) is refunded in full and said.
 */
export async function settlePlanPayment(deps: PlanDeps, { intent }: { intent: PaymentIntent }): Promise<SettledPlanPayment> {
  const action = actionOf(intent);
  const accountId = Number(intent.metadata.business_account_id);
  if (intent.metadata.product !== PLAN_PAYMENT_PRODUCT || action === undefined || !Number.isSafeInteger(accountId)) {
    throw refused(PLAN_MESSAGES.notThisPayment, "VALIDATION_FAILED", "payment_intent_id");
  }
  if (intent.status !== "succeeded") throw refused(PLAN_MESSAGES.notSucceeded, "VALIDATION_FAILED", "payment_intent_id");
  const { db, clock, payments } = deps;
  let mustRefund = false;
  const settled = await db.transaction(async (tx) => {
    const [account] = await tx.select().from(businessAccounts).where(eq(businessAccounts.id, accountId)).for("update");
    if (!account) throw new AppError("NOT_FOUND", PLAN_MESSAGES.unknownPayment);
    const now = clock.now();
    const [written] = await tx
      .insert(paymentsTable)
      .values({
        provider: payments.kind,
        providerPaymentId: intent.id,
        purpose: (intent.metadata.plan as PlanProduct | undefined) ?? productOf(account),
        amountCents: intent.amountCents,
        currency: intent.currency.toUpperCase(),
        userId: account.userId,
        email: account.email,
        couponName: intent.metadata.coupon ?? null,
        reference: `plan-${action}:${account.id}`,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [paymentsTable.provider, paymentsTable.providerPaymentId] })
      .returning({ id: paymentsTable.id });
    if (!written) {
      const [existing] = await tx
        .select({ id: paymentsTable.id, status: paymentsTable.status })
        .from(paymentsTable)
        .where(and(eq(paymentsTable.provider, payments.kind), eq(paymentsTable.providerPaymentId, intent.id)));
      // Settled first from a webhook that did not name the card (Stripe's events leave it
      // unexpanded): the page's verification, which reads it, keeps it now.
      if (existing && existing.status !== "refunded" && account.savedCard === null) await keepCard(tx, account, intent, now);
      return { paymentId: existing?.id ?? null, action, isNew: false, refunded: existing?.status === "refunded" };
    }
    const state = stateOf(account, now);
    switch (action) {
      case "renew": {
        // An automatic charge renews the term it was made for: one renewed by hand meanwhile (the
        // same day, both in flight) is not renewed twice, and the charge goes back.
        if (intent.metadata.automatic === "true" && intent.metadata.term_ends_at !== termOf(account)?.endsAt) {
          mustRefund = true;
          break;
        }
        const term = renewedTermOf(termOf(account)?.endsAt ?? null, now);
        await tx
          .update(businessAccounts)
          .set({ termStartsAt: new Date(term.startsAt), termEndsAt: new Date(term.endsAt), cancelAtTermEnd: false, updatedAt: now })
          .where(eq(businessAccounts.id, account.id));
        await restoreLapsedListing(tx, account, now);
        break;
      }
      case "upgrade": {
        if (productOf(account) !== "advisor-basic" || state === "expired") {
          mustRefund = true;
          break;
        }
        await tx.update(businessAccounts).set({ currentPlan: "advisor-featured", updatedAt: now }).where(eq(businessAccounts.id, account.id));
        if (account.listingId !== null) {
          const [listing] = await tx.select({ details: listings.details }).from(listings).where(eq(listings.id, account.listingId)).for("update");
          if (listing) {
            await tx
              .update(listings)
              .set({ details: { ...listing.details, profileTier: "featured", plan: "featured" }, isFeatured: true, updatedAt: now })
              .where(eq(listings.id, account.listingId));
          }
        }
        break;
      }
      case "pay": {
        if (state !== "unpaid") {
          mustRefund = true;
          break;
        }
        const term = renewedTermOf(null, now);
        await tx
          .update(businessAccounts)
          .set({
            paymentMethod: "card",
            providerPaymentId: intent.id,
            amountCents: intent.amountCents,
            couponName: intent.metadata.coupon ?? null,
            paidAt: now,
            termStartsAt: new Date(term.startsAt),
            termEndsAt: new Date(term.endsAt),
            updatedAt: now,
          })
          .where(eq(businessAccounts.id, account.id));
        break;
      }
    }
    if (!mustRefund) {
      await keepCard(tx, account, intent, now);
      await queueReceiptEmail({ ...deps, db: tx }, { paymentId: written.id });
    }
    return { paymentId: written.id, action, isNew: true, refunded: false };
  });
  if (mustRefund) {
    await refundPayment(deps, { providerPaymentId: intent.id, reason: `plan ${action} no longer applies` });
    throw refused(
      action === "upgrade" ? `${PLAN_MESSAGES.notBasic} Your payment was refunded in full.` : `${PLAN_MESSAGES.alreadyPaid} Your payment was refunded in full.`,
    );
  }
  invalidateCatalogue({ cache: deps.catalogueCache });
  return settled;
}

/**
 * The browser's check after the card form: the payment must be this account's plan payment (any
 * other id answers 404, as an unknown one), succeeded at the provider; then it is settled once.
 */
export async function verifyPlanPayment(deps: PlanDeps, { userId, paymentIntentId }: { userId: number; paymentIntentId: string }): Promise<SettledPlanPayment> {
  const account = await ownPlanAccount(deps.db, userId);
  let intent: PaymentIntent;
  try {
    intent = await deps.payments.retrievePaymentIntent(paymentIntentId);
  } catch (error) {
    if (error instanceof PaymentProviderError && error.type === "invalid_request_error") throw new AppError("NOT_FOUND", PLAN_MESSAGES.unknownPayment);
    throw error;
  }
  if (intent.metadata.product !== PLAN_PAYMENT_PRODUCT || intent.metadata.business_account_id !== String(account.id)) {
    throw new AppError("NOT_FOUND", PLAN_MESSAGES.unknownPayment);
  }
  return settlePlanPayment(deps, { intent });
}
