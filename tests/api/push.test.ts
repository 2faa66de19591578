import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWebPushSender, deriveVapidKeys } from "../../server/adapters/push/web-push-sender";
import { pushSubscriptions } from "../../server/db/schema/push";
import { PUSH_MESSAGES } from "../../core/push-messages";
import { createJobQueue } from "../../server/jobs/job-queue";
import { startWorkers } from "../../server/jobs/start-workers";
import { bearer, signInWithCode } from "../support/accounts";
import { createBusiness } from "../support/business-accounts";
import { browserKeys, startFakePushService, type FakePushService } from "../support/fake-push-service";
import { createTestApp, type TestApp } from "../support/test-app";
import { expectErrorShape } from "./api-routes";

let testApp: TestApp;
let pushService: FakePushService;
const cleanups: (() => Promise<void>)[] = [];
let counter = 0;
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${(counter += 1)}@couple.example`;

beforeAll(async () => {
  pushService = await startFakePushService();
  testApp = await createTestApp({ PUSH_SERVICE_HOSTS: "127.0.0.1" });
  const jobs = createJobQueue({ database: testApp.database, retry: { retryLimit: 2, retryDelaySeconds: 1 }, pollingIntervalSeconds: 0.5 });
  cleanups.push(await startWorkers({ ...testApp.services, jobs }, undefined, createWebPushSender(testApp.services.config, { agent: pushService.agent })));
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await testApp.close();
  await pushService.close();
});

async function until<T>(read: () => T | undefined | Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function subscribe(token: string | null, payload: unknown) {
  return testApp.app.inject({ method: "POST", url: "/api/v1/user/push-subscriptions", headers: token ? bearer(token) : {}, payload: payload as object });
}

describe("Web Push", () => {
  it("gives browsers the VAPID public key derived from APP_SECRET", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/v1/user/push/key" });
    expect(response.statusCode).toBe(200);
    const key = response.json<{ data: { public_key: string } }>().data.public_key;
    expect(key).toBe(deriveVapidKeys(testApp.services.config.appSecret!).publicKey);
    expect(Buffer.from(key, "base64url")).toHaveLength(65);
  });

  it("keeps a member's subscription only for a known push service and valid keys", async () => {
    const couple = await signInWithCode(testApp, unique("subscriber"));
    const keys = browserKeys();
    const valid = { endpoint: `${pushService.origin}/push/a`, keys: { p256dh: keys.p256dh, auth: keys.auth } };
    expect((await subscribe(null, valid)).statusCode).toBe(401);
    for (const [payload, message] of [
      [{ ...valid, endpoint: "https://attacker.example/collect" }, PUSH_MESSAGES.unsupportedService],
      [{ ...valid, endpoint: "https://169.254.169.254/latest" }, PUSH_MESSAGES.unsupportedService],
      [{ ...valid, endpoint: valid.endpoint.replace("https:", "http:") }, PUSH_MESSAGES.unsupportedService],
      [{ ...valid, keys: { p256dh: "AAAA", auth: keys.auth } }, PUSH_MESSAGES.invalidKeys],
      [{ ...valid, keys: { p256dh: keys.p256dh, auth: "short" } }, PUSH_MESSAGES.invalidKeys],
    ] as const) {
      const response = await subscribe(couple.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expectErrorShape(response.statusCode, String(response.headers["content-type"]), response.body, "push subscription");
      expect(response.json<{ message: string }>().message).toBe(message);
    }
    const saved = await subscribe(couple.token, valid);
    expect(saved.json()).toEqual({ message: PUSH_MESSAGES.subscribed });
    // The same browser signed in as someone else: the subscription moves with it.
    const other = await signInWithCode(testApp, unique("other"));
    expect((await subscribe(other.token, valid)).statusCode).toBe(200);
    const rows = await testApp.services.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, valid.endpoint));
    expect(rows.map((row) => row.userId)).toEqual([other.userId]);
    const removed = await testApp.app.inject({ method: "DELETE", url: "/api/v1/user/push-subscriptions", headers: bearer(other.token), payload: { endpoint: valid.endpoint } });
    expect(removed.json()).toEqual({ message: PUSH_MESSAGES.unsubscribed });
    expect(await testApp.services.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, valid.endpoint))).toEqual([]);
  });

  it("pushes a new offer to the couple's browser, encrypted and signed; a gone subscription is forgotten", async () => {
    const place = `Pushville ${Date.now().toString(36)}`;
    const hotel = await createBusiness(testApp, "hotel", { type: "property", title: `Casa ${place}`, city: place, country: "Italy", goodFor: ["anniversary"] });
    const email = unique("pushed");
    const couple = await signInWithCode(testApp, email);
    const keys = browserKeys();
    const endpoint = `${pushService.origin}/push/${couple.userId}`;
    expect((await subscribe(couple.token, { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } })).statusCode).toBe(200);

    const request = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/dealrequests",
      headers: bearer(couple.token),
      payload: { occasion: "anniversary", destinations: [place], flexible_month: "2026-10", nights: 4, budget: "2500-5000", travellers: 2, special: "Ten years.", first_name: "Ana", last_name: "Lima", email },
    });
    expect(request.statusCode, request.body).toBe(200);
    const requestId = request.json<{ data: { id: number } }>().data.id;
    const offer = { title: "Anniversary weekend", price: 90000, included: "Four nights", message: "Happy anniversary!" };
    const sent = await testApp.app.inject({ method: "POST", url: `/api/v1/business/leads/${requestId}/offer`, headers: bearer(hotel.token), payload: offer });
    expect(sent.statusCode, sent.body).toBe(200);
    const dealId = sent.json<{ data: { id: number } }>().data.id;

    const push = await until(() => pushService.received.find((message) => message.path === `/push/${couple.userId}`));
    expect(push.headers["content-encoding"]).toBe("aes128gcm");
    expect(push.headers.ttl).toBe("86400");
    expect(String(push.headers.authorization)).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${deriveVapidKeys(testApp.services.config.appSecret!).publicKey}$`));
    expect(keys.decrypt(push.body)).toEqual({
      title: "New Offer",
      body: `Casa ${place} sent you an offer for your anniversary`,
      url: `/offer/${dealId}`,
      tag: `deal-${dealId}`,
    });

    // The push service forgot the browser: the next push deletes the subscription.
    pushService.answerWith(410);
    const before = pushService.received.length;
    const reply = await testApp.app.inject({ method: "POST", url: `/api/v1/business/offers/${dealId}/messages`, headers: bearer(hotel.token), payload: { body: "See you soon" } });
    expect(reply.statusCode, reply.body).toBe(200);
    await until(async () => {
      const rows = await testApp.services.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, couple.userId));
      return rows.length === 0 ? true : undefined;
    });
    expect(pushService.received.length).toBe(before + 1);
    pushService.answerWith(201);
  });
});
