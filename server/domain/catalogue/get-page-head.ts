import { eq } from "drizzle-orm";
import { DEFAULT_DESCRIPTION, DEFAULT_HERO_IMAGE, DEFAULT_TWITTER_SITE, defaultTitle, shareImageOf, type PageHead } from "../../../core/page-head";
import { withoutTrailingSlashes } from "../../../core/trim-characters";
import type { Database } from "../../db/client";
import { pageMetadata } from "../../db/schema/content";
import { catalogueCacheKey, type CatalogueCache } from "./catalogue-cache";

export type GetPageHeadOptions = {
  db: Database;
  /** The path as requested, e.g. "/japan"; query and trailing slash are ignored. */
  path: string;
  /** Absolute origin used for canonical and image URLs, e.g. "https://amora.travel". */
  origin: string;
  productName: string;
  /** The site's X (Twitter) handle; the configuration's default when left out. */
  twitterSite?: string;
  /** The full current address, used as canonical. Defaults to origin + path. */
  canonical?: string;
  jsonLd?: Record<string, unknown>[];
  /** Serve repeated metadata lookups from memory. */
  cache?: CatalogueCache;
};

export function normalisePath(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? "/";
  const trimmed = withoutQuery.length > 1 ? withoutTrailingSlashes(withoutQuery) : withoutQuery;
  return trimmed === "" ? "/" : trimmed;
}

/** Head tags for a path: its metadata row, or the defaults when it has none. */
export async function getPageHead({
  db,
  path,
  origin,
  productName,
  twitterSite = DEFAULT_TWITTER_SITE,
  canonical,
  jsonLd = [],
  cache,
}: GetPageHeadOptions): Promise<PageHead> {
  const normalised = normalisePath(path);
  const loadRow = async () => {
    const [found] = await db.select().from(pageMetadata).where(eq(pageMetadata.path, normalised)).limit(1);
    // null, not undefined, so a path without a row is remembered as such.
    return found ?? null;
  };
  const row = cache
    ? await cache.read(catalogueCacheKey("pageMetadata", { path: normalised }), loadRow)
    : await loadRow();
  const image = shareImageOf(row?.image ?? DEFAULT_HERO_IMAGE);
  const title = row?.title ?? defaultTitle(productName);
  return {
    title,
    description: row ? row.description : DEFAULT_DESCRIPTION,
    keywords: row?.keywords ?? "",
    image: new URL(image.path, origin).toString(),
    imageSize: image.size,
    imageAlt: title,
    canonical: canonical ?? new URL(normalised, origin).toString(),
    siteName: productName,
    twitterSite,
    jsonLd,
  };
}
