import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_STREAMS_PER_USER } from "../../server/api/v1/live-events";
import { publishLiveEvent, type LiveEvent } from "../../server/domain/live/publish-live-event";
import { bearer, signInWithCode } from "../support/accounts";
import { createTestApp, type TestApp } from "../support/test-app";
import { testDatabaseDriver } from "../support/test-driver";
import { expectErrorShape } from "./api-routes";

let testApp: TestApp;
let baseUrl: string;
let counter = 0;
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${(counter += 1)}@live.example`;
const openStreams: EventStream[] = [];

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = testApp.app.server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  // Streams are left open on purpose: closing the app must end them (or it would never finish).
  await testApp?.close();
  for (const stream of openStreams) stream.close();
});

type ServerSentEvent = { event?: string; data?: string; comment?: string; retry?: string };

/** A GET /user/events response read block by block, as a browser's EventSource would. */
class EventStream {
  private buffer = "";
  private readonly blocks: ServerSentEvent[] = [];
  private readonly decoder = new TextDecoder();

  constructor(
    readonly response: Response,
    private readonly controller: AbortController,
  ) {}

  /** The next block (event, comment or retry), or an error after timeoutMs. */
  async next(timeoutMs = 5_000): Promise<ServerSentEvent> {
    const reader = this.response.body!.getReader();
    try {
      const deadline = Date.now() + timeoutMs;
      while (this.blocks.length === 0) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error("no server-sent event in time");
        let timer: NodeJS.Timeout | undefined;
        const chunk = await Promise.race([
          reader.read(),
          new Promise<"timeout">((resolve) => (timer = setTimeout(() => resolve("timeout"), left))),
        ]);
        clearTimeout(timer);
        if (chunk === "timeout") continue;
        if (chunk.done) throw new Error("the stream ended");
        this.buffer += this.decoder.decode(chunk.value, { stream: true });
        this.parse();
      }
      return this.blocks.shift()!;
    } finally {
      reader.releaseLock();
    }
  }

  /** The next named event, skipping comments (heartbeats). */
  async nextEvent(timeoutMs = 5_000): Promise<LiveEvent> {
    for (;;) {
      const block = await this.next(timeoutMs);
      if (block.event) return { type: block.event, data: JSON.parse(block.data ?? "null") } as LiveEvent;
    }
  }

  close() {
    this.controller.abort();
  }

  private parse() {
    let end;
    while ((end = this.buffer.indexOf("\n\n")) >= 0) {
      const text = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      const block: ServerSentEvent = {};
      for (const line of text.split("\n")) {
        if (line.startsWith(":")) block.comment = line.slice(1).trim();
        else {
          const colon = line.indexOf(":");
          const field = line.slice(0, colon) as keyof ServerSentEvent;
          block[field] = line.slice(colon + 1).replace(/^ /, "");
        }
      }
      this.blocks.push(block);
    }
  }
}

async function openStream(headers: Record<string, string>): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/v1/user/events`, {
    headers: { accept: "text/event-stream", "accept-encoding": "br, gzip", ...headers },
    signal: controller.signal,
  });
  const stream = new EventStream(response, controller);
  if (response.ok) openStreams.push(stream);
  return stream;
}

/** A signed-in user with an open stream whose opening (`retry:`) has arrived: it is listening. */
async function subscribed(label: string) {
  const user = await signInWithCode(testApp, unique(label));
  const stream = await openStream(bearer(user.token));
  expect(stream.response.status).toBe(200);
  expect(await stream.next()).toEqual({ retry: "5000" });
  return { ...user, stream };
}

