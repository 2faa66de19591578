import { createHash } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import { canUpgrade } from "../../../../core/member-rules";
import { PaymentProviderError, type PaymentProvider } from "../../../adapters/payments/payment-provider";
import type { Database } from "../../../db/client";
import type { UserRow } from "../../../db/schema/accounts";
import { subscriptions } from "../../../db/schema/payments";
import type { Clock } from "../../../kernel/clock";
import { AppError } from "../../../kernel/errors";
import { SUBSCRIPTION_MESSAGES } from "../../../../core/subscription-messages";

export type SubscriptionDeps = { db: Database; clock: Clock; payments: PaymentProvider };

export type CreatedVipSubscription = { clientSecret: string; subscriptionId: string };

const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex");

/** The member's subscription fields as the apps read them (canUpgrade takes that shape). */
export function memberSubscriptionFields(user: Pick<UserRow, "subscriptionSku" | "subscriptionExpiresAt">) {
  return { subscription_sku: user.subscriptionSku, subscription_expires_at: user.subscriptionExpiresAt?.toISOString() ?? null };
}

/**
 * POST /payments/createSubscription: starts a VIP Access subscription on `priceId` for the member,
 * incomplete until its first payment (whose client secret the browser confirms) succeeds.
 *
 * The provider call's idempotency key is the member, their e-mail, the plan and the number of
 * subscriptions they have started before: a double click or a retry (after a declined card, say)
 * gets the same subscription and payment back; once one has started, the next is a new one.
 */
export async function createVipSubscription(
  { db, clock, payments }: SubscriptionDeps,
  { user, priceId }: { user: UserRow; priceId: string },
): Promise<CreatedVipSubscription> {
  const plans = await payments.listPlans();
  const plan = plans.find((candidate) => candidate.id === priceId);
  if (!plan) throw new AppError("VALIDATION_FAILED", SUBSCRIPTION_MESSAGES.invalidPlan, { priceId: [SUBSCRIPTION_MESSAGES.invalidPlan] });
  if (!canUpgrade(memberSubscriptionFields(user), clock.now())) throw new AppError("CONFLICT", SUBSCRIPTION_MESSAGES.alreadySubscribed);

  const [started] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, user.id), ne(subscriptions.status, "incomplete")));
  const attempt = started?.count ?? 0;
  const idempotencyKey = `vip-subscription:${sha256([user.id, user.email.toLowerCase(), plan.id, attempt].join("\n"))}`;

  let created;
  try {
    created = await payments.createSubscription({ priceId: plan.id, customerEmail: user.email, idempotencyKey });
  } catch (error) {
    if (error instanceof PaymentProviderError && error.type === "idempotency_error") {
      throw new AppError("CONFLICT", "This subscription request is already being handled. Please try again.");
    }
    throw error;
  }
  const now = clock.now();
  await db
    .insert(subscriptions)
    .values({
      userId: user.id,
      provider: payments.kind,
      providerSubscriptionId: created.subscriptionId,
      priceId: plan.id,
      status: "incomplete",
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: [subscriptions.provider, subscriptions.providerSubscriptionId] });
  return { clientSecret: created.clientSecret, subscriptionId: created.subscriptionId };
}
