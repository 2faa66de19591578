import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { articleCategories } from "../../db/schema/catalogue";
import { createTestDatabase } from "../../../tests/support/test-database";
import { insertListing } from "./catalogue-test-data";
import { listArticleCategories } from "./list-article-categories";
import { listArticles } from "./list-articles";

let database: DatabaseHandle;
const category = `test-category-${Date.now()}`;
const ids: number[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  await db.insert(articleCategories).values({ slug: category, name: "Zz Test Category", description: "For tests" });
  ids.push((await insertListing(db, { type: "article", categories: [category], publishedAt: new Date("2020-01-01") })).id);
  ids.push((await insertListing(db, { type: "article", categories: [category, "other"], publishedAt: new Date("2021-06-01") })).id);
  await insertListing(db, { type: "article", categories: [category], status: "in_review" });
  await insertListing(db, { type: "basic", categories: [category] });
});

afterAll(async () => {
  await database.close();
});

describe("listArticles", () => {
  it("lists the active articles of a category, newest first", async () => {
    const page = await listArticles({ db: database.db, categorySlug: category });
    expect(page.items.map((item) => item.id)).toEqual([ids[1], ids[0]]);
    expect(page.items.every((item) => item.path.startsWith("/article/"))).toBe(true);
  });

  it("lists only articles when no category is given", async () => {
    const page = await listArticles({ db: database.db, perPage: 500 });
    expect(page.items.every((item) => item.type === "article")).toBe(true);
    expect(page.items.map((item) => item.id)).toEqual(expect.arrayContaining(ids));
  });
});

describe("listArticleCategories", () => {
  it("lists categories by name", async () => {
    const categories = await listArticleCategories({ db: database.db });
    const names = categories.map((item) => item.name);
    expect(names).toEqual([...names].sort((first, second) => first.localeCompare(second)));
    expect(categories).toContainEqual({ slug: category, name: "Zz Test Category", description: "For tests" });
  });
});
