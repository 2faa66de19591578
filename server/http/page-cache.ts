import { randomBytes } from "node:crypto";
import type { Clock } from "../kernel/clock";
import type { PageBytes } from "./page-bytes";

/**
 * A rendered page as it was sent: status, headers and the whole HTML for a visitor; `sharedBody`,
 * when the page is the same for every member, is the HTML with the marks each member's response
 * fills (core/shared-page.ts).
 */
export type CachedPage = {
  status: number;
  headers: [string, string][];
  /** The visitor's HTML; "" once `visitorBytes` stand for it. */
  body: string;
  /** Present when the page is the same for every member; "" once `memberBytes` stand for it. */
  sharedBody?: string;
  /**
   * The `<style>` element each response puts at the end of the head (the first paint's styles,
   * decision 057), kept apart from the bodies: pages of a kind carry the same one, shared between
   * their entries, so it is not counted in the characters held.
   */
  headStyles?: string;
  /** The visitor's response as bytes with `headStyles` in place (page-bytes.ts), made at its first response. */
  visitorBytes?: PageBytes;
  /** The same of `sharedBody`, cut at its marks too, made at the first member's response (null: filled as text). */
  memberBytes?: PageBytes | null;
};

/**
 * Server-rendered pages for visitors who send no cookie, so a popular page is rendered once per
 * lifetime instead of on every request (rendering a hotel page costs a few milliseconds of the
 * process's one core; docs/quality.md's SSR bar is beyond that). Such a visitor's page depends only on
 * the address, the host and whether the reader is a crawler, and on the catalogue, so the cache is
 * cleared whenever the catalogue cache is (catalogue-cache.ts `dependents`) and entries live as long.
 *
 * A page differs per response in two places: the CSP nonce and the correlation id. Pages are
 * rendered with the placeholders below, random per process so no content can contain them, and each
 * response gets its own values by replacement (`personalise`).
 *
 * Bounded LRU by entries and by characters held (a page is 50-100 KB, twice when it is also kept
 * for members): the default holds every hotel page of the demo catalogue and then some.
 */
export type PageCache = {
  get(key: string): CachedPage | undefined;
  set(key: string, page: CachedPage): void;
  /** Counts again what a kept `page` holds, after its bytes were made (and keeps within the budget). */
  recount(page: CachedPage): void;
  /** Forget every page (called with the catalogue cache's invalidate). */
  invalidate(): void;
  readonly size: number;
  /** Stands in for the nonce while a cacheable page renders. */
  readonly noncePlaceholder: string;
  /** Stands in for the correlation id while a cacheable page renders. */
  readonly correlationPlaceholder: string;
  /** The page's HTML with this response's nonce and correlation id. */
  personalise(body: string, values: { nonce: string; correlationId: string }): string;
};

export type CreatePageCacheOptions = { clock: Clock; ttlMs?: number; maxEntries?: number; maxCharacters?: number };

const bytesOf = (bytes: PageBytes | null | undefined) => bytes?.parts.reduce((total, part) => total + part.length, 0) ?? 0;

/** What a kept page holds: its texts' characters and its bytes once made (page-bytes.ts). */
function charactersOf(page: CachedPage): number {
  return page.body.length + (page.sharedBody?.length ?? 0) + bytesOf(page.visitorBytes) + bytesOf(page.memberBytes);
}

export function createPageCache({
  clock,
  ttlMs = 30_000,
  maxEntries = 2_000,
  maxCharacters = 64 * 1024 * 1024,
}: CreatePageCacheOptions): PageCache {
  const entries = new Map<string, { expiresAt: number; page: CachedPage }>();
  // What each kept page was counted as, so a recount and a removal subtract the same.
  const counted = new WeakMap<CachedPage, number>();
  let characters = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    characters -= counted.get(entry.page) ?? 0;
    counted.delete(entry.page);
  };
  const keepWithinBudget = () => {
    while (entries.size > 1 && (entries.size > maxEntries || characters > maxCharacters)) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      remove(oldest);
    }
  };
  // Base64 like a real nonce, hex like a real id: both survive HTML and JSON escaping unchanged.
  const noncePlaceholder = randomBytes(18).toString("base64").replace(/[+/]/g, "A");
  const correlationPlaceholder = `page-${randomBytes(16).toString("hex")}`;
  return {
    noncePlaceholder,
    correlationPlaceholder,
    get(key) {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.expiresAt <= clock.now().getTime()) {
        remove(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, hit);
      return hit.page;
    },
    set(key, page) {
      remove(key);
      entries.set(key, { expiresAt: clock.now().getTime() + ttlMs, page });
      counted.set(page, charactersOf(page));
      characters += charactersOf(page);
      keepWithinBudget();
    },
    recount(page) {
      const before = counted.get(page);
      if (before === undefined) return;
      const now = charactersOf(page);
      counted.set(page, now);
      characters += now - before;
      keepWithinBudget();
    },
    invalidate() {
      for (const { page } of entries.values()) counted.delete(page);
      entries.clear();
      characters = 0;
    },
    get size() {
      return entries.size;
    },
    personalise(body, { nonce, correlationId }) {
      return body.replaceAll(noncePlaceholder, nonce).replaceAll(correlationPlaceholder, correlationId);
    },
  };
}
