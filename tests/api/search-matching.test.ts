import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../support/test-app";

// The query classes of issue 21 against the seeded demo catalogue, through the overlay's own
// endpoint (GET /api/v1/posts/search: the first ten results).
const testApp = await createTestApp();
afterAll(async () => {
  await testApp.close();
});

type Result = { slug: string; title: string; type: string; country: string | null; city: string | null };

async function quick(query: string): Promise<Result[]> {
  const response = await testApp.app.inject({ method: "GET", url: `/api/v1/posts/search?${new URLSearchParams({ query })}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Result[] }>().data;
}

const slugs = (results: Result[]) => results.map((result) => result.slug);

describe("search when no listing holds every word", () => {
  it("falls back to the listings holding the most words, title and place words first", async () => {
    const chalet = await quick("ski chalet zermatt");
    expect(chalet[0]?.slug).toBe("chalet-arven");
    expect(chalet.slice(0, 6).filter((result) => result.city === "Zermatt").length).toBeGreaterThanOrEqual(4);
    const seychelles = await quick("beach villa seychelles");
    expect(seychelles.length).toBeGreaterThan(0);
    expect(seychelles.slice(0, 5).every((result) => result.country === "Seychelles")).toBe(true);
  });

  it("ranks proposal content first for `proposal ideas`, not listings that merely hold 'idea'", async () => {
    const results = await quick("proposal ideas");
    expect(results[0]?.slug).toBe("how-to-hide-a-ring-through-airport-security");
    expect(slugs(results)).not.toContain("babymoon-ideas-close-to-home-and-far-away");
  });
});

describe("search for short forms", () => {
  it("reads st as saint, mt as mount and nyc as New York", async () => {
    const lucia = await quick("st lucia");
    expect(lucia[0]?.slug).toBe("saint-lucia");
    expect(lucia.slice(0, 5).every((result) => result.country === "Saint Lucia")).toBe(true);
    expect(slugs(await quick("mt fuji"))).toContain("japan");
    expect((await quick("nyc hotels")).slice(0, 3).every((result) => result.city === "New York" || result.slug === "new-york")).toBe(true);
  });
});

describe("search with typos", () => {
  it("measures typos against words as written, not their stems", async () => {
    expect((await quick("itlay"))[0]?.slug).toBe("italy");
    expect((await quick("frnace"))[0]?.slug).toBe("france");
    expect((await quick("vietman"))[0]?.slug).toBe("vietnam");
    expect(slugs(await quick("tuscnay"))).toEqual(expect.arrayContaining(["villa-ginestra-montalcino", "locanda-stella-maris"]));
    const proposal = await quick("propsal");
    expect(proposal.length).toBeGreaterThan(0);
    expect(proposal[0]?.title.toLowerCase()).toContain("proposal");
  });
});

describe("search with accents and ligatures", () => {
  it("folds accents and writes out ligatures on both sides", async () => {
    expect((await quick("Maison Cœur Doux"))[0]?.slug).toBe("maison-coeur-doux");
    expect((await quick("Hội An"))[0]?.city).toBe("Hoi An");
    expect((await quick("Tōkyō")).slice(0, 3).every((result) => result.city === "Tokyo")).toBe(true);
    expect((await quick("Edelweiß Lodge"))[0]?.slug).toBe("edelweiss-lodge");
  });
});

describe("search for words run together or split", () => {
  it("finds Cape Town, New York and Hoi An typed as one word, and a joined word typed apart", async () => {
    expect((await quick("capetown")).slice(0, 3).every((result) => result.city === "Cape Town")).toBe(true);
    expect((await quick("newyork")).slice(0, 3).every((result) => result.city === "New York" || result.slug === "new-york")).toBe(true);
    expect((await quick("hoian")).slice(0, 3).every((result) => result.city === "Hoi An")).toBe(true);
    expect(slugs(await quick("over water villas"))).toContain("overwater-villas-for-barefoot-honeymoons");
  });
});

describe("search for label words", () => {
  it("matches the labels beside results like title words, typos included", async () => {
    for (const query of ["inspire me", "insprie", "inspier me"]) {
      const results = await quick(query);
      expect(results.length, query).toBeGreaterThan(0);
      expect(results.slice(0, 5).every((result) => result.type === "collection"), query).toBe(true);
    }
    expect((await quick("travel advsior")).slice(0, 5).filter((result) => result.type === "advisor").length).toBeGreaterThanOrEqual(4);
  });
});
