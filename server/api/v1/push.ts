import * as push from "../../../core/contracts/push";
import { PUSH_MESSAGES } from "../../../core/push-messages";
import { vapidKeysFor } from "../../adapters/push/web-push-sender";
import { deletePushSubscription, savePushSubscription } from "../../domain/push/push-subscriptions";
import type { ApiRegistry } from "./route";

/** The handlers of core/contracts/push.ts (Web Push, decision 022). */
export function registerPushRoutes(api: ApiRegistry): void {
  api.route(push.getPushKey, ({ services }) => ({ data: { public_key: vapidKeysFor(services.config).publicKey } }));

  api.route(push.savePushSubscription, async ({ auth, body, services }) => {
    const { user } = auth;
    await savePushSubscription(services, user.id, { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth });
    return { message: PUSH_MESSAGES.subscribed };
  });

  api.route(push.deletePushSubscription, async ({ auth, body, services }) => {
    const { user } = auth;
    await deletePushSubscription(services.db, user.id, body.endpoint);
    return { message: PUSH_MESSAGES.unsubscribed };
  });
}
