import { defineContract } from "./contract";

/**
 * Web Push for the website (docs/product.md §2 and §6; decision 022): the VAPID public key a browser
 * subscribes with, and the member's subscriptions. The apps use `fcm_token` on /user instead.
 */

const schemas = () => import("./push-schemas");
const tags = ["notifications"] as const;

export const getPushKey = defineContract({
  method: "GET",
  path: "/user/push/key",
  operationId: "getPushKey",
  auth: "none",
  summary: "The VAPID public key (base64url) to pass to PushManager.subscribe as applicationServerKey",
  tags,
  schemas: () => schemas().then((s) => s.getPushKey),
});

export const savePushSubscription = defineContract({
  method: "POST",
  path: "/user/push-subscriptions",
  operationId: "savePushSubscription",
  auth: "member",
  summary: "Keep this browser's push subscription for the signed-in member (after they granted permission)",
  tags,
  invalidBody: "validation",
  errors: [401, 422],
  schemas: () => schemas().then((s) => s.savePushSubscription),
});

export const deletePushSubscription = defineContract({
  method: "DELETE",
  path: "/user/push-subscriptions",
  operationId: "deletePushSubscription",
  auth: "member",
  summary: "Forget this browser's push subscription",
  tags,
  invalidBody: "validation",
  errors: [401, 422],
  schemas: () => schemas().then((s) => s.deletePushSubscription),
});
