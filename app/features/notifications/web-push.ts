import { deletePushSubscription, getPushKey, savePushSubscription } from "../../../core/contracts/push";
import { callApi } from "../../components/api-client";

/** Where the browser stands with Web Push for this site (decision 022). */
export type WebPushState = "unsupported" | "blocked" | "off" | "on";

export function isWebPushSupported(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/** The VAPID key as PushManager.subscribe wants it (base64url text to bytes). */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export async function currentWebPushState(): Promise<WebPushState> {
  if (!isWebPushSupported()) return "unsupported";
  if (Notification.permission === "denied") return "blocked";
  const registration = await navigator.serviceWorker.getRegistration("/");
  const subscription = await registration?.pushManager.getSubscription();
  return subscription && Notification.permission === "granted" ? "on" : "off";
}

/**
 * Asks for permission, registers /sw.js, subscribes with the server's VAPID key and hands the
 * subscription to the server. Returns the new state, or a sentence saying what went wrong.
 */
export async function turnWebPushOn(): Promise<{ state: WebPushState } | { error: string }> {
  if (!isWebPushSupported()) return { state: "unsupported" };
  const permission = await Notification.requestPermission();
  if (permission === "denied") return { state: "blocked" };
  if (permission !== "granted") return { state: "off" };
  try {
    const registration = await navigator.serviceWorker.register("/sw.js", { scope: "/" });
    await navigator.serviceWorker.ready;
    const key = await callApi(getPushKey);
    if (!key.ok) return { error: key.message ?? "Something went wrong. Please try again." };
    const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(key.data.data.public_key) });
    const { keys } = subscription.toJSON();
    const saved = await callApi(savePushSubscription, {
      body: { endpoint: subscription.endpoint, keys: { p256dh: keys?.p256dh ?? "", auth: keys?.auth ?? "" } },
    });
    if (!saved.ok) {
      await subscription.unsubscribe();
      return { error: saved.message ?? "Something went wrong. Please try again." };
    }
    return { state: "on" };
  } catch {
    return { error: "Your browser could not turn notifications on. Please try again later." };
  }
}

export async function turnWebPushOff(): Promise<WebPushState> {
  const registration = await navigator.serviceWorker.getRegistration("/");
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    await callApi(deletePushSubscription, { body: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  }
  return "off";
}
