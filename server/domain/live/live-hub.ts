import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { DatabaseDriver } from "../../db/client";
import { LIVE_CHANNEL, type LiveEnvelope, type LiveEvent } from "./publish-live-event";

export type LiveListener = (event: LiveEvent) => void;

/**
 * Live events of this process's open pages (decision 020): one LISTEN on LIVE_CHANNEL, each
 * envelope handed to the subscribers of its user. Listening starts with the first subscriber.
 */
export type LiveHub = {
  /** Returns the unsubscribe function (safe to call twice). */
  subscribe(userId: number, listener: LiveListener): () => void;
  /** Open subscriptions of one user, or of everyone without a userId. */
  subscriberCount(userId?: number): number;
  /**
   * Resolves once LISTEN is active (starting it if needed): events committed after that reach
   * the subscribers. While the connection is down it waits for the next successful one.
   */
  listening(): Promise<void>;
  close(): Promise<void>;
};

/**
 * Where payloads come from. `onListening(true)` each time LISTEN becomes active (again),
 * `onListening(false)` when it is lost (until a reconnect succeeds).
 */
export type LiveSource = {
  start(deliver: (payload: string) => void, onListening: (listening: boolean) => void): Promise<void>;
  stop(): Promise<void>;
};

export type LiveHubOptions = {
  /** Told about lost connections, failed reconnects and throwing listeners; never throws. */
  onError?: (message: string, error: unknown) => void;
};

/** Parses a NOTIFY payload; anything that is not a live envelope is null (and ignored). */
export function parseLiveEnvelope(payload: string): LiveEnvelope | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { userId, event } = value as { userId?: unknown; event?: unknown };
  if (typeof userId !== "number" || !Number.isSafeInteger(userId) || userId <= 0) return null;
  if (typeof event !== "object" || event === null) return null;
  const { type, data } = event as { type?: unknown; data?: unknown };
  if (typeof type !== "string" || type === "" || typeof data !== "object" || data === null || Array.isArray(data)) return null;
  return { userId, event: { type, data } as LiveEvent };
}

export function createLiveHub(source: LiveSource, { onError = () => undefined }: LiveHubOptions = {}): LiveHub {
  const subscribers = new Map<number, Set<LiveListener>>();
  let started: Promise<void> | null = null;
  let closed = false;
  let isListening = false;
  let waiting: (() => void)[] = [];

  function deliver(payload: string) {
    const envelope = parseLiveEnvelope(payload);
    if (!envelope) return;
    const listeners = subscribers.get(envelope.userId);
    if (!listeners) return;
    // A copy: a listener may unsubscribe (its stream ended) while we go through them.
    for (const listener of [...listeners]) {
      try {
        listener(envelope.event);
      } catch (error) {
        onError("live event listener failed", error);
      }
    }
  }

  function onListening(listening: boolean) {
    isListening = listening;
    if (!listening) return;
    const resolved = waiting;
    waiting = [];
    for (const resolve of resolved) resolve();
  }

  function start(): Promise<void> {
    started ??= source.start(deliver, onListening).catch((error: unknown) => {
      // The source reports and retries by itself; a start that throws is not retried here.
      onError("live events could not start listening", error);
    });
    return started;
  }

  return {
    subscribe(userId, listener) {
      if (closed) return () => undefined;
      void start();
      let listeners = subscribers.get(userId);
      if (!listeners) subscribers.set(userId, (listeners = new Set()));
      // Wrapped so that the same function subscribed twice is two subscriptions.
      const entry: LiveListener = (event) => listener(event);
      listeners.add(entry);
      return () => {
        const current = subscribers.get(userId);
        if (!current) return;
        current.delete(entry);
        if (current.size === 0) subscribers.delete(userId);
      };
    },
    subscriberCount(userId) {
      if (userId !== undefined) return subscribers.get(userId)?.size ?? 0;
      let total = 0;
      for (const listeners of subscribers.values()) total += listeners.size;
      return total;
    },
    listening() {
      if (closed) return Promise.resolve();
      void start();
      if (isListening) return Promise.resolve();
      return new Promise((resolve) => waiting.push(resolve));
    },
    async close() {
      if (closed) return;
      closed = true;
      subscribers.clear();
      onListening(true);
      if (started) {
        await started;
        await source.stop();
      }
    },
  };
}

