// `npm run bench`: the performance bars of docs/quality.md, measured against a plain node:http
// hello world in the same run. Method and flags: bench/README.md.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { cp, mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { URLSearchParams, fileURLToPath } from "node:url";
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
import {
  bulkSeedArgs,
  createBenchDatabase,
  databaseSize,
  dropBenchDatabase,
  dropBenchDatabaseSync,
  folderSize,
  probePaths,
  searchCacheKey,
} from "../bench/lib/search.mjs";
import { SEARCH_QUERIES, websearchPath } from "../bench/search-queries.mjs";
import { BOOKING_CITIES, availabilityPath, bookingStay, roomsAndRatePath } from "../bench/booking-queries.mjs";
import { buildBacklog, startSmtpSink, timeSignInCode, waitForCount } from "../bench/lib/mail.mjs";
import { HOLD_CONNECTIONS, HOLD_ROOMS, holdStay, prepareLastRooms, roomsStillLeft } from "../bench/lib/holds.mjs";
import { median } from "../bench/lib/stats.mjs";
import { hotelPagePaths, pinPostgres, probeReaderPages, sessionCookie, signIn, signUp } from "../bench/lib/members.mjs";
import { searchQualityMarkdown } from "../bench/lib/search-quality.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SECTIONS = ["cold", "load", "js", "lighthouse", "search", "mail", "holds", "search-quality"];
/** Sections that need no build: they run the search code itself (through tsx). */
const SOURCE_SECTIONS = ["search-quality"];
/** Sections measured on the demo-catalogue server (the search section starts its own). */
const DEMO_SECTIONS = ["cold", "load", "js", "lighthouse"];

const { values: flags } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    "no-build": { type: "boolean", default: false },
    "build-dir": { type: "string" },
    only: { type: "string" },
    rounds: { type: "string" },
    "info-rounds": { type: "string" },
    duration: { type: "string" },
    warmup: { type: "string" },
    connections: { type: "string" },
    "lighthouse-runs": { type: "string" },
    "cold-starts": { type: "string" },
    "accept-encoding": { type: "string" },
    report: { type: "string" },
    search: { type: "boolean", default: false },
    "search-connections": { type: "string" },
    "search-total": { type: "string" },
    "search-plumbing": { type: "boolean", default: false },
    reseed: { type: "boolean", default: false },
    "postgres-url": { type: "string" },
    "no-postgres": { type: "boolean", default: false },
    "mail-backlog": { type: "string" },
    ports: { type: "string" },
    help: { type: "boolean", short: "h", default: false },
  },
});

if (flags.help) {
  console.log(`Usage: npm run bench -- [options]
  --quick                 3 s load runs, 1 s warm-up, 1 Lighthouse run (development)
  --no-build              use the existing build in the build folder
  --build-dir DIR         build folder (default: $BUILD_DIR or build-bench)
  --only LIST             comma list of sections: ${SECTIONS.join(",")}
  --rounds N              baseline/target pairs per load target with a bar (default 3)
  --info-rounds N         baseline/target pairs per report-only load target and per members'
                          figure on PostgreSQL (default 1)
  --duration S            seconds per load run (default 10; 3 with --quick)
  --warmup S              seconds of warm-up per URL (default 3; 1 with --quick)
  --connections N         autocannon connections (default 50)
  --lighthouse-runs N     Lighthouse runs per page (default 3; 1 with --quick)
  --cold-starts N         cold starts on the seeded folder (default 3)
  --accept-encoding VAL   send this Accept-Encoding on load runs (default: none)
  --report PATH           where to write the Markdown report
  --search                only the search section (same as --only search; combines with --only)
  --search-connections N  concurrency of the search load (default 8)
  --search-total N        listings in the search database (default 100000)
  --search-plumbing       load /api/v1/posts/showbyslug/<bulk slug> instead of websearch (harness check)
  --reseed                rebuild the cached seeded PGlite folder even if its key matches
  --postgres-url URL      PostgreSQL admin URL, loopback only (default $BENCH_POSTGRES_URL or
                          postgres://postgres@127.0.0.1:5432/postgres); a database
                          amora_bench_<pid> is created there and dropped at the end
  --no-postgres           search, mail, holds and the members' load on PGlite only
  --mail-backlog N        ordinary messages queued ahead of the sign-in codes (default 1000)
  --ports FROM-TO         ports for the servers the bench starts (default 3300-3399)
Full runs write bench/REPORT.md; --quick, --only or --search runs write
bench/results/REPORT-quick.md, REPORT-partial.md or REPORT-search.md unless --report is given.
Raw JSON goes to bench/results/.`);
  process.exit(0);
}

