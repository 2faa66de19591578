import { and, asc, desc, eq, inArray, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { union } from "drizzle-orm/pg-core";
import { listingPath } from "../../../core/listing-path";
import { SEARCH_RESULT_LABEL, SEARCH_RESULT_TYPE, type ListingType } from "../../../core/listing-types";
import type { Database } from "../../db/client";
import type { MediaSizes } from "../../../core/listing-types";
import { listingMedia, listings } from "../../db/schema/catalogue";
import { buildSearchTerms, type SearchTerms } from "./search-terms";
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
 * set buys no better ranking: at 100k listings ranking was about 7 µs a candidate, most of a
 * search's time. Title prefixes and featured rows get their own sources so they are never crowded out.
 */
const CANDIDATES_PER_SOURCE = 80;
/** Sources that are precise (title prefix, featured, typo matches) need fewer. */
const FEW_CANDIDATES = 30;
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

  let ranked = await rankCandidates({ db, terms, types, page: safePage, perPage, withFuzzy: false });
  if (ranked.total < FUZZY_WHEN_FEWER_THAN) {
    ranked = await rankCandidates({ db, terms, types, page: safePage, perPage, withFuzzy: true });
  }
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
      isFeatured: row.isFeatured,
      image: row.cover?.small ?? null,
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
  withFuzzy: boolean;
};

/** pg_trgm's default (0.6) missed two-letter swaps such as "auroar" for "aurora". */
const TYPO_SIMILARITY = "0.5";

async function rankCandidates({ db, terms, types, page, perPage, withFuzzy }: RankOptions) {
  // The common path is one statement with no transaction: every extra round trip (BEGIN, SET,
  // COMMIT, a second query for covers) costs more than the query itself under concurrent load.
  if (!withFuzzy) return rankingQuery(db, { terms, types, page, perPage, withFuzzy });
  return db.transaction(async (tx) => {
    // The typo source is a LIMITed trigram match: allowed a sequential scan, the planner reads
    // the whole table computing similarity when few titles are close (measured 50 ms instead of
    // 2 ms at 100k rows), so for this rare second pass sequential scans are ruled out.
    await tx.execute(
      sql`select set_config('enable_seqscan', 'off', true), set_config('pg_trgm.word_similarity_threshold', ${TYPO_SIMILARITY}, true)`,
    );
    return rankingQuery(tx, { terms, types, page, perPage, withFuzzy });
  });
}

async function rankingQuery(db: Database, { terms, types, page, perPage, withFuzzy }: Omit<RankOptions, "db">) {
  const tsquery = terms.tsquery === null ? null : sql`to_tsquery('english', ${terms.tsquery})`;
  const titleTsquery = terms.titleTsquery === null ? null : sql`to_tsquery('english', ${terms.titleTsquery})`;
  const textMatches = tsquery ? sql`${listings.searchVector} @@ ${tsquery}` : sql`false`;
  const titleMatches = titleTsquery ? sql`${listings.searchVector} @@ ${titleTsquery}` : sql`false`;
  // Matches the expression of listings_title_prefix_idx (a btree, so LIMIT stops the scan early).
  const titleStarts = sql`lower(${listings.title}) like ${`${terms.text}%`}`;
  const visible = and(eq(listings.status, "active"), types ? inArray(listings.type, [...types]) : undefined);

  // Each source is a LIMITed select with no ORDER BY, so a common word stops after a few rows
  // (the planner picks a sequential scan for a word in most rows, the GIN index for a rare one).
  const candidate = (where: SQL | undefined, limit: number) =>
    db.select({ id: listings.id }).from(listings).where(and(visible, where)).limit(limit);
  // Title prefix ("villa ro"): also the only source for a single letter.
  const prefixSource = candidate(titleStarts, FEW_CANDIDATES);
  const otherSources: (typeof prefixSource)[] = [
    ...(tsquery
      ? [
          // Featured listings have their own partial index and source, so a common word that
          // appears in thousands of descriptions never crowds them out. Narrowed to a kind, the
          // planner cannot use that index and would build the same bitmap twice (measured: 4.5 ms
          // each for "honeymoon guide" among articles at 100k); the kind's matches suffice then.
          ...(types ? [] : [candidate(and(textMatches, eq(listings.isFeatured, true)), FEW_CANDIDATES)]),
          candidate(textMatches, CANDIDATES_PER_SOURCE),
        ]
      : []),
    ...(withFuzzy && terms.text.length >= 3 ? [candidate(sql`${terms.text} <% ${listings.title}`, FEW_CANDIDATES)] : []),
  ];
  const [second, ...rest] = otherSources;
  const candidates = second ? union(prefixSource, second, ...rest) : prefixSource;

  const tier = sql<number>`case when ${titleStarts} then 3 when ${titleMatches} then 2 when ${textMatches} then 1 else 0 end`;
  const score = tsquery
    ? sql<number>`ts_rank(${listings.searchVector}, ${tsquery}) + word_similarity(${terms.text}, ${listings.title})`
    : sql<number>`word_similarity(${terms.text}, ${listings.title})`;
  // The cover (first image) rides along as a correlated subquery: one statement, no second trip.
  const cover = sql<MediaSizes | null>`(select ${listingMedia.sizes} from ${listingMedia} where ${listingMedia.listingId} = "listings"."id" order by ${listingMedia.position} limit 1)`;
  const rows = await db
    .select({
      id: listings.id,
      type: listings.type,
      slug: listings.slug,
      title: listings.title,
      city: listings.city,
      country: listings.country,
      website: listings.website,
      isFeatured: listings.isFeatured,
      cover,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(listings)
    .where(inArray(listings.id, candidates))
    .orderBy(desc(tier), desc(listings.isFeatured), desc(score), asc(listings.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  // The window count rides on every row; a page past the end has none, so count separately then.
  const total = rows[0]?.total ?? (page > 1 ? await countCandidates(db, candidates) : 0);
  return { rows, total };
}

async function countCandidates(db: Database, candidates: SQLWrapper) {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(listings)
    .where(inArray(listings.id, candidates));
  return row?.total ?? 0;
}
