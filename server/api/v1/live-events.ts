import { PassThrough } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { AppServices } from "../../app-context";
import { streamUserEvents } from "../../../core/contracts/live-events";
import { AppError } from "../../kernel/errors";
import type { LiveEvent } from "../../domain/live/publish-live-event";
import { requireUser } from "../../http/auth";
import type { ApiRegistry } from "./route";

/** Open streams one user may hold in this process (tabs, devices); more are refused with 429. */
export const MAX_STREAMS_PER_USER = 10;
export const HEARTBEAT_MS = 25_000;
/** The browser's reconnect delay after a dropped stream (the `retry:` field). */
const RETRY_MS = 5_000;
/** How long the stream waits for LISTEN before opening anyway (the database may be reconnecting). */
const LISTENING_WAIT_MS = 5_000;
/** A client that reads nothing while this much is queued for it is disconnected. */
const MAX_QUEUED_BYTES = 64 * 1024;

export function formatLiveEvent(event: LiveEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/**
 * GET /user/events (core/contracts/live-events.ts): the signed-in user's live events as server-sent
 * events (decision 020). A plain Fastify route in the /api/v1 scope, not `api.route`: the answer
 * is a stream, not one JSON value. Compression is off for it (a compressor buffers small writes);
 * `api.document` adds it to the OpenAPI document with its own media type.
 */
export async function liveEventRoutes(scope: FastifyInstance, { api, services }: { api: ApiRegistry; services: AppServices }) {
  api.document(streamUserEvents);

  /** Ends every open stream: the server cannot close while a stream holds its connection. */
  const openStreams = new Set<() => void>();
  scope.addHook("preClose", (done) => {
    for (const end of [...openStreams]) end();
    done();
  });

  // No HEAD twin: a HEAD would subscribe and hold a stream it never reads.
  scope.get(streamUserEvents.path, { compress: false, exposeHeadRoute: false }, async (request, reply) => {
    const { user } = await requireUser(services, request);
    const hub = services.live;
    if (!hub) throw new AppError("UNAVAILABLE", "Live updates are not available right now.");
    if (hub.subscriberCount(user.id) >= MAX_STREAMS_PER_USER) {
      throw new AppError("RATE_LIMITED", "Too many open live connections. Close a tab and try again.", undefined, 30);
    }

    const stream = new PassThrough();
    let ended = false;
    const write = (text: string) => {
      if (ended) return;
      if (stream.writableLength > MAX_QUEUED_BYTES) return end();
      stream.write(text);
    };
    const unsubscribe = hub.subscribe(user.id, (event) => {
      write(formatLiveEvent(event));
      // The account's sessions are gone: the stream must not outlive them.
      if (event.type === "signed-out") end();
    });
    const heartbeat = setInterval(() => write(": ping\n\n"), HEARTBEAT_MS);
    heartbeat.unref();
    function end() {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      unsubscribe();
      openStreams.delete(end);
      stream.end();
    }
    openStreams.add(end);
    // The client went away (or the response finished): stop delivering to it.
    reply.raw.on("close", end);

    // Events committed once LISTEN runs reach this stream; the first bytes tell the client so.
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([hub.listening(), new Promise<void>((resolve) => (timer = setTimeout(resolve, LISTENING_WAIT_MS)))]);
    clearTimeout(timer);
    write(`retry: ${RETRY_MS}\n\n`);

    return reply
      .header("content-type", "text/event-stream; charset=utf-8")
      .header("cache-control", "no-store")
      .header("x-accel-buffering", "no")
      .send(stream);
  });
}
