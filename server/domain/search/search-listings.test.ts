import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client";
import { listingMedia, listings } from "../../db/schema/catalogue";
import { selectRows } from "../../db/select-rows";
import { createTestDatabase } from "../../../tests/support/test-database";
import { insertCover, insertListing } from "../catalogue/catalogue-test-data";
import { openSearchEngineFor, type SearchEngine } from "./search-engine";
import { searchHotels } from "./search-hotels";
import { searchListings, type SearchListingsOptions } from "./search-listings";

// Invented words, so the demo catalogue in the test database never matches them.
let database: DatabaseHandle & { url?: string };
let db: Database;
let engine: SearchEngine;

/** The hotel search as the API runs it, once every write so far has reached the index. */
async function hotels(query: string) {
  await engine.settled();
  return searchHotels({ engine, query });
}

/** A search as the API runs it, once every write so far has reached the index. */
async function search(options: Omit<SearchListingsOptions, "engine">) {
  await engine.settled();
  return searchListings({ engine, ...options });
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  engine = openSearchEngineFor(database, { url: database.url });
  const lodge = await insertListing(db, {
    type: "basic",
    title: "Zephyrine Cove Lodge",
    city: "Quorra",
    country: "Italy",
    website: "https://zephyrine.example.com",
  });
  await insertCover(db, lodge.id, "zephyrine");
  await insertListing(db, { type: "advisor", title: "Zephyrine Travel Studio", slug: "zephyrine-travel-studio" });
  await insertListing(db, { type: "basic", title: "Quillmoor Hideaway" });
  await insertListing(db, {
    type: "property",
    isFeatured: true,
    title: "Harbour Suites",
    description: "A short walk from Quillmoor harbour.",
  });
  await insertListing(db, { type: "basic", title: "Brisolva Retreat Alpha" });
  await insertListing(db, { type: "property", isFeatured: true, title: "Brisolva Retreat Beta" });
  await insertListing(db, { type: "basic", title: "Vandrelle Manor", status: "in_active" });
  await insertListing(db, {
    type: "itinerary",
    isFeatured: true,
    title: "Zephyrine Coast 5 Days",
    slug: "zephyrine-coast-5-days",
    website: "/zephyrine-coast-5-days",
  });
});

afterAll(async () => {
  await engine?.close();
  await database?.close();
});

const titles = (items: { title: string }[]) => items.map((item) => item.title);

