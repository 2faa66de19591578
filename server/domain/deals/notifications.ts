import { and, count, desc, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import { notifications, type NotificationData, type NotificationType } from "../../db/schema/deals";
import type { Database } from "../../db/client";
import { AppError } from "../../kernel/errors";
import type { DealDeps } from "./deal-deps";
import { notificationTag } from "./notify-couple";
import { refreshUnreadCounts } from "./unread-counts";

export type NotificationView = {
  id: number;
  type: NotificationType;
  tag: "New Offer" | "New Message";
  data: NotificationData;
  read_at: string | null;
  created_at: string;
};

export type NotificationPage = { items: NotificationView[]; page: number; perPage: number; total: number; lastPage: number; unreadCount: number };

export const NOTIFICATION_NOT_FOUND = "This notification was not found.";

/** The newest notification of each deal: older ones collapse into it (docs/product.md §4). */
function newestPerDeal(db: Database, userId: number) {
  return db
    .select({ id: sql<number>`max(${notifications.id})`.as("id") })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .groupBy(notifications.dealId);
}

/**
 * GET /user/notifications (docs/product.md §3 and §4): one entry per deal, the newest first. Unread
 * duplicates of an entry are marked read on the way (the collapsed entry carries the news).
 */
export async function listNotifications(deps: Pick<DealDeps, "db" | "clock">, { userId, page = 1, perPage = 20 }: { userId: number; page?: number; perPage?: number }): Promise<NotificationPage> {
  const { db, clock } = deps;
  const unreadCount = await db.transaction(async (tx) => {
    const duplicates = await tx
      .update(notifications)
      .set({ readAt: clock.now() })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), notInArray(notifications.id, newestPerDeal(tx, userId))))
      .returning({ id: notifications.id });
    if (duplicates.length > 0) return (await refreshUnreadCounts(tx, userId)).unreadNotificationsCount;
    const [row] = await tx.select({ total: count() }).from(notifications).where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return row?.total ?? 0;
  });
  const where = and(eq(notifications.userId, userId), inArray(notifications.id, newestPerDeal(db, userId)));
  const [rows, [totals]] = await Promise.all([
    db.select().from(notifications).where(where).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(perPage).offset((page - 1) * perPage),
    db.select({ total: count() }).from(notifications).where(where),
  ]);
  const total = totals?.total ?? 0;
  return {
    items: rows.map((row) => ({
      id: row.id,
      type: row.type,
      tag: notificationTag(row.type),
      data: row.data,
      read_at: row.readAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
    })),
    page,
    perPage,
    total,
    lastPage: Math.max(1, Math.ceil(total / perPage)),
    unreadCount,
  };
}

/** Opening a notification (docs/product.md §4): read_at set once, the unread count down by one. */
export async function readNotification(deps: Pick<DealDeps, "db" | "clock">, { userId, notificationId }: { userId: number; notificationId: number }) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(notifications)
      .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
      .for("update");
    if (!row) throw new AppError("NOT_FOUND", NOTIFICATION_NOT_FOUND);
    const readAt = row.readAt ?? deps.clock.now();
    if (!row.readAt) await tx.update(notifications).set({ readAt }).where(eq(notifications.id, row.id));
    const counts = await refreshUnreadCounts(tx, userId);
    return { dealId: row.dealId, readAt, unreadNotificationsCount: counts.unreadNotificationsCount };
  });
}
