import type { AppLoadContext } from "react-router";
import type { PageHead } from "../core/page-head";
import { getPageHead } from "../server/domain/catalogue/get-page-head";

/** The head of the page being rendered, from its metadata row or the defaults. */
export function loadPageHead(
  context: AppLoadContext,
  request: Request,
  overrides: { jsonLd?: Record<string, unknown>[]; path?: string } = {},
): Promise<PageHead> {
  const url = new URL(request.url);
  return getPageHead({
    db: context.services.db,
    path: overrides.path ?? url.pathname,
    origin: context.origin,
    productName: context.publicConfig.productName,
    canonical: new URL(url.pathname + url.search, context.origin).toString(),
    jsonLd: overrides.jsonLd,
  });
}