describe("searchListings", () => {
  it("answers an empty or blank query with nothing, without asking the index", async () => {
    for (const query of ["", "   ", "?!"]) {
      const page = await searchListings({ engine: {} as SearchEngine, query });
      expect(page).toEqual({ items: [], page: 1, perPage: 12, total: 0, lastPage: 1 });
    }
  });

  it("matches a word as it is being typed (prefix)", async () => {
    for (const query of ["zep", "zephy", "zephyrin"]) {
      const { items } = await search({ query });
      expect(titles(items), query).toContain("Zephyrine Cove Lodge");
    }
  });

  it("matches whole words in any order, including the place", async () => {
    // Few exact matches let near (typo) matches follow them, never before them.
    expect(titles((await search({ query: "cove zephyrine" })).items)[0]).toBe("Zephyrine Cove Lodge");
    expect(titles((await search({ query: "quorra" })).items)).toEqual(["Zephyrine Cove Lodge"]);
  });

  it("tolerates a typo in the title", async () => {
    for (const query of ["zephyrene", "zefyrine cove", "brisolav"]) {
      const { items } = await search({ query });
      expect(items.length, query).toBeGreaterThan(0);
    }
    expect(titles((await search({ query: "zephyrene cove lodge" })).items)[0]).toBe("Zephyrine Cove Lodge");
  });

  it("filters by kind", async () => {
    const { items } = await search({ query: "zephyrine", types: ["advisor"] });
    expect(titles(items)).toEqual(["Zephyrine Travel Studio"]);
  });

  it("ranks a title match above a featured description match", async () => {
    expect(titles((await search({ query: "quillmoor" })).items)).toEqual([
      "Quillmoor Hideaway",
      "Harbour Suites",
    ]);
  });

  it("puts featured listings first among equal matches", async () => {
    // Listings holding only "retreat" follow (few hold both words).
    expect(titles((await search({ query: "brisolva retreat" })).items).slice(0, 2)).toEqual([
      "Brisolva Retreat Beta",
      "Brisolva Retreat Alpha",
    ]);
  });

  it("leaves out listings that are not active", async () => {
    expect((await search({ query: "vandrelle" })).items).toEqual([]);
  });

  it("returns the product's type, label, link and small image of each result", async () => {
    const { items } = await search({ query: "zephyrine" });
    const byTitle = new Map(items.map((item) => [item.title, item]));
    expect(byTitle.get("Zephyrine Cove Lodge")).toMatchObject({
      type: "basic",
      label: null,
      city: "Quorra",
      country: "Italy",
      website: "https://zephyrine.example.com",
      image: "/media/test/zephyrine/small.webp",
    });
    expect(byTitle.get("Zephyrine Cove Lodge")?.path).toMatch(/^\/test-basic-/);
    expect(byTitle.get("Zephyrine Travel Studio")).toMatchObject({
      type: "advisor",
      label: "Travel Advisor",
      path: "/ta/zephyrine-travel-studio",
    });
    expect(byTitle.get("Zephyrine Coast 5 Days")).toMatchObject({
      type: "worldiaitenararies",
      label: "Itinerary",
      path: "/zephyrine-coast-5-days",
    });
  });

  it("links an itinerary to its partner's website only when that is real, else to its own page", async () => {
    await insertListing(db, { type: "itinerary", title: "Ombravel Partner Trip", slug: "ombravel-partner-trip", website: "https://trips.ombravel.example.com/partner" });
    await insertListing(db, { type: "itinerary", title: "Ombravel Journeys Trip", slug: "ombravel-journeys-trip", website: "https://www.ombravel-journeys.com/trip" });
    const byTitle = new Map((await search({ query: "ombravel" })).items.map((item) => [item.title, item]));
    expect(byTitle.get("Ombravel Partner Trip")).toMatchObject({ path: "/ombravel-partner-trip", website: "https://trips.ombravel.example.com/partner" });
    expect(byTitle.get("Ombravel Journeys Trip")).toMatchObject({ path: "https://www.ombravel-journeys.com/trip" });
  });

  it("paginates and counts the ranked matches", async () => {
    const first = await search({ query: "zephyrine", perPage: 2 });
    const second = await search({ query: "zephyrine", perPage: 2, page: 2 });
    const past = await search({ query: "zephyrine", perPage: 2, page: 9 });
    expect(first.total).toBe(3);
    expect(first.lastPage).toBe(2);
    expect(first.items).toHaveLength(2);
    expect(second.items).toHaveLength(1);
    expect(past).toMatchObject({ items: [], total: 3, page: 9 });
  });

  it("searches hotels only in the hotel variant", async () => {
    const { items } = await hotels("zephyrine");
    expect(titles(items)).toEqual(["Zephyrine Cove Lodge"]);
  });

  it("never lets typed text match the kind tokens the documents carry", async () => {
    const listing = await insertListing(db, { type: "property", isFeatured: true, title: "Orlavenne Terraces" });
    for (const typed of ["kind", "kind property", "~kind-property", "kind-property"]) {
      const { items } = await search({ query: typed });
      expect(items.map((item) => item.id), typed).not.toContain(listing.id);
    }
    expect(titles((await search({ query: "orlavenne" })).items)).toEqual(["Orlavenne Terraces"]);
  });

  it("drops stop words and matches other forms of a word", async () => {
    await insertListing(db, { type: "basic", title: "The Gardens of Pellacort", description: "Terraced vineyards above the lake." });
    // First; listings holding only one of the words follow.
    for (const query of ["the pellacort gardens", "pellacort garden", "vineyard pellacort"]) {
      const found = titles((await search({ query })).items);
      expect(found[0], query).toBe("The Gardens of Pellacort");
      expect(found.filter((title) => title === "The Gardens of Pellacort"), query).toHaveLength(1);
    }
  });

  it("tolerates a typo in the place and in a word still being typed", async () => {
    await insertListing(db, { type: "basic", title: "Casa Ombretta", city: "Valmorenzo" });
    expect(titles((await search({ query: "valmorenso" })).items)).toContain("Casa Ombretta");
    expect(titles((await search({ query: "ombreta" })).items)).toContain("Casa Ombretta");
    expect(titles((await search({ query: "casa ombrt" })).items)).toContain("Casa Ombretta");
    // Short words get no typo budget: "obm" is one swap from "omb", the start of "ombretta".
    expect(titles((await search({ query: "omb" })).items)).toContain("Casa Ombretta");
    expect((await search({ query: "obm" })).items).toEqual([]);
  });
});

