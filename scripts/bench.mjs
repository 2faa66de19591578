// `npm run bench`: the performance bars of docs QUALITY.md, measured against a plain node:http
// hello world in the same run. Method and flags: bench/README.md.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { measureJavaScript } from "../bench/lib/js-size.mjs";
import { CATEGORIES, runLighthouse } from "../bench/lib/lighthouse.mjs";
import {
  HOST,
  cpuPinning,
  freePort,
  killAllSync,
  nodeCommand,
  runToCompletion,
  spawnTracked,
  stopProcess,
  waitFor200,
} from "../bench/lib/processes.mjs";
import { httpGet } from "../bench/lib/http.mjs";
import { renderReport } from "../bench/lib/report.mjs";
import { median } from "../bench/lib/stats.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SECTIONS = ["cold", "load", "js", "lighthouse"];

const { values: flags } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    "no-build": { type: "boolean", default: false },
    "build-dir": { type: "string" },
    only: { type: "string" },
    rounds: { type: "string" },
    duration: { type: "string" },
    warmup: { type: "string" },
    connections: { type: "string" },
    "lighthouse-runs": { type: "string" },
    "cold-starts": { type: "string" },
    "accept-encoding": { type: "string" },
    report: { type: "string" },
    help: { type: "boolean", short: "h", default: false },
  },
});

if (flags.help) {
  console.log(`Usage: npm run bench -- [options]
  --quick                 3 s load runs, 1 s warm-up, 1 Lighthouse run (development)
  --no-build              use the existing build in the build folder
  --build-dir DIR         build folder (default: $BUILD_DIR or build-bench)
  --only LIST             comma list of sections: ${SECTIONS.join(",")}
  --rounds N              baseline/target pairs per load target (default 3)
  --duration S            seconds per load run (default 10; 3 with --quick)
  --warmup S              seconds of warm-up per URL (default 3; 1 with --quick)
  --connections N         autocannon connections (default 50)
  --lighthouse-runs N     Lighthouse runs per page (default 3; 1 with --quick)
  --cold-starts N         cold starts on the seeded folder (default 3)
  --accept-encoding VAL   send this Accept-Encoding on load runs (default: none)
  --report PATH           where to write the Markdown report
Full runs write bench/REPORT.md; --quick or --only runs write bench/results/REPORT-quick.md or
REPORT-partial.md unless --report is given. Raw JSON goes to bench/results/.`);
  process.exit(0);
}

