import type { TestProject } from "vitest/node";
import { assertChromiumInstalled } from "./browser";
import { startBuiltServer } from "./built-server";

/**
 * Builds nothing (npm test built already): checks that Chromium is there, then starts the
 * production server once for every end-to-end file.
 */
export default async function setup(project: TestProject) {
  assertChromiumInstalled();
  const server = await startBuiltServer();
  project.provide("e2eBaseUrl", server.url);
  return async () => {
    const result = await server.stop();
    if (result.code !== 0) {
      // Shutdown problems are the graceful-shutdown test's business; this keeps the evidence.
      console.warn(`The end-to-end server exited with ${JSON.stringify(result)}:\n${server.output()}`);
    }
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    e2eBaseUrl: string;
  }
}
