import { describe, expect, it } from "vitest";
import { fixedClock } from "../../kernel/clock";
import { catalogueCacheKey, createCatalogueCache } from "./catalogue-cache";
import { invalidateCatalogue } from "./invalidate-catalogue";

function counter() {
  let calls = 0;
  return {
    load: () => {
      calls += 1;
      return Promise.resolve(calls);
    },
    get calls() {
      return calls;
    },
  };
}

describe("createCatalogueCache", () => {
  it("serves a hit without loading again", async () => {
    const cache = createCatalogueCache({ clock: fixedClock(new Date("2026-06-01T12:00:00Z")) });
    const source = counter();
    expect(await cache.read("a", source.load)).toBe(1);
    expect(await cache.read("a", source.load)).toBe(1);
    expect(source.calls).toBe(1);
  });

  it("loads again once the TTL has passed", async () => {
    const clock = fixedClock(new Date("2026-06-01T12:00:00Z"));
    const cache = createCatalogueCache({ clock, ttlMs: 30_000 });
    const source = counter();
    await cache.read("a", source.load);
    clock.advance(29_999);
    expect(await cache.read("a", source.load)).toBe(1);
    clock.advance(1);
    expect(await cache.read("a", source.load)).toBe(2);
  });

  it("forgets everything on invalidateCatalogue", async () => {
    const cache = createCatalogueCache({ clock: fixedClock(new Date()) });
    const source = counter();
    await cache.read("a", source.load);
    invalidateCatalogue({ cache });
    expect(cache.size).toBe(0);
    expect(await cache.read("a", source.load)).toBe(2);
    expect(() => invalidateCatalogue({ cache: undefined })).not.toThrow();
  });

  it("evicts the least recently used entry beyond maxEntries", async () => {
    const cache = createCatalogueCache({ clock: fixedClock(new Date()), maxEntries: 2 });
    const source = counter();
    await cache.read("a", source.load); // 1
    await cache.read("b", source.load); // 2
    await cache.read("a", source.load); // hit: a is now the most recent
    await cache.read("c", source.load); // 3, evicts b
    expect(cache.size).toBe(2);
    expect(await cache.read("a", source.load)).toBe(1);
    expect(await cache.read("b", source.load)).toBe(4);
  });

  it("shares one load between concurrent misses and keeps no failure", async () => {
    const cache = createCatalogueCache({ clock: fixedClock(new Date()) });
    const source = counter();
    const [first, second] = await Promise.all([cache.read("a", source.load), cache.read("a", source.load)]);
    expect([first, second, source.calls]).toEqual([1, 1, 1]);
    await expect(cache.read("broken", () => Promise.reject(new Error("database down")))).rejects.toThrow("database down");
    expect(await cache.read("broken", () => Promise.resolve("back"))).toBe("back");
  });

  it("builds keys from the read's name and inputs", () => {
    expect(catalogueCacheKey("getListing", { by: { slug: "x" } })).toBe('getListing:{"by":{"slug":"x"}}');
  });
});
