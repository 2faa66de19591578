import { sql } from "drizzle-orm";
import type { PGlite } from "@electric-sql/pglite";
import type { Database, DatabaseDriver } from "../../db/client";
import { selectRows } from "../../db/select-rows";
import { pgliteLiveSource, postgresLiveSource, type LiveSource } from "../live/live-hub";
import { SearchIndex, WEIGHT_BITS, type IndexAnswer, type IndexedDocument, type IndexHit, type IndexQuery } from "./search-index";
import { parseTsvectorText } from "./tsvector-text";

/** The channel migration 0014's triggers on search_documents notify: changed listing ids, or `*`. */
export const SEARCH_DOCUMENTS_CHANNEL = "search_documents";
/** Documents read per query while loading, so a large catalogue never sits in memory twice as text. */
const LOAD_BATCH = 1000;
/** How long settled() waits for its own marker by default. */
const SETTLE_TIMEOUT_MS = 10_000;

/**
 * This process's search (decision 024): the index of search-index.ts, loaded from
 * search_documents and kept current by the notifications their triggers send at commit.
 */
export type SearchEngine = {
  /** Ranked listing ids of one page; waits for the first load. */
  search(query: IndexQuery): Promise<IndexAnswer>;
  /** Starts listening and the first load (no-op once started); searches wait until then. */
  start(): void;
  /** Resolves once the index holds every document committed before the first load began. */
  ready(): Promise<void>;
  /**
   * Resolves once every change committed before the call is in the index (notifications arrive
   * in commit order, so a marker notified now arrives after all of them).
   */
  settled(): Promise<void>;
  close(): Promise<void>;
};

export type SearchEngineOptions = {
  db: Database;
  /** Where search_documents notifications come from (LISTEN on SEARCH_DOCUMENTS_CHANNEL). */
  source: LiveSource;
  /** Called after changes from other writes reach the index (to drop answers cached from before). */
  onChange?: () => void;
  onError?: (message: string, error: unknown) => void;
  /** How long settled() waits for its marker before reloading everything instead. */
  settleTimeoutMs?: number;
  /**
   * Start listening and loading at once (default), or only when start() is called: the server
   * starts it once its port is open, since a large catalogue's load would otherwise hold up the
   * start-up steps that share the event loop (and, on PGlite, the connection) with it.
   */
  autoStart?: boolean;
};

type Work = { kind: "reload" } | { kind: "ids"; ids: Set<number> } | { kind: "marker"; token: string };

/** A search document as read: what the index shows, and its vector's lexemes by weight (positions are not needed, and are most of the text). */
type DocumentRow = IndexHit & { a: string; b: string; c: string; d: string };

export function openSearchEngine({
  db,
  source,
  onChange = () => undefined,
  onError = () => undefined,
  settleTimeoutMs = SETTLE_TIMEOUT_MS,
  autoStart = true,
}: SearchEngineOptions): SearchEngine {
  let index = new SearchIndex();
  const queue: Work[] = [];
  const markers = new Map<string, () => void>();
  let pumping: Promise<void> | null = null;
  let closed = false;
  let markerCount = 0;
  let loaded = false;
  let resolveReady: () => void = () => undefined;
  const readyPromise = new Promise<void>((resolve) => {
    resolveReady = resolve;
  });

  function enqueue(work: Work) {
    const last = queue.at(-1);
    if (work.kind === "ids" && last?.kind === "ids") for (const id of work.ids) last.ids.add(id);
    else if (!(work.kind === "reload" && queue.some((queued) => queued.kind === "reload"))) queue.push(work);
    kick();
  }

  /** One pump at a time works the queue; work queued as it finishes starts the next. */
  function kick() {
    if (pumping || closed) return;
    pumping = pump().finally(() => {
      pumping = null;
      if (queue.length > 0) kick();
    });
  }

  async function pump() {
    while (queue.length > 0 && !closed) {
      const work = queue.shift()!;
      try {
        if (work.kind === "reload") {
          index = await loadIndex(db);
          // The first load only fills the index; a later one replaces answers given before it.
          if (loaded) onChange();
          loaded = true;
          resolveReady();
        } else if (work.kind === "ids") {
          if (work.ids.size > 0) {
            await refresh(work.ids);
            onChange();
          }
        } else {
          markers.get(work.token)?.();
          markers.delete(work.token);
        }
      } catch (error) {
        if (closed) return;
        onError("search index update failed; reloading", error);
        // Whatever was half applied, a full reload puts the index right; wait a moment first.
        await new Promise((resolve) => setTimeout(resolve, 1000));
        queue.unshift({ kind: "reload" });
      }
    }
  }

  async function refresh(ids: Set<number>) {
    const list = [...ids];
    const rows = await readDocuments(db, sql`listing_id = any(${`{${list.join(",")}}`}::int[])`);
    const present = new Set<number>();
    for (const row of rows) {
      index.put(toDocument(row));
      present.add(row.listingId);
    }
    for (const id of list) if (!present.has(id)) index.remove(id);
  }

  function deliver(payload: string) {
    if (payload.startsWith("marker:")) enqueue({ kind: "marker", token: payload.slice("marker:".length) });
    else if (payload === "*") enqueue({ kind: "reload" });
    else {
      const ids = payload
        .split(",")
        .map(Number)
        .filter((id) => Number.isSafeInteger(id) && id > 0);
      enqueue({ kind: "ids", ids: new Set(ids) });
    }
  }

  let started: Promise<void> | null = null;
  function start() {
    started ??= source
      .start(deliver, (listening) => {
        // Loaded once listening, so no change committed in between is missed; after a lost
        // connection, notifications may have been missed: load everything again.
        if (listening && !closed) enqueue({ kind: "reload" });
      })
      .catch((error: unknown) => {
        // Search still answers (from a load that no change will update) rather than never.
        onError("search index could not listen for changes", error);
        enqueue({ kind: "reload" });
      });
  }
  if (autoStart) start();

  return {
    async search(query) {
      await readyPromise;
      return index.search(query);
    },
    start,
    ready: () => readyPromise,
    async settled() {
      await readyPromise;
      const token = `${process.pid}-${++markerCount}-${Date.now()}`;
      const arrived = new Promise<void>((resolve) => markers.set(token, resolve));
      await db.execute(sql`select pg_notify(${SEARCH_DOCUMENTS_CHANNEL}, ${`marker:${token}`})`);
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<"timeout">((resolve) => {
        timer = setTimeout(() => resolve("timeout"), settleTimeoutMs);
      });
      const outcome = await Promise.race([arrived, timedOut]);
      clearTimeout(timer);
      if (outcome === "timeout") {
        // The marker never came back (the listening connection is down): load everything instead,
        // through the queue like any other work, and wait for that.
        markers.delete(token);
        const fallback = `${token}-reload`;
        const reloaded = new Promise<void>((resolve) => markers.set(fallback, resolve));
        enqueue({ kind: "reload" });
        enqueue({ kind: "marker", token: fallback });
        await reloaded;
      }
    },
    async close() {
      closed = true;
      if (started) {
        await started;
        await source.stop();
      }
      await pumping?.catch(() => undefined);
    },
  };
}

