import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { users } from "../../../db/schema/accounts";
import { subscriptions, type SubscriptionRow } from "../../../db/schema/payments";

/**
 * Until when a subscription gives VIP Access: its period's end while it runs (active, renewal
 * failed but not yet ended, or cancelled at the period's end); once cancelled, no later than the
 * moment it ended, so the Upgrade item comes back. Null: it never started.
 */
export function accessEndsAt(row: Pick<SubscriptionRow, "status" | "currentPeriodEnd">, now: Date): Date | null {
  if (row.status === "incomplete" || !row.currentPeriodEnd) return null;
  if (row.status === "canceled") return row.currentPeriodEnd < now ? row.currentPeriodEnd : now;
  return row.currentPeriodEnd;
}

/**
 * Writes the member's `subscription_sku` and `subscription_expires_at` (what the apps and the
 * Upgrade menu item read) from their subscriptions, in the caller's transaction: the one giving
 * access longest wins. A member with no started subscription keeps what they had.
 */
export async function refreshMemberSubscription(tx: Database, userId: number, now: Date): Promise<{ sku: string; expiresAt: Date } | null> {
  const rows = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, "incomplete")));
  let best: { sku: string; expiresAt: Date } | null = null;
  for (const row of rows) {
    const expiresAt = accessEndsAt(row, now);
    if (expiresAt && (!best || expiresAt > best.expiresAt)) best = { sku: row.priceId, expiresAt };
  }
  if (best) {
    await tx.update(users).set({ subscriptionSku: best.sku, subscriptionExpiresAt: best.expiresAt, updatedAt: now }).where(eq(users.id, userId));
  }
  return best;
}
