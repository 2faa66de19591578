import type { AppLoadContext } from "react-router";
import { DEFAULT_HERO_IMAGE, defaultTitle, type PageHead } from "../core/page-head";
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
  /** What to say when the path has no metadata row (or the row leaves a field empty). */
  fallback?: { title: string; description?: string | null; keywords?: string | null; image?: string | null };
  /** Page number of a paginated list: later pages get it in their title and description. */
  page?: number;
};

/** The head of the page being rendered, from its metadata row, the page's own fallback or the defaults. */
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
    canonical: new URL((overrides.canonicalPath ?? url.pathname) + url.search, context.origin).toString(),
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
      head.image = new URL(fallback.image, context.origin).toString();
    }
  }
  if (page !== undefined && page > 1) {
    head.title = `${head.title} – Page ${page}`;
    if (head.description) head.description = `Page ${page}. ${head.description}`;
  }
  return head;
}