function publishCommitted(userId: number, event: LiveEvent) {
  return testApp.services.db.transaction((tx) => publishLiveEvent(tx, { userId, event }));
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("GET /api/v1/user/events", () => {
  it("streams the user's events, uncompressed and uncached, once the transaction commits", async () => {
    const { userId, stream } = await subscribed("couple");
    const headers = stream.response.headers;
    expect(headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(headers.get("x-accel-buffering")).toBe("no");
    expect(headers.get("content-encoding")).toBeNull();
    expect(headers.get("x-correlation-id")).toMatch(/\S/);

    await publishCommitted(userId, { type: "deal-updated", data: { dealId: 41 } });
    expect(await stream.nextEvent()).toEqual({ type: "deal-updated", data: { dealId: 41 } });

    const notification: LiveEvent = {
      type: "notification",
      data: { notificationId: 7, dealId: 41, tag: "New Offer", unreadNotificationsCount: 2, unreadDealsCount: 1 },
    };
    await publishCommitted(userId, notification);
    expect(await stream.nextEvent()).toEqual(notification);
  });

  it("does not deliver another user's events", async () => {
    const me = await subscribed("me");
    const other = await signInWithCode(testApp, unique("other"));
    await publishCommitted(other.userId, { type: "message", data: { dealId: 1, messageId: 99 } });
    await publishCommitted(me.userId, { type: "message", data: { dealId: 2, messageId: 100 } });
    // Notifications arrive in commit order: had the other user's reached this stream, it would come first.
    expect(await me.stream.nextEvent()).toEqual({ type: "message", data: { dealId: 2, messageId: 100 } });
  });

  it("never delivers an event whose transaction rolled back", async () => {
    const { userId, stream } = await subscribed("rollback");
    await expect(
      testApp.services.db.transaction(async (tx) => {
        await publishLiveEvent(tx, { userId, event: { type: "lead", data: { requestId: 1 } } });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    await publishCommitted(userId, { type: "lead", data: { requestId: 2 } });
    expect(await stream.nextEvent()).toEqual({ type: "lead", data: { requestId: 2 } });
  });

  it("ignores malformed notifications on the channel", async () => {
    const { userId, stream } = await subscribed("malformed");
    await testApp.database.executeSql("select pg_notify('amora_live', 'not json')");
    await testApp.database.executeSql("select pg_notify('amora_live', $1)", [JSON.stringify({ userId, event: "nope" })]);
    await publishCommitted(userId, { type: "lead", data: { requestId: 3 } });
    expect(await stream.nextEvent()).toEqual({ type: "lead", data: { requestId: 3 } });
  });

  it("accepts the website's session cookie", async () => {
    const { token, userId } = await signInWithCode(testApp, unique("cookie"));
    const stream = await openStream({ cookie: `amora_session=${encodeURIComponent(token)}`, "sec-fetch-site": "same-origin" });
    expect(stream.response.status).toBe(200);
    expect(await stream.next()).toEqual({ retry: "5000" });
    await publishCommitted(userId, { type: "deal-updated", data: { dealId: 5 } });
    expect(await stream.nextEvent()).toEqual({ type: "deal-updated", data: { dealId: 5 } });
  });

  it("answers 401 in the error shape without a session", async () => {
    for (const headers of [{}, bearer("not-a-token")]) {
      const response = await fetch(`${baseUrl}/api/v1/user/events`, { headers });
      expect(response.status).toBe(401);
      expectErrorShape(401, response.headers.get("content-type") ?? undefined, await response.text(), "GET /user/events");
    }
  });

  it("unsubscribes when the client goes away", async () => {
    const { userId, stream } = await subscribed("leaver");
    const hub = testApp.services.live!;
    expect(hub.subscriberCount(userId)).toBe(1);
    stream.close();
    await until(() => hub.subscriberCount(userId) === 0);
  });

  it(`refuses more than ${MAX_STREAMS_PER_USER} open streams per user`, async () => {
    const user = await signInWithCode(testApp, unique("tabs"));
    const streams = [];
    for (let index = 0; index < MAX_STREAMS_PER_USER; index += 1) {
      const stream = await openStream(bearer(user.token));
      expect(stream.response.status).toBe(200);
      streams.push(stream);
    }
    const refused = await openStream(bearer(user.token));
    expect(refused.response.status).toBe(429);
    expectErrorShape(429, refused.response.headers.get("content-type") ?? undefined, await refused.response.text(), "GET /user/events");
    streams[0]!.close();
    await until(() => testApp.services.live!.subscriberCount(user.userId) === MAX_STREAMS_PER_USER - 1);
    const again = await openStream(bearer(user.token));
    expect(again.response.status).toBe(200);
  });

  it.runIf(testDatabaseDriver() === "postgres")("listens again after its PostgreSQL connection is dropped", async () => {
    const { userId, stream } = await subscribed("reconnect");
    const listeners = async () =>
      (await testApp.database.executeSql("select pid from pg_stat_activity where datname = current_database() and query = 'LISTEN amora_live'")).rows.map(
        (row) => Number(row.pid),
      );
    const [before] = await listeners();
    expect(before).toBeTypeOf("number");
    await testApp.database.executeSql("select pg_terminate_backend($1)", [before]);
    await until(async () => {
      const now = await listeners();
      return now.length === 1 && now[0] !== before;
    }, 10_000);
    await testApp.services.live!.listening();
    // The open stream stays open across the reconnect and receives what is committed after it.
    await publishCommitted(userId, { type: "deal-updated", data: { dealId: 77 } });
    expect(await stream.nextEvent()).toEqual({ type: "deal-updated", data: { dealId: 77 } });
  });
});
