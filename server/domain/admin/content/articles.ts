import { and, asc, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { articleInput, CONTENT_MESSAGES, sanitizeArticleText, type ArticleInput } from "../../../../core/admin-content";
import { listingPath } from "../../../../core/listing-path";
import type { MediaStorage } from "../../../adapters/storage/media-storage";
import type { Transaction } from "../../../db/client";
import { articleCategories, listings, type ListingRow } from "../../../db/schema/catalogue";
import { AppError } from "../../../kernel/errors";
import { insertGeneratedCover, uniqueListingSlug } from "../../catalogue/new-listing";
import { parseArticleDetails } from "../../catalogue/parse-listing-details";
import type { AdminActor } from "../admin-actor";
import { auditState, recordAdminAction } from "../audit-log";
import { contentChanged, likePattern, parseContentInput, type ContentDeps } from "./content-deps";
import { coverOf, replaceListingCover, type ListingCover } from "./listing-cover";

/**
 * Articles (the Journal, /article/{slug}): listings of type "article". Their text is stored as
 * it always was, plain paragraphs split by blank lines and shown as text; anything that looks like
 * markup is taken out on the way in (core/admin-content.ts sanitizeArticleText), so no script is
 * ever stored. A new article starts unpublished (status in_active: its page is not found); publishing
 * makes it active with today's date.
 */

export const ARTICLES_PAGE_SIZE = 30;
export const ARTICLE_STATUSES = ["published", "draft"] as const;
export type ArticleStatusFilter = (typeof ARTICLE_STATUSES)[number];

export type ArticleListItem = { id: number; title: string; slug: string; path: string; isPublished: boolean; category: string | null; updatedAt: string; publishedAt: string };

export type ArticleView = ArticleListItem & {
  heading: string | null;
  description: string;
  body: string;
  author: string | null;
  keywords: string | null;
  cover: ListingCover;
};

const toItem = (row: ListingRow): ArticleListItem => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  path: listingPath(row.type, row.slug),
  isPublished: row.status === "active",
  category: row.categories[0] ?? null,
  updatedAt: row.updatedAt.toISOString(),
  publishedAt: row.publishedAt.toISOString(),
});

function toView(row: ListingRow, cover: ListingCover): ArticleView {
  const details = parseArticleDetails(row.details);
  return { ...toItem(row), heading: row.heading, description: row.description, body: row.body, author: details.author, keywords: row.keywords, cover };
}

/** What the audit log keeps of an article (the text's length and start, not all of it twice). */
const audited = (row: ListingRow | undefined) =>
  row
    ? auditState({
        title: row.title,
        slug: row.slug,
        status: row.status,
        heading: row.heading,
        description: row.description,
        body: row.body.length > 2000 ? `${row.body.slice(0, 2000)}…` : row.body,
        bodyLength: row.body.length,
        categories: row.categories,
        keywords: row.keywords,
        author: parseArticleDetails(row.details).author,
      })
    : null;

export async function listAdminArticles(
  deps: Pick<ContentDeps, "db">,
  { search = "", status = null, page = 1 }: { search?: string; status?: ArticleStatusFilter | null; page?: number },
): Promise<{ items: ArticleListItem[]; page: number; lastPage: number; total: number }> {
  const needle = search.trim().slice(0, 200);
  const conditions: SQL[] = [eq(listings.type, "article")];
  if (needle) {
    const matched = or(ilike(listings.title, likePattern(needle)), ilike(listings.slug, likePattern(needle)));
    if (matched) conditions.push(matched);
  }
  if (status === "published") conditions.push(eq(listings.status, "active"));
  if (status === "draft") conditions.push(eq(listings.status, "in_active"));
  const where = and(...conditions);
  const [counted] = await deps.db.select({ total: count() }).from(listings).where(where);
  const total = counted?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / ARTICLES_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), lastPage);
  const rows = await deps.db
    .select()
    .from(listings)
    .where(where)
    .orderBy(desc(listings.updatedAt), desc(listings.id))
    .limit(ARTICLES_PAGE_SIZE)
    .offset((current - 1) * ARTICLES_PAGE_SIZE);
  return { items: rows.map(toItem), page: current, lastPage, total };
}

export async function listCategories(deps: Pick<ContentDeps, "db">): Promise<{ slug: string; name: string }[]> {
  return deps.db.select({ slug: articleCategories.slug, name: articleCategories.name }).from(articleCategories).orderBy(asc(articleCategories.name));
}

async function articleRow(db: Pick<Transaction, "select">, id: number, lock = false): Promise<ListingRow> {
  const query = db.select().from(listings).where(and(eq(listings.id, id), eq(listings.type, "article")));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new AppError("NOT_FOUND", CONTENT_MESSAGES.noSuchArticle);
  return row;
}

export async function getAdminArticle(deps: Pick<ContentDeps, "db">, id: number): Promise<ArticleView> {
  const row = await articleRow(deps.db, id);
  return toView(row, await coverOf(deps.db, id));
}

/** The input's checks that need the database: its category exists. Also cleans the text. */
async function checkedArticle(tx: Transaction, input: ArticleInput): Promise<ArticleInput & { removedMarkup: boolean }> {
  if (input.category) {
    const [category] = await tx.select({ slug: articleCategories.slug }).from(articleCategories).where(eq(articleCategories.slug, input.category)).limit(1);
    if (!category) throw new AppError("VALIDATION_FAILED", CONTENT_MESSAGES.noSuchCategory, { category: [CONTENT_MESSAGES.noSuchCategory] });
  }
  const { text, removedMarkup } = sanitizeArticleText(input.body);
  return { ...input, body: text, removedMarkup };
}

