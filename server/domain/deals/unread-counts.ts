import { eq, sql } from "drizzle-orm";
import { users } from "../../db/schema/accounts";
import { deals, notifications } from "../../db/schema/deals";
import type { Transaction } from "../../db/client";

export type UnreadCounts = { unreadDealsCount: number; unreadNotificationsCount: number };

/**
 * Recounts the member's unread deals (the 'N new offer' badge) and notifications from the rows
 * themselves, in the transaction that changed them: a count can never drift from what the inbox
 * and the overlay show, whatever ran at the same time.
 */
export async function refreshUnreadCounts(tx: Transaction, userId: number): Promise<UnreadCounts> {
  const [row] = await tx
    .update(users)
    .set({
      unreadDealsCount: sql`(select count(*)::int from ${deals} where ${deals.userId} = ${userId} and ${deals.readAt} is null and ${deals.status} <> 'withdrawn' and ${deals.hiddenAt} is null)`,
      unreadNotificationsCount: sql`(select count(*)::int from ${notifications} where ${notifications.userId} = ${userId} and ${notifications.readAt} is null)`,
    })
    .where(eq(users.id, userId))
    .returning({ unreadDealsCount: users.unreadDealsCount, unreadNotificationsCount: users.unreadNotificationsCount });
  return row ?? { unreadDealsCount: 0, unreadNotificationsCount: 0 };
}
