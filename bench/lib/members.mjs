// Pieces of the load section's signed-in figures: signing in (the demo accounts) or signing up (a
// database without them), the session cookie, every hotel page's path, probing that each page is
// the reader's own, and pinning PostgreSQL's processes to the server's CPU for a run.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { assertLoopback, httpGet } from "./http.mjs";

/** The demo accounts' password (README "Demo accounts"); they exist on the embedded database only. */
export const DEMO_PASSWORD = "amora-demo-2026";
/** The website's session cookie (server/http/auth.ts). */
export const SESSION_COOKIE = "amora_session";

export const sessionCookie = (token) => `${SESSION_COOKIE}=${encodeURIComponent(token)}`;

async function postJson(origin, path, body, what) {
  const url = `${origin}${path}`;
  assertLoopback(url);
  const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: ${response.status} ${text.slice(0, 300)}`);
  const answer = JSON.parse(text);
  if (typeof answer.token !== "string" || answer.token === "") throw new Error(`${what}: answered no token`);
  return answer.token;
}

/** `POST /api/v1/login`: the session token of an account with a password. */
export function signIn(origin, email, password = DEMO_PASSWORD) {
  return postJson(origin, "/api/v1/login", { email, password, device_name: "bench" }, `signing in as ${email}`);
}

/** `POST /api/v1/register`: a new member (a Free Pass member, as a couple signing up) and its session token. */
export function signUp(origin, email, password, name = "Bench Member") {
  return postJson(origin, "/api/v1/register", { email, password, name, device_name: "bench" }, `signing up ${email}`);
}

/** Every hotel page's path, from `GET /api/v1/hotels?page=N` until a page comes back empty. */
export async function hotelPagePaths(origin) {
  const paths = [];
  for (let page = 1; page <= 1000; page += 1) {
    const response = await httpGet(`${origin}/api/v1/hotels?page=${page}&per_page=200`, { timeoutMs: 30_000 });
    if (response.status !== 200) throw new Error(`GET /api/v1/hotels?page=${page} answered ${response.status}`);
    const items = JSON.parse(response.body.toString("utf8")).data;
    if (!Array.isArray(items) || items.length === 0) break;
    for (const item of items) paths.push(item.path);
  }
  return paths;
}

/**
 * Each path once with `headers`, `concurrency` at a time: 200 and, when `expect` is given, that text
 * in the page (the reader's e-mail on a member's page, the owner's hotel on an owner's page), so a
 * cookie the server ignored or a page sending the reader elsewhere is not measured as the reader's
 * page. Returns the paths that fell short (each with what was wrong), the milliseconds the whole
 * pass took and its answers' x-page-cache values counted (`miss`: rendered for this request).
 */
export async function probeReaderPages(origin, paths, { headers = {}, expect, concurrency = 4 } = {}) {
  const failures = [];
  const pageCache = {};
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next];
      next += 1;
      try {
        const response = await httpGet(`${origin}${path}`, { headers, timeoutMs: 30_000 });
        const state = response.headers["x-page-cache"];
        if (typeof state === "string") pageCache[state] = (pageCache[state] ?? 0) + 1;
        if (response.status !== 200) failures.push({ path, problem: `answers ${response.status}` });
        else if (expect && !response.body.toString("utf8").includes(expect)) failures.push({ path, problem: `200 without "${expect}"` });
      } catch (error) {
        failures.push({ path, problem: `error: ${error instanceof Error ? error.message : String(error)}` });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, paths.length) }, worker));
  return { failures, ms: performance.now() - started, pageCache };
}

// ---- PostgreSQL's processes on the server's CPU ----

/** Pids of the processes named `postgres` (the postmaster and every process it forked). */
function postgresPids() {
  try {
    return execFileSync("pgrep", ["-x", "postgres"], { encoding: "utf8" })
      .split("\n")
      .map((line) => Number(line.trim()))
      .filter((pid) => Number.isInteger(pid) && pid > 0);
  } catch (error) {
    // pgrep exits 1 when nothing matches
    if (error && typeof error === "object" && "status" in error && error.status === 1) return [];
    throw error;
  }
}

function parentOf(pid) {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may hold spaces, so read after the last ")".
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return null;
  }
}

const affinityOf = (pid) => execFileSync("taskset", ["-cp", String(pid)], { encoding: "utf8" }).split(":").pop().trim();
const setAffinity = (pid, list) => execFileSync("taskset", ["-a", "-cp", list, String(pid)], { stdio: "ignore" });

/**
 * Pins every PostgreSQL server process on this machine to `cpu` (`taskset -a -cp`), the postmaster
 * first so the backends it forks meanwhile inherit the pin. Returns `restore()`, which gives each
 * process its previous affinity (a backend forked during the run gets the postmaster's previous
 * one); it is synchronous, so an exit handler may call it, and calling it twice does nothing.
 */
export function pinPostgres(cpu) {
  let pids;
  try {
    pids = postgresPids();
  } catch (error) {
    return { pinned: false, reason: `pgrep failed: ${error instanceof Error ? error.message : String(error)}`, restore() {} };
  }
  if (pids.length === 0) return { pinned: false, reason: "no process named postgres on this machine", restore() {} };
  const previous = new Map();
  const isPostmaster = (pid, all) => !all.includes(parentOf(pid));
  let postmasterPrevious = null;
  let restored = false;
  const restore = () => {
    if (restored) return;
    restored = true;
    const ordered = (list) => [...list.filter((pid) => isPostmaster(pid, list)), ...list.filter((pid) => !isPostmaster(pid, list))];
    let now;
    try {
      now = postgresPids();
    } catch {
      now = [...previous.keys()];
    }
    for (const pid of ordered(now)) {
      const list = previous.get(pid) ?? postmasterPrevious;
      if (!list) continue;
      try {
        setAffinity(pid, list);
      } catch {
        // gone since
      }
    }
  };
  try {
    const postmasters = pids.filter((pid) => isPostmaster(pid, pids));
    for (const pid of postmasters) {
      const list = affinityOf(pid);
      previous.set(pid, list);
      postmasterPrevious ??= list;
      setAffinity(pid, String(cpu));
    }
    // Again, now that no new backend can be forked unpinned.
    for (const pid of postgresPids()) {
      if (previous.has(pid)) continue;
      try {
        previous.set(pid, affinityOf(pid));
        setAffinity(pid, String(cpu));
      } catch (error) {
        if (existsSync(`/proc/${pid}`)) throw error;
        previous.delete(pid); // a backend that ended meanwhile
      }
    }
  } catch (error) {
    restore();
    return { pinned: false, reason: `taskset failed: ${error instanceof Error ? error.message : String(error)}`, restore() {} };
  }
  return { pinned: true, processes: previous.size, previous: Object.fromEntries(previous), restore };
}
