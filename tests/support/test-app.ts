import type { FastifyInstance } from "fastify";
import type { AppServices } from "../../server/app-context";
import { loadConfig, type Config } from "../../server/config";
import type { DatabaseHandle } from "../../server/db/client";
import { fixedClock } from "../../server/domain/clock";
import { buildApp } from "../../server/http/app";
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
  const services: AppServices = { config, db: database.db, driver: database.driver, clock };
  const app = await buildApp({ services, logger: false });
  await app.ready();
  return {
    app,
    database,
    services,
    clock,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
