import { and, arrayContains, desc, eq, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/catalogue";
import type { ListingPage } from "./paginate-listings";
import { paginateListings } from "./paginate-listings";

export type ListArticlesOptions = {
  db: Database;
  /** Only articles filed under this article category slug. */
  categorySlug?: string;
  page?: number;
  perPage?: number;
};

/** A page of published articles, newest first. */
export async function listArticles({
  db,
  categorySlug,
  page,
  perPage,
}: ListArticlesOptions): Promise<ListingPage> {
  const conditions: SQL[] = [eq(listings.type, "article"), eq(listings.status, "active")];
  if (categorySlug) conditions.push(arrayContains(listings.categories, [categorySlug]));
  return paginateListings({
    db,
    where: and(...conditions),
    orderBy: [desc(listings.publishedAt), desc(listings.id)],
    page,
    perPage,
  });
}
