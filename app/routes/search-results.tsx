import { data } from "react-router";
import { isSearchResultKind, SEARCH_RESULT_KINDS, searchResultsHref } from "../../core/search-results-address";
import { listListings } from "../../server/domain/catalogue/list-listings";
import { searchResultsPage } from "../../server/domain/search/search-results-page";
import { headMeta } from "../components/head-meta";
import { toListingCard } from "../components/listing-card";
import { PageLinks } from "../components/pagination";
import { metaOrError } from "../components/route-error";
import { Breadcrumbs } from "../features/catalogue/breadcrumbs";
import { ListingGrid } from "../features/catalogue/listing-grid";
import { pageNumberFrom } from "../features/catalogue/page-number";
import { PageHeader } from "../features/catalogue/page-header";
import { SearchAgainForm } from "../features/search-results/search-again-form";
import { SearchKindLinks } from "../features/search-results/search-kind-links";
import { searchTextFrom } from "../features/search-results/search-results-query";
import { SearchSuggestions } from "../features/search-results/search-suggestions";
import { loadPageHead } from "../page-head.server";
import type { Route } from "./+types/search-results";
import { formatCount } from "../../core/counts";

const PER_PAGE = 24;
const POPULAR_DESTINATIONS = 8;
const TRAIL = [
  { name: "Home", path: "/" },
  { name: "Search", path: "/search" },
];

/**
 * /search?query=italy&type=hotels&page=2: every match of the overlay's search, a page at a time,
 * filtered by kind. A blank query or one with no match gets suggestions and popular destinations;
 * an unknown kind or a page that does not exist is a missing page, as on the other lists.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = searchTextFrom(url.searchParams);
  const type = url.searchParams.get("type");
  const page = pageNumberFrom(request);
  if ((type !== null && !isSearchResultKind(type)) || page === null) throw data(null, { status: 404 });
  const { services, publicConfig } = context;
  const results = query
    ? await searchResultsPage({ engine: services.search, db: services.db, query, kind: type ?? undefined, page, perPage: PER_PAGE })
    : null;
  if (page > (results?.lastPage ?? 1)) throw data(null, { status: 404 });

  const allTotal = results?.allTotal ?? 0;
  const popular =
    allTotal === 0 ? (await listListings({ db: services.db, types: ["destination"], perPage: POPULAR_DESTINATIONS })).items.map(toListingCard) : [];
  const { productName } = publicConfig;
  const name = query ? `Search results for "${query}"` : "Search";
  const description = query
    ? `${formatCount(allTotal)} ${allTotal === 1 ? "match" : "matches"} for "${query}" on ${productName}: romantic hotels, destinations, travel advisors and ideas for couples.`
    : `Search ${productName} for romantic hotels, destinations, travel advisors and ideas for couples.`;
  const head = await loadPageHead(context, request, { path: "/search", fallback: { title: `${name} | ${productName}`, description }, page });
  return {
    head,
    name,
    query,
    type,
    results: results && { ...results, items: results.items.map(toListingCard) },
    popular,
  };
}

/** A results page repeats listings that have their own pages: never indexed, its links followed. */
export const meta: Route.MetaFunction = (args) =>
  metaOrError(args, (loaderData) => [
    ...headMeta(loaderData.head).filter((tag) => !("name" in tag && tag.name === "robots")),
    { name: "robots", content: "noindex, follow" },
  ]);

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function SearchResults({ loaderData }: Route.ComponentProps) {
  const { name, query, type, results, popular } = loaderData;
  const kindLabel = SEARCH_RESULT_KINDS.find((kind) => kind.key === type)?.label;
  return (
    <main id="main" tabIndex={-1} className="catalogue-page search-results-page">
      <PageHeader title={name}>
        <Breadcrumbs trail={TRAIL} />
      </PageHeader>
      <div className="page-body">
        <SearchAgainForm query={query} />
        {results && results.allTotal > 0 ? (
          <>
            <SearchKindLinks query={query} current={type} allTotal={results.allTotal} kinds={results.kinds} />
            <p className="result-count">
              {formatCount(results.total)} {results.total === 1 ? "result" : "results"}
              {kindLabel ? ` in ${kindLabel}` : null}
            </p>
            <ListingGrid
              items={results.items}
              priorityCount={2}
              headingLevel={2}
              label={name}
              empty={<p>No {kindLabel ?? "listings"} match “{query}”. The links above show the kinds that do.</p>}
            />
            <PageLinks
              page={results.page}
              lastPage={results.lastPage}
              noun="search results"
              hrefFor={(target) => searchResultsHref({ query, type, page: target })}
            />
          </>
        ) : (
          <SearchSuggestions query={query}>
            <ListingGrid items={popular} headingLevel={3} label="Popular destinations" layout="row" empty={<p>No destinations are listed yet.</p>} />
          </SearchSuggestions>
        )}
      </div>
    </main>
  );
}
