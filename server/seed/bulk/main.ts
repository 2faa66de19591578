// Command line for the bulk seed (used by `npm run bench -- --search`):
//   node --import tsx server/seed/bulk/main.ts --pglite <data dir> [--total 100000]
//   node --import tsx server/seed/bulk/main.ts --postgres <url> [--total 100000]
// The database must already be migrated and demo-seeded (start the server on it once).
// Prints progress on stderr and one JSON summary line on stdout.
import { parseArgs } from "node:util";
import { openDatabase } from "../../db/client";
import { BULK_TOTAL, bulkSeedListings } from "./bulk-listings";

const { values } = parseArgs({
  options: { pglite: { type: "string" }, postgres: { type: "string" }, total: { type: "string" } },
});
if (!values.pglite === !values.postgres) {
  console.error("usage: main.ts (--pglite <dir> | --postgres <url>) [--total N]");
  process.exit(2);
}
const total = values.total ? Number(values.total) : BULK_TOTAL;
if (!Number.isInteger(total) || total < 1) throw new Error("--total must be a positive integer");

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
  process.stdout.write(`${JSON.stringify({ driver: handle.driver, ...result })}\n`);
} finally {
  await handle.close();
}