function positiveInt(value, fallback, name) {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} must be a positive integer`);
  return number;
}

const only = flags.only ? flags.only.split(",").map((section) => section.trim()) : SECTIONS;
for (const section of only) if (!SECTIONS.includes(section)) throw new Error(`--only: unknown section ${section}`);
const settings = {
  quick: flags.quick,
  build: !flags["no-build"],
  buildDir: flags["build-dir"] ?? process.env.BUILD_DIR ?? "build-bench",
  sections: only,
  rounds: positiveInt(flags.rounds, 3, "rounds"),
  duration: positiveInt(flags.duration, flags.quick ? 3 : 10, "duration"),
  warmup: positiveInt(flags.warmup, flags.quick ? 1 : 3, "warmup"),
  connections: positiveInt(flags.connections, 50, "connections"),
  lighthouseRuns: positiveInt(flags["lighthouse-runs"], flags.quick ? 1 : 3, "lighthouse-runs"),
  coldStarts: positiveInt(flags["cold-starts"], 3, "cold-starts"),
  acceptEncoding: flags["accept-encoding"] ?? null,
};
const partial = only.length !== SECTIONS.length;
const reportPath = path.resolve(
  root,
  flags.report ??
    (partial ? "bench/results/REPORT-partial.md" : settings.quick ? "bench/results/REPORT-quick.md" : "bench/REPORT.md"),
);
const resultsDirectory = path.join(root, "bench", "results");
const buildDirectory = path.resolve(root, settings.buildDir);

const LOAD_TARGETS = [
  { id: "websearch", label: "JSON API: `GET /api/v1/posts/websearch?query=amalfi`", path: "/api/v1/posts/websearch?query=amalfi" },
  { id: "listingDetail", label: "JSON API: `GET /api/v1/posts/showbyslug/villa-rosa-amalfi`", path: "/api/v1/posts/showbyslug/villa-rosa-amalfi" },
  { id: "ssrHotel", label: "SSR hotel page `/villa-rosa-amalfi`", path: "/villa-rosa-amalfi" },
];
const LIGHTHOUSE_PAGES = ["/", "/villa-rosa-amalfi", "/destinations", "/upgrade"];

const startedAt = Date.now();
function log(message) {
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(0).padStart(4);
  console.log(`[bench ${seconds}s] ${message}`);
}

// ---- cleanup: every child runs in its own process group and is killed on any way out ----
const temporaryDirectories = new Set();
function cleanupSync() {
  killAllSync();
  for (const directory of temporaryDirectories) rmSync(directory, { recursive: true, force: true });
  temporaryDirectories.clear();
}
process.on("exit", cleanupSync);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    console.error(`\n[bench] ${signal}: stopping everything it started`);
    cleanupSync();
    process.exit(130);
  });
}

const pinning = cpuPinning();
const serverCpu = pinning.available ? pinning.server : undefined;
const loadCpu = pinning.available ? pinning.load : undefined;

function serverEnvironment(dataDir, port) {
  const environment = { ...process.env };
  for (const name of ["DATABASE_URL", "PUBLIC_URL", "API_SITE_URL", "SEED_DEMO"]) delete environment[name];
  return {
    ...environment,
    BUILD_DIR: settings.buildDir,
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST,
    LOG_LEVEL: "warn",
  };
}

/** Spawns `node <build>/main.js` pinned to the server CPU; returns it with ms to first 200 from /api/v1/health. */
async function startAppServer(dataDir, name) {
  const port = await freePort();
  const [command, args] = nodeCommand(serverCpu, [path.join(buildDirectory, "main.js")]);
  const started = performance.now();
  const child = spawnTracked(name, command, args, { cwd: root, env: serverEnvironment(dataDir, port) });
  const ms = await waitFor200(`http://${HOST}:${port}/api/v1/health`, { child, startedAt: started, timeoutMs: 120_000 });
  return { child, port, origin: `http://${HOST}:${port}`, ms };
}

async function startHelloServer() {
  const port = await freePort();
  const [command, args] = nodeCommand(serverCpu, [path.join(root, "bench", "hello-server.mjs"), String(port)]);
  const child = spawnTracked("hello-world", command, args, { cwd: root });
  await waitFor200(`http://${HOST}:${port}/`, { child, timeoutMs: 10_000 });
  return { child, origin: `http://${HOST}:${port}` };
}

async function loadRun(url, duration) {
  const options = { url, connections: settings.connections, duration };
  if (settings.acceptEncoding) options.headers = { "accept-encoding": settings.acceptEncoding };
  const [command, args] = nodeCommand(loadCpu, [path.join(root, "bench", "load-worker.mjs"), JSON.stringify(options)]);
  const child = spawnTracked("autocannon", command, args, { cwd: root });
  const { code } = await child.exited;
  const line = child.stdoutText.trim().split("\n").pop();
  if (code !== 0 || !line) throw new Error(`autocannon failed on ${url} (exit ${code}):\n${child.output.slice(-4000)}`);
  return JSON.parse(line);
}

function readMemory(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
    return { peakRssMb: kb("VmHWM") / 1024, rssMb: kb("VmRSS") / 1024 };
  } catch {
    return null;
  }
}

