import { isRouteErrorResponse, useRouteError, type MetaDescriptor } from "react-router";
import { NOT_FOUND_DESCRIPTION, notFoundTitle } from "../../core/page-head";
import { NotFoundContent } from "./not-found-content";

/**
 * The error boundary of catalogue routes. A loader that finds no listing throws a 404; this
 * renders the not-found page in its place (inside the site's header and footer) while the
 * response keeps status 404. Other errors get the generic message.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  return (
    <main id="main" tabIndex={-1} className="error-page">
      <h1>Something went wrong</h1>
      <p>Something went wrong. Please try again.</p>
    </main>
  );
}

type RootMatch = { id: string; data?: unknown } | undefined;

/** Head tags for a route that failed: the not-found title, and never indexed. */
export function errorMeta(error: unknown, matches: readonly RootMatch[]): MetaDescriptor[] {
  const productName = productNameFrom(matches) ?? "Amora";
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  const title = isNotFound ? notFoundTitle(productName) : `Something went wrong | ${productName}`;
  return [
    { title },
    { name: "description", content: isNotFound ? NOT_FOUND_DESCRIPTION : "Something went wrong" },
    { name: "robots", content: "noindex" },
  ];
}

function productNameFrom(matches: readonly RootMatch[]): string | null {
  const data = matches.find((match) => match?.id === "root")?.data;
  if (typeof data !== "object" || data === null || !("config" in data)) return null;
  const config = (data as { config: unknown }).config;
  if (typeof config !== "object" || config === null || !("productName" in config)) return null;
  const name = (config as { productName: unknown }).productName;
  return typeof name === "string" ? name : null;
}

type MetaInput<T> = { data: T | undefined; error?: unknown; matches: readonly RootMatch[] };

/** A route's head tags from its data, or the error head when its loader threw. */
export function metaOrError<T>({ data, error, matches }: MetaInput<T>, build: (data: T) => MetaDescriptor[]): MetaDescriptor[] {
  return data === undefined ? errorMeta(error, matches) : build(data);
}
