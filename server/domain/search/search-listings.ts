import { sql, type SQL } from "drizzle-orm";
import { listingPath } from "../../../core/listing-path";
import { SEARCH_RESULT_LABEL, SEARCH_RESULT_TYPE, type ListingType } from "../../../core/listing-types";
import type { Database } from "../../db/client";
import { selectRows } from "../../db/select-rows";
import { buildSearchTerms, type SearchTerms } from "./search-terms";
import { kindsTsquery } from "./search-tokens";
import type { SearchTypeName } from "./search-types";

export type SearchResult = {
  id: number;
  /** SPEC section 3 type name (itineraries are `worldiaitenararies`). */
  type: SearchTypeName;
  /** SPEC label shown beside the result; null for `basic`, which shows none. */
  label: string | null;
  title: string;
  slug: string;
  /** Where the web links the result (SPEC section 2 "Search result links"). */
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
  /** Matches among the ranked candidates (at most MAX_RANKED), not every row that contains a word. */
  total: number;
  lastPage: number;
};

export type SearchListingsOptions = {
  db: Database;
  query: string;
  /** Only these kinds; all kinds when omitted. */
  types?: readonly ListingType[];
  page?: number;
  perPage?: number;
};

/**
 * How many rows each candidate source may contribute. Ranking reads every candidate's stored
 * tsvector, so it must stay bounded: a common word ("villa", "paris") matches tens of thousands of
 * rows at 100k listings and ranking them all took seconds on PGlite (STACK-NOTES "Search on
 * PGlite"). Which rows a LIMIT keeps among thousands of matches is arbitrary anyway, so a larger
 * set buys no better ranking, only cost (ranking is a few µs a candidate, a large share of a
 * search's time). Title prefixes and featured rows get their own sources so they are never crowded out.
 */
const CANDIDATES_PER_SOURCE = 40;
/** Sources that are precise (title prefix, featured, typo matches) need fewer. */
const FEW_CANDIDATES = 15;
/** Typo tolerance only runs when the exact sources found fewer than this: it is the costly part. */
const FUZZY_WHEN_FEWER_THAN = 10;
export const MAX_RANKED = CANDIDATES_PER_SOURCE + FEW_CANDIDATES * 3;

/**
 * Full-text search over active listings, as the person types: every word must match (title,
 * place, keywords or description), the last one as a prefix; when that finds little, titles
 * within a typo of the text are added (pg_trgm). Ranked by: title starts with the text, then all
 * words in the title, then matches elsewhere, then typo matches; featured (paid) listings first
 * within each of those tiers; then text rank and title similarity.
 */
export async function searchListings({
  db,
  query,
  types,
  page = 1,
  perPage = 12,
}: SearchListingsOptions): Promise<SearchPage> {
  const safePage = Number.isInteger(page) && page > 0 ? page : 1;
  const terms = buildSearchTerms(query);
  const empty: SearchPage = { items: [], page: safePage, perPage, total: 0, lastPage: 1 };
  if (!terms || (types && types.length === 0)) return empty;

  const ranked = await rankCandidates({ db, terms, types, page: safePage, perPage });
  return {
    items: ranked.rows.map((row) => ({
      id: row.id,
      type: SEARCH_RESULT_TYPE[row.type] as SearchTypeName,
      label: SEARCH_RESULT_LABEL[row.type] ?? null,
      title: row.title,
      slug: row.slug,
      path: searchResultPath(row),
      city: row.city,
      country: row.country,
      website: row.website,
      isFeatured: row.is_featured,
      image: row.image,
    })),
    page: safePage,
    perPage,
    total: ranked.total,
    lastPage: Math.max(1, Math.ceil(ranked.total / perPage)),
  };
}

/**
 * SPEC section 2: an itinerary links to its own website address (our itinerary pages store their
 * page address there); every other kind to its page. listingPath already follows the SPEC rule
 * (`/{slug}` for property, basic, brand, destination, offer; `/ta/{slug}` for advisors;
 * `/{type}/{slug}` for collections and articles, which is where those pages live).
 */
function searchResultPath(row: { type: ListingType; slug: string; website: string | null }): string {
  if (row.type === "itinerary" && row.website) return row.website;
  return listingPath(row.type, row.slug);
}

type RankOptions = {
  db: Database;
  terms: SearchTerms;
  types: readonly ListingType[] | undefined;
  page: number;
  perPage: number;
};

type RankedRow = {
  id: number;
  type: ListingType;
  slug: string;
  title: string;
  city: string | null;
  country: string | null;
  website: string | null;
  is_featured: boolean;
  /** The cover (first image) at the small size. */
  image: string | null;
  total: number;
};

