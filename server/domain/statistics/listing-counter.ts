import { createHash, randomBytes } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/catalogue";
import { listingDailyCounts } from "../../db/schema/statistics";
import type { Clock } from "../../kernel/clock";

export type CountKind = "pageViews" | "searchImpressions";

/** Who is looking, only to drop the same visitor's repeats within a day: never stored, never logged. */
export type Visitor = { address: string; userAgent: string };

/**
 * Counts listing page views and search impressions by day without cookies or personal data
 * (decision 035). A visitor is reduced to a hash salted with a random value that lives in this
 * process for one UTC day; the hashes seen today drop repeats and are forgotten with the day.
 * Counts are added in memory and written as increments (`flush`), so a popular page costs no
 * write per view and several processes add up.
 */
export type ListingCounter = {
  /** Counts one look at each listing; returns how many were new for this visitor today. */
  record(kind: CountKind, listingIds: readonly number[], visitor: Visitor): number;
  /** Writes the counts gathered so far. */
  flush(): Promise<void>;
  /** Writes what is left and stops the timer. */
  close(): Promise<void>;
};

/** The most distinct visitor-listing pairs remembered in a day; past it, repeats count again (better than unbounded memory). */
export const MAX_REMEMBERED_LOOKS = 500_000;

/** `flushEveryMs` 0: no timer, the owner calls `flush` (tests). */
export function createListingCounter({ db, clock, flushEveryMs = 10_000 }: { db: Database; clock: Clock; flushEveryMs?: number }): ListingCounter {
  let day = "";
  let salt = randomBytes(32);
  let seen = new Set<string>();
  let pending = new Map<string, { listingId: number; day: string; pageViews: number; searchImpressions: number }>();
  let writing: Promise<void> = Promise.resolve();

  const today = () => clock.now().toISOString().slice(0, 10);
  const timer = flushEveryMs > 0 ? setInterval(() => void flush().catch(() => undefined), flushEveryMs) : undefined;
  timer?.unref();

  function flush(): Promise<void> {
    writing = writing.then(async () => {
      if (pending.size === 0) return;
      const rows = [...pending.values()];
      pending = new Map();
      try {
        await db
          .insert(listingDailyCounts)
          .values(rows)
          .onConflictDoUpdate({
            target: [listingDailyCounts.listingId, listingDailyCounts.day],
            set: {
              pageViews: sql`${listingDailyCounts.pageViews} + excluded.page_views`,
              searchImpressions: sql`${listingDailyCounts.searchImpressions} + excluded.search_impressions`,
            },
          });
      } catch (error) {
        // A listing deleted meanwhile fails the whole batch: keep the others' counts for the next try.
        const alive = new Set(
          (await db.select({ id: listings.id }).from(listings).where(inArray(listings.id, [...new Set(rows.map((row) => row.listingId))]))).map((row) => row.id),
        );
        const kept = rows.filter((row) => alive.has(row.listingId));
        if (kept.length === rows.length) throw error;
        for (const row of kept) {
          add(row.listingId, row.day, "pageViews", row.pageViews);
          add(row.listingId, row.day, "searchImpressions", row.searchImpressions);
        }
      }
    });
    return writing;
  }

  function add(listingId: number, onDay: string, kind: CountKind, count: number): void {
    if (count === 0) return;
    const key = `${listingId}|${onDay}`;
    const entry = pending.get(key) ?? { listingId, day: onDay, pageViews: 0, searchImpressions: 0 };
    entry[kind] += count;
    pending.set(key, entry);
  }

  return {
    record(kind, listingIds, visitor) {
      const now = today();
      if (now !== day) {
        day = now;
        salt = randomBytes(32);
        seen = new Set();
      }
      const who = createHash("sha256").update(salt).update(visitor.address).update("\u0000").update(visitor.userAgent).digest("base64url");
      let counted = 0;
      for (const listingId of new Set(listingIds)) {
        const look = `${kind}|${listingId}|${who}`;
        if (seen.has(look)) continue;
        if (seen.size < MAX_REMEMBERED_LOOKS) seen.add(look);
        add(listingId, day, kind, 1);
        counted += 1;
      }
      return counted;
    },
    flush,
    async close() {
      if (timer) clearInterval(timer);
      await flush();
    },
  };
}

const lazyCounters = new WeakMap<object, ListingCounter>();

/**
 * The process's counter (AppServices.listingCounter), or for services built without one (tests)
 * a counter of their own without a timer, flushed by whoever reads the counts.
 */
export function listingCounterOf(services: { db: Database; clock: Clock; listingCounter?: ListingCounter }): ListingCounter {
  if (services.listingCounter) return services.listingCounter;
  let counter = lazyCounters.get(services);
  if (!counter) {
    counter = createListingCounter({ db: services.db, clock: services.clock, flushEveryMs: 0 });
    lazyCounters.set(services, counter);
  }
  return counter;
}
