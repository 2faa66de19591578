import { defineContract } from "./contract";

/**
 * The signed-in account's live events as server-sent events (decision 020). Answered by a plain
 * Fastify route (server/api/v1/live-events.ts), since the answer is a stream and not one JSON
 * value; the browser opens an EventSource on the contract's path.
 */

const schemas = () => import("./live-events-schemas");

export const streamUserEvents = defineContract({
  method: "GET",
  path: "/user/events",
  operationId: "streamUserEvents",
  auth: "member",
  summary: "The signed-in user's live events (server-sent events): new offers and messages, deal changes, leads",
  tags: ["live events"],
  responseContentType: "text/event-stream",
  errors: [401, 429, 503],
  schemas: () => schemas().then((s) => s.streamUserEvents),
});
