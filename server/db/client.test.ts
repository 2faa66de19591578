import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { createTestDatabase } from "../../tests/support/test-database";
import { migrateWhenBehind, openDatabase } from "./client";

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

describe("migrate", () => {
  it("runs the migrator on a database without migrations, and leaves an up-to-date one alone", async () => {
    const database = await openDatabase({ driver: "pglite" });
    try {
      let runs = 0;
      const counted = async () => {
        runs += 1;
        await database.migrate();
      };
      await migrateWhenBehind(database.db, counted);
      expect(runs).toBe(1);
      const listings = (await database.db.execute(sql`select to_regclass('public.listings')::text as name`)) as unknown as Rows<{ name: string | null }>;
      expect(listings.rows[0]?.name).toBe("listings");
      // Every migration of the journal is recorded now: nothing to run on the next start.
      await migrateWhenBehind(database.db, counted);
      expect(runs).toBe(1);
    } finally {
      await database.close();
    }
  });

  it("runs the migrator when the newest recorded migration is older than the journal's newest", async () => {
    const database = await createTestDatabase();
    try {
      // As if the newest migration had not been applied yet.
      await database.db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
      let runs = 0;
      await migrateWhenBehind(database.db, async () => {
        runs += 1;
      });
      expect(runs).toBe(1);
    } finally {
      await database.close();
    }
  });
});

describe("the job queue's statements on PGlite", () => {
  it("let timers and requests run between them (PGlite answers through promises alone)", async () => {
    const database = await openDatabase({ driver: "pglite" });
    try {
      let completed = 0;
      let completedWhenTimerRan: number | null = null;
      const statements = (async () => {
        for (let index = 0; index < 20; index += 1) {
          await database.executeSql("select 1");
          completed += 1;
        }
      })();
      setTimeout(() => {
        completedWhenTimerRan = completed;
      }, 0);
      await statements;
      expect(completedWhenTimerRan).not.toBeNull();
      expect(completedWhenTimerRan).toBeLessThan(20);
    } finally {
      await database.close();
    }
  });
});
