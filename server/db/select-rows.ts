import type { SQL } from "drizzle-orm";
import type { Database } from "./client";

/**
 * Runs a hand-written statement and returns its rows, on PGlite and PostgreSQL alike (both
 * drivers answer `{ rows }`; Drizzle types the raw result only per driver). Column names come
 * back as the SQL names them.
 */
export async function selectRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}
