import type { Clock } from "../../kernel/clock";

/**
 * A small read-through cache for catalogue reads (listing details, filtered pages, price ranges,
 * CMS banners). An embedded PGlite query costs about 0.3 ms of the one core the process has, so
 * a popular listing or page read from the database on every request caps the API far below the
 * quality bar; the catalogue changes rarely and a few seconds of staleness is acceptable.
 *
 * Bounded LRU (a Map keeps insertion order; a hit moves the entry to the end) with a short TTL.
 * Concurrent misses on one key share one load, so a burst of requests for a cold page runs one
 * query. A failed load is not kept.
 *
 * Scope: one cache per process and per database (it hangs on AppServices, never on a module), so
 * test files with their own databases never see each other's rows. Writers in this process call
 * invalidateCatalogue(). With several processes, each one's copy may lag by up to the TTL; when
 * that matters, writers will NOTIFY a channel that every process LISTENs to and invalidates on.
 */
export type CatalogueCache = {
  /** The cached value for `key`, or the result of `load` (then kept for the TTL). */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forget everything, e.g. after a write to listings, media or banners. */
  invalidate(): void;
  /** Entries held now (for tests and diagnostics). */
  readonly size: number;
  /** How long an entry is served, in milliseconds. */
  readonly ttlMs: number;
  /**
   * Counts invalidations: a copy of an answer kept elsewhere (route.ts keeps sent bodies by URL)
   * is current only while the generation it was made in is.
   */
  readonly generation: number;
};

export type CreateCatalogueCacheOptions = {
  clock: Clock;
  /** How long an entry is served, in milliseconds. */
  ttlMs?: number;
  /** Entries kept at most; the least recently used goes first. */
  maxEntries?: number;
  /** Caches built from catalogue reads (rendered pages), cleared with this one. */
  dependents?: readonly { invalidate(): void }[];
};

type Entry = { expiresAt: number; value: Promise<unknown> };

export function createCatalogueCache({
  clock,
  ttlMs = 30_000,
  maxEntries = 2_000,
  dependents = [],
}: CreateCatalogueCacheOptions): CatalogueCache {
  const entries = new Map<string, Entry>();
  let generation = 0;
  return {
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const now = clock.now().getTime();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) {
        entries.delete(key);
        entries.set(key, hit);
        return hit.value as Promise<T>;
      }
      if (hit) entries.delete(key);
      const value = load();
      const entry: Entry = { expiresAt: now + ttlMs, value };
      entries.set(key, entry);
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      // invalidate() clears the map, so a load that was running then stores nothing afterwards.
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    invalidate() {
      entries.clear();
      generation++;
      for (const dependent of dependents) dependent.invalidate();
    },
    get size() {
      return entries.size;
    },
    ttlMs,
    get generation() {
      return generation;
    },
  };
}

/** A cache key from a read's name and its normalised inputs (lists sorted, absent fields left out). */
export function catalogueCacheKey(read: string, inputs: Record<string, unknown>): string {
  return `${read}:${JSON.stringify(inputs)}`;
}