function positiveInt(value, fallback, name) {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} must be a positive integer`);
  return number;
}

const only = flags.only ? flags.only.split(",").map((section) => section.trim()) : flags.search ? [] : [...SECTIONS];
if (flags.search && !only.includes("search")) only.push("search");
for (const section of only) if (!SECTIONS.includes(section)) throw new Error(`--only: unknown section ${section}`);
const settings = {
  quick: flags.quick,
  build: !flags["no-build"],
  buildDir: flags["build-dir"] ?? process.env.BUILD_DIR ?? "build-bench",
  sections: only,
  rounds: positiveInt(flags.rounds, 3, "rounds"),
  infoRounds: positiveInt(flags["info-rounds"], 1, "info-rounds"),
  duration: positiveInt(flags.duration, flags.quick ? 3 : 10, "duration"),
  warmup: positiveInt(flags.warmup, flags.quick ? 1 : 3, "warmup"),
  connections: positiveInt(flags.connections, 50, "connections"),
  lighthouseRuns: positiveInt(flags["lighthouse-runs"], flags.quick ? 1 : 3, "lighthouse-runs"),
  coldStarts: positiveInt(flags["cold-starts"], 3, "cold-starts"),
  acceptEncoding: flags["accept-encoding"] ?? null,
  searchConnections: positiveInt(flags["search-connections"], 8, "search-connections"),
  searchTotal: positiveInt(flags["search-total"], 100_000, "search-total"),
  searchPlumbing: flags["search-plumbing"],
  reseed: flags.reseed,
  mailBacklog: positiveInt(flags["mail-backlog"], 1000, "mail-backlog"),
  postgresUrl: flags["no-postgres"] ? null : (flags["postgres-url"] ?? process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres"),
  ports: portRange(flags.ports),
};

function portRange(value) {
  if (value === undefined) return { from: 3300, to: 3399 };
  const match = /^(\d+)-(\d+)$/.exec(value);
  if (!match || Number(match[1]) > Number(match[2]) || Number(match[1]) < 1024 || Number(match[2]) > 65535) {
    throw new Error("--ports must look like 3300-3399");
  }
  return { from: Number(match[1]), to: Number(match[2]) };
}
const partial = only.length !== SECTIONS.length;
const searchOnly = only.length === 1 && only[0] === "search";
const reportPath = path.resolve(
  root,
  flags.report ??
    (searchOnly
      ? "bench/results/REPORT-search.md"
      : partial
        ? "bench/results/REPORT-partial.md"
        : settings.quick
          ? "bench/results/REPORT-quick.md"
          : "bench/REPORT.md"),
);
const resultsDirectory = path.join(root, "bench", "results");
const buildDirectory = path.resolve(root, settings.buildDir);

const LOAD_TARGETS = [
  { id: "websearch", label: "JSON API: `GET /api/v1/posts/websearch?query=amalfi`", path: "/api/v1/posts/websearch?query=amalfi" },
  { id: "listingPage", label: "JSON API: `GET /api/v1/hotels?page=1`", path: "/api/v1/hotels?page=1" },
  { id: "listingDetail", label: "JSON API: `GET /api/v1/posts/showbyslug/villa-rosa-amalfi`", path: "/api/v1/posts/showbyslug/villa-rosa-amalfi" },
  { id: "ssrHotel", label: "SSR hotel page `/villa-rosa-amalfi`", path: "/villa-rosa-amalfi" },
];
/**
 * Pages as signed-in readers see them, and the whole catalogue (decision 055: catalogue pages are
 * rendered once for everyone and filled per member). `as`: whose session cookie every request
 * carries (READERS); `paths: "hotels"`: each connection cycles through every hotel page; `path`
 * may be a function of the demo hotel (its id and city) and the stay; `expect`: text the probe
 * requires in each page (by default a member's page must hold the member's e-mail, so a cookie the
 * server ignored is not measured as a member's page); `bar`: measured for --rounds rounds against
 * a bar, otherwise for --info-rounds (report only). `postgres`: measured on PostgreSQL too.
 */
const READER_TARGETS = [
  // The visitors' cycling comes first, so the members' pass (two runs and a hello-world later, over
  // 30 s) finds every page expired and renders them all: its run starts with none about to expire.
  { id: "visitorCycle", label: "Visitor, cycling every hotel page", paths: "hotels" },
  { id: "memberHotel", label: "Signed-in member, one hotel page `/villa-rosa-amalfi`", path: "/villa-rosa-amalfi", as: "member", bar: true, postgres: true },
  { id: "memberCycle", label: "Signed-in member, cycling every hotel page", paths: "hotels", as: "member", bar: true, postgres: true },
  {
    id: "memberRooms",
    label: "Signed-in member, a hotel's rooms for a stay `/hotelroom/{HotelId}`",
    path: ({ hotel, stay }) => `/hotelroom/${hotel.id}?${stay}`,
    as: "member",
    expect: "/hotelbooking/",
  },
  {
    id: "memberSearch",
    label: "Signed-in member, a city's hotels for a stay `/search/{LocationId}`",
    path: ({ hotel, stay }) => `/search/${encodeURIComponent(hotel.city)}?${stay}`,
    as: "member",
    expect: "/hotelroom/",
  },
  { id: "vipOffers", label: "VIP member, the offers inbox `/offer`", path: "/offer", as: "vip", expect: "Villa Rosa Amalfi" },
  { id: "ownerDashboard", label: "Hotel owner, the business dashboard `/dashboard`", path: "/dashboard", as: "owner", expect: "Villa Rosa Amalfi" },
];
/** The demo accounts the reader targets sign in as (README "Demo accounts"; embedded database only). */
const READERS = { member: "member@amora.travel", vip: "vip@amora.travel", owner: "hotel@amora.travel" };
/** The hotel of the booking targets: the demo's own (owned by hotel@amora.travel). */
const READER_HOTEL = "villa-rosa-amalfi";
/** A day of next month (UTC): a stay wholly ahead and inside the demo inventory's year. */
function nextMonthDay(day) {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, day)).toISOString().slice(0, 10);
}
const BENCH_STAY = `checkin=${nextMonthDay(10)}&checkout=${nextMonthDay(13)}&adults=2`;
const LIGHTHOUSE_PAGES = [
  "/",
  "/villa-rosa-amalfi",
  "/destinations",
  "/upgrade",
  // The booking pages: a city's dated results (/search/{LocationId}) and a hotel's rooms (/hotelroom/{HotelId}).
  `/search/kyoto?${BENCH_STAY}`,
  `/hotelroom/villa-rosa-amalfi?${BENCH_STAY}`,
];

const startedAt = Date.now();
function log(message) {
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(0).padStart(4);
  console.log(`[bench ${seconds}s] ${message}`);
}

// ---- cleanup: every child runs in its own process group and is killed on any way out ----
const temporaryDirectories = new Set();
/** PostgreSQL databases created by this run: name -> admin URL; dropped on every way out. */
const temporaryDatabases = new Map();
/** Restorers of PostgreSQL's processes' CPU affinity (pinned for the members' load on PostgreSQL). */
const postgresPins = new Set();
function cleanupSync() {
  for (const restore of postgresPins) restore();
  postgresPins.clear();
  killAllSync();
  for (const directory of temporaryDirectories) rmSync(directory, { recursive: true, force: true });
  temporaryDirectories.clear();
  for (const [name, adminUrl] of temporaryDatabases) dropBenchDatabaseSync(adminUrl, name);
  temporaryDatabases.clear();
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

/**
 * `extra`: the search section passes SEARCH_RESULT_CACHE=false, so its figures time a search on
 * every request; the load section measures the server as deployed (popular answers cached).
 */
function serverEnvironment(dataDir, port, databaseUrl, extra = {}) {
  const environment = { ...process.env };
  for (const name of ["DATABASE_URL", "PUBLIC_URL", "API_SITE_URL", "SEED_DEMO", "SEARCH_RESULT_CACHE", "SMTP_URL", "OPERATOR_EMAIL", "TRUST_PROXY"]) delete environment[name];
  return {
    ...environment,
    // Production with DATABASE_URL needs a real secret and a mail server; the bench's database is
    // throwaway, and outside the mail section nothing is mailed (a server that is not there will do).
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, APP_SECRET: randomBytes(32).toString("base64url"), SMTP_URL: `smtp://${HOST}:9` } : {}),
    BUILD_DIR: settings.buildDir,
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST,
    LOG_LEVEL: "warn",
    ...extra,
  };
}