/**
 * The embedded database: PGlite delivers notifications to listeners of the same instance. Any
 * channel (search-engine.ts listens on its own); LIVE_CHANNEL by default.
 */
export function pgliteLiveSource(pglite: PGlite, channel: string = LIVE_CHANNEL): LiveSource {
  let unlisten: (() => Promise<void>) | null = null;
  let stopped = false;
  return {
    async start(deliver, onListening) {
      const stop = await pglite.listen(channel, deliver);
      if (stopped) {
        await stop();
        return;
      }
      unlisten = stop;
      onListening(true);
    },
    async stop() {
      stopped = true;
      const stop = unlisten;
      unlisten = null;
      // The instance may already be closed (database closed first): nothing to unlisten then.
      if (stop && !pglite.closed) await stop().catch(() => undefined);
    },
  };
}

export type PostgresLiveSourceOptions = {
  url: string;
  /** LIVE_CHANNEL by default. */
  channel?: string;
  onError?: (message: string, error: unknown) => void;
  /** Delay before the first reconnect attempt, doubled each failure up to maxDelayMs. */
  initialDelayMs?: number;
  maxDelayMs?: number;
};

/**
 * PostgreSQL: one dedicated connection (not the pool: a pooled connection is shared and would
 * lose its LISTEN when returned), reconnected with backoff when it drops.
 */
export function postgresLiveSource({
  url,
  channel = LIVE_CHANNEL,
  onError = () => undefined,
  initialDelayMs = 500,
  maxDelayMs = 30_000,
}: PostgresLiveSourceOptions): LiveSource {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let delay = initialDelayMs;
  let deliverTo: (payload: string) => void = () => undefined;
  let listeningCallback: (listening: boolean) => void = () => undefined;

  function scheduleReconnect() {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, delay);
    delay = Math.min(delay * 2, maxDelayMs);
  }

  function dropped(current: pg.Client, error: unknown) {
    if (client !== current) return; // Already replaced or stopped.
    client = null;
    current.removeAllListeners("notification");
    // Errors after this must not be unhandled 'error' events.
    current.on("error", () => undefined);
    void current.end().catch(() => undefined);
    if (!stopped) {
      listeningCallback(false);
      onError(`${channel} connection lost; reconnecting`, error);
      scheduleReconnect();
    }
  }

  async function connect(): Promise<void> {
    if (stopped) return;
    const current = new pg.Client({ connectionString: url });
    client = current;
    current.on("error", (error) => dropped(current, error));
    current.on("end", () => dropped(current, new Error("connection ended")));
    current.on("notification", (message) => {
      if (message.channel === channel && message.payload !== undefined) deliverTo(message.payload);
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${channel}`);
    } catch (error) {
      dropped(current, error);
      return;
    }
    if (stopped || client !== current) return;
    delay = initialDelayMs;
    listeningCallback(true);
  }

  return {
    async start(deliver, onListening) {
      deliverTo = deliver;
      listeningCallback = onListening;
      await connect();
    },
    async stop() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners("notification");
        current.on("error", () => undefined);
        await current.end().catch(() => undefined);
      }
    },
  };
}

/** The hub for an open database: PGlite's own listen, or a dedicated PostgreSQL connection. */
export function openLiveHub(
  database: { driver: DatabaseDriver; pglite?: PGlite },
  { url, onError }: { url?: string; onError?: (message: string, error: unknown) => void },
): LiveHub {
  if (database.driver === "pglite") {
    if (!database.pglite) throw new Error("live events on PGlite need the PGlite instance");
    return createLiveHub(pgliteLiveSource(database.pglite), { onError });
  }
  if (!url) throw new Error("live events on PostgreSQL need the database URL");
  return createLiveHub(postgresLiveSource({ url, onError }), { onError });
}
