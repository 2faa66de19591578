// `npm test`: every check of the project, in order, stopping at the first failure.
//   typecheck -> lint -> OpenAPI lint -> build -> Vitest (unit + server on PGlite)
//   -> Vitest server project on PostgreSQL (only when TEST_DATABASE_URL is set) -> end-to-end
// The last line printed is always `N passed, N failed[, N skipped]`, summed over every Vitest run,
// so CI logs and people read the outcome in one place. BUILD_DIR is honoured (default build/) so
// parallel runs can build side by side.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const binDirectory = path.join(projectRoot, "node_modules", ".bin");
const buildDirectory = process.env.BUILD_DIR || "build";

const totals = { passed: 0, failed: 0, skipped: 0 };
const startedAt = performance.now();
let reportDirectory;
let runningChild;

function seconds(since) {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

function closingLine() {
  return `${totals.passed} passed, ${totals.failed} failed${totals.skipped > 0 ? `, ${totals.skipped} skipped` : ""}`;
}

async function finish(exitCode, failure) {
  if (reportDirectory) await rm(reportDirectory, { recursive: true, force: true });
  console.log("");
  if (failure) console.log(`✗ npm test stopped: ${failure}`);
  console.log(`npm test ${exitCode === 0 ? "succeeded" : "failed"} in ${seconds(startedAt)}`);
  console.log(closingLine());
  process.exit(exitCode);
}

/** Runs one program from node_modules/.bin (or node itself) with inherited output. */
function run(command, args, extraEnvironment = {}) {
  const executable = command === "node" ? process.execPath : path.join(binDirectory, command);
  if (command !== "node" && !existsSync(executable)) {
    return Promise.resolve({ code: 127, reason: `${command} is not installed: run "npm install" first` });
  }
  return new Promise((resolve) => {
    const child = spawn(executable, args, {
      cwd: projectRoot,
      stdio: ["ignore", "inherit", "inherit"],
      env: { ...process.env, BUILD_DIR: buildDirectory, ...extraEnvironment },
    });
    runningChild = child;
    child.on("error", (error) => resolve({ code: 1, reason: error.message }));
    child.on("exit", (code, signal) => {
      runningChild = undefined;
      resolve({ code: code ?? 1, reason: signal ? `killed by ${signal}` : `exit code ${code}` });
    });
  });
}

// Ctrl-C or a CI cancel: pass the signal on so no test server or browser is left behind.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (runningChild) runningChild.kill(signal);
    void finish(130, `interrupted by ${signal}`);
  });
}

async function step(name, hint, commands) {
  const since = performance.now();
  console.log(`\n▶ ${name}`);
  for (const [command, args, environment] of commands) {
    const result = await run(command, args, environment);
    if (result.code !== 0) {
      // Counted as a failure so the closing line never reads as a clean run.
      totals.failed += 1;
      await finish(1, `${name} failed (${[command, ...args].join(" ")}: ${result.reason}). ${hint}`);
    }
  }
  console.log(`✓ ${name} (${seconds(since)})`);
}

/** A Vitest run whose counts are read back from its JSON report and added to the totals. */
async function vitestStep(name, hint, args, environment = {}) {
  reportDirectory ??= await mkdtemp(path.join(os.tmpdir(), "amora-test-report-"));
  const reportPath = path.join(reportDirectory, `${name.replace(/[^a-z0-9]+/gi, "-")}.json`);
  const since = performance.now();
  console.log(`\n▶ ${name}`);
  const result = await run(
    "vitest",
    ["run", ...args, "--reporter=default", "--reporter=json", `--outputFile.json=${reportPath}`],
    environment,
  );
  let counted = false;
  if (existsSync(reportPath)) {
    const report = JSON.parse(await readFile(reportPath, "utf8"));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    counted = true;
  }
  if (result.code !== 0) {
    // A crash before any test ran (global setup, config) still has to count as a failure.
    if (!counted || totals.failed === 0) totals.failed += 1;
    await finish(1, `${name} failed (${result.reason}). ${hint}`);
  }
  console.log(`✓ ${name} (${seconds(since)})`);
}

await step("typecheck", "Fix the TypeScript errors above.", [
  ["react-router", ["typegen"]],
  ["tsc", ["--noEmit"]],
]);
await step("lint", "Fix the ESLint problems above (npx eslint --fix . solves some).", [
  // The cache (unchanged files are not linted again) saves the ReDoS checks on a second run.
  ["eslint", ["--max-warnings=0", "--cache", "--cache-strategy", "content", "--cache-location", "node_modules/.cache/eslint/", "."]],
]);
reportDirectory ??= await mkdtemp(path.join(os.tmpdir(), "amora-test-report-"));
const openApiPath = path.join(reportDirectory, "openapi.json");
// The document as GET /api/v1/openapi.json serves it, linted with Redocly's recommended rules
// (errors fail, warnings are printed). Offline: no telemetry, no update check. no-ambiguous-paths
// is skipped because it reads path templates only: /posts/{id}/likes "overlaps"
// /posts/showbyslug/{slug}, though {id} is digits only. The contract fixes those paths, and
// tests/api/openapi.test.ts checks the same thing with the parameters' patterns read.
await step("OpenAPI lint (Redocly, recommended rules)", "Fix the document's problems above (server/api/v1/openapi.ts and the route specs).", [
  ["tsx", ["scripts/write-openapi.ts", openApiPath]],
  [
    "redocly",
    ["lint", "--extends=recommended", "--skip-rule=no-ambiguous-paths", "--format=stylish", "--max-problems=200", openApiPath],
    { REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_NOTIFICATIONS: "true", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
  ],
]);
await step(`build (${buildDirectory}/)`, "The production build must succeed before the end-to-end suite.", [
  ["react-router", ["build"]],
  ["node", ["scripts/build-server.mjs"]],
]);
await vitestStep("vitest: unit and server on PGlite", "See the failing tests above.", [], {
  TEST_DB_DRIVER: "pglite",
});
if (process.env.TEST_DATABASE_URL) {
  await vitestStep(
    "vitest: server on PostgreSQL",
    "See the failing tests above; TEST_DATABASE_URL must reach a PostgreSQL server whose user may CREATE DATABASE.",
    ["--project", "server"],
    { TEST_DB_DRIVER: "postgres" },
  );
} else {
  console.log("\n- vitest: server on PostgreSQL skipped (set TEST_DATABASE_URL to run it)");
}
await vitestStep(
  "end-to-end (Chromium)",
  "See the failing tests above; screenshots are in test-results/screenshots/.",
  ["--config", "vitest.e2e.config.ts"],
);
await finish(0);
