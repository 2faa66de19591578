import { and, eq } from "drizzle-orm";
import type { PaymentProvider, Plan, ProviderEvent, Subscription } from "../../../adapters/payments/payment-provider";
import { addMonths } from "../../../adapters/payments/test-provider";
import { planMonths } from "../../../adapters/payments/test-plans";
import type { Database } from "../../../db/client";
import { invoices, paymentEvents, payments as paymentsTable, subscriptions } from "../../../db/schema/payments";
import type { Clock } from "../../clock";
import { refreshMemberSubscription } from "../subscriptions/member-subscription";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type ApplyProviderEventDeps = { db: Database; clock: Clock; payments: PaymentProvider };

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
 * Applies one verified provider event, exactly once: its id is recorded in payment_events in the
 * same transaction as its effects, so a replay finds the row and changes nothing.
 */
export async function applyProviderEvent({ db, clock, payments }: ApplyProviderEventDeps, event: ProviderEvent): Promise<AppliedEvent> {
  const provider = payments.kind;
  // Read before the transaction: the test provider keeps its books in this same database.
  const plans = event.type === "invoice.paid" && event.subscriptionId ? await payments.listPlans() : [];
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
        if (event.subscriptionId) {
          await applyRenewal(tx, event, event.subscriptionId, provider, plans, now);
        } else {
          await tx
            .update(invoices)
            .set({ status: "paid", paidAt: event.invoice.paidAt ?? event.created })
            .where(and(eq(invoices.provider, provider), eq(invoices.providerInvoiceId, event.invoice.id), eq(invoices.status, "open")));
        }
        break;
      case "charge.refunded":
        await tx
          .update(paymentsTable)
          .set({ status: "refunded", refundedAt: event.created })
          .where(
            and(eq(paymentsTable.provider, provider), eq(paymentsTable.providerPaymentId, event.paymentIntentId), eq(paymentsTable.status, "succeeded")),
          );
        break;
      case "payment_intent.succeeded":
      case "other":
        // Acknowledged: a payment is recorded by the call that verifies what it pays for.
        break;
    }
    return { outcome: "applied" };
  });
}