/**
 * One statement over the narrow search documents (decision 023), written flat: under concurrent
 * load every extra round trip, and on the embedded database every relation and index the planner
 * has to look at, costs more than the matching itself. Candidate sources are LIMITed selects with
 * no ORDER BY, so a common word stops after a few rows (the planner picks a sequential scan for a
 * word in most rows, the text index for a rare one): the title prefix ("villa ro", also the only
 * source for a single letter), featured matches (so a word in thousands of descriptions never
 * crowds them out), and any match. Typo matches are added only when those found fewer than
 * FUZZY_WHEN_FEWER_THAN (a one-time filter, so the trigram scan does not run otherwise); they come
 * from `search_typo_matches` (migration 0013), whose own settings rule out a sequential scan for
 * that LIMITed trigram match and set the similarity threshold. Only the page's rows then join the
 * wide listings table for their link, place and cover.
 */
async function rankCandidates({ db, terms, types, page, perPage }: RankOptions) {
  const textQuery = terms.tsquery === null ? null : sql`to_tsquery('english', ${terms.tsquery})`;
  const kindsQuery = types ? sql`${kindsTsquery(types)}::tsquery` : null;
  const kindsArray = types ? sql`${`{${types.join(",")}}`}::text[]` : sql`null::text[]`;
  // The btree expression of search_documents_title_prefix_idx.
  const titleStarts = sql`lower(title) like ${`${terms.text}%`}`;

  const sources: SQL[] = [
    sql`(select listing_id from search_documents where ${titleStarts}${types ? sql` and type = any(${kindsArray})` : sql``} limit ${FEW_CANDIDATES})`,
  ];
  if (textQuery) {
    const narrowed = kindsQuery ? sql`(${textQuery} && ${kindsQuery})` : textQuery;
    // Narrowed to a kind, the kind's matches suffice (and the featured source would double the cost).
    // Featured rows have their own small index (search_documents_featured_idx).
    if (!kindsQuery) {
      sources.push(
        sql`(select listing_id from search_documents where is_featured and search_vector @@ ${textQuery} limit ${FEW_CANDIDATES})`,
      );
    }
    sources.push(sql`(select listing_id from search_documents where search_vector @@ ${narrowed} limit ${CANDIDATES_PER_SOURCE})`);
  }
  const candidates =
    terms.text.length >= 3
      ? sql`select listing_id from exact union select typo.listing_id from search_typo_matches(${terms.text}::text, ${kindsArray}, ${FEW_CANDIDATES}::integer) as typo(listing_id) where (select count(*) from exact) < ${FUZZY_WHEN_FEWER_THAN}`
      : sql`select listing_id from exact`;

  const titleQuery = terms.titleTsquery === null ? null : sql`to_tsquery('english', ${terms.titleTsquery})`;
  const tier = sql.join(
    [
      sql`case when ${titleStarts} then 3`,
      titleQuery ? sql`when search_vector @@ ${titleQuery} then 2` : sql``,
      textQuery ? sql`when search_vector @@ ${textQuery} then 1` : sql``,
      sql`else 0 end`,
    ],
    sql` `,
  );
  const score = textQuery
    ? sql`ts_rank(search_vector, ${textQuery}) + word_similarity(${terms.text}, title)`
    : sql`word_similarity(${terms.text}, title)`;

  const rows = await selectRows<RankedRow>(db, sql`
    with exact as (${sql.join(sources, sql` union `)}),
    ranked as (
      select listing_id, type, title, is_featured, (count(*) over ())::int as total,
        row_number() over (order by ${tier} desc, is_featured desc, ${score} desc, listing_id) as position
      from search_documents
      where listing_id in (${candidates})
      order by position
      limit ${perPage} offset ${(page - 1) * perPage}
    )
    select ranked.listing_id as id, ranked.type, listings.slug, ranked.title, listings.city, listings.country,
      listings.website, ranked.is_featured, ranked.total,
      (select sizes ->> 'small' from listing_media where listing_media.listing_id = ranked.listing_id order by listing_media.position limit 1) as image
    from ranked join listings on listings.id = ranked.listing_id
    order by ranked.position`);
  // The window count rides on every row; a page past the end has none, so count separately then.
  const total = rows[0]?.total ?? (page > 1 ? await countCandidates(db, sources, candidates) : 0);
  return { rows, total };
}

async function countCandidates(db: Database, sources: SQL[], candidates: SQL) {
  const [row] = await selectRows<{ total: number }>(
    db,
    sql`with exact as (${sql.join(sources, sql` union `)}) select count(*)::int as total from (${candidates}) as matched`,
  );
  return row?.total ?? 0;
}
