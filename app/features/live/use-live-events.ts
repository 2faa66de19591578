import { useEffect, useRef } from "react";
import { streamUserEvents } from "../../../core/contracts/live-events";
import type { LiveEvent } from "../../../server/domain/live/publish-live-event";
import { apiUrlOf } from "../../components/api-client";

/** The event names GET /api/v1/user/events sends (server/domain/live/publish-live-event.ts). */
const LIVE_EVENT_TYPES = ["notification", "deal-updated", "message", "lead", "signed-out"] as const satisfies readonly LiveEvent["type"][];

/** The stream's address: its contract's path below /api/v1. */
export const LIVE_EVENTS_URL = apiUrlOf(streamUserEvents);

/** One server-sent event as a LiveEvent, or null when its data is not a JSON object. */
export function parseLiveMessage(type: LiveEvent["type"], data: string): LiveEvent | null {
  try {
    const parsed: unknown = JSON.parse(data);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null;
    return { type, data: parsed } as LiveEvent;
  } catch {
    return null;
  }
}

/**
 * The signed-in member's live events while `enabled` (decision 020): one EventSource on the
 * same origin (the session cookie goes with it), closed on unmount or when disabled. The browser
 * reconnects by itself after a drop; events missed meanwhile are not replayed, so pages reload
 * what they show when they need to be exact. `onEvent` may change between renders freely.
 */
export function useLiveEvents(enabled: boolean, onEvent: (event: LiveEvent) => void): void {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });

  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    const source = new EventSource(LIVE_EVENTS_URL);
    const listeners = LIVE_EVENT_TYPES.map((type) => {
      const listener = (message: MessageEvent<string>) => {
        const event = parseLiveMessage(type, message.data);
        // The session ended on the server (account blocked): reconnecting would only be refused.
        if (type === "signed-out") source.close();
        if (event) latest.current(event);
      };
      source.addEventListener(type, listener);
      return [type, listener] as const;
    });
    return () => {
      for (const [type, listener] of listeners) source.removeEventListener(type, listener);
      source.close();
    };
  }, [enabled]);
}