/** Spawns `node <build>/main.js` pinned to the server CPU; returns it with ms to first 200 from /api/v1/health. */
async function startAppServer(dataDir, name, databaseUrl, extra) {
  const port = await freePort(settings.ports.from, settings.ports.to);
  const [command, args] = nodeCommand(serverCpu, [path.join(buildDirectory, "main.js")]);
  const started = performance.now();
  const child = spawnTracked(name, command, args, { cwd: root, env: serverEnvironment(dataDir, port, databaseUrl, extra) });
  const ms = await waitFor200(`http://${HOST}:${port}/api/v1/health`, { child, startedAt: started, timeoutMs: 120_000 });
  return { child, port, origin: `http://${HOST}:${port}`, ms };
}

async function startHelloServer() {
  const port = await freePort(settings.ports.from, settings.ports.to);
  const [command, args] = nodeCommand(serverCpu, [path.join(root, "bench", "hello-server.mjs"), String(port)]);
  const child = spawnTracked("hello-world", command, args, { cwd: root });
  await waitFor200(`http://${HOST}:${port}/`, { child, timeoutMs: 10_000 });
  return { child, origin: `http://${HOST}:${port}` };
}

/**
 * One autocannon run. `headers` go with every request (a session cookie), beside Accept-Encoding
 * when --accept-encoding is given; `stagger` spreads the connections over `paths` (load-worker.mjs).
 */
