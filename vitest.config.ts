import os from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // One test file per core. Vitest's default leaves a core free (cores - 1), which on the
    // two-core CI machine runs every file one after another: the PGlite suite took twice as long.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        test: {
          name: "unit",
          include: ["core/**/*.test.ts", "app/**/*.test.{ts,tsx}", "tests/lint/**/*.test.ts", "vite-plugins/**/*.test.ts"],
          environment: "node",
          // The lint tests start ESLint with the project's rules (a few seconds on a busy machine).
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "server",
          include: ["server/**/*.test.ts", "tests/api/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/global-setup.ts"],
          // The files of a worker share one module graph (decision 046): each file used to import
          // the whole server again, a third of the run. Each file still builds its own app on its
          // own database copy, so nothing a test sees is shared but the modules' code.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
