import { and, eq, isNull } from "drizzle-orm";
import { addMonths, planMonths } from "../../../../core/billing-periods";
import { PaymentProviderError, type PaymentProvider, type Plan, type ProviderEvent, type Subscription } from "../../../adapters/payments/payment-provider";
import type { Config } from "../../../config";
import type { Database, Transaction } from "../../../db/client";
import type { JobQueue } from "../../../jobs/job-queue";
import { paymentEvents, payments as paymentsTable, subscriptions } from "../../../db/schema/payments";
import type { CatalogueCache } from "../../catalogue/catalogue-cache";
import type { Clock } from "../../../kernel/clock";
import { AppError } from "../../../kernel/errors";
import { RESERVATION_PRODUCT, settleReservationPayment, type BookingDeps } from "../../booking/book-reservation";
import { settleMarketplacePayment } from "../marketplace/settle-marketplace-payment";
import { MARKETPLACE_RENEWAL_PRODUCT, settleMarketplaceRenewal } from "../marketplace/renew-marketplace-post";
import { paymentPurposeOf } from "../refund-payment";
import { refreshMemberSubscription } from "../subscriptions/member-subscription";
import { refundPaymentOfLostClaim } from "../../signup/claims";
import { recordSignupPayment, signupPaymentProductOf } from "../verify-business-payment";
import { INVOICE_PAYMENT_PRODUCT, settleInvoicePayment } from "../invoices/pay-invoice";
import { settleInvoice } from "../invoices/settle-invoice";
import { PLAN_PAYMENT_PRODUCT, settlePlanPayment } from "../../billing/plan-payments";

export type ApplyProviderEventDeps = {
  db: Database;
  clock: Clock;
  payments: PaymentProvider;
  /** Receipt and refund e-mails are queued with the payment's records. */
  jobs: JobQueue;
  config: Pick<Config, "productName" | "publicUrl" | "apiSiteUrl">;
  /** The site's origin, for links in e-mails when PUBLIC_URL is not set. */
  origin?: string | undefined;
  /** Cleared when a marketplace post is published from its payment's event. */
  catalogueCache?: CatalogueCache;
  /**
   * Told of a paid payment the product refused (not the server's price, or a post that could not
   * be published and was refunded): the event is acknowledged, since the provider can change nothing.
   */
  reportError?: (error: unknown) => void;
  /** Settles a hotel reservation's payment (e-mails included); absent, such payments are only recorded as events. */
  reservations?: BookingDeps;
};

/** `duplicate`: the event was applied before (a replay) and nothing changed this time. */
export type AppliedEvent = { outcome: "applied" | "duplicate" };

/**
 * A subscription event: the provider's state of the subscription at `event.created`. It replaces
 * the product's record only when it is not older than the newest event already applied (events
 * come late and out of order), then the member's access is worked out again.
 */
async function applySubscription(tx: Transaction, event: ProviderEvent & { subscription: Subscription }, provider: string, now: Date): Promise<void> {
  const { subscription } = event;
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider as "test" | "stripe"), eq(subscriptions.providerSubscriptionId, subscription.id)))
    .for("update");
  if (!row) return;
  if (row.lastEventAt && event.created < row.lastEventAt) return;
  const status = event.type === "customer.subscription.deleted" ? "canceled" : subscription.status;
  // Events carry whole seconds, so two can tie; a subscription never goes back to incomplete, and
  // an ended one never starts again (Stripe's rules), whatever order a tie arrives in.
  if ((status === "incomplete" && row.status !== "incomplete") || (row.status === "canceled" && status !== "canceled")) return;
  await tx
    .update(subscriptions)
    .set({
      status,
      ...(subscription.priceId ? { priceId: subscription.priceId } : {}),
      currentPeriodEnd: subscription.currentPeriodEnd ?? row.currentPeriodEnd,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      lastEventAt: event.created,
      updatedAt: now,
    })
    .where(eq(subscriptions.id, row.id));
  await refreshMemberSubscription(tx, row.userId, now);
}

/**
 * A subscription's renewal was paid: the payment is recorded (once: the invoice id is unique), and
 * a subscription whose recorded period this invoice pays for is extended by one period. The
 * subscription event that comes with it sets the exact period, whichever arrives first.
 */
async function applyRenewal(
  tx: Transaction,
  event: Extract<ProviderEvent, { type: "invoice.paid" }>,
  subscriptionId: string,
  provider: "test" | "stripe",
  plans: Plan[],
  now: Date,
): Promise<void> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, subscriptionId)))
    .for("update");
  if (!row) return;
  const { invoice } = event;
  if (invoice.amountCents !== null && invoice.amountCents > 0) {
    await tx
      .insert(paymentsTable)
      .values({
        provider,
        providerPaymentId: invoice.id,
        purpose: "vip",
        amountCents: invoice.amountCents,
        currency: invoice.currency.toUpperCase(),
        userId: row.userId,
        email: invoice.email || null,
        reference: `subscription:${subscriptionId}`,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [paymentsTable.provider, paymentsTable.providerPaymentId] });
  }
  const plan = plans.find((candidate) => candidate.id === row.priceId);
  const paidAt = invoice.paidAt ?? event.created;
  if (plan && row.status !== "canceled" && row.currentPeriodEnd && paidAt >= row.currentPeriodEnd) {
    await tx
      .update(subscriptions)
      .set({ status: "active", currentPeriodEnd: addMonths(row.currentPeriodEnd, planMonths(plan)), updatedAt: now })
      .where(eq(subscriptions.id, row.id));
    await refreshMemberSubscription(tx, row.userId, now);
  }
}

