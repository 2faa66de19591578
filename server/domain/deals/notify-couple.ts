import { notifications, type DealRequestRow, type DealRow, type NotificationType } from "../../db/schema/deals";
import { publishLiveEvent } from "../live/publish-live-event";
import type { JobQueue } from "../../jobs/job-queue";
import type { Transaction } from "../../db/client";
import { refreshUnreadCounts } from "./unread-counts";

/** docs/product.md §4: the tag a notification shows. */
export function notificationTag(type: NotificationType): "New Offer" | "New Message" {
  return type === "new_offer" ? "New Offer" : "New Message";
}

/**
 * A notification for the couple (docs/product.md §3 "Notification"), their unread counts recounted,
 * the live event to their open pages and the push to their browsers (decision 022), all in the
 * transaction of the change.
 */
export async function notifyCouple(
  tx: Transaction,
  {
    type,
    deal,
    request,
    businessName,
    now,
    jobs,
  }: { type: NotificationType; deal: Pick<DealRow, "id" | "userId" | "createdAt">; request: Pick<DealRequestRow, "occasion">; businessName: string; now: Date; jobs: JobQueue },
): Promise<void> {
  const [row] = await tx
    .insert(notifications)
    .values({
      userId: deal.userId,
      type,
      dealId: deal.id,
      data: { deal_id: deal.id, occasion: request.occasion, post_title: businessName, deal_created: deal.createdAt.toISOString(), is_provided: type === "new_offer" },
      createdAt: now,
    })
    .returning({ id: notifications.id });
  if (!row) throw new Error("notification insert returned no row");
  const counts = await refreshUnreadCounts(tx, deal.userId);
  await publishLiveEvent(tx, {
    userId: deal.userId,
    event: { type: "notification", data: { notificationId: row.id, dealId: deal.id, tag: notificationTag(type), ...counts } },
  });
  await jobs.send(tx, "send-push", { notificationId: row.id });
}