async function loadRun(url, duration, { connections = settings.connections, paths, stagger, post, headers } = {}) {
  const options = { url, connections, duration, ...(paths ? { paths, ...(stagger ? { stagger } : {}) } : {}), ...(post ? { post } : {}) };
  const allHeaders = { ...(settings.acceptEncoding ? { "accept-encoding": settings.acceptEncoding } : {}), ...headers };
  if (Object.keys(allHeaders).length > 0) options.headers = allHeaders;
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

/** The demo hotel of the booking targets: its id (for /hotelroom/{HotelId}) and city (for /search/{LocationId}). */
async function readerHotel(origin) {
  const response = await httpGet(`${origin}/api/v1/posts/showbyslug/${READER_HOTEL}`, { timeoutMs: 30_000 });
  if (response.status !== 200) throw new Error(`${READER_HOTEL} answers ${response.status}`);
  const { data } = JSON.parse(response.body.toString("utf8"));
  return { id: data.id, city: data.city };
}

/**
 * READER_TARGETS (the given ones) resolved on `origin`: the reader's cookie, the path or every
 * hotel page's path, what the probe expects. `readers`: role -> { email, cookie } or { email, error }.
 * A target that cannot be resolved carries its reason as `status` and is reported, not run.
 */
async function resolveReaderTargets(origin, definitions, readers) {
  let hotelPaths;
  let hotel;
  const stay = new URLSearchParams(bookingStay()).toString();
  const targets = [];
  for (const definition of definitions) {
    const target = { id: definition.id, label: definition.label, bar: definition.bar === true, headers: {}, runs: [] };
    if (definition.expect) target.expect = definition.expect;
    try {
      if (definition.as) {
        const reader = readers[definition.as];
        target.reader = reader.email;
        if (reader.error) throw new Error(reader.error);
        target.headers = { cookie: reader.cookie };
        target.expect ??= reader.email;
      }
      if (definition.paths === "hotels") {
        hotelPaths ??= await hotelPagePaths(origin);
        if (hotelPaths.length === 0) throw new Error("GET /api/v1/hotels lists no hotel");
        target.paths = hotelPaths;
      } else if (typeof definition.path === "function") {
        hotel ??= await readerHotel(origin);
        target.path = definition.path({ hotel, stay });
      } else target.path = definition.path;
    } catch (error) {
      target.status = error instanceof Error ? error.message : String(error);
      target.available = false;
    }
    const where = target.paths ? `every hotel page (${target.paths.length}), cycling` : (target.path ?? "?");
    target.name = `${where}${target.reader ? ` as ${target.reader}` : ""}`;
    targets.push(target);
  }
  return targets;
}

/** What a probe or pass found wrong, in a few words. */
const shortfall = (failures, count) =>
  count === 1 ? failures[0].problem : `${failures.length} of ${count} pages fell short (${failures[0].path}: ${failures[0].problem})`;

/**
 * Probes each target (every page it asks for answers 200 with what the reader should see), warms
 * each up, then per round a hello-world run and a target run right after it: targets with a bar
 * for --rounds rounds, the others for --info-rounds (`roundsOf`). A cycling target is probed by a pass over
 * every page as its reader between its hello-world run and its run, each round: the pass renders
 * the pages that expired from the page cache (30 s), so each run starts with the catalogue kept,
 * as it is under sustained traffic; the run's x-page-cache counts show the renders it still met.
 * A target already carrying a `status` (it could not be resolved) is reported, not run.
 */
async function measureTargets(server, hello, targets, { database, roundsOf = (target) => (target.bar ? settings.rounds : settings.infoRounds) } = {}) {
  const origin = server.origin;
  const prefix = database ? `load (${database})` : "load";
  for (const target of targets) {
    target.runs ??= [];
    if (target.status !== undefined) {
      log(`${prefix}: ${target.name}: ${target.status} (not measured)`);
      continue;
    }
    if (target.paths) {
      target.available = true;
      log(`${prefix}: ${target.name}: probed by the pass over every page before each run`);
      continue;
    }
    const { failures } = await probeReaderPages(origin, [target.path], { headers: target.headers, expect: target.expect });
    target.available = failures.length === 0;
    target.status = target.available ? 200 : shortfall(failures, 1);
    log(`${prefix}: ${target.name} ${target.available ? "answers 200" : `${target.status} (not available yet)`}`);
  }
  const available = targets.filter((target) => target.available);
  const runOn = (target, duration) =>
    target.paths
      ? loadRun(origin, duration, { paths: target.paths, stagger: true, headers: target.headers })
      : loadRun(`${origin}${target.path}`, duration, { headers: target.headers });
  log(`${prefix}: warm-up ${settings.warmup} s on ${hello.origin}/`);
  await loadRun(`${hello.origin}/`, settings.warmup);
  for (const target of available.filter((candidate) => !candidate.paths)) {
    log(`${prefix}: warm-up ${settings.warmup} s on ${target.name}`);
    await runOn(target, settings.warmup);
  }
  const rounds = Math.max(0, ...available.map(roundsOf));
  for (let round = 1; round <= rounds; round += 1) {
    for (const target of available.filter((candidate) => candidate.available && roundsOf(candidate) >= round)) {
      const baseline = await loadRun(`${hello.origin}/`, settings.duration);
      let pass;
      if (target.paths) {
        const { failures, ms, pageCache } = await probeReaderPages(origin, target.paths, { headers: target.headers, expect: target.expect });
        pass = { ms, pageCache, failures: failures.length };
        log(`${prefix}: ${target.id}: pass over ${target.paths.length} pages in ${(ms / 1000).toFixed(1)} s, ${pageCache.miss ?? 0} rendered${failures.length ? `; ${shortfall(failures, target.paths.length)}` : ""}`);
        if (failures.length > 0) {
          target.status = shortfall(failures, target.paths.length);
          if (target.runs.length === 0) {
            target.available = false;
            log(`${prefix}: ${target.name}: ${target.status} (not available yet)`);
            continue;
          }
        } else if (target.runs.length === 0) target.status = 200;
      }
      const measured = await runOn(target, settings.duration);
      const ratio = measured.requestsPerSecond / baseline.requestsPerSecond;
      // The server's memory after each run: which pages make it grow.
      target.runs.push({ round, baseline, target: measured, ratio, ...(pass ? { pass } : {}), memory: readMemory(server.child.pid) });
      const cache = measured.pageCache ? `, page cache ${Object.entries(measured.pageCache).map(([state, count]) => `${state} ${count}`).join(" ")}` : "";
      log(
        `${prefix}: round ${round}/${roundsOf(target)} ${target.id}: ${measured.requestsPerSecond.toFixed(0)} req/s ÷ hello ${baseline.requestsPerSecond.toFixed(0)} = ${ratio.toFixed(3)}` +
          ` (p50 ${measured.latencyMs.p50} ms, p99 ${measured.latencyMs.p99} ms, non-2xx ${measured.non2xx}, errors ${measured.errors}${cache})`,
      );
    }
  }
  for (const target of targets.filter((candidate) => candidate.available && candidate.runs.length > 0)) {
    target.medianRatio = median(target.runs.map((run) => run.ratio));
    target.medianRequestsPerSecond = median(target.runs.map((run) => run.target.requestsPerSecond));
    target.medianBaselineRequestsPerSecond = median(target.runs.map((run) => run.baseline.requestsPerSecond));
    target.medianP50 = median(target.runs.map((run) => run.target.latencyMs.p50));
    target.medianP99 = median(target.runs.map((run) => run.target.latencyMs.p99));
    // autocannon counts timeouts among errors; a page a later pass found wrong counts too.
    target.bad = target.runs.reduce((total, run) => total + run.target.non2xx + run.target.errors + (run.pass?.failures ?? 0), 0);
  }
  return targets;
}

async function loadSection(server, hello) {
  const readers = {};
  for (const [role, email] of Object.entries(READERS)) {
    try {
      readers[role] = { email, cookie: sessionCookie(await signIn(server.origin, email)) };
    } catch (error) {
      readers[role] = { email, error: error instanceof Error ? error.message : String(error) };
      log(`load: ${readers[role].error}`);
    }
  }
  const targets = [
    ...LOAD_TARGETS.map((target) => ({ ...target, name: target.path, bar: true, headers: {} })),
    ...(await resolveReaderTargets(server.origin, READER_TARGETS, readers)),
  ];
  await measureTargets(server, hello, targets);
  const postgres = settings.postgresUrl ? await membersOnPostgres(hello) : { unavailable: "--no-postgres" };
  return { targets, postgres };
}

/**
 * The members' figures on PostgreSQL: a throw-away database that the server's first start
 * migrates and seeds with the demo catalogue (no demo accounts there: the member signs up), every
 * PostgreSQL process on the server's CPU while the runs last, restored afterwards.
 */
async function membersOnPostgres(hello) {
  const adminUrl = settings.postgresUrl;
  const name = `amora_bench_load_${process.pid}`;
  temporaryDatabases.set(name, adminUrl);
  const database = await createBenchDatabase(adminUrl, name);
  if (!database.url) {
    temporaryDatabases.delete(name);
    log(`load: PostgreSQL unavailable (${database.reason})`);
    return { unavailable: database.reason };
  }
  const unusedDataDir = await mkdtemp(path.join(os.tmpdir(), "amora-bench-pg-"));
  temporaryDirectories.add(unusedDataDir);
  let pgServer;
  let pin;
  try {
    pgServer = await startAppServer(unusedDataDir, "server (load, PostgreSQL)", database.url);
    log(`load: PostgreSQL server on ${pgServer.origin} (pid ${pgServer.child.pid}), first start (migrate + demo catalogue) in ${pgServer.ms.toFixed(0)} ms`);
    const email = `bench-member-${process.pid}@example.com`;
    let member;
    try {
      member = { email, cookie: sessionCookie(await signUp(pgServer.origin, email, randomBytes(12).toString("base64url"))) };
    } catch (error) {
      member = { email, error: error instanceof Error ? error.message : String(error) };
      log(`load (PostgreSQL): ${member.error}`);
    }
    const targets = await resolveReaderTargets(pgServer.origin, READER_TARGETS.filter((target) => target.postgres), { member });
    pin = serverCpu === undefined ? { pinned: false, reason: "CPU pinning unavailable", restore() {} } : pinPostgres(serverCpu);
    postgresPins.add(pin.restore);
    log(
      pin.pinned
        ? `load (PostgreSQL): ${pin.processes} PostgreSQL processes pinned to CPU ${serverCpu} with the server (their affinity before: ${[...new Set(Object.values(pin.previous))].join("; ")})`
        : `load (PostgreSQL): PostgreSQL's processes not pinned (${pin.reason})`,
    );
    // Beside PGlite's figures, for --info-rounds rounds (the section's time).
    await measureTargets(pgServer, hello, targets, { database: "PostgreSQL", roundsOf: () => settings.infoRounds });
    return { targets, firstStartMs: pgServer.ms, member: email, pinning: { pinned: pin.pinned, cpu: serverCpu ?? null, processes: pin.processes ?? 0, reason: pin.reason ?? null } };
  } finally {
    if (pin) {
      pin.restore();
      postgresPins.delete(pin.restore);
    }
    if (pgServer) await stopProcess(pgServer.child);
    await rm(unusedDataDir, { recursive: true, force: true });
    temporaryDirectories.delete(unusedDataDir);
    await dropBenchDatabase(adminUrl, name).catch((error) => log(`load: could not drop ${name}: ${error.message}`));
    temporaryDatabases.delete(name);
  }
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

// ---- search quality: Amora and MiniSearch on the demo catalogue (bench/search-quality-run.ts) ----

/**
 * Runs the queries of bench/search-quality-queries.mjs through Amora's search and MiniSearch
 * (in a tsx child: the search code is TypeScript) and scores them. Reports; never fails the run.
 */
async function searchQualitySection() {
  log("search quality: seeding the demo catalogue in memory and asking both engines every query");
  const out = path.join(resultsDirectory, "search-quality-answers.json");
  await runToCompletion("search quality", "npx", ["tsx", "bench/search-quality-run.ts", "--out", out], { cwd: root, env: process.env });
  const { documents, answers } = JSON.parse(await readFile(out, "utf8"));
  const { scores, shortfalls, markdown } = searchQualityMarkdown({ documents, answers });
  log(`search quality: Amora hit@1 ${(scores.all.amora.hit1 * 100).toFixed(1)}%, zero results ${(scores.all.amora.zero * 100).toFixed(1)}%`);
  return { documents, queries: answers.length, scores, shortfalls, markdown, answersFile: path.relative(root, out) };
}

// ---- search at 100k listings (PGlite, then PostgreSQL) ----

/** The search figures time the search itself: no answer comes from the result cache. */
const UNCACHED_SEARCH = { SEARCH_RESULT_CACHE: "false" };

/** Hotels with rooms, rates and nights after a bulk seed (its JSON summary), or null. */
const inventoryHotelsOf = (seed) => (seed?.inventory ? seed.inventory.before + seed.inventory.hotels : null);

/** Runs the bulk seed CLI against a stopped database; returns its JSON summary and wall time. */
async function bulkSeed(target) {
  const [command, args] = bulkSeedArgs(root, target, settings.searchTotal);
  const started = performance.now();
  const output = await runToCompletion("bulk seed", command, args, { cwd: root });
  const line = output
    .trim()
    .split("\n")
    .reverse()
    .find((text) => text.startsWith("{"));
  return { ...(line ? JSON.parse(line) : {}), wallMs: performance.now() - started };
}

/**
 * The seeded PGlite folder for the search runs: bench/results/search-cache/pglite-<key>, built once
 * (server first start: migrate + demo seed; then the bulk seed) and reused while the key matches.
 */
async function seededPgliteFolder() {
  const key = searchCacheKey(root, settings.searchTotal);
  const cacheRoot = path.join(resultsDirectory, "search-cache");
  const folder = path.join(cacheRoot, `pglite-${settings.searchTotal}-${key}`);
  const metaFile = `${folder}.json`;
  if (!settings.reseed && existsSync(metaFile) && existsSync(folder)) {
    const meta = JSON.parse(readFileSync(metaFile, "utf8"));
    log(`search: reusing the seeded PGlite folder ${path.relative(root, folder)} (seeded ${meta.seededAt})`);
    return { folder, key, cached: true, ...meta };
  }
  mkdirSync(cacheRoot, { recursive: true });
  for (const entry of readdirSync(cacheRoot)) {
    if (entry.startsWith("pglite-")) await rm(path.join(cacheRoot, entry), { recursive: true, force: true });
  }
  const building = `${folder}.building-${process.pid}`;
  temporaryDirectories.add(building);
  log("search: first start on an empty PGlite folder (migrate + demo seed)");
  const first = await startAppServer(building, "server (search seed start)");
  await stopProcess(first.child);
  log(`search: bulk seeding PGlite up to ${settings.searchTotal.toLocaleString("en-US")} listings`);
  const seed = await bulkSeed({ pglite: building });
  await rename(building, folder);
  temporaryDirectories.delete(building);
  const meta = { seededAt: new Date().toISOString(), firstStartMs: first.ms, bulkSeedMs: seed.wallMs, seed };
  await writeFile(metaFile, `${JSON.stringify(meta, null, 2)}\n`);
  log(`search: PGlite seeded in ${((first.ms + seed.wallMs) / 1000).toFixed(1)} s (first start ${(first.ms / 1000).toFixed(1)} s, bulk ${(seed.wallMs / 1000).toFixed(1)} s)`);
  return { folder, key, cached: false, ...meta };
}

/** --search-plumbing: a demo slug and bulk-seeded ones. */
const PLUMBING_SLUGS = ["villa-rosa-amalfi", "hotel-aurora", "rimu-lodge", "priya-okafor"];

function searchTargets(slugs) {
  if (settings.searchPlumbing) {
    return slugs.map((slug) => ({ kind: "plumbing", query: slug, path: `/api/v1/posts/showbyslug/${slug}` }));
  }
  return SEARCH_QUERIES.map((entry) => ({ ...entry, path: websearchPath(entry) }));
}

/** Probe (correctness), warm-up, per-query timings, then the timed concurrent run. */
async function measureSearch(server, label) {
  const targets = searchTargets(PLUMBING_SLUGS);
  const expect = settings.searchPlumbing ? "object" : "data-array";
  const probes = await probePaths(server.origin, targets, { expect });
  const entry = { label, probes, available: probes.some((probe) => probe.status === 200), correct: probes.every((probe) => probe.ok) };
  if (!entry.available) {
    log(`search (${label}): ${targets[0].path} answers ${probes[0].status} (not available yet)`);
    return entry;
  }
  for (const probe of probes.filter((candidate) => !candidate.ok)) log(`search (${label}): ${probe.path}: ${probe.problem}`);
  const paths = targets.map((target) => target.path);
  log(`search (${label}): warm-up ${settings.warmup} s, ${settings.searchConnections} connections, ${paths.length} queries`);
  await loadRun(server.origin, settings.warmup, { connections: settings.searchConnections, paths });
  const timed = await probePaths(server.origin, [...targets, ...targets, ...targets], { expect });
  entry.perQuery = targets.map((target) => ({
    ...target,
    medianMs: median(timed.filter((probe) => probe.path === target.path).map((probe) => probe.ms)),
    count: probes.find((probe) => probe.path === target.path)?.count ?? null,
  }));
  entry.run = await loadRun(server.origin, settings.duration, { connections: settings.searchConnections, paths });
  entry.memory = readMemory(server.child.pid);
  entry.bad = entry.run.non2xx + entry.run.errors;
  log(
    `search (${label}): ${entry.run.requestsPerSecond.toFixed(0)} req/s, p50 ${entry.run.latencyMs.p50} ms, p97.5 ${entry.run.latencyMs.p97_5} ms, ` +
      `p99 ${entry.run.latencyMs.p99} ms, non-2xx ${entry.run.non2xx}, errors ${entry.run.errors}; peak RSS ${entry.memory?.peakRssMb.toFixed(0) ?? "?"} MB`,
  );
  return entry;
}

/** Hotels of each city's first answer whose rooms the roomsandrate run asks for (the bench configures no bed bank: all are Amora's own). */
const ROOMS_HOTELS_PER_CITY = 3;

/**
 * The booking bars (issue 17) on the search section's server: availabilityresult for a city and a
 * 3-night stay for 2 adults (bench/booking-queries.mjs), then roomsandrate for hotels those
 * answers found. Each path is probed (200 and its array), warmed up, then timed at the search
 * concurrency.
 */
async function measureBooking(server, label) {
  const stay = bookingStay();
  const cities = BOOKING_CITIES.map((city) => ({ kind: "availability", query: city, path: availabilityPath(city, stay) }));
  const cityProbes = await probePaths(server.origin, cities, { keepBody: true });
  const hotels = cityProbes.flatMap((probe) =>
    (probe.body?.data ?? []).slice(0, ROOMS_HOTELS_PER_CITY).map((hotel) => hotel.id),
  );
  const found = cityProbes.map(({ body, ...probe }) => ({ ...probe, hotels: body?.total ?? null }));
  const entry = { label, stay, availability: { probes: found, available: found.some((probe) => probe.status === 200) } };
  if (!entry.availability.available) {
    log(`booking (${label}): ${cities[0].path} answers ${found[0]?.status} (not available yet)`);
    return entry;
  }
  for (const probe of found) log(`booking (${label}): ${probe.query}: ${probe.ok ? `${probe.hotels} hotels with rooms, ${probe.ms.toFixed(0)} ms` : probe.problem}`);
  const timeRun = async (name, targets, probes) => {
    const paths = targets.map((target) => target.path);
    await loadRun(server.origin, settings.warmup, { connections: settings.searchConnections, paths });
    const run = await loadRun(server.origin, settings.duration, { connections: settings.searchConnections, paths });
    const result = { probes, available: true, correct: probes.every((probe) => probe.ok && probe.count > 0), run, bad: run.non2xx + run.errors };
    log(
      `booking (${label}): ${name}: ${run.requestsPerSecond.toFixed(0)} req/s, p50 ${run.latencyMs.p50} ms, p97.5 ${run.latencyMs.p97_5} ms, ` +
        `p99 ${run.latencyMs.p99} ms, non-2xx ${run.non2xx}, errors ${run.errors}`,
    );
    return result;
  };
  entry.availability = await timeRun("availabilityresult", cities, found);
  const rooms = hotels.map((id) => ({ kind: "rooms", query: String(id), path: roomsAndRatePath(id, stay) }));
  if (rooms.length === 0) {
    log(`booking (${label}): no hotel with rooms in the answers; roomsandrate not measured`);
    entry.rooms = { available: false, probes: [] };
    return entry;
  }
  entry.rooms = await timeRun("roomsandrate", rooms, await probePaths(server.origin, rooms, { arrayField: "rates" }));
  return entry;
}

async function searchSectionPglite() {
  const seeded = await seededPgliteFolder();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "amora-bench-search-"));
  temporaryDirectories.add(dataDir);
  await cp(seeded.folder, dataDir, { recursive: true });
  let server;
  try {
    server = await startAppServer(dataDir, "server (search, PGlite)", undefined, UNCACHED_SEARCH);
    log(`search: PGlite server on ${server.origin} (pid ${server.child.pid}), up in ${server.ms.toFixed(0)} ms`);
    const startMs = server.ms;
    const entry = await measureSearch(server, "PGlite");
    entry.booking = await measureBooking(server, "PGlite");
    await stopProcess(server.child);
    server = undefined;
    return { ...entry, startMs, seeding: { cached: seeded.cached, key: seeded.key, seededAt: seeded.seededAt, firstStartMs: seeded.firstStartMs, bulkSeedMs: seeded.bulkSeedMs, inventoryHotels: inventoryHotelsOf(seeded.seed) }, size: folderSize(dataDir) };
  } finally {
    if (server) await stopProcess(server.child);
    await rm(dataDir, { recursive: true, force: true });
    temporaryDirectories.delete(dataDir);
  }
}

