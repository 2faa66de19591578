import { getHealth } from "../../../core/contracts/system";
import { checkHealth } from "../../domain/health/check-health";
import type { ApiRegistry } from "./route";

/** The handler of core/contracts/system.ts: 503 when the database does not answer. */
export function registerHealthRoutes(api: ApiRegistry): void {
  api.route(getHealth, async ({ services, reply }) => {
    const health = await checkHealth({ db: services.db, driver: services.driver });
    if (health.status !== "ok") reply.status(503);
    return health;
  });
}
