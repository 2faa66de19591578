import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { createTestDatabase } from "../../tests/support/test-database";
import { openDatabase } from "./client";

const template = inject("testDatabase");

/** Raw `execute` results are typed per driver; both drivers return `rows`. */
type Rows<T> = { rows: T[] };

describe("openDatabase on PostgreSQL", () => {
  // Only PostgreSQL has connections an administrator can terminate; PGlite runs in-process.
  it.runIf(template.driver === "postgres")(
    "survives idle connections being terminated by the server and reconnects",
    async () => {
      const database = await createTestDatabase();
      try {
        await database.db.execute(sql`select 1`);
        const current = (await database.db.execute(sql`select current_database() as name`)) as unknown as Rows<{
          name: string;
        }>;
        const [row] = current.rows;
        const admin = new pg.Client({ connectionString: template.adminUrl });
        await admin.connect();
        await admin.query(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
          [row?.name],
        );
        await admin.end();
        // Let the pool notice the dropped sockets; an unhandled 'error' would fail the run here.
        await new Promise((resolve) => setTimeout(resolve, 200));
        const result = (await database.db.execute(sql`select 2 as answer`)) as unknown as Rows<{ answer: number }>;
        expect(result.rows[0]).toEqual({ answer: 2 });
      } finally {
        await database.close();
      }
    },
  );
});

describe("openDatabase on PGlite", () => {
  it("keeps the embedded buffer cache small (the server's peak memory bar)", async () => {
    const database = await openDatabase({ driver: "pglite" });
    try {
      const result = (await database.db.execute(sql`show shared_buffers`)) as unknown as Rows<{ shared_buffers: string }>;
      expect(result.rows[0]?.shared_buffers).toBe("24MB");
    } finally {
      await database.close();
    }
  });
});
