import type { FastifyInstance } from "fastify";
import { createTestPaymentProvider, testProviderWebhookSecret } from "../../server/adapters/payments/test-provider";
import type { AppServices } from "../../server/app-context";
import { loadConfig, type Config } from "../../server/config";
import type { DatabaseHandle } from "../../server/db/client";
import { fixedClock } from "../../server/kernel/clock";
import { buildApp } from "../../server/http/app";
import type { ServerBuildSource } from "../../server/http/ssr";
import { createMemberCache } from "../../server/http/member-cache";
import { createPageCache } from "../../server/http/page-cache";
import { createJobQueue } from "../../server/jobs/job-queue";
import { openLiveHub } from "../../server/domain/live/live-hub";
import { openSearchEngineFor } from "../../server/domain/search/search-engine";
import { placeSearchFor } from "../../server/adapters/places/place-search-for";
import { searchCataloguePlaces } from "../../server/domain/signup/suggest-places";
import { createTestDatabase } from "./test-database";
import { TEST_NOW } from "./test-now";

export type TestApp = {
  app: FastifyInstance;
  /** With its connection string on PostgreSQL (for a second process's listeners). */
  database: DatabaseHandle & { url?: string };
  services: AppServices;
  clock: ReturnType<typeof fixedClock>;
  /** Every log line written, when created with `captureLogs` (otherwise logging is off). */
  logLines: string[];
  close(): Promise<void>;
};

export type TestAppOptions = {
  captureLogs?: boolean;
  /** The pages' renderer (tests/support/page-rendering.ts); without it only the API and the fixed routes answer. */
  serverBuild?: ServerBuildSource;
  /** Keep pages and signed-in readers in memory as the server does (page-cache.ts, member-cache.ts). */
  withPageCache?: boolean;
};

export { TEST_NOW };
const DEFAULT_TEST_SECRET = "test-secret-test-secret-test-secret-00";

/** The API on its own database copy, for `app.inject` tests. */
export async function createTestApp(
  environment: Record<string, string> = {},
  { captureLogs = false, serverBuild, withPageCache = false }: TestAppOptions = {},
): Promise<TestApp> {
  const loaded = loadConfig({ NODE_ENV: "test", LOG_LEVEL: captureLogs ? "trace" : "silent", ...environment });
  // Production without APP_SECRET generates one in DATA_DIR at start-up; tests use a fixed one.
  const config: Config = { ...loaded, appSecret: loaded.appSecret ?? DEFAULT_TEST_SECRET };
  const logLines: string[] = [];
  const database = await createTestDatabase();
  const clock = fixedClock(TEST_NOW);
  // Jobs are queued, not worked: tests read outbound_emails, or start workers themselves.
  const jobs = createJobQueue({ database, retry: { retryLimit: 6, retryDelaySeconds: 1 }, pollingIntervalSeconds: 0.5 });
  const payments = createTestPaymentProvider({
    db: database.db,
    clock,
    authorizeUrl: `${config.publicUrl ?? "http://localhost"}/payments/authorize`,
    webhooks: { url: `${config.publicUrl ?? "http://localhost"}/api/v1/payments/webhook`, secret: testProviderWebhookSecret(config.appSecret ?? DEFAULT_TEST_SECRET), jobs },
  });
  const live = openLiveHub(database, { url: database.url });
  // As in server.ts: a change reaching the index makes answers cached before it stale (tests that
  // install a catalogue cache see the same invalidation as production).
  const search = openSearchEngineFor(database, { url: database.url, onChange: () => services.catalogueCache?.invalidate() });
  const placeSearch = placeSearchFor(config.googlePlaces, searchCataloguePlaces(database.db));
  const services: AppServices = {
    config,
    db: database.db,
    driver: database.driver,
    clock,
    jobs,
    payments,
    live,
    search,
    placeSearch,
    ...(withPageCache ? { pageCache: createPageCache({ clock }), memberCache: createMemberCache({ clock }) } : {}),
  };
  const app = await buildApp({
    services,
    serverBuild,
    logger: captureLogs,
    logStream: { write: (line: string) => void logLines.push(line) },
  });
  await app.ready();
  return {
    app,
    database,
    services,
    clock,
    logLines,
    async close() {
      await app.close();
      await live.close();
      await search.close();
      await jobs.stop();
      await database.close();
    },
  };
}
