import { and, eq } from "drizzle-orm";
import { PaymentProviderError, type PaymentIntent, type Subscription } from "../../../adapters/payments/payment-provider";
import type { UserRow } from "../../../db/schema/accounts";
import { payments as paymentsTable, subscriptions } from "../../../db/schema/payments";
import { AppError } from "../../../kernel/errors";
import type { SubscriptionDeps } from "./create-vip-subscription";
import { refreshMemberSubscription } from "./member-subscription";
import { SUBSCRIPTION_MESSAGES } from "../../../../core/subscription-messages";

const failed = (status: "VALIDATION_FAILED" | "NOT_FOUND" = "VALIDATION_FAILED") => new AppError(status, SUBSCRIPTION_MESSAGES.verificationFailed);

/** A provider refusal (an unknown id) is a failed check, not a server error. */
async function fromProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentProviderError && error.type === "invalid_request_error") throw failed();
    throw error;
  }
}

/** Whole seconds: provider events carry their time to the second. */
const toSecond = (date: Date): Date => new Date(Math.floor(date.getTime() / 1000) * 1000);

/**
 * POST /payments/verify/stripe: the member's app says the first payment of their subscription
 * succeeded. The server asks the provider and accepts it only when the subscription is this
 * member's and active, and the payment is its latest, succeeded, for the plan's price. Then, in one
 * transaction: the subscription is recorded active, the payment recorded once (a second verify or
 * the webhook finds it), and the member's subscription_sku / subscription_expires_at are set.
 * Any failed check changes nothing and answers docs/product.md's verification message.
 */
export async function verifyVipSubscription(
  { db, clock, payments }: SubscriptionDeps,
  { user, subscriptionId, paymentId }: { user: UserRow; subscriptionId: string; paymentId: string },
): Promise<{ subscriptionExpiresAt: Date }> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, payments.kind), eq(subscriptions.providerSubscriptionId, subscriptionId)));
  // Someone else's subscription reads as an unknown one.
  if (!row || row.userId !== user.id) throw failed("NOT_FOUND");

  // Provider first, outside the transaction: the test provider keeps its books in this database.
  const subscription: Subscription = await fromProvider(() => payments.retrieveSubscription(subscriptionId));
  const payment: PaymentIntent = await fromProvider(() => payments.retrievePaymentIntent(paymentId));
  const plan = (await payments.listPlans()).find((candidate) => candidate.id === subscription.priceId);
  const periodEnd = subscription.currentPeriodEnd;
  const accepted =
    plan !== undefined &&
    subscription.status === "active" &&
    periodEnd !== null &&
    subscription.latestPaymentIntentId === payment.id &&
    payment.status === "succeeded" &&
    payment.amountCents === plan.amountCents &&
    payment.currency.toLowerCase() === plan.currency.toLowerCase();
  if (!accepted) throw failed();

  const now = clock.now();
  // The provider's answer is the state as of its first payment: an event the webhook already
  // applied that is newer than that (a cancellation) is kept, an older one arriving later is not.
  const stateAt = toSecond(subscription.currentPeriodStart ?? now);
  const expiresAt = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(subscriptions).where(eq(subscriptions.id, row.id)).for("update");
    if (!locked) throw failed("NOT_FOUND");
    if (!locked.lastEventAt || locked.lastEventAt <= stateAt) {
      await tx
        .update(subscriptions)
        .set({
          status: "active",
          priceId: subscription.priceId,
          currentPeriodEnd: periodEnd,
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
          lastEventAt: stateAt,
          updatedAt: now,
        })
        .where(eq(subscriptions.id, row.id));
    }
    await tx
      .insert(paymentsTable)
      .values({
        provider: payments.kind,
        providerPaymentId: payment.id,
        purpose: "vip",
        amountCents: payment.amountCents,
        currency: payment.currency.toUpperCase(),
        userId: user.id,
        email: user.email,
        reference: `subscription:${subscriptionId}`,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [paymentsTable.provider, paymentsTable.providerPaymentId] });
    const access = await refreshMemberSubscription(tx, user.id, now);
    return access?.expiresAt ?? periodEnd;
  });
  return { subscriptionExpiresAt: expiresAt };
}
