import { and, eq } from "drizzle-orm";
import { occasionName } from "../../../core/deal-rules";
import type { Database } from "../../db/client";
import { notifications, type NotificationRow } from "../../db/schema/deals";
import { pushSubscriptions } from "../../db/schema/push";
import type { PushMessage, PushSender } from "../../adapters/push/web-push-sender";
import type { JobQueue } from "../../jobs/job-queue";
import type { Clock } from "../../kernel/clock";
import { notificationTag } from "../deals/notify-couple";

/** What the member's browser shows for a notification: its tag as the title, who and why as the line. */
export function pushMessageFor(notification: Pick<NotificationRow, "type" | "data">): PushMessage {
  const { data } = notification;
  const occasion = occasionName(data.occasion).toLowerCase();
  return {
    title: notificationTag(notification.type),
    body: notification.type === "new_offer" ? `${data.post_title} sent you an offer for your ${occasion}` : `${data.post_title} wrote to you about your ${occasion}`,
    url: `/offer/${data.deal_id}`,
    // One entry per deal in the browser too: a newer push replaces the older one.
    tag: `deal-${data.deal_id}`,
  };
}

/**
 * The `send-push` job (decision 022). Without a subscription id it fans out: one job per browser
 * of the member, so a slow or failing push service is retried on its own and the others are not
 * sent twice. With one it sends; a subscription the push service calls gone is deleted.
 */
export async function sendNotificationPush(
  { db, jobs, clock, sender }: { db: Database; jobs: JobQueue; clock: Clock; sender: PushSender },
  { notificationId, subscriptionId }: { notificationId: number; subscriptionId?: number },
): Promise<void> {
  const [notification] = await db.select().from(notifications).where(eq(notifications.id, notificationId));
  if (!notification) return;
  if (subscriptionId === undefined) {
    const targets = await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, notification.userId));
    await db.transaction(async (tx) => {
      for (const target of targets) await jobs.send(tx, "send-push", { notificationId, subscriptionId: target.id });
    });
    return;
  }
  const [target] = await db
    .select()
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, subscriptionId), eq(pushSubscriptions.userId, notification.userId)));
  // Read in the meantime (the member saw it on the site), or the browser unsubscribed: nothing to say.
  if (!target || notification.readAt) return;
  const result = await sender.send(target, pushMessageFor(notification));
  if (result === "gone") await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, target.id));
  else await db.update(pushSubscriptions).set({ lastSentAt: clock.now() }).where(eq(pushSubscriptions.id, target.id));
}
