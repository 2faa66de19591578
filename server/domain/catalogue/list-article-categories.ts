import { asc } from "drizzle-orm";
import type { Database } from "../../db/client";
import { articleCategories } from "../../db/schema/catalogue";

export type ArticleCategory = { slug: string; name: string; description: string };

export type ListArticleCategoriesOptions = { db: Database };

/** Every article category, by name; there are few, so no paging. */
export async function listArticleCategories({ db }: ListArticleCategoriesOptions): Promise<ArticleCategory[]> {
  return db
    .select({ slug: articleCategories.slug, name: articleCategories.name, description: articleCategories.description })
    .from(articleCategories)
    .orderBy(asc(articleCategories.name));
}
