import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { fromProjectRoot } from "../project-root";
import * as accounts from "./schema/accounts";
import * as admin from "./schema/admin";
import * as business from "./schema/business";
import * as deals from "./schema/deals";
import * as push from "./schema/push";
import * as search from "./schema/search";
import * as catalogue from "./schema/catalogue";
import * as content from "./schema/content";
import * as favorites from "./schema/favorites";
import * as payments from "./schema/payments";
import * as inventory from "./schema/inventory";
import * as reservations from "./schema/reservations";
import * as statistics from "./schema/statistics";

export const schema = { ...admin, ...catalogue, ...content, ...accounts, ...favorites, ...payments, ...business, ...deals, ...push, ...search, ...inventory, ...reservations, ...statistics };
export type Schema = typeof schema;

/** The embedded database's buffer cache (see openDatabase). */
const PGLITE_SHARED_BUFFERS = "24MB";

/**
 * How much a WebAssembly function runs (V8's rough count of bytes executed) before V8 compiles it
 * again with its optimizing compiler: 100 times V8's default (decision 056). Opening the embedded
 * database runs much of PostgreSQL once, and at the default V8 re-compiled hundreds of those
 * functions on its background threads during start-up, as much CPU as the start-up itself;
 * functions that stay hot under load still reach the optimizing compiler within seconds.
 */
const PGLITE_WASM_TIERING_BUDGET = 180_000_000;
let wasmTieringBudgetSet = false;

function raiseWasmTieringBudget(): void {
  // Read by V8 when PGlite's module is instantiated; a budget given to node itself is kept.
  if (wasmTieringBudgetSet || process.execArgv.some((flag) => flag.startsWith("--wasm-tiering-budget"))) return;
  setFlagsFromString(`--wasm-tiering-budget=${PGLITE_WASM_TIERING_BUDGET}`);
  wasmTieringBudgetSet = true;
}

/** The Drizzle handle the domain layer receives; the same API on PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** The handle a `db.transaction(async (tx) => ...)` callback receives. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type DatabaseDriver = "pglite" | "postgres";

export type DatabaseHandle = {
  db: Database;
  driver: DatabaseDriver;
  /** Runs committed SQL migrations; safe to call on every start. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Raw SQL with $n parameters on the shared connection(s), for the job queue (pg-boss). Without
   * values the text may hold several statements.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** The PGlite instance (embedded mode only), for dumping a data folder in tests. */
  pglite?: PGlite;
};

const migrationsFolder = fromProjectRoot("server", "db", "migrations");

/**
 * Runs `runMigrator` (drizzle's migrator) unless the database already has every migration of
 * the journal. Drizzle records each migration it applies with the journal's timestamp for it
 * (created_at) and applies those newer than the latest recorded; when that latest is as new as
 * the journal's newest there is nothing to apply, and this answers so from the journal and two
 * small queries, where drizzle's migrator first reads and hashes every migration file and takes
 * a transaction.
 */
export async function migrateWhenBehind(db: Database, runMigrator: () => Promise<void>): Promise<void> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: { when: number }[] };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  const rows = async <Row>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
  const [table] = await rows<{ name: string | null }>(sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`);
  if (table?.name) {
    const [latest] = await rows<{ createdAt: string | null }>(sql`select max(created_at)::text as "createdAt" from drizzle.__drizzle_migrations`);
    if (latest?.createdAt && Number(latest.createdAt) >= newest) return;
  }
  await runMigrator();
}

export type OpenDatabaseOptions =
  | {
      driver: "postgres";
      url: string;
      poolSize?: number;
      /** Told when an idle pooled connection dies (server restart, admin termination). */
      onConnectionError?: (error: Error) => void;
    }
  | { driver: "pglite"; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.driver === "postgres") {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // Without a listener, an idle connection dropped by the server would crash the process; the
    // pool discards it and the next query opens a fresh one.
    pool.on("error", (error) => options.onConnectionError?.(error));
    const db = drizzleNodePostgres({ client: pool, schema });
    return {
      db,
      driver: "postgres",
      migrate: () => migrateWhenBehind(db, () => migrateNodePostgres(db, { migrationsFolder })),
      close: () => pool.end(),
      executeSql: (text, values) => pool.query(text, values),
    };
  }

  // PGlite without a dataDir keeps everything in memory (tests).
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  raiseWasmTieringBudget();
  const pglite = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
    // PostgreSQL's 128MB default sits inside this process's memory; at 100k listings a search
    // load ran as fast with 48MB and peaked 80MB lower (the OS caches the files anyway). Since
    // searches answer from memory (decision 024), 24MB serves the catalogue reads.
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const db = drizzlePglite({ client: pglite, schema });
  return {
    db,
    driver: "pglite",
    pglite,
    migrate: () => migrateWhenBehind(db, () => migratePglite(db, { migrationsFolder })),
    close: () => pglite.close(),
    async executeSql(text, values) {
      // PGlite answers through promises alone, never through I/O: a chain of pg-boss queries (its
      // start, a worker's look) would otherwise hold off reading requests until its end. One
      // turn of the event loop first lets requests that arrived in the meantime queue their queries.
      await new Promise((resolve) => setImmediate(resolve));
      // PGlite's extended protocol takes one statement; pg-boss sends its schema as one script.
      if (!values || values.length === 0) {
        const results = await pglite.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      }
      return pglite.query<Record<string, unknown>>(text, values);
    },
  };
}