async function searchSectionPostgres() {
  const adminUrl = settings.postgresUrl;
  const name = `amora_bench_${process.pid}`;
  temporaryDatabases.set(name, adminUrl);
  const database = await createBenchDatabase(adminUrl, name);
  if (!database.url) {
    temporaryDatabases.delete(name);
    log(`search: PostgreSQL unavailable (${database.reason})`);
    return { label: "PostgreSQL", unavailable: database.reason };
  }
  const unusedDataDir = await mkdtemp(path.join(os.tmpdir(), "amora-bench-pg-"));
  temporaryDirectories.add(unusedDataDir);
  let server;
  try {
    log(`search: PostgreSQL database ${name}: first start (migrate + demo seed)`);
    const first = await startAppServer(unusedDataDir, "server (search seed start, PostgreSQL)", database.url);
    await stopProcess(first.child);
    log(`search: bulk seeding PostgreSQL up to ${settings.searchTotal.toLocaleString("en-US")} listings`);
    const seed = await bulkSeed({ postgres: database.url });
    log(`search: PostgreSQL seeded in ${((first.ms + seed.wallMs) / 1000).toFixed(1)} s (first start ${(first.ms / 1000).toFixed(1)} s, bulk ${(seed.wallMs / 1000).toFixed(1)} s)`);
    server = await startAppServer(unusedDataDir, "server (search, PostgreSQL)", database.url, UNCACHED_SEARCH);
    log(`search: PostgreSQL server on ${server.origin} (pid ${server.child.pid}), up in ${server.ms.toFixed(0)} ms`);
    const startMs = server.ms;
    const entry = await measureSearch(server, "PostgreSQL");
    entry.booking = await measureBooking(server, "PostgreSQL");
    await stopProcess(server.child);
    server = undefined;
    return { ...entry, startMs, seeding: { cached: false, firstStartMs: first.ms, bulkSeedMs: seed.wallMs, inventoryHotels: inventoryHotelsOf(seed) }, size: { bytes: await databaseSize(adminUrl, name), walBytes: null } };
  } finally {
    if (server) await stopProcess(server.child);
    await dropBenchDatabase(adminUrl, name).catch((error) => log(`search: could not drop ${name}: ${error.message}`));
    temporaryDatabases.delete(name);
  }
}

