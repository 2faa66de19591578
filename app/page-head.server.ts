import type { AppLoadContext } from "react-router";
import { DEFAULT_HERO_IMAGE, defaultTitle, shareImageOf, type PageHead } from "../core/page-head";
import { getPageHead } from "../server/domain/catalogue/get-page-head";

export type PageHeadOverrides = {
  jsonLd?: Record<string, unknown>[];
  /** The metadata row to use; defaults to the requested path. */
  path?: string;
  /**
   * The canonical path when this page repeats another one (e.g. /destinations/japan is /japan);
   * defaults to the requested path. The query string is kept, so ?page=2 stays its own page.
   */
  canonicalPath?: string;
  /**
   * Leave the query string out of the canonical: the page with a query is a copy of the page
   * without it (e.g. /request-a-deal?listing=N is the request form started from a listing).
   */
  canonicalWithoutQuery?: boolean;
  /** What to say when the path has no metadata row (or the row leaves a field empty). */
  fallback?: { title: string; description?: string | null; keywords?: string | null; image?: string | null };
  /** Page number of a paginated list: later pages get it in their title and description. */
  page?: number;
};

/**
 * The head of the page being rendered, from its metadata row, the page's own fallback or the
 * defaults. `request.url` is the page's own address on a client-side navigation too (the
 * `.data` suffix and `_routes` are gone: react-router.config.ts, decision 047), so the head a
 * client navigation shows is the one the server sends for that address.
 */
export async function loadPageHead(
  context: AppLoadContext,
  request: Request,
  overrides: PageHeadOverrides = {},
): Promise<PageHead> {
  const url = new URL(request.url);
  const { productName } = context.publicConfig;
  const head = await getPageHead({
    db: context.services.db,
    path: overrides.path ?? url.pathname,
    origin: context.origin,
    productName,
    twitterSite: context.services.config.twitterSite,
    canonical: new URL(
      (overrides.canonicalPath ?? url.pathname) + (overrides.canonicalWithoutQuery ? "" : url.search),
      context.origin,
    ).toString(),
    jsonLd: overrides.jsonLd,
    cache: context.services.catalogueCache,
  });

  const { fallback, page } = overrides;
  if (fallback) {
    // getPageHead answers the site-wide defaults when a path has no row; every page with its
    // own listing then needs its own title, or hundreds of pages would share one.
    if (head.title === defaultTitle(productName)) {
      head.title = fallback.title;
      if (fallback.description) head.description = fallback.description;
      if (fallback.keywords) head.keywords = fallback.keywords;
    } else if (!head.description && fallback.description) {
      head.description = fallback.description;
    }
    if (fallback.image && head.image === new URL(DEFAULT_HERO_IMAGE, context.origin).toString()) {
      const image = shareImageOf(fallback.image);
      head.image = new URL(image.path, context.origin).toString();
      head.imageSize = image.size;
    }
    head.imageAlt = head.title;
  }
  if (page !== undefined && page > 1) {
    head.title = `${head.title} – Page ${page}`;
    if (head.description) head.description = `Page ${page}. ${head.description}`;
  }
  return head;
}
