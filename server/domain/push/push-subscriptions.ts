import { and, eq } from "drizzle-orm";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { pushSubscriptions } from "../../db/schema/push";
import { isPushServiceEndpoint } from "../../adapters/push/web-push-sender";
import type { Clock } from "../../kernel/clock";
import { AppError } from "../../kernel/errors";
import { PUSH_MESSAGES } from "../../../core/push-messages";

export type NewPushSubscription = { endpoint: string; p256dh: string; auth: string };

function decodedLength(value: string): number | null {
  return /^[A-Za-z0-9_-]+={0,2}$/.test(value) ? Buffer.from(value, "base64url").length : null;
}

/**
 * Keeps a browser's push subscription for the signed-in member (decision 022). The endpoint must
 * be a known push service's (the server posts to it later); the keys must be a P-256 public key
 * (65 bytes, uncompressed) and a 16-byte secret. A device that signs in as someone else moves
 * its subscription to that member.
 */
export async function savePushSubscription(
  { db, clock, config }: { db: Database; clock: Clock; config: Pick<Config, "webPush"> },
  userId: number,
  subscription: NewPushSubscription,
): Promise<void> {
  if (!isPushServiceEndpoint(subscription.endpoint, config.webPush.serviceHosts)) {
    throw new AppError("VALIDATION_FAILED", PUSH_MESSAGES.unsupportedService, { endpoint: [PUSH_MESSAGES.unsupportedService] });
  }
  const p256dh = Buffer.from(subscription.p256dh, "base64url");
  if (decodedLength(subscription.p256dh) !== 65 || p256dh[0] !== 4 || decodedLength(subscription.auth) !== 16) {
    throw new AppError("VALIDATION_FAILED", PUSH_MESSAGES.invalidKeys, { keys: [PUSH_MESSAGES.invalidKeys] });
  }
  await db
    .insert(pushSubscriptions)
    .values({ userId, endpoint: subscription.endpoint, p256dh: subscription.p256dh, auth: subscription.auth, createdAt: clock.now() })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: subscription.p256dh, auth: subscription.auth } });
}

/** Forgets one of the member's subscriptions (turning notifications off in that browser). */
export async function deletePushSubscription(db: Database, userId: number, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
