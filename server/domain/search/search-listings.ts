import { listingPath } from "../../../core/listing-path";
import { linkableWebsite } from "../../../core/placeholder-links";
import { versionedSceneUrl } from "../media/scene-urls";
import { SEARCH_RESULT_LABEL, SEARCH_RESULT_TYPE, type ListingType } from "../../../core/listing-types";
import type { SearchEngine } from "./search-engine";
import { buildSearchTerms } from "./search-terms";
import type { SearchTypeName } from "../../../core/search-types";

export type SearchResult = {
  id: number;
  /** docs/product.md §3 type name (itineraries are `worldiaitenararies`). */
  type: SearchTypeName;
  /** docs/product.md label shown beside the result; null for `basic`, which shows none. */
  label: string | null;
  title: string;
  slug: string;
  /** Where the web links the result (docs/product.md §2 "Search result links"). */
  path: string;
  city: string | null;
  country: string | null;
  /** The result's own website address. */
  website: string | null;
  isFeatured: boolean;
  /** The cover image at the small size (400 px wide), or null. */
  image: string | null;
};

export type SearchPage = {
  items: SearchResult[];
  page: number;
  perPage: number;
  /** Every match, exact and near (typo) ones. */
  total: number;
  lastPage: number;
};

export type SearchListingsOptions = {
  /** This process's search index (search-engine.ts). */
  engine: SearchEngine;
  query: string;
  /** Only these kinds; all kinds when omitted. */
  types?: readonly ListingType[];
  page?: number;
  perPage?: number;
};

/**
 * Search over active listings, as the person types (decision 024): every word must match (title,
 * place, label, keywords or description; accents folded, short forms and words run together
 * understood), the last one as a prefix; when that finds little, words within a typo or two of
 * what was typed stand in for them, and then listings holding only some of the words follow.
 * Ranked by: title starts with the text, then all words in the title, then matches elsewhere,
 * then typo matches, then some of the words (search-index.ts); featured (paid) listings first
 * within each of those tiers; then the weight of where the words were found (title, place,
 * keywords, description). The index answers from memory, results included.
 */
export async function searchListings({
  engine,
  query,
  types,
  page = 1,
  perPage = 12,
}: SearchListingsOptions): Promise<SearchPage> {
  const safePage = Number.isInteger(page) && page > 0 ? page : 1;
  const terms = buildSearchTerms(query);
  const empty: SearchPage = { items: [], page: safePage, perPage, total: 0, lastPage: 1 };
  if (!terms || (types && types.length === 0)) return empty;

  const answer = await engine.search({ terms, kinds: types, offset: (safePage - 1) * perPage, limit: perPage });
  return {
    items: answer.hits.map((hit) => ({
      id: hit.listingId,
      type: SEARCH_RESULT_TYPE[hit.type] as SearchTypeName,
      label: SEARCH_RESULT_LABEL[hit.type] ?? null,
      title: hit.title,
      slug: hit.slug,
      path: searchResultPath(hit),
      city: hit.city,
      country: hit.country,
      website: hit.website,
      isFeatured: hit.isFeatured,
      image: hit.image === null ? null : versionedSceneUrl(hit.image),
    })),
    page: safePage,
    perPage,
    total: answer.total,
    lastPage: Math.max(1, Math.ceil(answer.total / perPage)),
  };
}

/**
 * docs/product.md §2: an itinerary links to its own website address (our itinerary pages store their
 * page address there), unless that is a reserved example host (decision 052), when it links to its
 * page; every other kind to its page. listingPath already follows the docs/product.md rule
 * (`/{slug}` for property, basic, brand, destination, offer; `/ta/{slug}` for advisors;
 * `/{type}/{slug}` for collections and articles, which is where those pages live).
 */
function searchResultPath(row: { type: ListingType; slug: string; website: string | null }): string {
  const website = row.type === "itinerary" ? linkableWebsite(row.website) : null;
  if (website) return website;
  return listingPath(row.type, row.slug);
}
