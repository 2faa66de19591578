// Pieces of the search benchmark: the cache key of the seeded 100k-listing PGlite folder, folder
// sizes, a throw-away PostgreSQL database, the bulk seed command and the correctness probe.
import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { httpGet } from "./http.mjs";

/**
 * Key of a cached seeded folder: the migrations (schema), the seed sources (demo and bulk rows),
 * the PGlite version (data folder format), the listing count and the month (the hotels' nights
 * start on the seeding day). Any change reseeds.
 */
export function searchCacheKey(root, total) {
  const hash = createHash("sha256");
  const files = [];
  const walk = (directory) => {
    for (const entry of readdirSync(directory, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!entry.name.endsWith(".test.ts")) files.push(full);
    }
  };
  walk(path.join(root, "server", "db", "migrations"));
  walk(path.join(root, "server", "seed"));
  for (const file of files) {
    hash.update(path.relative(root, file));
    hash.update(readFileSync(file));
  }
  const pglite = JSON.parse(readFileSync(path.join(root, "node_modules", "@electric-sql", "pglite", "package.json"), "utf8")).version;
  // The inventory's year of nights starts on the seeding day: a new month seeds afresh.
  hash.update(`pglite ${pglite} total ${total} month ${new Date().toISOString().slice(0, 7)}`);
  return hash.digest("hex").slice(0, 16);
}

/** Bytes of the files under `directory` (apparent size), and of its pg_wal folder. */
export function folderSize(directory) {
  const sum = (folder) => {
    let bytes = 0;
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) bytes += sum(full);
      else if (entry.isFile()) bytes += statSync(full).size;
    }
    return bytes;
  };
  const wal = path.join(directory, "pg_wal");
  return { bytes: sum(directory), walBytes: existsSync(wal) ? sum(wal) : 0 };
}

/** PostgreSQL admin URL: loopback only, like every other target of the bench. */
export function assertLoopbackPostgres(url) {
  const parsed = new URL(url);
  if (!/^postgres(ql)?:$/.test(parsed.protocol) || !["127.0.0.1", "localhost"].includes(parsed.hostname)) {
    throw new Error(`refusing PostgreSQL at ${url}: the bench only talks to 127.0.0.1`);
  }
  return parsed;
}

export function databaseUrl(adminUrl, name) {
  const parsed = new URL(adminUrl);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function admin(adminUrl, statement) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates an empty database; returns null (with the reason) when PostgreSQL is not reachable. */
export async function createBenchDatabase(adminUrl, name) {
  assertLoopbackPostgres(adminUrl);
  try {
    await admin(adminUrl, `drop database if exists "${name}" with (force)`);
    await admin(adminUrl, `create database "${name}"`);
    return { name, url: databaseUrl(adminUrl, name) };
  } catch (error) {
    return { name, url: null, reason: error instanceof Error ? error.message : String(error) };
  }
}

export async function dropBenchDatabase(adminUrl, name) {
  await admin(adminUrl, `drop database if exists "${name}" with (force)`);
}

/** Synchronous drop for exit handlers (psql, when installed); best effort. */
export function dropBenchDatabaseSync(adminUrl, name) {
  try {
    execFileSync("psql", [adminUrl, "-q", "-c", `drop database if exists "${name}" with (force)`], { stdio: "ignore", timeout: 10_000 });
  } catch {
    // best effort: the async drop in the section's finally is the normal path
  }
}

export async function databaseSize(adminUrl, name) {
  const result = await admin(adminUrl, `select pg_database_size('${name.replace(/'/g, "''")}') as bytes`);
  return Number(result.rows[0].bytes);
}

/** `node --import tsx server/seed/bulk/main.ts <target> --total N` as [command, args]. */
export function bulkSeedArgs(root, target, total) {
  const [flag, value] = target.pglite ? ["--pglite", target.pglite] : ["--postgres", target.postgres];
  return [process.execPath, ["--import", "tsx", path.join(root, "server", "seed", "bulk", "main.ts"), flag, value, "--total", String(total)]];
}

/**
 * Each path once: status, milliseconds, and whether the body is JSON with a `data` array (or, for
 * `expect: "object"`, any JSON object; for `arrayField`, an array under that name instead of
 * `data`). `keepBody` keeps the parsed answer as `body`. Returns one entry per path.
 */
export async function probePaths(origin, entries, { expect = "data-array", arrayField = "data", keepBody = false } = {}) {
  const out = [];
  for (const entry of entries) {
    const started = performance.now();
    let status;
    let ok = false;
    let count = null;
    let problem = null;
    let kept;
    try {
      const response = await httpGet(`${origin}${entry.path}`, { timeoutMs: 30_000 });
      status = response.status;
      if (status === 200) {
        const body = JSON.parse(response.body.toString("utf8"));
        if (expect === "object") ok = body !== null && typeof body === "object";
        else {
          ok = Array.isArray(body?.[arrayField]);
          count = ok ? body[arrayField].length : null;
        }
        if (!ok) problem = expect === "object" ? "body is not a JSON object" : `body has no ${arrayField} array`;
        if (keepBody) kept = body;
      } else problem = `answers ${status}`;
    } catch (error) {
      status = `error: ${error instanceof Error ? error.message : String(error)}`;
      problem = status;
    }
    out.push({ ...entry, status, ok, count, problem, ms: performance.now() - started, ...(kept === undefined ? {} : { body: kept }) });
  }
  return out;
}