async function searchSection() {
  const result = {
    total: settings.searchTotal,
    connections: settings.searchConnections,
    plumbing: settings.searchPlumbing,
    queries: searchTargets(PLUMBING_SLUGS).length,
  };
  result.pglite = await searchSectionPglite();
  result.postgres = settings.postgresUrl ? await searchSectionPostgres() : { label: "PostgreSQL", unavailable: "--no-postgres" };
  return result;
}

// ---- mail: sign-in codes behind a backlog of ordinary mail (PGlite, then PostgreSQL) ----

/** How long the bench's SMTP server takes to accept a message: a distant relay, not a local one. */
const MAIL_SMTP_DELAY_MS = 200;
/** Codes asked for, one after another, behind the backlog. */
const MAIL_CODES = 3;
/** The contact form's e-mails go here (OPERATOR_EMAIL), so the bench tells them from the codes. */
const MAIL_OPERATOR = "operator@bench.example";
/**
 * The mail servers' settings: the bench's SMTP server, the operator's address, and the bench as a
 * proxy (its X-Forwarded-For names a new sender per contact message, each under the form's limit).
 */
const mailEnvironment = (smtp) => ({ SMTP_URL: smtp.url, OPERATOR_EMAIL: MAIL_OPERATOR, TRUST_PROXY: "loopback" });

