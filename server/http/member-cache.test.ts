import { describe, expect, it } from "vitest";
import type { AuthenticatedSession } from "../domain/accounts/sessions";
import { fixedClock } from "../kernel/clock";
import { createMemberCache } from "./member-cache";

const session = (id: number) => ({ user: { id }, sessionId: id, secondFactorAt: null }) as unknown as AuthenticatedSession;

describe("member cache", () => {
  it("keeps a reader for its lifetime, then asks again", () => {
    const clock = fixedClock(new Date("2026-12-01T10:00:00Z"));
    const cache = createMemberCache({ clock, ttlMs: 10_000 });
    cache.set("token-a", { session: session(1) }, cache.generation);
    clock.advance(9_999);
    expect(cache.get("token-a")?.session.sessionId).toBe(1);
    clock.advance(2);
    expect(cache.get("token-a")).toBeUndefined();
  });

  it("forgets everyone on a write, and keeps nothing read before it", () => {
    const cache = createMemberCache({ clock: fixedClock(new Date()) });
    cache.set("token-a", { session: session(1) }, cache.generation);
    const readBeforeWrite = cache.generation;
    cache.forget();
    expect(cache.get("token-a")).toBeUndefined();
    // A page that read the session before the write finished must not keep what it read.
    cache.set("token-b", { session: session(2) }, readBeforeWrite);
    expect(cache.get("token-b")).toBeUndefined();
    cache.set("token-b", { session: session(2) }, cache.generation);
    expect(cache.get("token-b")?.session.sessionId).toBe(2);
  });

  it("adding what it learns later keeps the entry's first lifetime", () => {
    const clock = fixedClock(new Date("2026-12-01T10:00:00Z"));
    const cache = createMemberCache({ clock, ttlMs: 10_000 });
    cache.set("token-a", { session: session(1) }, cache.generation);
    clock.advance(8_000);
    cache.set("token-a", { session: session(1), favoriteIds: [4] }, cache.generation);
    clock.advance(2_001);
    expect(cache.get("token-a")).toBeUndefined();
  });

  it("holds a bounded number of readers, dropping the oldest", () => {
    const cache = createMemberCache({ clock: fixedClock(new Date()), maxEntries: 2 });
    for (const token of ["a", "b", "c"]) cache.set(token, { session: session(1) }, cache.generation);
    expect(cache.size).toBe(2);
    expect(cache.get("a")).toBeUndefined();
  });
});
