import { z } from "zod";
import { checkHealth } from "../../domain/health/check-health";
import type { ApiRegistry } from "./route";

const healthResponse = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.object({
    reachable: z.boolean(),
    driver: z.string(),
    latencyMs: z.number(),
    error: z.string().optional(),
  }),
});

export function registerHealthRoutes(api: ApiRegistry): void {
  api.inline({
    method: "GET",
    path: "/health",
    operationId: "getHealth",
    auth: "none",
    summary: "Service health, including whether the database answers",
    tags: ["system"],
    response: healthResponse,
    errors: [503],
    handler: async ({ services, reply }) => {
      const health = await checkHealth({ db: services.db, driver: services.driver });
      if (health.status !== "ok") reply.status(503);
      return health;
    },
  });
}
