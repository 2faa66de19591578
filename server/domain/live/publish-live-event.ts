import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

/** The PostgreSQL channel live events travel on (LISTEN/NOTIFY), between every server process. */
export const LIVE_CHANNEL = "amora_live";

/** What an open page learns without a reload (docs/product.md §2 "Overlays", issue 7). */
export type LiveEvent =
  | { type: "notification"; data: { notificationId: number; dealId: number; tag: "New Offer" | "New Message"; unreadNotificationsCount: number; unreadDealsCount: number } }
  | { type: "deal-updated"; data: { dealId: number } }
  | { type: "message"; data: { dealId: number; messageId: number } }
  /** A business: a couple's request was matched to it (its dashboard's inbox grows). */
  | { type: "lead"; data: { requestId: number } }
  /** Every session of the account ended (an admin blocked or deleted it): open streams close after saying so. */
  | { type: "signed-out"; data: { reason: "blocked" | "deleted" } };

export type LiveEnvelope = { userId: number; event: LiveEvent };

/**
 * Publishes `event` to every open page of `userId`, in the transaction of the change: PostgreSQL
 * delivers a NOTIFY only when that transaction commits, so a rolled-back change tells no one.
 * The payload is small (ids and counts; NOTIFY payloads must stay under 8,000 bytes): pages read
 * what changed through the API.
 */
export async function publishLiveEvent(db: Database, envelope: LiveEnvelope): Promise<void> {
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(envelope)})`);
}