function gitInfo() {
  try {
    const commit = execFileSync("git", ["rev-parse", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
    const changed = execFileSync("git", ["status", "--porcelain"], { cwd: root, encoding: "utf8" }).split("\n").filter(Boolean).length;
    return { commit, uncommittedChanges: changed };
  } catch {
    return { commit: "unknown", uncommittedChanges: null };
  }
}

// ---- sections ----

/** First-ever start on the empty `dataDir` (which seeds it), then cold starts on the seeded folder. */
async function coldStartSection(dataDir) {
  const result = { firstEverMs: null, runsMs: [], medianMs: null };
  log("cold start: first-ever start (creates, migrates and seeds an empty folder)");
  const first = await startAppServer(dataDir, "server (first start)");
  result.firstEverMs = first.ms;
  await stopProcess(first.child);
  log(`  first-ever start: ${first.ms.toFixed(0)} ms`);
  for (let run = 1; run <= settings.coldStarts; run += 1) {
    const server = await startAppServer(dataDir, `server (cold start ${run})`);
    await stopProcess(server.child);
    result.runsMs.push(server.ms);
    log(`  cold start ${run}/${settings.coldStarts} on the seeded folder: ${server.ms.toFixed(0)} ms`);
  }
  result.medianMs = median(result.runsMs);
  return result;
}

async function probe(origin, urlPath) {
  try {
    return (await httpGet(`${origin}${urlPath}`, { timeoutMs: 30_000 })).status;
  } catch (error) {
    return `error: ${error.message}`;
  }
}

async function loadSection(server, hello) {
  const targets = [];
  for (const target of LOAD_TARGETS) {
    const status = await probe(server.origin, target.path);
    targets.push({ ...target, status, available: status === 200, runs: [] });
    log(`load: ${target.path} answers ${status}${status === 200 ? "" : " (not available yet)"}`);
  }
  const available = targets.filter((target) => target.available);
  const warmups = [`${hello.origin}/`, ...available.map((target) => `${server.origin}${target.path}`)];
  for (const url of warmups) {
    log(`load: warm-up ${settings.warmup} s on ${url}`);
    await loadRun(url, settings.warmup);
  }
  for (let round = 1; round <= settings.rounds; round += 1) {
    for (const target of available) {
      const baseline = await loadRun(`${hello.origin}/`, settings.duration);
      const measured = await loadRun(`${server.origin}${target.path}`, settings.duration);
      const ratio = measured.requestsPerSecond / baseline.requestsPerSecond;
      target.runs.push({ round, baseline, target: measured, ratio });
      log(
        `load: round ${round}/${settings.rounds} ${target.id}: ${measured.requestsPerSecond.toFixed(0)} req/s ÷ hello ${baseline.requestsPerSecond.toFixed(0)} = ${ratio.toFixed(3)}` +
          ` (p50 ${measured.latencyMs.p50} ms, p99 ${measured.latencyMs.p99} ms, non-2xx ${measured.non2xx}, errors ${measured.errors})`,
      );
    }
  }
  for (const target of available) {
    target.medianRatio = median(target.runs.map((run) => run.ratio));
    target.medianRequestsPerSecond = median(target.runs.map((run) => run.target.requestsPerSecond));
    target.medianBaselineRequestsPerSecond = median(target.runs.map((run) => run.baseline.requestsPerSecond));
    target.medianP50 = median(target.runs.map((run) => run.target.latencyMs.p50));
    target.medianP99 = median(target.runs.map((run) => run.target.latencyMs.p99));
    // autocannon counts timeouts among errors.
    target.bad = target.runs.reduce((total, run) => total + run.target.non2xx + run.target.errors, 0);
  }
  return { targets };
}

async function lighthouseSection(server) {
  const pages = [];
  const directory = path.join(resultsDirectory, "lighthouse");
  mkdirSync(directory, { recursive: true });
  for (const page of LIGHTHOUSE_PAGES) {
    const status = await probe(server.origin, page);
    const entry = { page, status, available: status === 200, runs: [] };
    pages.push(entry);
    if (!entry.available) {
      log(`lighthouse: ${page} answers ${status} (not available yet)`);
      continue;
    }
    const slug = page === "/" ? "home" : page.replace(/^\//, "").replace(/[^a-z0-9-]+/gi, "_");
    for (let run = 1; run <= settings.lighthouseRuns; run += 1) {
      try {
        const summary = await runLighthouse(`${server.origin}${page}`, { saveTo: path.join(directory, `${slug}-run${run}.json`) });
        entry.runs.push(summary);
        log(`lighthouse: ${page} run ${run}/${settings.lighthouseRuns}: ${CATEGORIES.map((id) => `${id} ${summary.scores[id] ?? "?"}`).join(", ")}`);
      } catch (error) {
        entry.runs.push({ error: error instanceof Error ? error.message : String(error) });
        log(`lighthouse: ${page} run ${run} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    const good = entry.runs.filter((run) => run.scores);
    entry.medianScores = Object.fromEntries(CATEGORIES.map((id) => [id, median(good.map((run) => run.scores[id]))]));
    // The run whose performance score is the median supplies the metrics shown in the report.
    const byPerformance = [...good].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
    entry.medianRun = byPerformance[Math.floor((byPerformance.length - 1) / 2)] ?? null;
    const failing = new Map();
    for (const run of good) {
      for (const audit of run.failing) {
        const key = `${audit.category}/${audit.id}`;
        const seen = failing.get(key) ?? { ...audit, runs: 0 };
        seen.runs += 1;
        failing.set(key, seen);
      }
    }
    entry.failing = [...failing.values()];
    entry.runCount = entry.runs.length;
  }
  return { pages, runsPerPage: settings.lighthouseRuns };
}

// ---- main ----

async function main() {
  mkdirSync(resultsDirectory, { recursive: true });
  const results = {
    startedAt: new Date(startedAt).toISOString(),
    settings,
    machine: {
      nproc: os.availableParallelism(),
      cpuModel: os.cpus()[0]?.model ?? "unknown",
      memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
      node: process.version,
      platform: `${os.type()} ${os.release()} ${os.arch()}`,
      loadAverageAtStart: os.loadavg(),
    },
    git: gitInfo(),
    pinning,
  };
  log(
    pinning.available
      ? `pinning: server and hello-world on CPU ${pinning.server}, load generator on CPU ${pinning.load}`
      : `pinning unavailable (${pinning.reason}); running unpinned`,
  );

  if (settings.build) {
    log(`building into ${settings.buildDir}`);
    const buildStarted = performance.now();
    await runToCompletion("npm run build", "npm", ["run", "build"], { cwd: root, env: { ...process.env, BUILD_DIR: settings.buildDir } });
    results.buildSeconds = (performance.now() - buildStarted) / 1000;
  }
  if (!existsSync(path.join(buildDirectory, "main.js"))) throw new Error(`no build at ${buildDirectory} (run without --no-build)`);
  results.buildId = (await readFile(path.join(buildDirectory, "server", "index.js"), "utf8")).match(/"version":\s*"([0-9a-f]+)"/)?.[1] ?? null;

  const dataDir = await mkdtemp(path.join(os.tmpdir(), "amora-bench-data-"));
  temporaryDirectories.add(dataDir);
  let server;
  let hello;
  try {
    if (only.includes("cold")) {
      results.coldStart = await coldStartSection(dataDir);
    } else {
      log("seeding the data folder");
    }
    server = await startAppServer(dataDir, "server");
    log(`server up on ${server.origin} (pid ${server.child.pid}) in ${server.ms.toFixed(0)} ms`);

    if (only.includes("js")) {
      log("javascript: measuring the home route and route chunks");
      results.javascript = await measureJavaScript({ origin: server.origin, clientDirectory: path.join(buildDirectory, "client") });
    }
    if (only.includes("load")) {
      hello = await startHelloServer();
      log(`hello-world baseline on ${hello.origin}`);
      results.load = await loadSection(server, hello);
      results.memory = readMemory(server.child.pid);
      await stopProcess(hello.child);
      hello = undefined;
      if (results.memory) log(`memory: peak RSS ${results.memory.peakRssMb.toFixed(0)} MB after the load runs`);
    }
    if (only.includes("lighthouse")) {
      results.lighthouse = await lighthouseSection(server);
    }
  } finally {
    if (hello) await stopProcess(hello.child);
    if (server) await stopProcess(server.child);
  }

  results.durationSeconds = (Date.now() - startedAt) / 1000;
  results.machine.loadAverageAtEnd = os.loadavg();
  const stamp = results.startedAt.replace(/[:.]/g, "-");
  const rawFile = path.join(resultsDirectory, `bench-${stamp}${settings.quick ? "-quick" : ""}.json`);
  await writeFile(rawFile, `${JSON.stringify(results, null, 2)}\n`);
  await writeFile(path.join(resultsDirectory, "latest.json"), `${JSON.stringify(results, null, 2)}\n`);
  const report = renderReport(results, { rawFile: path.relative(root, rawFile) });
  mkdirSync(path.dirname(reportPath), { recursive: true });
  await writeFile(reportPath, report.markdown);
  console.log(`\n${report.summary}\n`);
  log(`report: ${path.relative(root, reportPath)}; raw: ${path.relative(root, rawFile)}; took ${results.durationSeconds.toFixed(0)} s`);
}

main().then(
  () => {
    cleanupSync();
    process.exit(0);
  },
  (error) => {
    console.error(`[bench] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    cleanupSync();
    process.exit(1);
  },
);
