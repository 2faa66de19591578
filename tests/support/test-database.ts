import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../server/db/client";
import { withDatabase } from "./global-setup";

/**
 * A fresh copy of the migrated, seeded test database for one test file. Close it in afterAll.
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const template = inject("testDatabase");
  if (template.driver === "pglite") {
    const dump = await readFile(template.dumpPath);
    return openDatabase({ driver: "pglite", loadDataDir: new Blob([dump]) });
  }
  const name = `amora_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: template.adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template.templateName}"`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(template.adminUrl, name);
  const handle = await openDatabase({ driver: "postgres", url, poolSize: 4 });
  return {
    ...handle,
    /** For connections of their own (the live events hub's LISTEN). */
    url,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: template.adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