/**
 * A subscription's first invoice was paid: its payment is recorded unless the member's app already
 * verified it (`verifyVipSubscription` writes the same payment id, so whichever comes first writes
 * it). It extends nothing: the first period is the provider's subscription event's to set.
 */
async function applySubscriptionStart(
  tx: Transaction,
  event: Extract<ProviderEvent, { type: "invoice.paid" }>,
  subscriptionId: string,
  paymentIntentId: string | null,
  provider: "test" | "stripe",
  now: Date,
): Promise<void> {
  const { invoice } = event;
  if (paymentIntentId === null || invoice.amountCents === null || invoice.amountCents <= 0) return;
  const [row] = await tx
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, subscriptionId)));
  if (!row) return;
  await tx
    .insert(paymentsTable)
    .values({
      provider,
      providerPaymentId: paymentIntentId,
      purpose: "vip",
      amountCents: invoice.amountCents,
      currency: invoice.currency.toUpperCase(),
      userId: row.userId,
      email: invoice.email || null,
      reference: `subscription:${subscriptionId}`,
      createdAt: now,
    })
    .onConflictDoNothing({ target: [paymentsTable.provider, paymentsTable.providerPaymentId] });
}

/** A renewal's payment is made a whole period after the subscription starts; the first one at once. */
const FIRST_PAYMENT_WINDOW_MS = 24 * 3600 * 1000;

/**
 * The payment of a subscription's first invoice, for events that do not name it (Stripe's API
 * versions since 2025 leave the invoice's payments out of events): the subscription's latest
 * payment, when it succeeded and was made when the subscription started. Null when that cannot be
 * told (then nothing is recorded, rather than a payment recorded under another id than the
 * verification's).
 */
async function firstPaymentIdOf(payments: PaymentProvider, subscriptionId: string): Promise<string | null> {
  let subscription: Subscription;
  try {
    subscription = await payments.retrieveSubscription(subscriptionId);
  } catch (error) {
    if (error instanceof PaymentProviderError && error.type === "invalid_request_error") return null;
    throw error;
  }
  if (subscription.latestPaymentIntentId === "") return null;
  const intent = await payments.retrievePaymentIntent(subscription.latestPaymentIntentId);
  const isFirst = intent.status === "succeeded" && intent.createdAt.getTime() - subscription.createdAt.getTime() < FIRST_PAYMENT_WINDOW_MS;
  return isFirst ? intent.id : null;
}

/**
 * Money went back on a payment. Given back in full, the payment is `refunded`; given back in part
 * (a cancelled stay's refund, its charge kept), it stays `succeeded`, and the time of the refund
 * is noted unless one is already recorded (refundPayment fills in its id and reason, whichever
 * comes first). The refunded amount is the provider's and the booking's to tell.
 */
async function applyRefunded(tx: Transaction, event: Extract<ProviderEvent, { type: "charge.refunded" }>, provider: "test" | "stripe"): Promise<void> {
  const payment = and(eq(paymentsTable.provider, provider), eq(paymentsTable.providerPaymentId, event.paymentIntentId), eq(paymentsTable.status, "succeeded"));
  if (event.fullyRefunded) {
    await tx.update(paymentsTable).set({ status: "refunded", refundedAt: event.created }).where(payment);
    return;
  }
  await tx.update(paymentsTable).set({ refundedAt: event.created }).where(and(payment, isNull(paymentsTable.refundedAt)));
}

async function isApplied(db: Database, eventId: string): Promise<boolean> {
  const [row] = await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, eventId));
  return row !== undefined;
}

/**
 * A payment succeeded. A marketplace post whose page was closed before it verified the payment is
 * published now (or refunded, when its session had ended before the payment); a business signup
 * payment is recorded. The page's verification does the same: whichever comes first does it, the
 * other finds it done (one publication, one record, at most one refund). VIP payments are recorded
 * by their invoice's event or the member's verification.
 *
 * Settling calls the provider (a refund) and writes in transactions of its own, so it runs before
 * the event is recorded: a failure leaves the event unrecorded, the provider retries it, and
 * settling again finds what the first attempt did.
 */
