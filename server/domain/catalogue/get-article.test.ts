import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { articleCategories } from "../../db/schema/catalogue";
import { createTestDatabase } from "../../../tests/support/test-database";
import { insertListing } from "./catalogue-test-data";
import { getArticle } from "./get-article";

let database: DatabaseHandle;
const category = `test-getaways-${Date.now()}`;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(articleCategories).values({ slug: category, name: "Test Getaways" });
});

afterAll(async () => {
  await database.close();
});

describe("getArticle", () => {
  it("gives the article its author, categories, hotels and related articles", async () => {
    const { db } = database;
    const hotel = await insertListing(db, { type: "basic" });
    const hidden = await insertListing(db, { type: "basic", status: "in_review" });
    const older = await insertListing(db, { type: "article", categories: [category], publishedAt: new Date("2020-01-01") });
    const newer = await insertListing(db, { type: "article", categories: [category], publishedAt: new Date("2022-01-01") });
    await insertListing(db, { type: "article", categories: ["elsewhere"] });
    const article = await insertListing(db, {
      type: "article",
      categories: [category, "unknown-category"],
      details: { author: "Isabella Moreau", readingMinutes: 6, hotelSlugs: [hotel.slug, hidden.slug, "gone"] },
    });
    const page = await getArticle({ db, slug: article.slug });
    expect(page).toMatchObject({
      author: "Isabella Moreau",
      readingMinutes: 6,
      categories: [{ slug: category, name: "Test Getaways" }],
    });
    expect(page?.hotels.map((item) => item.id)).toEqual([hotel.id]);
    expect(page?.related.map((item) => item.id)).toEqual([newer.id, older.id]);
  });

  it("links the byline to the advisor of that name, and to nothing when no advisor has it", async () => {
    const { db } = database;
    const advisor = await insertListing(db, { type: "advisor", title: "Camille Laurent Byline" });
    const signed = await insertListing(db, { type: "article", details: { author: "camille laurent byline" } });
    const unsigned = await insertListing(db, { type: "article", details: { author: "A Guest Writer" } });
    expect((await getArticle({ db, slug: signed.slug }))?.authorPath).toBe(`/ta/${advisor.slug}`);
    expect((await getArticle({ db, slug: unsigned.slug }))?.authorPath).toBeNull();
  });

  it("is null for a slug that is not an article", async () => {
    const hotel = await insertListing(database.db, { type: "basic" });
    expect(await getArticle({ db: database.db, slug: hotel.slug })).toBeNull();
  });
});
