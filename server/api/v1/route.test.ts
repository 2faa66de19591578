import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { AppServices } from "../../app-context";
import { createCatalogueCache } from "../../domain/catalogue/catalogue-cache";
import { fixedClock } from "../../kernel/clock";
import { registerErrorHandling } from "../../http/errors";
import { cachedJson } from "./json-text";
import { ApiRegistry } from "./route";

/** A registry with one cached catalogue read and one plain read, counting how often each handler runs. */
async function registryWithCounters() {
  const clock = fixedClock(new Date("2026-06-01T12:00:00Z"));
  const catalogueCache = createCatalogueCache({ clock, ttlMs: 30_000 });
  const services = { clock, catalogueCache } as unknown as AppServices;
  const app = Fastify();
  registerErrorHandling(app);
  const calls = { cached: 0, plain: 0 };
  let version = 1;
  const api = new ApiRegistry(app, services);
  api.inline({
    method: "GET",
    path: "/cached",
    operationId: "readCached",
    auth: "none",
    summary: "a cached read",
    tags: ["system"],
    query: z.object({ page: z.coerce.number().int().positive().optional() }),
    response: z.object({ version: z.number() }),
    handler: ({ query }) => {
      calls.cached++;
      return cachedJson(services, `cached:${query.page ?? 1}`, async () => ({ version }));
    },
  });
  api.inline({
    method: "GET",
    path: "/plain",
    operationId: "readPlain",
    auth: "none",
    summary: "an uncached read",
    tags: ["system"],
    response: z.object({ version: z.number() }),
    handler: () => {
      calls.plain++;
      return { version };
    },
  });
  await app.ready();
  const get = async (url: string) => {
    const response = await app.inject({ method: "GET", url });
    return { status: response.statusCode, body: response.body, type: response.headers["content-type"] };
  };
  return { app, clock, catalogueCache, calls, get, bump: () => version++ };
}

describe("ApiRegistry: answers sent for catalogue reads", () => {
  it("answers the same address again without running its handler, until the catalogue changes or the answer ages", async () => {
    const { app, clock, catalogueCache, calls, get, bump } = await registryWithCounters();
    try {
      expect(await get("/cached?page=2")).toEqual({ status: 200, body: '{"version":1}', type: "application/json; charset=utf-8" });
      expect(await get("/cached?page=2")).toEqual({ status: 200, body: '{"version":1}', type: "application/json; charset=utf-8" });
      expect(calls.cached).toBe(1);
      // Another spelling of the same page is another address: its handler runs (and finds the cached value).
      await get("/cached?page=02");
      expect(calls.cached).toBe(2);
      bump();
      catalogueCache.invalidate();
      expect((await get("/cached?page=2")).body).toBe('{"version":2}');
      expect(calls.cached).toBe(3);
      bump();
      clock.advance(30_001);
      expect((await get("/cached?page=2")).body).toBe('{"version":3}');
      expect(calls.cached).toBe(4);
    } finally {
      await app.close();
    }
  });

  it("never keeps bad input or uncached answers", async () => {
    const { app, calls, get } = await registryWithCounters();
    try {
      expect((await get("/cached?page=zero")).status).toBe(400);
      expect((await get("/cached?page=zero")).status).toBe(400);
      expect(calls.cached).toBe(0);
      await get("/plain");
      await get("/plain");
      expect(calls.plain).toBe(2);
    } finally {
      await app.close();
    }
  });
});
