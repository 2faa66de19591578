import { defineConfig } from "vitest/config";

/**
 * The end-to-end suite: a production build served by `node <BUILD_DIR>/main.js`, driven by
 * Debian's Chromium. One fork runs the files one after another, because every file drives the
 * same server and a browser each, and the CI machine has two cores.
 */
export default defineConfig({
  test: {
    name: "e2e",
    include: ["tests/e2e/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    maxWorkers: 1,
    fileParallelism: false,
    isolate: false,
    globalSetup: ["tests/e2e/support/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
