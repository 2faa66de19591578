import { and, asc, count, eq, ilike, or } from "drizzle-orm";
import { CONTENT_MESSAGES, generatedPictureUrl, pageMetadataInput, pagePathInput } from "../../../../core/admin-content";
import { DEFAULT_DESCRIPTION, DEFAULT_HERO_IMAGE, defaultTitle } from "../../../../core/page-head";
import type { Database } from "../../../db/client";
import { listings } from "../../../db/schema/catalogue";
import { pageMetadata, type PageMetadataRow } from "../../../db/schema/content";
import { AppError } from "../../../kernel/errors";
import type { AdminActor } from "../admin-actor";
import { auditState, recordAdminAction } from "../audit-log";
import { contentChanged, likePattern, parseContentInput, type ContentDeps } from "./content-deps";

/**
 * Page head metadata (docs/product.md §2): one row per path gives its title, description, keywords
 * and share picture; a path without a row shows the defaults. Admins with content.edit create,
 * change and delete rows; every change is audited and shows in the page's head at once.
 */

export const PAGE_METADATA_PAGE_SIZE = 50;

export type PageMetadataView = { path: string; title: string; description: string | null; keywords: string | null; image: string | null; updatedAt: string };

export type PageMetadataDefaults = { title: string; description: string; keywords: string; image: string };

const toView = (row: PageMetadataRow): PageMetadataView => ({
  path: row.path,
  title: row.title,
  description: row.description,
  keywords: row.keywords,
  image: row.image,
  updatedAt: row.updatedAt.toISOString(),
});

const audited = (row: PageMetadataRow | undefined) =>
  row ? auditState({ path: row.path, title: row.title, description: row.description, keywords: row.keywords, image: row.image }) : null;

/** What a path without a row shows. */
export function pageMetadataDefaults(productName: string): PageMetadataDefaults {
  return { title: defaultTitle(productName), description: DEFAULT_DESCRIPTION, keywords: "", image: DEFAULT_HERO_IMAGE };
}

/** Every path with metadata, by path, searched in path and title. */
export async function listPageMetadata(
  deps: Pick<ContentDeps, "db">,
  { search = "", page = 1 }: { search?: string; page?: number },
): Promise<{ items: PageMetadataView[]; page: number; lastPage: number; total: number }> {
  const needle = search.trim().slice(0, 200);
  const where = needle ? or(ilike(pageMetadata.path, likePattern(needle)), ilike(pageMetadata.title, likePattern(needle))) : undefined;
  const [counted] = await deps.db.select({ total: count() }).from(pageMetadata).where(where);
  const total = counted?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / PAGE_METADATA_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), lastPage);
  const rows = await deps.db
    .select()
    .from(pageMetadata)
    .where(where)
    .orderBy(asc(pageMetadata.path))
    .limit(PAGE_METADATA_PAGE_SIZE)
    .offset((current - 1) * PAGE_METADATA_PAGE_SIZE);
  return { items: rows.map(toView), page: current, lastPage, total };
}

/** One path's metadata; 404 when it has none (it then shows the defaults). */
export async function getPageMetadata(deps: Pick<ContentDeps, "db">, rawPath: unknown): Promise<PageMetadataView> {
  const path = parseContentInput(pagePathInput, rawPath);
  const [row] = await deps.db.select().from(pageMetadata).where(eq(pageMetadata.path, path)).limit(1);
  if (!row) throw new AppError("NOT_FOUND", CONTENT_MESSAGES.noSuchPath);
  return toView(row);
}

/** The drawn picture of a listing (or the default "hero"), checked to exist. */
export async function generatedPicture(db: Database, slug: string): Promise<string> {
  if (slug !== "hero") {
    const [found] = await db.select({ id: listings.id }).from(listings).where(and(eq(listings.slug, slug), eq(listings.status, "active"))).limit(1);
    if (!found) throw new AppError("VALIDATION_FAILED", CONTENT_MESSAGES.noGeneratedPicture, { generated_from: [CONTENT_MESSAGES.noGeneratedPicture] });
  }
  return generatedPictureUrl(slug);
}

/**
 * Creates or replaces a path's metadata. `generated_from` (a listing's slug, or "hero") sets the
 * picture to that drawing instead of `image`.
 */
export async function savePageMetadata(deps: ContentDeps, admin: AdminActor, input: unknown): Promise<{ view: PageMetadataView; created: boolean }> {
  const parsed = parseContentInput(pageMetadataInput, input);
  const image = parsed.generated_from ? await generatedPicture(deps.db, parsed.generated_from) : parsed.image;
  const values = { title: parsed.title, description: parsed.description, keywords: parsed.keywords, image, updatedAt: deps.clock.now() };
  const result = await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(pageMetadata).where(eq(pageMetadata.path, parsed.path)).for("update");
    const [row] = before
      ? await tx.update(pageMetadata).set(values).where(eq(pageMetadata.path, parsed.path)).returning()
      : await tx
          .insert(pageMetadata)
          .values({ path: parsed.path, ...values })
          .onConflictDoUpdate({ target: pageMetadata.path, set: values })
          .returning();
    if (!row) throw new Error("page metadata row not written");
    await recordAdminAction({ db: tx, clock: deps.clock }, admin, {
      action: "content.edit",
      event: before ? "page_metadata.update" : "page_metadata.create",
      target: { type: "page_metadata", id: parsed.path },
      summary: `${before ? "Changed" : "Added"} the metadata of ${parsed.path}: ${parsed.title}`,
      before: audited(before),
      after: audited(row),
    });
    return { view: toView(row), created: !before };
  });
  contentChanged(deps);
  return result;
}

/** Deletes a path's metadata: the page then shows the defaults. */
export async function deletePageMetadata(deps: ContentDeps, admin: AdminActor, rawPath: unknown): Promise<PageMetadataView> {
  const path = parseContentInput(pagePathInput, rawPath);
  const removed = await deps.db.transaction(async (tx) => {
    const [row] = await tx.delete(pageMetadata).where(eq(pageMetadata.path, path)).returning();
    if (!row) throw new AppError("NOT_FOUND", CONTENT_MESSAGES.noSuchPath);
    await recordAdminAction({ db: tx, clock: deps.clock }, admin, {
      action: "content.edit",
      event: "page_metadata.delete",
      target: { type: "page_metadata", id: path },
      summary: `Removed the metadata of ${path}; it shows the defaults`,
      before: audited(row),
      after: null,
    });
    return row;
  });
  contentChanged(deps);
  return toView(removed);
}
