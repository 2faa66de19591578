import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client";
import { createTestDatabase } from "../../../tests/support/test-database";
import { insertCover, insertListing } from "../catalogue/catalogue-test-data";
import { openSearchEngineFor, type SearchEngine } from "./search-engine";
import { searchResultsPage, type SearchResultsPageOptions } from "./search-results-page";

// An invented word, so the demo catalogue in the test database never matches it.
const WORD = "Orvellune";
let database: DatabaseHandle & { url?: string };
let db: Database;
let engine: SearchEngine;

async function results(options: Omit<SearchResultsPageOptions, "engine" | "db">) {
  await engine.settled();
  return searchResultsPage({ engine, db, ...options });
}

const titles = (items: { title: string }[]) => items.map((item) => item.title);

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  engine = openSearchEngineFor(database, { url: database.url });
  // Seven hotels of two hotel kinds, two destinations, an advisor, an itinerary and an offline hotel.
  for (let number = 1; number <= 7; number += 1) {
    const hotel = await insertListing(db, {
      type: number % 2 === 0 ? "property" : "basic",
      title: `${WORD} Hotel ${number}`,
      city: "Lakeside",
      country: "Italy",
      starRating: 5,
      priceFromCents: 25_000,
    });
    if (number === 1) await insertCover(db, hotel.id, "orvellune-one");
  }
  await insertListing(db, { type: "destination", title: `${WORD} Coast` });
  await insertListing(db, { type: "destination", title: `${WORD} Islands` });
  await insertListing(db, { type: "advisor", title: `${WORD} Travel Studio`, slug: "orvellune-travel-studio" });
  await insertListing(db, { type: "itinerary", title: `${WORD} 5 Days`, website: "https://www.orvellune-journeys.travel/orvellune-5-days" });
  await insertListing(db, { type: "basic", title: `${WORD} Closed Inn`, status: "in_active" });
});

afterAll(async () => {
  await engine?.close();
  await database?.close();
});

describe("searchResultsPage", () => {
  it("pages through every match, far beyond the overlay's ten, each exactly once", async () => {
    const first = await results({ query: WORD, perPage: 5 });
    expect(first.total).toBe(11);
    expect(first.allTotal).toBe(11);
    expect(first.lastPage).toBe(3);
    expect(first.items).toHaveLength(5);
    const second = await results({ query: WORD, perPage: 5, page: 2 });
    const third = await results({ query: WORD, perPage: 5, page: 3 });
    expect(second.page).toBe(2);
    expect(third.items).toHaveLength(1);
    const seen = titles([...first.items, ...second.items, ...third.items]);
    expect(new Set(seen).size).toBe(11);
    expect(seen).not.toContain(`${WORD} Closed Inn`);
  });

  it("answers a page past the last one with no listings, for the page to refuse", async () => {
    const page = await results({ query: WORD, perPage: 5, page: 4 });
    expect(page.items).toEqual([]);
    expect(page.lastPage).toBe(3);
  });

  it("counts the matches of each kind, leaving out kinds with none", async () => {
    const page = await results({ query: WORD });
    expect(page.kinds).toEqual([
      { key: "hotels", label: "Hotels", total: 7 },
      { key: "destinations", label: "Destinations", total: 2 },
      { key: "advisors", label: "Travel Advisors", total: 1 },
      { key: "itineraries", label: "Itineraries", total: 1 },
    ]);
  });

  it("filters by kind, hotels being every hotel kind, and keeps the counts of all kinds", async () => {
    const hotels = await results({ query: WORD, kind: "hotels", perPage: 24 });
    expect(hotels.total).toBe(7);
    expect(hotels.allTotal).toBe(11);
    expect(new Set(hotels.items.map((item) => item.type))).toEqual(new Set(["basic", "property"]));
    expect(hotels.kinds.map((kind) => kind.key)).toContain("destinations");

    const destinations = await results({ query: WORD, kind: "destinations" });
    expect(titles(destinations.items).sort()).toEqual([`${WORD} Coast`, `${WORD} Islands`]);
    expect(destinations.lastPage).toBe(1);

    const articles = await results({ query: WORD, kind: "articles" });
    expect(articles).toMatchObject({ items: [], total: 0, allTotal: 11, lastPage: 1 });
  });

  it("gives each result what its card draws, and the link search chose", async () => {
    const { items } = await results({ query: WORD, perPage: 24 });
    const hotel = items.find((item) => item.title === `${WORD} Hotel 1`);
    expect(hotel).toMatchObject({ city: "Lakeside", country: "Italy", starRating: 5, priceFrom: 250 });
    expect(hotel?.image?.sizes.small).toBe("/media/test/orvellune-one/small.webp");
    expect(items.find((item) => item.type === "advisor")?.path).toBe("/ta/orvellune-travel-studio");
    expect(items.find((item) => item.type === "itinerary")?.path).toBe("https://www.orvellune-journeys.travel/orvellune-5-days");
  });

  it("answers a blank or unmatched query with an empty page, not an error", async () => {
    for (const query of ["", "   ", "qqzzxxyyvv"]) {
      const page = await results({ query });
      expect(page, query).toMatchObject({ items: [], total: 0, allTotal: 0, lastPage: 1, kinds: [] });
    }
  });
});
