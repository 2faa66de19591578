import type { FastifyInstance } from "fastify";
import type { AppServices } from "../../server/app-context";
import { loadConfig, type Config } from "../../server/config";
import type { DatabaseHandle } from "../../server/db/client";
import { fixedClock } from "../../server/domain/clock";
import { buildApp } from "../../server/http/app";
import { createJobQueue } from "../../server/jobs/job-queue";
import { createTestDatabase } from "./test-database";

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  services: AppServices;
  clock: ReturnType<typeof fixedClock>;
  close(): Promise<void>;
};

export const TEST_NOW = new Date("2026-06-01T12:00:00Z");

/** The API on its own database copy, for `app.inject` tests. */
export async function createTestApp(environment: Record<string, string> = {}): Promise<TestApp> {
  const config: Config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...environment });
  const database = await createTestDatabase();
  const clock = fixedClock(TEST_NOW);
  // Jobs are queued, not worked: tests read outbound_emails, or start workers themselves.
  const jobs = createJobQueue({ database, retry: { retryLimit: 6, retryDelaySeconds: 1 }, pollingIntervalSeconds: 0.5 });
  const services: AppServices = { config, db: database.db, driver: database.driver, clock, jobs };
  const app = await buildApp({ services, logger: false });
  await app.ready();
  return {
    app,
    database,
    services,
    clock,
    async close() {
      await app.close();
      await jobs.stop();
      await database.close();
    },
  };
}
