import { z } from "zod";

/** The schemas of the service's own operations (core/contracts/system.ts), by operationId. */

export const getHealth = {
  response: z.object({
    status: z.enum(["ok", "degraded"]),
    database: z.object({
      reachable: z.boolean(),
      driver: z.string(),
      latencyMs: z.number(),
      error: z.string().optional(),
    }),
  }),
};
