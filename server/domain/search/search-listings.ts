import { and, asc, desc, eq, inArray, sql, type SQL, type WithSubquery } from "drizzle-orm";
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
};

/**
 * One statement, no transaction: every extra round trip costs more than the query itself under
 * concurrent load. The exact sources are a CTE; typo matches are added in the same statement only
 * when those found fewer than FUZZY_WHEN_FEWER_THAN (a one-time filter, so the trigram scan does
 * not run otherwise). Typo candidates come from `search_typo_candidates` (migration 0007), whose
 * own settings rule out a sequential scan for that LIMITed trigram match (measured 50 ms instead
 * of 2 ms at 100k rows when the planner read the whole table) and set the similarity threshold.
 */
async function rankCandidates({ db, terms, types, page, perPage }: RankOptions) {
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
  const otherSources: (typeof prefixSource)[] = tsquery
    ? [
        // Featured listings have their own partial indexes and source, so a common word that
        // appears in thousands of descriptions never crowds them out. Narrowed to a kind, the
        // kind's own text index answers faster and the kind's matches suffice.
        ...(types ? [] : [candidate(and(textMatches, eq(listings.isFeatured, true)), FEW_CANDIDATES)]),
        candidate(textMatches, CANDIDATES_PER_SOURCE),
      ]
    : [];
  const [second, ...rest] = otherSources;
  const exact = db.$with("exact").as(second ? union(prefixSource, second, ...rest) : prefixSource);
  const kinds = types ? sql`${`{${types.join(",")}}`}::text[]` : sql`null::text[]`;
  const candidates =
    terms.text.length >= 3
      ? sql`select ${exact.id} from ${exact} union select typo.id from search_typo_candidates(${terms.text}::text, ${kinds}, ${FEW_CANDIDATES}::integer) as typo(id) where (select count(*) from ${exact}) < ${FUZZY_WHEN_FEWER_THAN}`
      : sql`select ${exact.id} from ${exact}`;

  const tier = sql<number>`case when ${titleStarts} then 3 when ${titleMatches} then 2 when ${textMatches} then 1 else 0 end`;
  const score = tsquery
    ? sql<number>`ts_rank(${listings.searchVector}, ${tsquery}) + word_similarity(${terms.text}, ${listings.title})`
    : sql<number>`word_similarity(${terms.text}, ${listings.title})`;
  // The cover (first image) rides along as a correlated subquery: one statement, no second trip.
  const cover = sql<MediaSizes | null>`(select ${listingMedia.sizes} from ${listingMedia} where ${listingMedia.listingId} = "listings"."id" order by ${listingMedia.position} limit 1)`;
  const rows = await db
    .with(exact)
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
    .where(sql`${listings.id} in (${candidates})`)
    .orderBy(desc(tier), desc(listings.isFeatured), desc(score), asc(listings.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  // The window count rides on every row; a page past the end has none, so count separately then.
  const total = rows[0]?.total ?? (page > 1 ? await countCandidates(db, exact, candidates) : 0);
  return { rows, total };
}

async function countCandidates(db: Database, exact: WithSubquery, candidates: SQL) {
  const [row] = await db
    .with(exact)
    .select({ total: sql<number>`count(*)::int` })
    .from(listings)
    .where(sql`${listings.id} in (${candidates})`);
  return row?.total ?? 0;
}
