import type { Database } from "../../db/client";
import type { Clock } from "../../kernel/clock";
import { readNightSpans, type NightSpan } from "./inventory-nights";

/**
 * The own inventory's nights kept in memory for searches (decision 029, "Nights in memory"): a
 * city's search prices hundreds of rate plans, and reading their nights from the table on every
 * search was most of its time on the embedded database. Kept by hotel and by block of
 * BLOCK_DAYS days (typed arrays, about 1 KB a hotel and block), loaded on the first search that
 * needs them, for all of that search's hotels in one query.
 *
 * Fresh enough for a search, never for a sale: every inventory change clears the store in the
 * process that made it and, through the search index's notification, in every other process
 * (inventoryChanged); blocks also expire after the TTL. The price check reads the table.
 *
 * Scope: one store per process and per database (it hangs on AppServices, beside the catalogue
 * cache, which clears it as a dependent).
 */
export type NightsStore = {
  /** The spans of the hotels' plans covering `firstDay`..`lastDay` (days since 1970-01-01). */
  read(listingIds: readonly number[], firstDay: number, lastDay: number): Promise<NightSpan[]>;
  /** Forget everything: an inventory changed. */
  invalidate(): void;
  /** Forget one hotel's nights: its rooms were held or given back. */
  forget(listingId: number): void;
  /** Blocks held now (for tests and diagnostics). */
  readonly size: number;
};

/** Days a block holds, from a day since 1970-01-01 that is a multiple of it. */
export const BLOCK_DAYS = 16;

type Block = { expiresAt: number; spans: NightSpan[] };

export type CreateNightsStoreOptions = {
  db: Database;
  clock: Clock;
  /** How long a block is served, in milliseconds. */
  ttlMs?: number;
  /** Blocks kept at most (hotel × block); the least recently used go first. */
  maxBlocks?: number;
};

