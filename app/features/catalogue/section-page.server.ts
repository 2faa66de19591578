import { data, type AppLoadContext } from "react-router";
import type { ListingPage } from "../../../server/domain/catalogue/paginate-listings";
import { toListingCard } from "../../components/listing-card";
import { loadPageHead } from "../../page-head.server";
import { pageNumberFrom } from "./page-number";
import type { Crumb } from "./breadcrumbs";
import { breadcrumbJsonLd, collectionPageJsonLd } from "./structured-data.server";

export type SectionPageOptions = {
  context: AppLoadContext;
  request: Request;
  /** The list's path without a query, e.g. "/hotel". */
  path: string;
  /** The page's name: its h1, and its title when the path has no metadata row. */
  name: string;
  description: string;
  /** The trail above this page, without the page itself. */
  parents?: Crumb[];
  list: (page: number) => Promise<ListingPage>;
  /** Another schema.org object describing what the page is about, e.g. a TouristDestination. */
  extraJsonLd?: Record<string, unknown>[];
};

/**
 * What every paginated section page loads: the page asked for (404 when it does not exist),
 * its head with CollectionPage and BreadcrumbList JSON-LD, and its crumbs.
 */
export async function loadSectionPage({
  context,
  request,
  path,
  name,
  description,
  parents = [{ name: "Home", path: "/" }],
  list,
  extraJsonLd = [],
}: SectionPageOptions) {
  const pageNumber = pageNumberFrom(request);
  if (pageNumber === null) throw data(null, { status: 404 });
  const listing = await list(pageNumber);
  // Page 1 of an empty list is a real page (it says so); page 7 of a 3-page list is not.
  if (pageNumber > listing.lastPage) throw data(null, { status: 404 });
  const trail = [...parents, { name, path }];
  const { productName } = context.publicConfig;
  const head = await loadPageHead(context, request, {
    page: pageNumber,
    fallback: { title: `${name} | ${productName}`, description },
    jsonLd: [
      collectionPageJsonLd({
        origin: context.origin,
        path: pageNumber > 1 ? `${path}?page=${pageNumber}` : path,
        name,
        description,
        items: listing.items.map((item) => ({ name: item.title, path: item.path })),
        firstPosition: (listing.page - 1) * listing.perPage + 1,
      }),
      ...extraJsonLd,
      breadcrumbJsonLd(context.origin, trail),
    ],
  });
  return {
    head,
    listing: { ...listing, items: listing.items.map(toListingCard) },
    trail,
    path,
    name,
    description,
    origin: context.origin,
  };
}