/** Backlog through /contacts, the codes behind it, then the whole backlog delivered (each once). */
async function measureMail(server, smtp, label) {
  const backlog = await buildBacklog({ origin: server.origin, smtp, operatorEmail: MAIL_OPERATOR, backlog: settings.mailBacklog });
  log(
    `mail (${label}): ${backlog.posted} contact messages posted in ${(backlog.ms / 1000).toFixed(1)} s, ` +
      `${backlog.waitingAtEnd} waiting for the SMTP server${backlog.failed ? `, ${backlog.failed} posts failed (${JSON.stringify(backlog.failures)})` : ""}`,
  );
  const waiting = () => backlog.posted - smtp.countTo(MAIL_OPERATOR);
  const codes = [];
  for (let index = 1; index <= MAIL_CODES; index += 1) {
    const code = await timeSignInCode({
      origin: server.origin,
      smtp,
      operatorEmail: MAIL_OPERATOR,
      address: `bench-code-${index}@example.com`,
      waiting,
    });
    codes.push(code);
    log(
      `mail (${label}): code ${index}: ${code.error ?? `${code.ms.toFixed(0)} ms`} behind ${code.waitingAtRequest} waiting messages` +
        (code.error ? "" : ` (${code.passedBy} of them arrived first)`),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const drained = await waitForCount(smtp, MAIL_OPERATOR, backlog.posted, 600_000);
  // Anything sent twice would arrive within the next second or so.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const delivered = smtp.countTo(MAIL_OPERATOR);
  log(`mail (${label}): backlog ${drained === null ? "not drained within 10 min" : `drained ${(drained / 1000).toFixed(1)} s after the last code`}; ${delivered} of ${backlog.posted} delivered`);
  return { label, backlog, codes, drain: { ms: drained, delivered, posted: backlog.posted } };
}

async function mailSectionPglite() {
  const smtp = await startSmtpSink({ delayMs: MAIL_SMTP_DELAY_MS });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "amora-bench-mail-"));
  temporaryDirectories.add(dataDir);
  let server;
  try {
    server = await startAppServer(dataDir, "server (mail, PGlite)", undefined, mailEnvironment(smtp));
    log(`mail: PGlite server on ${server.origin} (pid ${server.child.pid}), first start in ${server.ms.toFixed(0)} ms`);
    return await measureMail(server, smtp, "PGlite");
  } finally {
    if (server) await stopProcess(server.child);
    await smtp.close();
    await rm(dataDir, { recursive: true, force: true });
    temporaryDirectories.delete(dataDir);
  }
}

async function mailSectionPostgres() {
  const adminUrl = settings.postgresUrl;
  const name = `amora_bench_mail_${process.pid}`;
  temporaryDatabases.set(name, adminUrl);
  const database = await createBenchDatabase(adminUrl, name);
  if (!database.url) {
    temporaryDatabases.delete(name);
    log(`mail: PostgreSQL unavailable (${database.reason})`);
    return { label: "PostgreSQL", unavailable: database.reason };
  }
  const smtp = await startSmtpSink({ delayMs: MAIL_SMTP_DELAY_MS });
  const unusedDataDir = await mkdtemp(path.join(os.tmpdir(), "amora-bench-pg-"));
  temporaryDirectories.add(unusedDataDir);
  let server;
  try {
    server = await startAppServer(unusedDataDir, "server (mail, PostgreSQL)", database.url, mailEnvironment(smtp));
    log(`mail: PostgreSQL server on ${server.origin} (pid ${server.child.pid}), first start in ${server.ms.toFixed(0)} ms`);
    return await measureMail(server, smtp, "PostgreSQL");
  } finally {
    if (server) await stopProcess(server.child);
    await smtp.close();
    await rm(unusedDataDir, { recursive: true, force: true });
    temporaryDirectories.delete(unusedDataDir);
    await dropBenchDatabase(adminUrl, name).catch((error) => log(`mail: could not drop ${name}: ${error.message}`));
    temporaryDatabases.delete(name);
  }
}

async function mailSection() {
  const result = { backlog: settings.mailBacklog, smtpDelayMs: MAIL_SMTP_DELAY_MS, codes: MAIL_CODES };
  result.pglite = await mailSectionPglite();
  result.postgres = settings.postgresUrl ? await mailSectionPostgres() : { label: "PostgreSQL", unavailable: "--no-postgres" };
  return result;
}

// ---- holds: couples racing for one hotel's last rooms (PGlite, demo catalogue) ----

