import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * The client build: fingerprinted files under /assets/ are cached for a year; the few
 * unfingerprinted files (favicon and the like) for an hour. Brotli and gzip twins written at
 * build time are served when the browser accepts them.
 */
export async function registerStaticAssets(app: FastifyInstance, clientBuildDirectory: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: clientBuildDirectory,
    prefix: "/",
    wildcard: false,
    preCompressed: true,
    index: false,
    serveDotFiles: false,
    cacheControl: false,
    setHeaders(response, filePath) {
      const isFingerprinted = filePath.includes(`${"/"}assets${"/"}`);
      response.setHeader(
        "cache-control",
        isFingerprinted ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      );
    },
  });
}
