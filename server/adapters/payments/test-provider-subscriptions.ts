import { and, asc, eq, lte } from "drizzle-orm";
import { addMonths, planMonths } from "../../../core/billing-periods";
import type { Transaction } from "../../db/client";
import { testProviderInvoices, testProviderPaymentIntents, testProviderSubscriptions } from "../../db/schema/payments";
import type { CreatedSubscription, PaymentProvider } from "./payment-provider";
import { stripeInvoiceObject, stripePaymentIntentObject } from "./stripe-event-builders";
import type { TestPaymentProviderOptions, TestProviderRecords } from "./test-provider-records";
import { checkEmail, invalid, missing, newClientSecret, newId, planFor } from "./test-provider-rules";
import type { TestProviderWebhooks } from "./test-provider-webhooks";
import { TEST_PLANS } from "./test-plans";

/**
 * Subscriptions and Stripe's billing: a subscription starts incomplete with its first payment,
 * becomes active when that payment succeeds, and each ended period is renewed, made past_due or
 * cancelled by `runBilling`.
 */
export function createTestProviderSubscriptions(
  { db, clock }: TestPaymentProviderOptions,
  { toPaymentIntent, toInvoice, toSubscription, idempotent, insertPaymentIntent, readPaymentIntent, retrieveSubscription }: TestProviderRecords,
  { emit, emitSubscription }: Pick<TestProviderWebhooks, "emit" | "emitSubscription">,
) {
  /** A subscription's first payment succeeded: its first period starts now. */
  async function activateSubscription(tx: Transaction, subscriptionId: string | null, now: Date, renewalsFail: boolean): Promise<void> {
    if (!subscriptionId) return;
    const [subscription] = await tx.select().from(testProviderSubscriptions).where(eq(testProviderSubscriptions.id, subscriptionId));
    if (!subscription) return;
    const months = planMonths(planFor(subscription.priceId));
    const [activated] = await tx
      .update(testProviderSubscriptions)
      .set({ status: "active", renewalsFail, billingCycleAnchor: now, currentPeriodStart: now, currentPeriodEnd: addMonths(now, months) })
      .where(and(eq(testProviderSubscriptions.id, subscriptionId), eq(testProviderSubscriptions.status, "incomplete")))
      .returning();
    if (activated) await emitSubscription(tx, "customer.subscription.updated", activated);
  }

  /**
   * One ended period of one subscription, in one transaction: cancelled if so asked, past_due if
   * its card's renewals fail, otherwise paid again (a new succeeded payment, a paid invoice) and
   * extended by one period counted from the billing anchor. False when it was not due after all.
   */
  async function billOnePeriod(id: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      const now = clock.now();
      const [row] = await tx.select().from(testProviderSubscriptions).where(eq(testProviderSubscriptions.id, id)).for("update");
      if (!row || row.status !== "active" || !row.billingCycleAnchor || !row.currentPeriodEnd || row.currentPeriodEnd > now) return false;
      if (row.cancelAtPeriodEnd) {
        const [canceled] = await tx
          .update(testProviderSubscriptions)
          .set({ status: "canceled", canceledAt: row.currentPeriodEnd })
          .where(eq(testProviderSubscriptions.id, id))
          .returning();
        if (canceled) await emitSubscription(tx, "customer.subscription.deleted", canceled);
        return true;
      }
      if (row.renewalsFail) {
        const [pastDue] = await tx.update(testProviderSubscriptions).set({ status: "past_due" }).where(eq(testProviderSubscriptions.id, id)).returning();
        if (pastDue) await emitSubscription(tx, "customer.subscription.updated", pastDue);
        return true;
      }
      const plan = planFor(row.priceId);
      const months = planMonths(plan);
      let periods = 1;
      while (addMonths(row.billingCycleAnchor, periods * months) <= row.currentPeriodEnd) periods += 1;
      const previous = await tx.select().from(testProviderPaymentIntents).where(eq(testProviderPaymentIntents.id, row.latestPaymentIntentId));
      const paymentIntentId = newId("pi");
      const [payment] = await tx
        .insert(testProviderPaymentIntents)
        .values({
          id: paymentIntentId,
          clientSecret: newClientSecret(paymentIntentId),
          status: "succeeded",
          amountCents: plan.amountCents,
          currency: plan.currency,
          description: `Subscription update: ${plan.nickname}`,
          metadata: { subscription: id, price: plan.id },
          customerEmail: row.customerEmail,
          cardLast4: previous[0]?.cardLast4 ?? null,
          subscriptionId: id,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const [invoice] = await tx
        .insert(testProviderInvoices)
        .values({
          id: newId("in"),
          email: row.customerEmail,
          amountCents: plan.amountCents,
          currency: plan.currency,
          description: `Subscription update: ${plan.nickname}`,
          status: "paid",
          paidAt: now,
          createdAt: now,
        })
        .returning();
      const [renewed] = await tx
        .update(testProviderSubscriptions)
        .set({
          latestPaymentIntentId: paymentIntentId,
          currentPeriodStart: row.currentPeriodEnd,
          currentPeriodEnd: addMonths(row.billingCycleAnchor, periods * months),
        })
        .where(eq(testProviderSubscriptions.id, id))
        .returning();
      if (!payment || !invoice || !renewed) throw new Error("renewal insert returned no row");
      await emit(tx, "payment_intent.succeeded", stripePaymentIntentObject(toPaymentIntent(payment)));
      await emit(
        tx,
        "invoice.paid",
        stripeInvoiceObject(toInvoice(invoice), { subscriptionId: id, paymentIntentId, billingReason: "subscription_cycle" }),
      );
      await emitSubscription(tx, "customer.subscription.updated", renewed);
      return true;
    });
  }

  async function runBilling(): Promise<number> {
    let handled = 0;
    // Each pass handles one period of every due subscription; a subscription several periods
    // behind (the process was down) comes back in the next pass, as Stripe bills each period.
    for (let pass = 0; pass < 1000; pass += 1) {
      const due = await db
        .select({ id: testProviderSubscriptions.id })
        .from(testProviderSubscriptions)
        .where(and(eq(testProviderSubscriptions.status, "active"), lte(testProviderSubscriptions.currentPeriodEnd, clock.now())))
        .orderBy(asc(testProviderSubscriptions.currentPeriodEnd));
      if (due.length === 0) break;
      let changed = 0;
      for (const { id } of due) if (await billOnePeriod(id)) changed += 1;
      handled += changed;
      if (changed === 0) break;
    }
    return handled;
  }

  return {
    activateSubscription,
    runBilling,

    async listPlans() {
      return TEST_PLANS.map((plan) => ({ ...plan }));
    },

    async createSubscription({ priceId, customerEmail, idempotencyKey }): Promise<CreatedSubscription> {
      const plan = planFor(priceId);
      const email = checkEmail(customerEmail, "customer");
      const request = { operation: "create_subscription", priceId, customerEmail: email };
      const subscriptionId = await idempotent(idempotencyKey, request, "sub", async (tx, id, now) => {
        const paymentIntentId = newId("pi");
        await insertPaymentIntent(
          tx,
          {
            id: paymentIntentId,
            amountCents: plan.amountCents,
            currency: plan.currency,
            description: `Subscription creation: ${plan.nickname}`,
            metadata: { subscription: id, price: plan.id },
            customerEmail: email,
            subscriptionId: id,
          },
          now,
        );
        const [created] = await tx
          .insert(testProviderSubscriptions)
          .values({ id, priceId: plan.id, customerEmail: email, status: "incomplete", latestPaymentIntentId: paymentIntentId, createdAt: now })
          .returning();
        if (created) await emitSubscription(tx, "customer.subscription.created", created);
      });
      const subscription = await retrieveSubscription(subscriptionId);
      const intent = await readPaymentIntent(subscription.latestPaymentIntentId);
      return { subscriptionId, clientSecret: intent.clientSecret, paymentIntentId: intent.id, status: subscription.status };
    },

    retrieveSubscription,

    async cancelSubscription(id, { atPeriodEnd }) {
      const row = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(testProviderSubscriptions).where(eq(testProviderSubscriptions.id, id)).for("update");
        if (!current) throw missing("subscription", id);
        if (current.status === "canceled") {
          throw invalid("subscription_unexpected_state", "A canceled subscription can only update its cancellation_details and metadata.");
        }
        if (atPeriodEnd) {
          if (current.cancelAtPeriodEnd) return current;
          const [updated] = await tx
            .update(testProviderSubscriptions)
            .set({ cancelAtPeriodEnd: true })
            .where(eq(testProviderSubscriptions.id, id))
            .returning();
          if (!updated) throw missing("subscription", id);
          await emitSubscription(tx, "customer.subscription.updated", updated);
          return updated;
        }
        const [canceled] = await tx
          .update(testProviderSubscriptions)
          .set({ status: "canceled", canceledAt: clock.now() })
          .where(eq(testProviderSubscriptions.id, id))
          .returning();
        if (!canceled) throw missing("subscription", id);
        await emitSubscription(tx, "customer.subscription.deleted", canceled);
        return canceled;
      });
      return toSubscription(row);
    },
  } satisfies Pick<PaymentProvider, "listPlans" | "createSubscription" | "retrieveSubscription" | "cancelSubscription"> & {
    activateSubscription: typeof activateSubscription;
    runBilling: typeof runBilling;
  };
}

export type TestProviderSubscriptions = ReturnType<typeof createTestProviderSubscriptions>;
