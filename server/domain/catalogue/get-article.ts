import { and, arrayOverlaps, asc, desc, eq, ne, sql } from "drizzle-orm";
import { listingPath } from "../../../core/listing-path";
import { HOTEL_LISTING_TYPES } from "../../../core/listing-types";
import type { ListingDetail, ListingSummary } from "../../../core/listing-view";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/catalogue";
import { getListing } from "./get-listing";
import { listArticleCategories, type ArticleCategory } from "./list-article-categories";
import { coverImages } from "./paginate-listings";
import { listListingsByKey } from "./list-listings-by-key";
import { toListingSummary } from "./listing-mapper";
import { parseArticleDetails } from "./parse-listing-details";

export type ArticlePage = {
  article: ListingDetail;
  author: string | null;
  /** The author's profile on the site (an advisor's page) when the author has one. */
  authorPath: string | null;
  readingMinutes: number | null;
  /** The categories the article is filed under, with their names. */
  categories: ArticleCategory[];
  /** The hotels the article writes about. */
  hotels: ListingSummary[];
  /** Other articles from the same categories, newest first. */
  related: ListingSummary[];
};

export type GetArticleOptions = { db: Database; slug: string; relatedCount?: number };

/** An article with what its page shows around it, or null when there is no such article. */
export async function getArticle({ db, slug, relatedCount = 3 }: GetArticleOptions): Promise<ArticlePage | null> {
  const article = await getListing({ db, by: { slug }, types: ["article"] });
  if (!article) return null;
  const details = parseArticleDetails(article.details);
  const [allCategories, hotels, related, authorPath] = await Promise.all([
    listArticleCategories({ db }),
    listListingsByKey({ db, by: { slugs: details.hotelSlugs }, types: HOTEL_LISTING_TYPES }),
    relatedArticles(db, article, relatedCount),
    details.author ? advisorPathNamed(db, details.author) : null,
  ]);
  return {
    article,
    author: details.author,
    authorPath,
    readingMinutes: details.readingMinutes,
    categories: allCategories.filter((category) => article.categories.includes(category.slug)),
    hotels,
    related,
  };
}

async function relatedArticles(db: Database, article: ListingDetail, limit: number): Promise<ListingSummary[]> {
  if (article.categories.length === 0 || limit <= 0) return [];
  const rows = await db
    .select()
    .from(listings)
    .where(
      and(
        eq(listings.type, "article"),
        eq(listings.status, "active"),
        ne(listings.id, article.id),
        arrayOverlaps(listings.categories, article.categories),
      ),
    )
    .orderBy(desc(listings.publishedAt), desc(listings.id))
    .limit(limit);
  const covers = await coverImages(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toListingSummary(row, covers.get(row.id)));
}

/** The page of the active advisor whose name is the article's byline, if any. */
async function advisorPathNamed(db: Database, name: string): Promise<string | null> {
  const [row] = await db
    .select({ slug: listings.slug })
    .from(listings)
    .where(and(eq(listings.type, "advisor"), eq(listings.status, "active"), sql`lower(${listings.title}) = lower(${name})`))
    .orderBy(asc(listings.id))
    .limit(1);
  return row ? listingPath("advisor", row.slug) : null;
}
