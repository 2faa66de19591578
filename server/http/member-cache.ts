import type { Clock } from "../kernel/clock";
import type { AuthenticatedSession } from "../domain/accounts/sessions";

/** A signed-in reader as the pages need them: the session and (once read) their saved listings. */
export type CachedMember = {
  session: AuthenticatedSession;
  favoriteIds?: readonly number[];
  /** The header's account area as HTML, by the part of the path it depends on (ssr.ts), while the entry lives. */
  accountAreas?: Map<string, string>;
};

/**
 * Who is behind a session token, kept in memory for a few seconds (decision 055): a member reading
 * page after page costs no session or favourites query each time. Every write this process answers
 * (any request but GET, HEAD and OPTIONS: a logout, a heart, a profile change, an admin disabling
 * an account, a hotel's offer that changes a member's unread count) forgets every entry, so what a
 * member does shows on their next page; what changes without a request here (another process, a
 * background job) shows within the lifetime.
 */
export type MemberCache = {
  get(token: string): CachedMember | undefined;
  /** Counts the forgets: read it before the queries whose answer `set` keeps. */
  readonly generation: number;
  /** Keeps `member`, unless a write came since `generation` was read (its answer may be older). */
  set(token: string, member: CachedMember, generation: number): void;
  /** Forget every member (on any write). */
  forget(): void;
  readonly size: number;
};

export type CreateMemberCacheOptions = { clock: Clock; ttlMs?: number; maxEntries?: number };

export function createMemberCache({ clock, ttlMs = 10_000, maxEntries = 10_000 }: CreateMemberCacheOptions): MemberCache {
  const entries = new Map<string, { expiresAt: number; member: CachedMember }>();
  let generation = 0;
  return {
    get generation() {
      return generation;
    },
    get(token) {
      const hit = entries.get(token);
      if (!hit) return undefined;
      if (hit.expiresAt <= clock.now().getTime()) {
        entries.delete(token);
        return undefined;
      }
      return hit.member;
    },
    set(token, member, readAt) {
      if (readAt !== generation) return;
      const existing = entries.get(token);
      entries.delete(token);
      entries.set(token, { expiresAt: existing?.expiresAt ?? clock.now().getTime() + ttlMs, member });
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
    },
    forget() {
      generation += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