describe("search documents (kept by triggers on listings)", () => {
  const found = async (query: string) => titles((await search({ query })).items);

  it("follows a listing's new title, place and kind", async () => {
    const listing = await insertListing(db, { type: "basic", title: "Kestrovin Lodge", city: "Palvera" });
    await db.update(listings).set({ title: "Mireldane Lodge", city: "Ostravelle", type: "property" }).where(eq(listings.id, listing.id));
    expect(await found("kestrovin")).toEqual([]);
    expect(await found("mireldane")).toEqual(["Mireldane Lodge"]);
    expect(await found("ostravelle")).toEqual(["Mireldane Lodge"]);
    expect(titles((await hotels("mireldane")).items)).toEqual(["Mireldane Lodge"]);
    expect(titles((await search({ query: "mireldane", types: ["basic"] })).items)).toEqual([]);
  });

  it("leaves search when a listing stops being active, and comes back with it", async () => {
    const listing = await insertListing(db, { type: "basic", title: "Thessaly Quintarra Inn" });
    await db.update(listings).set({ status: "in_review" }).where(eq(listings.id, listing.id));
    expect(await found("thessaly quintarra")).not.toContain(listing.title);
    await db.update(listings).set({ status: "active" }).where(eq(listings.id, listing.id));
    expect((await found("thessaly quintarra"))[0]).toBe(listing.title);
    await db.delete(listings).where(eq(listings.id, listing.id));
    expect(await found("thessaly quintarra")).not.toContain(listing.title);
  });

  it("puts a listing that becomes featured among the featured matches", async () => {
    const listing = await insertListing(db, { type: "basic", title: "Corvessa Gardens" });
    await insertListing(db, { type: "basic", title: "Corvessa Court" });
    expect(titles((await search({ query: "corvessa" })).items)).toEqual(["Corvessa Court", "Corvessa Gardens"]);
    await db.update(listings).set({ isFeatured: true }).where(eq(listings.id, listing.id));
    const [document] = await selectRows<{ is_featured: boolean }>(
      db,
      sql`select is_featured from search_documents where listing_id = ${listing.id}`,
    );
    expect(document).toEqual({ is_featured: true });
    expect(titles((await search({ query: "corvessa" })).items)).toEqual(["Corvessa Gardens", "Corvessa Court"]);
  });

  it("shows a listing's new link and website, and its cover once it has one", async () => {
    const listing = await insertListing(db, { type: "basic", title: "Ostrelle Bay House", slug: "ostrelle-bay-house" });
    const first = async () => (await search({ query: "ostrelle" })).items[0];
    expect(await first()).toMatchObject({ path: "/ostrelle-bay-house", website: null, image: null });
    await db.update(listings).set({ slug: "ostrelle-bay", website: "https://ostrelle.example.com" }).where(eq(listings.id, listing.id));
    expect(await first()).toMatchObject({ path: "/ostrelle-bay", website: "https://ostrelle.example.com", image: null });
    await insertCover(db, listing.id, "ostrelle");
    expect(await first()).toMatchObject({ image: "/media/test/ostrelle/small.webp" });
    await db.delete(listingMedia).where(eq(listingMedia.listingId, listing.id));
    expect(await first()).toMatchObject({ image: null });
  });

  it("is not rewritten by changes search does not read (a like, a price)", async () => {
    const listing = await insertListing(db, { type: "basic", title: "Velmarra House" });
    const version = () =>
      selectRows<{ xmin: string }>(db, sql`select xmin::text as xmin from search_documents where listing_id = ${listing.id}`);
    const before = await version();
    await db.update(listings).set({ likesCount: 5, priceFromCents: 42_000 }).where(eq(listings.id, listing.id));
    expect(await version()).toEqual(before);
  });
});
