import { createECDH } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DEFAULT_PUSH_SERVICE_HOSTS } from "../../config";
import { deriveVapidKeys, isPushServiceEndpoint } from "./web-push-sender";

describe("VAPID keys from APP_SECRET", () => {
  it("derives the same valid P-256 pair from the same secret, another from another", () => {
    const first = deriveVapidKeys("a-secret-of-at-least-thirty-two-characters");
    expect(deriveVapidKeys("a-secret-of-at-least-thirty-two-characters")).toEqual(first);
    expect(deriveVapidKeys("another-secret-of-thirty-two-characters!").publicKey).not.toBe(first.publicKey);
    const curve = createECDH("prime256v1");
    curve.setPrivateKey(Buffer.from(first.privateKey, "base64url"));
    expect(curve.getPublicKey().toString("base64url")).toBe(first.publicKey);
    expect(first.publicKey).toHaveLength(87);
    expect(first.privateKey).toHaveLength(43);
  });
});

describe("isPushServiceEndpoint", () => {
  it("accepts the browsers' push services over https, subdomains included", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/abc",
      "https://web.push.apple.com/QGq",
      "https://wns2-par02p.notify.windows.com/w/?token=abc",
    ]) {
      expect(isPushServiceEndpoint(endpoint, DEFAULT_PUSH_SERVICE_HOSTS), endpoint).toBe(true);
    }
  });

  it("refuses any other address, plain http, credentials and look-alike hosts", () => {
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com.attacker.example/x",
      "https://evilfcm.googleapis.com.example/x",
      "https://user:pass@fcm.googleapis.com/x",
      "https://127.0.0.1/x",
      "https://169.254.169.254/latest/meta-data",
      "not a url",
    ]) {
      expect(isPushServiceEndpoint(endpoint, DEFAULT_PUSH_SERVICE_HOSTS), endpoint).toBe(false);
    }
    expect(isPushServiceEndpoint("https://127.0.0.1:4443/push/1", ["127.0.0.1"])).toBe(true);
    expect(isPushServiceEndpoint("https://sub.127.0.0.1/push/1", ["127.0.0.1"])).toBe(false);
  });
});
