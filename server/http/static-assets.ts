import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * The client build: fingerprinted files under /assets/ are cached for a year; the few
 * unfingerprinted files at the root (favicon, service worker) for an hour. Brotli and gzip twins
 * written at build time are served when the browser accepts them. /assets/ is one route for the
 * whole folder, not a route per file: registering hundreds of routes was a tenth of the start.
 */
export async function registerStaticAssets(app: FastifyInstance, clientBuildDirectory: string): Promise<void> {
  const common = { preCompressed: true, index: false, serveDotFiles: false, cacheControl: false } as const;
  await app.register(fastifyStatic, {
    ...common,
    root: path.join(clientBuildDirectory, "assets"),
    prefix: "/assets/",
    wildcard: true,
    setHeaders(response) {
      response.setHeader("cache-control", "public, max-age=31536000, immutable");
    },
  });
  await app.register(fastifyStatic, {
    ...common,
    root: clientBuildDirectory,
    prefix: "/",
    wildcard: false,
    globIgnore: ["assets/**", "**/*.br", "**/*.gz"],
    decorateReply: false,
    setHeaders(response) {
      response.setHeader("cache-control", "public, max-age=3600");
    },
  });
}
