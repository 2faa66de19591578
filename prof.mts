import { openDatabase } from "./server/db/client";
import { openSearchEngineFor } from "./server/domain/search/search-engine";
import { buildSearchTerms } from "./server/domain/search/search-terms";
import { SEARCH_QUERIES } from "./bench/search-queries.mjs";

const database = await openDatabase({ driver: "pglite", dataDir: "/tmp/pgcopy" });
let t = performance.now();
const engine = openSearchEngineFor(database, {});
await engine.ready();
console.log("load ms", Math.round(performance.now() - t), "heap MB", Math.round(process.memoryUsage().heapUsed / 1e6), "rss", Math.round(process.memoryUsage().rss / 1e6));
for (let round = 0; round < 3; round++) {
  for (const q of SEARCH_QUERIES) {
    const terms = buildSearchTerms(q.query)!;
    const start = performance.now();
    let answer;
    for (let i = 0; i < 20; i++) answer = await engine.search({ terms, kinds: q.type ? [q.type] : undefined, offset: 0, limit: 12 });
    if (round === 2) console.log(q.query.padEnd(28), ((performance.now() - start) / 20).toFixed(2), "ms total", answer!.total);
  }
}
await engine.close();
await database.close();
