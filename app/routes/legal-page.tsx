import { data } from "react-router";
import { withoutTrailingSlashes } from "../../core/trim-characters";
import { headMeta } from "../components/head-meta";
import { Breadcrumbs } from "../features/catalogue/breadcrumbs";
import { metaOrError } from "../components/route-error";
import { breadcrumbJsonLd } from "../features/catalogue/structured-data.server";
import { legalDocumentFor } from "../features/content/legal-documents";
import { LegalDocumentView } from "../features/content/legal-document-view";
import { webPageJsonLd } from "../features/content/structured-data.server";
import { loadPageHead } from "../page-head.server";
import type { Route } from "./+types/legal-page";

/**
 * One module for every legal page (/privacy-policy, /terms-and-conditions, /terms-of-use,
 * /travel-advisor-terms, /hotel-terms): routes.ts mounts it once per path, and the path picks
 * the document.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const path = withoutTrailingSlashes(new URL(request.url).pathname);
  const { productName } = context.publicConfig;
  const document = legalDocumentFor(path, productName);
  if (!document) throw data(null, { status: 404 });
  const trail = [
    { name: "Home", path: "/" },
    { name: document.title, path: document.path },
  ];
  const head = await loadPageHead(context, request, {
    path: document.path,
    canonicalPath: document.path,
    fallback: { title: `${document.title} | ${productName}`, description: document.summary },
    jsonLd: [
      webPageJsonLd({
        origin: context.origin,
        path: document.path,
        name: document.title,
        description: document.summary,
        dateModified: document.lastUpdated,
        siteName: productName,
      }),
      breadcrumbJsonLd(context.origin, trail),
    ],
  });
  return { head, document, trail };
}

export const meta: Route.MetaFunction = (args) => metaOrError(args, (loaderData) => headMeta(loaderData.head));

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView document={loaderData.document} trail={<Breadcrumbs trail={loaderData.trail} />} />;
}
