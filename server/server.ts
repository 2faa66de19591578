import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { ServerBuild } from "react-router";
import type { AppServices } from "./app-context";
import type { Config } from "./config";
import { openDatabase, type DatabaseHandle } from "./db/client";
import { seedDemoAccounts, shouldSeedDemoAccounts } from "./seed/seed-demo-accounts";
import { seedCoupons } from "./seed/seed-coupons";
import { seedDemoCatalogue } from "./seed/seed-demo-catalogue";
import { describeErrorForLog } from "./db/database-error";
import { createStripePaymentProvider } from "./adapters/payments/stripe-provider";
import { placeSearchFor } from "./adapters/places/place-search-for";
import { createTestPaymentProvider, startTestProviderWorkers, testProviderWebhookSecret } from "./adapters/payments/test-provider";
import { createCatalogueCache } from "./domain/catalogue/catalogue-cache";
import { createNightsStore } from "./domain/booking/inventory-nights-store";
import { openLiveHub, postgresLiveSource } from "./domain/live/live-hub";
import { openSearchEngineFor } from "./domain/search/search-engine";
import { searchCataloguePlaces } from "./domain/signup/suggest-places";
import { systemClock } from "./kernel/clock";
import { buildApp } from "./http/app";
import { createMemberCache } from "./http/member-cache";
import { createPageCache } from "./http/page-cache";
import { createJobQueue, installJobQueues, JOBS_CHANNEL } from "./jobs/job-queue";
import { startWorkers } from "./jobs/start-workers";
import { appSecretOf, withAppSecret } from "./app-secret";
import { fromProjectRoot } from "./project-root";
import { createListingCounter } from "./domain/statistics/listing-counter";

export type RunningServer = {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Resolves once the work after the port opened (workers, the search index's start) is done; rejects if it failed. */
  started: Promise<void>;
  close(): Promise<void>;
};

export async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openDatabase({
        driver: "postgres",
        url: config.databaseUrl,
        // The HTTP logger does not exist yet when the pool opens; write the same JSON shape.
        onConnectionError: (error) =>
          process.stderr.write(
            `${JSON.stringify({ level: 40, time: Date.now(), msg: "database connection lost", err: error.message })}\n`,
          ),
      })
    : openDatabase({ driver: "pglite", dataDir: config.dataDir });
}

