import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { extendSubscriptionInput, type SubscriptionListQuery } from "../../../../core/admin-money-schemas";
import { ADMIN_MONEY_MESSAGES } from "../../../../core/admin-money";
import { formatPlanDay } from "../../../../core/business-plan";
import type { Database } from "../../../db/client";
import { users } from "../../../db/schema/accounts";
import { subscriptions, type SubscriptionRow } from "../../../db/schema/payments";
import type { Clock } from "../../../kernel/clock";
import { AppError } from "../../../kernel/errors";
import { refreshMemberSubscription } from "../../payments/subscriptions/member-subscription";
import type { AdminActor } from "../admin-actor";
import { auditState, recordAdminAction } from "../audit-log";
import { parseAdminInput } from "../parse-admin-input";
import type { MoneyDeps } from "./money-deps";

export type AdminSubscription = SubscriptionRow & { email: string };
export type AdminSubscriptionPage = { items: AdminSubscription[]; page: number; lastPage: number; total: number };

export const SUBSCRIPTIONS_PER_PAGE = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

const subscriptionFields = (row: SubscriptionRow) => ({
  providerSubscriptionId: row.providerSubscriptionId,
  priceId: row.priceId,
  status: row.status,
  currentPeriodEnd: row.currentPeriodEnd,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
});

/** Members' VIP Access subscriptions, newest first, by state and e-mail. */
export async function listVipSubscriptions({ db }: { db: Database }, query: SubscriptionListQuery): Promise<AdminSubscriptionPage> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(subscriptions.status, query.status));
  if (query.who) {
    const pattern = `%${query.who.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    conditions.push(sql`lower(${users.email}) like ${pattern}`);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select({ subscription: subscriptions, email: users.email })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(where)
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(SUBSCRIPTIONS_PER_PAGE)
    .offset((query.page - 1) * SUBSCRIPTIONS_PER_PAGE);
  const [totals] = await db.select({ total: count() }).from(subscriptions).innerJoin(users, eq(users.id, subscriptions.userId)).where(where);
  const total = totals?.total ?? 0;
  return {
    items: rows.map((row) => ({ ...row.subscription, email: row.email })),
    page: query.page,
    lastPage: Math.max(1, Math.ceil(total / SUBSCRIPTIONS_PER_PAGE)),
    total,
  };
}

export async function getVipSubscription({ db }: { db: Database }, subscriptionId: number): Promise<AdminSubscription> {
  const [row] = await db
    .select({ subscription: subscriptions, email: users.email })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(eq(subscriptions.id, subscriptionId));
  if (!row) throw new AppError("NOT_FOUND", ADMIN_MONEY_MESSAGES.subscriptionNotFound);
  return { ...row.subscription, email: row.email };
}

/**
 * Ends a VIP subscription at its period's end (the member keeps VIP Access until then, no further
 * charge): asked of the provider first, then recorded with the audit entry.
 */
export async function cancelVipSubscriptionAtPeriodEnd(deps: MoneyDeps, admin: AdminActor, subscriptionId: number): Promise<SubscriptionRow> {
  const before = await getVipSubscription(deps, subscriptionId);
  if (before.status === "canceled") throw new AppError("CONFLICT", ADMIN_MONEY_MESSAGES.subscriptionEnded);
  if (before.status === "incomplete") throw new AppError("CONFLICT", ADMIN_MONEY_MESSAGES.subscriptionNotStarted);
  if (before.cancelAtPeriodEnd) throw new AppError("CONFLICT", ADMIN_MONEY_MESSAGES.alreadyCancelling);
  // Outside the transaction: the provider may keep its books in this database (the test provider does).
  await deps.payments.cancelSubscription(before.providerSubscriptionId, { atPeriodEnd: true });
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [after] = await tx.update(subscriptions).set({ cancelAtPeriodEnd: true, updatedAt: now }).where(eq(subscriptions.id, subscriptionId)).returning();
    if (!after) throw new Error(`subscription ${subscriptionId} vanished while being cancelled`);
    await recordAdminAction({ db: tx, clock: deps.clock }, admin, {
      action: "money.subscriptions",
      event: "subscription.cancel_at_period_end",
      target: { type: "subscription", id: subscriptionId },
      summary: `VIP Access of ${before.email} ends at its period's end${after.currentPeriodEnd ? ` (${formatPlanDay(after.currentPeriodEnd.toISOString())})` : ""}`,
      before: auditState(subscriptionFields(before)),
      after: auditState(subscriptionFields(after)),
    });
    return after;
  });
}

/**
 * Gives a member more days of VIP Access on a running subscription (a goodwill gesture, an outage
 * made good): its period's end moves later and the member's access with it. The product's record
 * only: with Stripe, the subscription's next event from Stripe sets the period again unless the
 * same extension is made there (a trial end), which the console says.
 */
export async function extendVipSubscription({ db, clock }: { db: Database; clock: Clock }, admin: AdminActor, subscriptionId: number, input: unknown): Promise<SubscriptionRow> {
  const { days, reason } = parseAdminInput(extendSubscriptionInput, input);
  const before = await getVipSubscription({ db }, subscriptionId);
  if (before.status === "canceled") throw new AppError("CONFLICT", ADMIN_MONEY_MESSAGES.subscriptionEnded);
  if (before.status === "incomplete" || before.currentPeriodEnd === null) throw new AppError("CONFLICT", ADMIN_MONEY_MESSAGES.subscriptionNotStarted);
  const now = clock.now();
  const from = before.currentPeriodEnd > now ? before.currentPeriodEnd : now;
  const until = new Date(from.getTime() + days * DAY_MS);
  return db.transaction(async (tx) => {
    const [after] = await tx.update(subscriptions).set({ currentPeriodEnd: until, updatedAt: now }).where(eq(subscriptions.id, subscriptionId)).returning();
    if (!after) throw new Error(`subscription ${subscriptionId} vanished while being extended`);
    await refreshMemberSubscription(tx, after.userId, now);
    await recordAdminAction({ db: tx, clock }, admin, {
      action: "money.subscriptions",
      event: "subscription.extend",
      target: { type: "subscription", id: subscriptionId },
      summary: `Extended VIP Access of ${before.email} by ${days} day${days === 1 ? "" : "s"} to ${formatPlanDay(until.toISOString())}${reason ? `: ${reason}` : ""}`,
      before: auditState(subscriptionFields(before)),
      after: auditState({ ...subscriptionFields(after), days, reason }),
    });
    return after;
  });
}
