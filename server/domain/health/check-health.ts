import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

export type Health = {
  status: "ok" | "degraded";
  database: { reachable: boolean; driver: string; latencyMs: number; error?: string };
};

export async function checkHealth({ db, driver }: { db: Database; driver: string }): Promise<Health> {
  const started = performance.now();
  try {
    await db.execute(sql`select 1`);
    return {
      status: "ok",
      database: { reachable: true, driver, latencyMs: Math.round(performance.now() - started) },
    };
  } catch (error) {
    return {
      status: "degraded",
      database: {
        reachable: false,
        driver,
        latencyMs: Math.round(performance.now() - started),
        error: error instanceof Error ? error.message : "unknown error",
      },
    };
  }
}
