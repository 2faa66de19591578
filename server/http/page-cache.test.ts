import { describe, expect, it } from "vitest";
import { createCatalogueCache } from "../domain/catalogue/catalogue-cache";
import { fixedClock } from "../kernel/clock";
import { createPageCache, type CachedPage } from "./page-cache";

const page = (body: string): CachedPage => ({ status: 200, headers: [["content-type", "text/html; charset=utf-8"]], body });

describe("page cache", () => {
  it("keeps a page for its lifetime, then forgets it", () => {
    const clock = fixedClock(new Date("2026-06-01T12:00:00Z"));
    const cache = createPageCache({ clock, ttlMs: 30_000 });
    cache.set("a", page("<p>a</p>"));
    clock.advance(29_999);
    expect(cache.get("a")?.body).toBe("<p>a</p>");
    clock.advance(2);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("drops the least recently used pages beyond the characters it may hold", () => {
    const cache = createPageCache({ clock: fixedClock(new Date()), maxCharacters: 25 });
    cache.set("a", { ...page("x".repeat(5)), sharedBody: "y".repeat(5) });
    cache.set("b", page("x".repeat(10)));
    cache.get("a");
    cache.set("c", page("x".repeat(10)));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")?.sharedBody).toBe("yyyyy");
    expect(cache.get("c")).toBeDefined();
    cache.invalidate();
    cache.set("d", page("x".repeat(20)));
    expect(cache.get("d")).toBeDefined();
  });

  it("counts a kept page's bytes once made, and what it let go of, toward what it may hold", () => {
    const cache = createPageCache({ clock: fixedClock(new Date()), maxCharacters: 25 });
    const a = page("x".repeat(10));
    cache.set("a", a);
    cache.set("b", page("x".repeat(10)));
    // The visitor's bytes stand for the text: same size, nothing dropped.
    a.visitorBytes = { parts: [Buffer.from("x".repeat(10))], holes: [] };
    a.body = "";
    cache.recount(a);
    expect(cache.get("b")).toBeDefined();
    expect(cache.get("a")).toBeDefined();
    // More bytes than before: the least recently used page (b) goes.
    a.memberBytes = { parts: [Buffer.from("y".repeat(8))], holes: [] };
    cache.recount(a);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(a);
    // A page no longer kept is not counted again.
    cache.invalidate();
    cache.recount(a);
    cache.set("c", page("x".repeat(25)));
    expect(cache.get("c")).toBeDefined();
  });

  it("drops the least recently used page beyond its size", () => {
    const cache = createPageCache({ clock: fixedClock(new Date()), maxEntries: 2 });
    cache.set("a", page("a"));
    cache.set("b", page("b"));
    cache.get("a");
    cache.set("c", page("c"));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")?.body).toBe("a");
    expect(cache.get("c")?.body).toBe("c");
  });

  it("puts each response's nonce and correlation id where the placeholders were", () => {
    const cache = createPageCache({ clock: fixedClock(new Date()) });
    const body = `<script nonce="${cache.noncePlaceholder}">x</script><script nonce="${cache.noncePlaceholder}">{"id":"${cache.correlationPlaceholder}"}</script>`;
    expect(cache.personalise(body, { nonce: "n0nce", correlationId: "req-7" })).toBe(
      '<script nonce="n0nce">x</script><script nonce="n0nce">{"id":"req-7"}</script>',
    );
    // Placeholders are random per process, so nothing a listing says can collide with them.
    expect(createPageCache({ clock: fixedClock(new Date()) }).noncePlaceholder).not.toBe(cache.noncePlaceholder);
  });

  it("is cleared with the catalogue cache it depends on", async () => {
    const clock = fixedClock(new Date());
    const pages = createPageCache({ clock });
    const catalogue = createCatalogueCache({ clock, dependents: [pages] });
    pages.set("a", page("a"));
    await catalogue.read("k", async () => 1);
    catalogue.invalidate();
    expect(pages.get("a")).toBeUndefined();
    expect(catalogue.size).toBe(0);
  });
});
