import { countDistinct, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { roomTypes } from "../../db/schema/inventory";
import { seedInventory, type SeedInventoryResult } from "../seed-inventory";

/** Hotels with rooms, rates and a year of nights in the benchmark's catalogue (issue 17's model). */
export const BULK_INVENTORY_HOTELS = 10_000;

/** The benchmark's shape of a hotel: 3 room types, each sold on 2 rate plans. */
export const BULK_INVENTORY_SHAPE = { roomTypes: 3, ratePlans: 2 } as const;

export type BulkInventoryOptions = {
  db: Database;
  /** Hotels that should have inventory in the end, the demo's included. */
  hotels?: number;
  /** The first night written, YYYY-MM-DD. */
  today: string;
  onProgress?: (hotelsDone: number, hotels: number) => void;
};

export type BulkInventoryResult = SeedInventoryResult & { before: number; ms: number };

/**
 * Tops the hotels with inventory up to `hotels` (the demo's 339 already have theirs): the bulk
 * hotels with the lowest ids, spread over every bulk place, each with BULK_INVENTORY_SHAPE and
 * 365 nights priced around its From price, as the demo seed writes them. One transaction; then
 * fresh statistics, as autovacuum would leave them (PGlite has none).
 */
export async function bulkSeedInventory({ db, hotels = BULK_INVENTORY_HOTELS, today, onProgress }: BulkInventoryOptions): Promise<BulkInventoryResult> {
  const started = performance.now();
  const [row] = await db.select({ hotels: countDistinct(roomTypes.listingId) }).from(roomTypes);
  const before = row?.hotels ?? 0;
  const limit = Math.max(0, hotels - before);
  const result =
    limit === 0
      ? { hotels: 0, roomTypes: 0, ratePlans: 0, nights: 0 }
      : await db.transaction((tx) => seedInventory({ db: tx, today, limit, shape: BULK_INVENTORY_SHAPE, ...(onProgress ? { onProgress } : {}) }));
  for (const table of ["room_types", "rate_plans", "inventory_nights"]) await db.execute(sql.raw(`vacuum analyze ${table}`));
  return { ...result, before, ms: performance.now() - started };
}
