import { z } from "zod";

/** The schema of the live event stream (core/contracts/live-events.ts): a text/event-stream. */

export const streamUserEvents = {
  response: z
    .string()
    .describe(
      "text/event-stream: `retry: 5000` first, then for each event of the signed-in user `event: <type>` and `data: <JSON>` " +
        "(notification, deal-updated, message, lead; ids and counts only), and a `: ping` comment every 25 s",
    ),
};