/** The engine for an open database: PGlite's own listen, or a dedicated PostgreSQL connection. */
export function openSearchEngineFor(
  database: { db: Database; driver: DatabaseDriver; pglite?: PGlite },
  {
    url,
    onChange,
    onError,
    autoStart,
  }: { url?: string; onChange?: () => void; onError?: (message: string, error: unknown) => void; autoStart?: boolean },
): SearchEngine {
  let source: LiveSource;
  if (database.driver === "pglite") {
    if (!database.pglite) throw new Error("search on PGlite needs the PGlite instance");
    source = pgliteLiveSource(database.pglite, SEARCH_DOCUMENTS_CHANNEL);
  } else {
    if (!url) throw new Error("search on PostgreSQL needs the database URL");
    source = postgresLiveSource({ url, channel: SEARCH_DOCUMENTS_CHANNEL, onError });
  }
  return openSearchEngine({ db: database.db, source, onChange, onError, autoStart });
}

/** Every search document, a batch at a time, into a new index. */
async function loadIndex(db: Database): Promise<SearchIndex> {
  const index = new SearchIndex();
  let after = 0;
  for (;;) {
    const rows = await readDocuments(db, sql`listing_id > ${after}`, LOAD_BATCH);
    for (const row of rows) index.put(toDocument(row));
    if (rows.length < LOAD_BATCH) {
      index.trim();
      return index;
    }
    after = rows.at(-1)!.listingId;
    // PGlite answers through promises alone, never through I/O: without a turn of the event loop
    // here, no request would be read until the whole catalogue is loaded.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

function readDocuments(db: Database, where: ReturnType<typeof sql>, limit?: number): Promise<DocumentRow[]> {
  return selectRows<DocumentRow>(
    db,
    sql`select listing_id as "listingId", type, is_featured as "isFeatured", title, slug, city, country, website, image, strip(ts_filter(search_vector, '{a}'))::text as a,
      strip(ts_filter(search_vector, '{b}'))::text as b, strip(ts_filter(search_vector, '{c}'))::text as c,
      strip(ts_filter(search_vector, '{d}'))::text as d from search_documents
      where ${where} order by listing_id${limit ? sql` limit ${limit}` : sql``}`,
  );
}

function toDocument({ a, b, c, d, ...hit }: DocumentRow): IndexedDocument {
  const lexemes = new Map<string, number>();
  parseTsvectorText(a, lexemes, WEIGHT_BITS.A);
  parseTsvectorText(b, lexemes, WEIGHT_BITS.B);
  parseTsvectorText(c, lexemes, WEIGHT_BITS.C);
  parseTsvectorText(d, lexemes, WEIGHT_BITS.D);
  return { ...hit, lexemes };
}