async function applyPaymentSucceeded(
  deps: ApplyProviderEventDeps,
  event: Extract<ProviderEvent, { type: "payment_intent.succeeded" }>,
): Promise<AppliedEvent> {
  const { db, clock, payments, reportError } = deps;
  if (await isApplied(db, event.id)) return { outcome: "duplicate" };
  const intent = event.paymentIntent;
  const purpose = paymentPurposeOf(intent.metadata.product);
  const signupProduct = signupPaymentProductOf(purpose);
  try {
    if (intent.status === "succeeded" && purpose === "marketplace-post") {
      await settleMarketplacePayment(deps, { intent, email: null, paidAt: event.created });
    } else if (intent.status === "succeeded" && intent.metadata.product === MARKETPLACE_RENEWAL_PRODUCT) {
      // A renewal from the dashboard whose page was closed before it verified (decision 041).
      await settleMarketplaceRenewal(deps, { intent, paidAt: event.created });
    } else if (intent.status === "succeeded" && intent.metadata.product === RESERVATION_PRODUCT && deps.reservations) {
      await settleReservationPayment(deps.reservations, { intent, paidAt: event.created }).catch((error: unknown) => {
        // A reservation this site does not know: nothing to settle, and retrying changes nothing.
        if (error instanceof AppError && error.code === "NOT_FOUND") reportError?.(error);
        else throw error;
      });
    } else if (intent.status === "succeeded" && intent.metadata.product === PLAN_PAYMENT_PRODUCT) {
      // A plan's renewal, upgrade or late payment whose page was closed before it verified (decision 038).
      await settlePlanPayment(deps, { intent });
    } else if (intent.status === "succeeded" && intent.metadata.product === INVOICE_PAYMENT_PRODUCT) {
      // A hosted invoice page's payment whose page was closed before it verified (decision 039).
      await settleInvoicePayment(deps, { intent, paidAt: event.created });
    } else if (intent.status === "succeeded" && signupProduct !== undefined) {
      await recordSignupPayment(deps, { intent, product: signupProduct, email: intent.customerEmail });
      // A destination's claim closed before this payment (the page was closed): it goes back (decision 033).
      if (signupProduct === "destination") await refundPaymentOfLostClaim(deps, { providerPaymentId: intent.id });
    }
  } catch (error) {
    // The answers the page would have had: refunded (409), or not the server's price (422, nothing
    // recorded). Both are final; retrying the event would change nothing.
    if (!(error instanceof AppError && (error.code === "CONFLICT" || error.code === "VALIDATION_FAILED"))) throw error;
    if (error.code === "VALIDATION_FAILED") reportError?.(error);
  }
  const recorded = await db
    .insert(paymentEvents)
    .values({ id: event.id, provider: payments.kind, type: event.type, createdAt: event.created, receivedAt: clock.now() })
    .onConflictDoNothing({ target: paymentEvents.id })
    .returning({ id: paymentEvents.id });
  return { outcome: recorded.length === 0 ? "duplicate" : "applied" };
}

/**
 * Applies one verified provider event, exactly once: its id is recorded in payment_events in the
 * same transaction as its effects, so a replay finds the row and changes nothing. (A succeeded
 * payment is settled first and recorded after: see applyPaymentSucceeded.)
 */
export async function applyProviderEvent(deps: ApplyProviderEventDeps, event: ProviderEvent): Promise<AppliedEvent> {
  if (event.type === "payment_intent.succeeded") return applyPaymentSucceeded(deps, event);
  const { db, clock, payments } = deps;
  const provider = payments.kind;
  const isSubscriptionInvoice = event.type === "invoice.paid" && event.subscriptionId !== null;
  const isSubscriptionStart = event.type === "invoice.paid" && event.isSubscriptionStart;
  // A replay needs no call to the provider below.
  if (isSubscriptionInvoice && (await isApplied(db, event.id))) return { outcome: "duplicate" };
  // Read before the transaction: the test provider keeps its books in this same database.
  const plans = isSubscriptionInvoice && !isSubscriptionStart ? await payments.listPlans() : [];
  const firstPaymentId =
    event.type === "invoice.paid" && event.isSubscriptionStart && event.subscriptionId
      ? (event.paymentIntentId ?? (await firstPaymentIdOf(payments, event.subscriptionId)))
      : null;
  return db.transaction(async (tx) => {
    const now = clock.now();
    const recorded = await tx
      .insert(paymentEvents)
      .values({ id: event.id, provider, type: event.type === "other" ? event.providerType : event.type, createdAt: event.created, receivedAt: now })
      .onConflictDoNothing({ target: paymentEvents.id })
      .returning({ id: paymentEvents.id });
    if (recorded.length === 0) return { outcome: "duplicate" };

    switch (event.type) {
      case "customer.subscription.created":
      case "customer.subscription.updated":
      case "customer.subscription.deleted":
        await applySubscription(tx, event, provider, now);
        break;
      case "invoice.paid":
        if (event.subscriptionId && event.isSubscriptionStart) {
          await applySubscriptionStart(tx, event, event.subscriptionId, firstPaymentId, provider, now);
        } else if (event.subscriptionId) {
          await applyRenewal(tx, event, event.subscriptionId, provider, plans, now);
        } else {
          // The same settlement as a card payment on the hosted invoice page (decision 039).
          await settleInvoice(tx, { invoice: { provider, providerInvoiceId: event.invoice.id }, paidAt: event.invoice.paidAt ?? event.created });
        }
        break;
      case "charge.refunded":
        await applyRefunded(tx, event, provider);
        break;
      case "other":
        // Acknowledged: recorded, nothing else.
        break;
    }
    return { outcome: "applied" };
  });
}