function readingMinutes(body: string): number | null {
  const words = body.split(/\s+/).filter(Boolean).length;
  return words === 0 ? null : Math.max(1, Math.round(words / 200));
}

function columnsOf(input: ArticleInput, details: Record<string, unknown>) {
  return {
    title: input.title,
    heading: input.heading,
    description: input.description,
    body: input.body,
    keywords: input.keywords,
    categories: input.category ? [input.category] : [],
    details: { ...details, author: input.author ?? undefined, readingMinutes: readingMinutes(input.body) ?? undefined },
  };
}

export type ArticleChange = { article: ArticleView; removedMarkup: boolean };

/** A new article, unpublished, with a drawn cover until one is chosen. */
export async function createArticle(deps: ContentDeps, admin: AdminActor, input: unknown): Promise<ArticleChange> {
  const parsed = parseContentInput(articleInput, input);
  const { row, removedMarkup } = await deps.db.transaction(async (tx) => {
    const checked = await checkedArticle(tx, parsed);
    const now = deps.clock.now();
    const slug = await uniqueListingSlug(tx, checked.title, { suffix: "article", fallback: "article" });
    const [created] = await tx
      .insert(listings)
      .values({ type: "article", slug, status: "in_active", ...columnsOf(checked, {}), publishedAt: now, createdAt: now, updatedAt: now })
      .returning();
    if (!created) throw new Error("article not written");
    await insertGeneratedCover(tx, created, now);
    await recordAdminAction({ db: tx, clock: deps.clock }, admin, {
      action: "content.edit",
      event: "article.create",
      target: { type: "article", id: created.id },
      summary: `Wrote the article "${created.title}" (unpublished)`,
      before: null,
      after: audited(created),
    });
    return { row: created, removedMarkup: checked.removedMarkup };
  });
  contentChanged(deps);
  return { article: toView(row, await coverOf(deps.db, row.id)), removedMarkup };
}

export async function updateArticle(deps: ContentDeps, admin: AdminActor, { id, input }: { id: number; input: unknown }): Promise<ArticleChange> {
  const parsed = parseContentInput(articleInput, input);
  const { row, removedMarkup } = await deps.db.transaction(async (tx) => {
    const before = await articleRow(tx, id, true);
    const checked = await checkedArticle(tx, parsed);
    const [after] = await tx
      .update(listings)
      .set({ ...columnsOf(checked, before.details), updatedAt: deps.clock.now() })
      .where(eq(listings.id, id))
      .returning();
    if (!after) throw new Error("article not written");
    await recordAdminAction({ db: tx, clock: deps.clock }, admin, {
      action: "content.edit",
      event: "article.update",
      target: { type: "article", id },
      summary: `Edited the article "${after.title}"`,
      before: audited(before),
      after: audited(after),
    });
    return { row: after, removedMarkup: checked.removedMarkup };
  });
  contentChanged(deps);
  return { article: toView(row, await coverOf(deps.db, id)), removedMarkup };
}

/** Publishes (today's date, the page opens) or unpublishes (the page is not found) an article. */
export async function setArticlePublished(deps: ContentDeps, admin: AdminActor, { id, published }: { id: number; published: boolean }): Promise<ArticleView> {
  const row = await deps.db.transaction(async (tx) => {
    const before = await articleRow(tx, id, true);
    const now = deps.clock.now();
    const wasPublished = before.status === "active";
    const [after] = await tx
      .update(listings)
      .set({ status: published ? "active" : "in_active", updatedAt: now, ...(published && !wasPublished ? { publishedAt: now } : {}) })
      .where(eq(listings.id, id))
      .returning();
    if (!after) throw new Error("article not written");
    await recordAdminAction({ db: tx, clock: deps.clock }, admin, {
      action: "content.edit",
      event: published ? "article.publish" : "article.unpublish",
      target: { type: "article", id },
      summary: `${published ? "Published" : "Unpublished"} the article "${after.title}"`,
      before: { status: before.status, publishedAt: before.publishedAt.toISOString() },
      after: { status: after.status, publishedAt: after.publishedAt.toISOString() },
    });
    return after;
  });
  contentChanged(deps);
  return toView(row, await coverOf(deps.db, id));
}

/** Sets a listing's cover (an article's or a collection's), audited; the listing's type is checked. */
export async function setContentCover(
  deps: ContentDeps & { storage: MediaStorage },
  admin: AdminActor,
  { id, type, url }: { id: number; type: "article" | "collection"; url: unknown },
): Promise<ListingCover> {
  if (typeof url !== "string" || url.length > 500) throw new AppError("VALIDATION_FAILED", CONTENT_MESSAGES.notAnUpload, { cover: [CONTENT_MESSAGES.notAnUpload] });
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(listings).where(and(eq(listings.id, id), eq(listings.type, type))).for("update");
    if (!row) throw new AppError("NOT_FOUND", type === "article" ? CONTENT_MESSAGES.noSuchArticle : CONTENT_MESSAGES.noSuchCollection);
    const before = await coverOf(tx, id);
    await replaceListingCover(tx, deps.storage, { listingId: id, url, alt: row.title, now: deps.clock.now() });
    await tx.update(listings).set({ updatedAt: deps.clock.now() }).where(eq(listings.id, id));
    await recordAdminAction({ db: tx, clock: deps.clock }, admin, {
      action: "content.edit",
      event: `${type}.cover`,
      target: { type, id },
      summary: `Changed the cover of the ${type} "${row.title}"`,
      before: before ? { url: before.url } : null,
      after: { url },
    });
  });
  contentChanged(deps);
  return coverOf(deps.db, id);
}
