import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/db/client";
import { seedCoupons } from "../../server/seed/seed-coupons";
import { seedDemoCatalogue } from "../../server/seed/seed-demo-catalogue";
import { fixedClock } from "../../server/kernel/clock";
import { TEST_NOW } from "./test-now";
import { installJobQueues } from "../../server/jobs/job-queue";
import { testDatabaseDriver } from "./test-driver";

/**
 * Builds one migrated and seeded database per test run; each test file then gets its own copy
 * (PGlite: a dumped data folder loaded in memory; PostgreSQL: CREATE DATABASE ... TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const driver = testDatabaseDriver();
  if (driver === "postgres") {
    const adminUrl = process.env.TEST_DATABASE_URL as string;
    const templateName = `amora_test_template_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${templateName}"`);
    const templateUrl = withDatabase(adminUrl, templateName);
    const handle = await openDatabase({ driver: "postgres", url: templateUrl, poolSize: 1 });
    await handle.migrate();
    await installJobQueues(handle);
    await seedCoupons({ db: handle.db });
    await seedDemoCatalogue({ db: handle.db, clock: fixedClock(TEST_NOW) });
    await handle.close();
    project.provide("testDatabase", { driver, adminUrl, templateName, dumpPath: "" });
    return async () => {
      // Copies made by test files are dropped by them; drop whatever a crash left behind too.
      const leftovers = await admin.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname LIKE $1",
        [`amora_test_${process.pid}_%`],
      );
      for (const row of leftovers.rows) await admin.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
      await admin.query(`DROP DATABASE IF EXISTS "${templateName}" WITH (FORCE)`);
      await admin.end();
    };
  }

  const directory = await mkdtemp(path.join(os.tmpdir(), "amora-test-"));
  const handle = await openDatabase({ driver: "pglite" });
  await handle.migrate();
  await installJobQueues(handle);
  await seedCoupons({ db: handle.db });
  await seedDemoCatalogue({ db: handle.db, clock: fixedClock(TEST_NOW) });
  const dump = await handle.pglite!.dumpDataDir("none");
  const dumpPath = path.join(directory, "template.tar");
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide("testDatabase", { driver, adminUrl: "", templateName: "", dumpPath });
  return async () => {
    await rm(directory, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

declare module "vitest" {
  export interface ProvidedContext {
    testDatabase: {
      driver: "pglite" | "postgres";
      adminUrl: string;
      templateName: string;
      dumpPath: string;
    };
  }
}