/** config -> database (migrated, seeded) -> http; resolves once the port is open (see `started`). */
export async function startServer(givenConfig: Config): Promise<RunningServer> {
  // Milliseconds since the process started (performance.now()'s origin), so the first phase is
  // the loading of the modules.
  const phases: Record<string, number> = {};
  const mark = (phase: string) => {
    phases[phase] = Math.round(performance.now());
  };
  mark("modulesLoaded");
  const config = await withAppSecret(givenConfig);
  const database = await openConfiguredDatabase(config);
  mark("databaseOpen");
  await database.migrate();
  mark("migrated");
  await installJobQueues(database);
  mark("jobQueuesInstalled");
  // Reference data every environment needs (the promo codes of docs/product.md §9), demo or not.
  await seedCoupons({ db: database.db });
  if (config.seedDemo) await seedDemoCatalogue({ db: database.db });
  if (shouldSeedDemoAccounts(config)) await seedDemoAccounts({ db: database.db, clock: systemClock });
  mark("seeded");

  const logJobQueueError = (message: string, error: unknown) =>
    process.stderr.write(
      `${JSON.stringify({ level: 50, time: Date.now(), msg: message, err: describeErrorForLog(error) })}\n`,
    );
  const jobs = createJobQueue({
    database,
    // Embedded: this process sends every job and wakes its worker, so idle workers look rarely
    // (each look is a query on the one connection that serves the site). PostgreSQL: a job
    // committed by any process wakes every process's worker (LISTEN/NOTIFY); the one-second looks
    // remain for retries coming due and for a listening connection that is down.
    ...(database.driver === "pglite"
      ? { pollingIntervalSeconds: 10, wakeOnSend: true }
      : config.databaseUrl
        ? { wakeOnCommit: postgresLiveSource({ url: config.databaseUrl, channel: JOBS_CHANNEL, onError: logJobQueueError }) }
        : {}),
    onError: (error) => logJobQueueError("job queue error", error),
  });
  // Without Stripe keys the test provider takes payments (decision 016). Its confirmation
  // page (/payments/authorize) and its webhooks go to the site's own origin.
  const siteOrigin = config.publicUrl ?? `http://localhost:${config.port}`;
  const testPayments = createTestPaymentProvider({
    db: database.db,
    clock: systemClock,
    authorizeUrl: `${siteOrigin}/payments/authorize`,
    webhooks: { url: `${siteOrigin}/api/v1/payments/webhook`, secret: testProviderWebhookSecret(appSecretOf(config)), jobs },
  });
  const pageCache = createPageCache({ clock: systemClock });
  const memberCache = createMemberCache({ clock: systemClock });
  const live = openLiveHub(database, {
    url: config.databaseUrl,
    onError: (message, error) =>
      process.stderr.write(`${JSON.stringify({ level: 40, time: Date.now(), msg: message, err: describeErrorForLog(error) })}\n`),
  });
  const nightsStore = createNightsStore({ db: database.db, clock: systemClock });
  const catalogueCache = createCatalogueCache({ clock: systemClock, dependents: [pageCache, nightsStore] });
  // Started once the port is open (below); the first search waits for the load.
  const search = openSearchEngineFor(database, {
    url: config.databaseUrl,
    autoStart: false,
    // Another process's change (or one this process made) reached the index: answers cached before it are stale.
    onChange: () => catalogueCache.invalidate(),
    onError: (message, error) =>
      process.stderr.write(`${JSON.stringify({ level: 40, time: Date.now(), msg: message, err: describeErrorForLog(error) })}\n`),
  });
  const listingCounter = createListingCounter({ db: database.db, clock: systemClock });
  const services: AppServices = {
    listingCounter,
    config,
    db: database.db,
    driver: database.driver,
    clock: systemClock,
    jobs,
    catalogueCache,
    nightsStore,
    pageCache,
    memberCache,
    live,
    search,
    placeSearch: placeSearchFor(config.googlePlaces, searchCataloguePlaces(database.db)),
    payments: config.stripe ? createStripePaymentProvider({ ...config.stripe, clock: systemClock }) : testPayments,
  };
  // Production: the page build is imported by the first page request or once the workers have
  // started (below), whichever comes first; health and the API never wait for it.
  let pageBuild: Promise<ServerBuild> | undefined;
  const loadPageBuild = () =>
    (pageBuild ??= (import(/* @vite-ignore */ path.join(fromProjectRoot(config.buildDir, "server"), "index.js")) as Promise<ServerBuild>).catch(
      (error: unknown) => {
        // The request that met the failure reports it; the next one imports again.
        pageBuild = undefined;
        throw error;
      },
    ));
  const app = config.isProduction
    ? await buildApp({ services, clientBuildDirectory: fromProjectRoot(config.buildDir, "client"), serverBuild: loadPageBuild })
    : await buildDevelopmentApp(services);

  mark("appBuilt");
  await app.listen({ port: config.port, host: config.host });
  mark("listening");
  // The rest runs in the background, and requests are answered meanwhile: PGlite's statements
  // leave the event loop a turn between them (openDatabase), searches wait for the index's first
  // load, and a job sent before its worker started waits in its queue.
  const background = (async () => {
    // Loaded from here: at 100k listings it takes seconds, which the start-up steps above would
    // otherwise have waited through.
    search.start();
    const stopWorkers = await startWorkers(services);
    // The test provider's own side (its webhook sender and billing) runs only when it takes payments.
    const stopTestPayments =
      services.payments === testPayments
        ? await startTestProviderWorkers(testPayments, jobs, (error) =>
            process.stderr.write(`${JSON.stringify({ level: 50, time: Date.now(), msg: "test payment billing failed", err: describeErrorForLog(error) })}\n`),
          )
        : () => undefined;
    mark("workersStarted");
    // A failure here is the first page request's to report (it imports the build again).
    if (config.isProduction) loadPageBuild().catch(() => undefined);
    app.log.info({ startupMs: phases }, "ready");
    return { stopWorkers, stopTestPayments };
  })();
  return {
    app,
    database,
    started: background.then(() => undefined),
    async close() {
      await app.close();
      await live.close();
      await search.close();
      // A start still under way finishes first, so that every worker it started is stopped.
      const workers = await background.catch(() => null);
      workers?.stopTestPayments();
      await workers?.stopWorkers();
      // The last seconds' page views and impressions.
      await listingCounter.close().catch(() => undefined);
      await database.close();
    },
  };
}

/** Development: Vite serves the client with hot reload and compiles the app on request. */
async function buildDevelopmentApp(services: AppServices): Promise<FastifyInstance> {
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  const app = await buildApp({
    services,
    beforeServerRendering: async (fastify) => {
      fastify.addHook("onRequest", (request, reply, done) => {
        vite.middlewares(request.raw, reply.raw, () => done());
      });
      fastify.addHook("onClose", async () => vite.close());
    },
    serverBuild: async () =>
      (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild,
  });
  return app;
}
