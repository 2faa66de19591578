import { z } from "zod";
import { vapidKeysFor } from "../../adapters/push/web-push-sender";
import { deletePushSubscription, PUSH_MESSAGES, savePushSubscription } from "../../domain/push/push-subscriptions";
import type { ApiRegistry } from "./route";

const subscriptionBody = z.object({
  endpoint: z.string().max(2000).describe("PushSubscription.endpoint"),
  keys: z.object({ p256dh: z.string().max(200), auth: z.string().max(100) }).describe("PushSubscription.toJSON().keys"),
});

/**
 * Web Push for the website (docs/product.md §2 and §6; decision 022): the VAPID public key a browser
 * subscribes with, and the member's subscriptions. The apps use `fcm_token` on /user instead.
 */
export function registerPushRoutes(api: ApiRegistry): void {
  const tags = ["notifications"] as const;

  api.inline({
    method: "GET",
    path: "/user/push/key",
    operationId: "getPushKey",
    auth: "none",
    summary: "The VAPID public key (base64url) to pass to PushManager.subscribe as applicationServerKey",
    tags,
    response: z.object({ data: z.object({ public_key: z.string() }) }),
    handler: ({ services }) => ({ data: { public_key: vapidKeysFor(services.config).publicKey } }),
  });

  api.inline({
    method: "POST",
    path: "/user/push-subscriptions",
    operationId: "savePushSubscription",
    auth: "member",
    summary: "Keep this browser's push subscription for the signed-in member (after they granted permission)",
    tags,
    body: subscriptionBody,
    invalidBody: "validation",
    response: z.object({ message: z.literal(PUSH_MESSAGES.subscribed) }),
    errors: [401, 422],
    handler: async ({ auth, body, services }) => {
      const { user } = auth;
      await savePushSubscription(services, user.id, { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth });
      return { message: PUSH_MESSAGES.subscribed };
    },
  });

  api.inline({
    method: "DELETE",
    path: "/user/push-subscriptions",
    operationId: "deletePushSubscription",
    auth: "member",
    summary: "Forget this browser's push subscription",
    tags,
    body: z.object({ endpoint: z.string().max(2000) }),
    invalidBody: "validation",
    response: z.object({ message: z.literal(PUSH_MESSAGES.unsubscribed) }),
    errors: [401, 422],
    handler: async ({ auth, body, services }) => {
      const { user } = auth;
      await deletePushSubscription(services.db, user.id, body.endpoint);
      return { message: PUSH_MESSAGES.unsubscribed };
    },
  });
}
