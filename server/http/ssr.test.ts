import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/test-database";
import { loadConfig } from "../config";
import type { DatabaseHandle } from "../db/client";
import { createTestPaymentProvider } from "../adapters/payments/test-provider";
import { fixedClock } from "../kernel/clock";
import { createJobQueue } from "../jobs/job-queue";
import { openSearchEngineFor, type SearchEngine } from "../domain/search/search-engine";
import { placeSearchFor } from "../adapters/places/place-search-for";
import { searchCataloguePlaces } from "../domain/signup/suggest-places";
import { buildApp } from "./app";

/**
 * The page catch-all without a real build: paths under /api must never reach React Router, so a
 * build loader that throws proves they are answered before it.
 */
let app: FastifyInstance;
let database: DatabaseHandle & { url?: string };
let search: SearchEngine;
let buildLoads = 0;
beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent" });
  database = await createTestDatabase();
  const clock = fixedClock(new Date("2026-06-01T12:00:00Z"));
  search = openSearchEngineFor(database, { url: database.url });
  app = await buildApp({
    services: {
      config,
      db: database.db,
      driver: database.driver,
      clock,
      jobs: createJobQueue({ database }),
      payments: createTestPaymentProvider({ db: database.db, clock, authorizeUrl: "http://localhost/payments/authorize" }),
      search,
      placeSearch: placeSearchFor(undefined, searchCataloguePlaces(database.db)),
    },
    serverBuild: async () => {
      buildLoads += 1;
      throw new Error("the page renderer must not be reached for /api paths");
    },
    logger: false,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await search?.close();
  await database?.close();
});

describe("the page catch-all", () => {
  it.each(["/api", "/api/", "/api/v2/posts", "/api/v1x", "/api/anything?x=1"])(
    "answers %s in the API's error shape, not with an HTML page",
    async (url) => {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.json()).toMatchObject({ status: 404, code: "NOT_FOUND", message: expect.any(String) });
      expect(response.headers["content-security-policy"]).toBeUndefined();
    },
  );

  it("never loaded the page renderer for them", () => {
    expect(buildLoads).toBe(0);
  });

  it("sends the base security headers, HSTS included in production", async () => {
    const response = await app.inject({ method: "GET", url: "/api/nothing" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  });
});
