// Command line for the bulk seed (used by `npm run bench -- --search`):
//   node --import tsx server/seed/bulk/main.ts --pglite <data dir> [--total 100000] [--hotels 10000] [--today YYYY-MM-DD]
//   node --import tsx server/seed/bulk/main.ts --postgres <url> [--total 100000] [--hotels 10000] [--today YYYY-MM-DD]
// The database must already be migrated and demo-seeded (start the server on it once).
// --total: listings in the end; --hotels: hotels with rooms, rates and a year of nights from
// --today (default: today, UTC) in the end.
// Prints progress on stderr and one JSON summary line on stdout.
import { parseArgs } from "node:util";
import { openDatabase } from "../../db/client";
import { BULK_INVENTORY_HOTELS, bulkSeedInventory } from "./bulk-inventory";
import { BULK_TOTAL, bulkSeedListings } from "./bulk-listings";

const { values } = parseArgs({
  options: { pglite: { type: "string" }, postgres: { type: "string" }, total: { type: "string" }, hotels: { type: "string" }, today: { type: "string" } },
});
if (!values.pglite === !values.postgres) {
  console.error("usage: main.ts (--pglite <dir> | --postgres <url>) [--total N]");
  process.exit(2);
}
const total = values.total ? Number(values.total) : BULK_TOTAL;
if (!Number.isInteger(total) || total < 1) throw new Error("--total must be a positive integer");
const hotels = values.hotels ? Number(values.hotels) : BULK_INVENTORY_HOTELS;
if (!Number.isInteger(hotels) || hotels < 0) throw new Error("--hotels must be a whole number");
const today = values.today ?? new Date().toISOString().slice(0, 10);
if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error("--today must be YYYY-MM-DD");

const handle = values.postgres
  ? await openDatabase({ driver: "postgres", url: values.postgres, poolSize: 1 })
  : await openDatabase({ driver: "pglite", dataDir: values.pglite });
try {
  let reported = 0;
  const result = await bulkSeedListings({
    db: handle.db,
    total,
    onProgress: (done, toInsert) => {
      if (done - reported >= 20_000 || done === toInsert) {
        reported = done;
        console.error(`bulk seed: ${done}/${toInsert} listings`);
      }
    },
  });
  let reportedHotels = 0;
  const inventory = await bulkSeedInventory({
    db: handle.db,
    hotels,
    today,
    onProgress: (done, toSeed) => {
      if (done - reportedHotels >= 2_000 || done === toSeed) {
        reportedHotels = done;
        console.error(`bulk seed: ${done}/${toSeed} hotels' rooms, rates and nights`);
      }
    },
  });
  process.stdout.write(`${JSON.stringify({ driver: handle.driver, ...result, inventory })}\n`);
} finally {
  await handle.close();
}
