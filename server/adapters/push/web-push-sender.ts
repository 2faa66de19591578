import { createECDH, createHmac } from "node:crypto";
import type { Agent } from "node:https";
import webpush, { WebPushError } from "web-push";
import type { Config } from "../../config";

export type VapidKeys = { publicKey: string; privateKey: string };

/** What a browser's push subscription holds (PushSubscription.toJSON()). */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** What the service worker shows (public/sw.js): a title, a line and where a click goes. */
export type PushMessage = { title: string; body: string; url: string; tag: string };

/** "sent", or "gone": the push service forgot the subscription (404/410) and it should be deleted. */
export type PushResult = "sent" | "gone";

export type PushSender = {
  publicKey: string;
  /** Throws when the push service could not take the message now (worth a retry). */
  send(target: PushTarget, message: PushMessage): Promise<PushResult>;
};

/**
 * VAPID keys from APP_SECRET (decision 022): the P-256 private key is an HMAC of the secret, so
 * every process of one deployment derives the same pair and nothing is stored. A derived value
 * outside the curve's range (odds about 1 in 2^32) is hashed again.
 */
export function deriveVapidKeys(secret: string): VapidKeys {
  for (let round = 0; ; round += 1) {
    const candidate = createHmac("sha256", secret).update(`web-push vapid key ${round}`).digest();
    const curve = createECDH("prime256v1");
    try {
      curve.setPrivateKey(candidate);
    } catch {
      continue;
    }
    return { publicKey: curve.getPublicKey().toString("base64url"), privateKey: candidate.toString("base64url") };
  }
}

export function vapidKeysFor(config: Pick<Config, "webPush" | "appSecret">): VapidKeys {
  if (config.webPush.vapidKeys) return config.webPush.vapidKeys;
  if (!config.appSecret) throw new Error("APP_SECRET is not resolved; start the server through startServer");
  return deriveVapidKeys(config.appSecret);
}

/** True for an https address on one of the push services' hosts (or a subdomain of one). */
export function isPushServiceEndpoint(endpoint: string, serviceHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password) return false;
  // A loopback push service is only ever a test's fake, which PUSH_SERVICE_HOSTS must name exactly.
  const loopback = url.hostname === "127.0.0.1" || url.hostname === "localhost";
  const host = url.hostname.toLowerCase();
  return serviceHosts.some((allowed) => host === allowed || (!loopback && host.endsWith(`.${allowed}`)));
}

export type WebPushSenderOptions = {
  timeoutMs?: number;
  /** The TLS agent for the push services (tests trust their loopback fake's certificate with one). */
  agent?: Agent;
};

/** Sends through the `web-push` library: payload encrypted (aes128gcm) and signed with VAPID. */
export function createWebPushSender(config: Pick<Config, "webPush" | "appSecret">, { timeoutMs = 10_000, agent }: WebPushSenderOptions = {}): PushSender {
  const keys = vapidKeysFor(config);
  return {
    publicKey: keys.publicKey,
    async send(target, message) {
      if (!isPushServiceEndpoint(target.endpoint, config.webPush.serviceHosts)) return "gone";
      try {
        await webpush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(message), {
          vapidDetails: { subject: config.webPush.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: 24 * 3600,
          timeout: timeoutMs,
          urgency: "normal",
          contentEncoding: "aes128gcm",
          ...(agent ? { agent } : {}),
        });
        return "sent";
      } catch (error) {
        if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return "gone";
        throw error;
      }
    },
  };
}