export function createNightsStore({ db, clock, ttlMs = 60_000, maxBlocks = 40_000 }: CreateNightsStoreOptions): NightsStore {
  /** Key: listing id × 2^20 + block number. */
  const blocks = new Map<number, Block>();
  /** Loads running, by block key; cleared with the store. */
  let loading = new Map<number, Promise<void>>();
  let generation = 0;

  const keyOf = (listingId: number, block: number) => listingId * 1_048_576 + block;

  function keep(key: number, block: Block) {
    blocks.delete(key);
    blocks.set(key, block);
    while (blocks.size > maxBlocks) {
      const oldest = blocks.keys().next().value;
      if (oldest === undefined) break;
      blocks.delete(oldest);
    }
  }

  /** Loads the missing blocks of these hotels (one query for all) and keeps them. */
  function load(listingIds: number[], firstBlock: number, lastBlock: number): Promise<void> {
    const startedIn = generation;
    const expiresAt = clock.now().getTime() + ttlMs;
    const running = loading;
    const done = (async () => {
      const spans = await readNightSpans(db, { listingIds }, firstBlock * BLOCK_DAYS, (lastBlock + 1) * BLOCK_DAYS - 1);
      // An inventory change while the query ran: what it read may be older than the change.
      if (generation !== startedIn) return;
      const byListing = new Map<number, NightSpan[]>();
      for (const span of spans) {
        const list = byListing.get(span.listingId) ?? [];
        list.push(span);
        byListing.set(span.listingId, list);
      }
      for (const listingId of listingIds) {
        const listingSpans = byListing.get(listingId) ?? [];
        for (let block = firstBlock; block <= lastBlock; block++) {
          keep(keyOf(listingId, block), { expiresAt, spans: listingSpans.map((span) => slice(span, block)) });
        }
      }
    })();
    for (const listingId of listingIds) for (let block = firstBlock; block <= lastBlock; block++) running.set(keyOf(listingId, block), done);
    const forget = () => {
      for (const listingId of listingIds) {
        for (let block = firstBlock; block <= lastBlock; block++) {
          const key = keyOf(listingId, block);
          if (running.get(key) === done) running.delete(key);
        }
      }
    };
    done.then(forget, forget);
    return done;
  }

  return {
    async read(listingIds, firstDay, lastDay) {
      const firstBlock = Math.floor(firstDay / BLOCK_DAYS);
      const lastBlock = Math.floor(lastDay / BLOCK_DAYS);
      const now = clock.now().getTime();
      const missing: number[] = [];
      const waits = new Set<Promise<void>>();
      for (const listingId of listingIds) {
        for (let block = firstBlock; block <= lastBlock; block++) {
          const key = keyOf(listingId, block);
          const held = blocks.get(key);
          if (held && held.expiresAt > now) continue;
          const running = loading.get(key);
          if (running) waits.add(running);
          else {
            missing.push(listingId);
            break;
          }
        }
      }
      if (missing.length > 0) waits.add(load(missing, firstBlock, lastBlock));
      await Promise.all(waits);

      const spans: NightSpan[] = [];
      const fresh: NightSpan[][] = [];
      for (const listingId of listingIds) {
        for (let block = firstBlock; block <= lastBlock; block++) {
          const key = keyOf(listingId, block);
          const held = blocks.get(key);
          if (held) {
            // Most recently used last: the oldest go first when the store is full.
            blocks.delete(key);
            blocks.set(key, held);
            fresh.push(held.spans);
          } else {
            // Cleared while loading (an inventory change): read these nights from the table.
            return readNightSpans(db, { listingIds: [...listingIds] }, firstDay, lastDay);
          }
        }
      }
      if (firstBlock === lastBlock) for (const list of fresh) spans.push(...list);
      else spans.push(...joinBlocks(fresh, firstBlock, lastBlock - firstBlock + 1));
      return spans;
    },
    invalidate() {
      blocks.clear();
      loading = new Map();
      generation++;
    },
    forget(listingId) {
      for (const key of [...blocks.keys()]) if (Math.floor(key / 1_048_576) === listingId) blocks.delete(key);
      // A load running now may have read the nights before the change: it keeps nothing.
      loading = new Map();
      generation++;
    },
    get size() {
      return blocks.size;
    },
  };
}

/** The part of a span that falls in one block. */
function slice(span: NightSpan, block: number): NightSpan {
  const from = block * BLOCK_DAYS - span.firstDay;
  return {
    listingId: span.listingId,
    ratePlanId: span.ratePlanId,
    firstDay: block * BLOCK_DAYS,
    price: span.price.slice(from, from + BLOCK_DAYS),
    packed: span.packed.slice(from, from + BLOCK_DAYS),
  };
}

/**
 * One span a plan over consecutive blocks from `firstBlock`: `perListing` blocks for each hotel in
 * turn, each block a list of its plans' spans (a plan missing from a block has no nights there).
 */
function joinBlocks(blocksInOrder: NightSpan[][], firstBlock: number, perListing: number): NightSpan[] {
  const joined: NightSpan[] = [];
  for (let start = 0; start < blocksInOrder.length; start += perListing) {
    const byPlan = new Map<number, NightSpan>();
    for (let index = 0; index < perListing; index++) {
      for (const span of blocksInOrder[start + index] ?? []) {
        let plan = byPlan.get(span.ratePlanId);
        if (!plan) {
          plan = {
            listingId: span.listingId,
            ratePlanId: span.ratePlanId,
            firstDay: firstBlock * BLOCK_DAYS,
            price: new Float64Array(perListing * BLOCK_DAYS).fill(Number.NaN),
            packed: new Int32Array(perListing * BLOCK_DAYS),
          };
          byPlan.set(span.ratePlanId, plan);
        }
        plan.price.set(span.price, index * BLOCK_DAYS);
        plan.packed.set(span.packed, index * BLOCK_DAYS);
      }
    }
    joined.push(...byPlan.values());
  }
  return joined;
}
