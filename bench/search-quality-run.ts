// The search-quality benchmark's measuring half (run by scripts/bench.mjs through tsx, or alone:
// `npx tsx bench/search-quality-run.ts [--out file.json]`): seeds the demo catalogue into an
// in-memory PGlite, asks Amora's search (the function behind GET /api/v1/posts/search) and
// MiniSearch (indexing the same active listings: title, place, label, keywords and description)
// every query of bench/search-quality-queries.mjs, and writes each engine's top results.
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import MiniSearch from "minisearch";
import { sql } from "drizzle-orm";
import { SEARCH_RESULT_LABEL, type ListingType } from "../core/listing-types";
import { openDatabase } from "../server/db/client";
import { selectRows } from "../server/db/select-rows";
import { installJobQueues } from "../server/jobs/job-queue";
import { fixedClock } from "../server/kernel/clock";
import { openSearchEngineFor } from "../server/domain/search/search-engine";
import { searchListings } from "../server/domain/search/search-listings";
import { seedDemoCatalogue } from "../server/seed/seed-demo-catalogue";
import { SEARCH_QUALITY_QUERIES } from "./search-quality-queries.mjs";

/** How many results each engine is asked for (hit@5 needs five; the overlay shows ten). */
const RESULTS = 10;

type Row = {
  slug: string;
  type: ListingType;
  title: string;
  city: string | null;
  country: string | null;
  keywords: string | null;
  description: string | null;
};

const { values } = parseArgs({ options: { out: { type: "string" } } });

const database = await openDatabase({ driver: "pglite" });
await database.migrate();
await installJobQueues(database);
await seedDemoCatalogue({ db: database.db, clock: fixedClock(new Date("2026-06-01T12:00:00Z")) });
const engine = openSearchEngineFor(database, {});
await engine.ready();

const rows = await selectRows<Row>(
  database.db,
  sql`select slug, type, title, city, country, keywords, description from listings where status = 'active' order by id`,
);
const miniSearch = new MiniSearch<{ id: string; title: string; place: string; labels: string; text: string }>({
  fields: ["title", "place", "labels", "text"],
  searchOptions: { fuzzy: 0.2, prefix: true, boost: { title: 3, place: 2, labels: 1.5 } },
});
miniSearch.addAll(
  rows.map((row) => ({
    id: row.slug,
    title: row.title,
    place: [row.city, row.country].filter(Boolean).join(" "),
    labels: [SEARCH_RESULT_LABEL[row.type], row.keywords].filter(Boolean).join(", "),
    text: row.description ?? "",
  })),
);

const answers = [];
for (const entry of SEARCH_QUALITY_QUERIES) {
  const started = performance.now();
  const page = await searchListings({ engine, query: entry.query, perPage: RESULTS });
  const amoraMs = performance.now() - started;
  const peerStarted = performance.now();
  const peerAll = miniSearch.search(entry.query);
  const peer = peerAll.slice(0, RESULTS);
  const peerMs = performance.now() - peerStarted;
  answers.push({
    ...entry,
    amora: { slugs: page.items.map((item) => item.slug), total: page.total, ms: amoraMs },
    minisearch: { slugs: peer.map((result) => String(result.id)), total: peerAll.length, ms: peerMs },
  });
}
await engine.close();
await database.close();

const output = JSON.stringify({ documents: rows.length, answers });
if (values.out) writeFileSync(values.out, output);
else process.stdout.write(output);