/**
 * priceByRecommendation on the demo hotel's offer with HOLD_ROOMS rooms a night, at concurrency
 * HOLD_CONNECTIONS for the run's duration (no warm-up: every success takes a room), then the
 * hello-world baseline at the same concurrency. Checked: no more successes than rooms, and the rooms
 * the hotel has left plus the successes make HOLD_ROOMS.
 */
async function holdsSection() {
  const result = { pglite: await holdsOn("PGlite") };
  if (settings.postgresUrl) {
    const name = `amora_bench_holds_${process.pid}`;
    temporaryDatabases.set(name, settings.postgresUrl);
    const database = await createBenchDatabase(settings.postgresUrl, name);
    try {
      result.postgres = database.url ? await holdsOn("PostgreSQL", database.url) : { unavailable: database.reason };
    } finally {
      await dropBenchDatabase(settings.postgresUrl, name).catch((error) => log(`holds: could not drop ${name}: ${error.message}`));
      temporaryDatabases.delete(name);
    }
  } else result.postgres = { unavailable: "--no-postgres" };
  return result;
}

async function holdsOn(label, databaseUrl) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "amora-bench-holds-"));
  temporaryDirectories.add(dataDir);
  let holdServer;
  let baseline;
  try {
    holdServer = await startAppServer(dataDir, `server (holds, ${label})`, databaseUrl);
    log(`holds (${label}): server on ${holdServer.origin} (pid ${holdServer.child.pid}), first start in ${holdServer.ms.toFixed(0)} ms`);
    const stay = holdStay();
    const offer = await prepareLastRooms(holdServer.origin, stay, databaseUrl);
    // Warmed up on another stay of the same offer (its own rooms), so the race starts on a warm server.
    const warmOffer = await prepareLastRooms(holdServer.origin, holdStay(new Date(), 150), databaseUrl);
    await loadRun(holdServer.origin, settings.warmup, { connections: HOLD_CONNECTIONS, post: { path: "/api/v1/booking/priceByRecommendation", body: { rate_key: warmOffer.rateKey } } });
    const run = await loadRun(holdServer.origin, settings.duration, {
      connections: HOLD_CONNECTIONS,
      post: { path: "/api/v1/booking/priceByRecommendation", body: { rate_key: offer.rateKey } },
    });
    const held = run.statusCodes["200"] ?? 0;
    const goneAnswers = run.statusCodes["409"] ?? 0;
    // Requests still running when the load stopped finish on the server (their holds count) before the rooms are counted.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const left = await roomsStillLeft(holdServer.origin, offer.hotelId, stay, offer.rateKey);
    log(
      `holds (${label}): ${run.requestsPerSecond.toFixed(0)} answers/s, p50 ${run.latencyMs.p50} ms, p97.5 ${run.latencyMs.p97_5} ms; ` +
        `${held} answered held, ${goneAnswers} told the room is gone, ${left} of ${HOLD_ROOMS} rooms left`,
    );
    baseline = await startHelloServer();
    const hello = await loadRun(baseline.origin, settings.duration, { connections: HOLD_CONNECTIONS });
    log(`holds (${label}): hello-world at ${HOLD_CONNECTIONS} connections: ${hello.requestsPerSecond.toFixed(0)} req/s, p97.5 ${hello.latencyMs.p97_5} ms`);
    return { label, rooms: HOLD_ROOMS, connections: HOLD_CONNECTIONS, stay, run, held, goneAnswers, left, consistent: left >= 0 && held <= HOLD_ROOMS - left, hello };
  } finally {
    if (baseline) await stopProcess(baseline.child);
    if (holdServer) await stopProcess(holdServer.child);
    await rm(dataDir, { recursive: true, force: true });
    temporaryDirectories.delete(dataDir);
  }
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

  const needsBuild = only.some((section) => !SOURCE_SECTIONS.includes(section));
  if (settings.build && needsBuild) {
    log(`building into ${settings.buildDir}`);
    const buildStarted = performance.now();
    await runToCompletion("npm run build", "npm", ["run", "build"], { cwd: root, env: { ...process.env, BUILD_DIR: settings.buildDir } });
    results.buildSeconds = (performance.now() - buildStarted) / 1000;
  }
  if (needsBuild) {
    if (!existsSync(path.join(buildDirectory, "main.js"))) throw new Error(`no build at ${buildDirectory} (run without --no-build)`);
    results.buildId = (await readFile(path.join(buildDirectory, "server", "index.js"), "utf8")).match(/"version":\s*"([0-9a-f]+)"/)?.[1] ?? null;
  }

  let server;
  let hello;
  try {
    if (only.some((section) => DEMO_SECTIONS.includes(section))) await demoSections();
    if (only.includes("search")) results.search = await searchSection();
    if (only.includes("mail")) results.mail = await mailSection();
    if (only.includes("holds")) results.holds = await holdsSection();
    if (only.includes("search-quality")) results.searchQuality = await searchQualitySection();
  } finally {
    if (hello) await stopProcess(hello.child);
    if (server) await stopProcess(server.child);
  }

  /** cold, js, load and lighthouse: one server on a fresh folder seeded with the demo catalogue. */
  async function demoSections() {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "amora-bench-data-"));
    temporaryDirectories.add(dataDir);
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
    await stopProcess(server.child);
    server = undefined;
    await rm(dataDir, { recursive: true, force: true });
    temporaryDirectories.delete(dataDir);
  }

  results.durationSeconds = (Date.now() - startedAt) / 1000;
  results.machine.loadAverageAtEnd = os.loadavg();
  const stamp = results.startedAt.replace(/[:.]/g, "-");
  const rawFile = path.join(resultsDirectory, `bench-${stamp}${settings.quick ? "-quick" : ""}.json`);
  await writeFile(rawFile, `${JSON.stringify(results, null, 2)}\n`);
  await writeFile(path.join(resultsDirectory, "latest.json"), `${JSON.stringify(results, null, 2)}\n`);
  const report = renderReport(results, { rawFile: path.relative(root, rawFile) });
  if (results.searchQuality) {
    report.markdown += `\n## Search quality (Amora beside MiniSearch)\n\n${results.searchQuality.markdown}\n`;
    report.summary += `\nsearch quality: hit@1 ${(results.searchQuality.scores.all.amora.hit1 * 100).toFixed(1)}% (MiniSearch ${(results.searchQuality.scores.all.minisearch.hit1 * 100).toFixed(1)}%), zero results ${(results.searchQuality.scores.all.amora.zero * 100).toFixed(1)}%`;
  }
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
