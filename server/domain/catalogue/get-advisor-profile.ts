import { and, arrayOverlaps, asc, desc, eq, sql } from "drizzle-orm";
import { OCCASIONS } from "../../../core/listing-types";
import type { ListingDetail, ListingSummary } from "../../../core/listing-view";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/catalogue";
import { getListing } from "./get-listing";
import { coverImages } from "./paginate-listings";
import { listListingsByKey } from "./list-listings-by-key";
import { toListingSummary } from "./listing-mapper";
import { isOfferRunning, type AdvisorArticle, type AdvisorOffer, type AdvisorWorkshop } from "../../../core/storefront-extras";
import { parseAdvisorDetails, type AdvisorReviewDetails } from "./parse-listing-details";

/** docs/product.md §6: a Basic profile gets "limited specialty tagging". */
export const BASIC_SPECIALTY_LIMIT = 3;
const SPECIAL_OFFER_LIMIT = 3;

export type AdvisorProfile = {
  advisor: ListingDetail;
  tier: "basic" | "featured";
  /** How the page addresses the advisor: "Send Isabella an inquiry". */
  firstName: string;
  agencyName: string | null;
  yearsExperience: number | null;
  specialties: string[];
  /** The occasions the advisor plans (listing.goodFor, chosen in the storefront), in the occasions' order. */
  occasions: { slug: string; name: string; path: string }[];
  /** Places the advisor plans trips to (the storefront's destinations). */
  destinations: string[];
  languages: string[];
  /** Featured only: leads and inquiries reach the advisor directly. */
  acceptsInquiries: boolean;
  /** Featured only: the personal video area (the address may still be missing). */
  video: { url: string | null } | null;
  affiliations: string[];
  reviews: AdvisorReviewDetails[];
  /** Featured only: the advisor's own offers still running, in the advisor's order. */
  ownOffers: AdvisorOffer[];
  /** Featured only, when the advisor wrote no offers: catalogue offers for the occasions planned. */
  specialOffers: ListingSummary[];
  /** Featured only: the one article a Featured profile includes, written by the advisor. */
  ownArticle: AdvisorArticle | null;
  /** Featured only, when the advisor wrote none: a catalogue article. */
  article: ListingSummary | null;
  workshop: AdvisorWorkshop | null;
};

export type GetAdvisorProfileOptions = {
  db: Database;
  slug: string;
  /** YYYY-MM-DD: the advisor's offers that ended before this day are left out. */
  today?: string;
};

/**
 * An advisor's public profile, with what their plan allows (docs/product.md §6). A Basic profile
 * shows no inquiries, affiliations, reviews, video, special offers, article or workshop, and
 * only a few specialties; a Featured profile shows all of them. Null when there is no advisor.
 */
export async function getAdvisorProfile({ db, slug, today }: GetAdvisorProfileOptions): Promise<AdvisorProfile | null> {
  const advisor = await getListing({ db, by: { slug }, types: ["advisor"] });
  if (!advisor) return null;
  const details = parseAdvisorDetails(advisor.details);
  const specialties = [...new Set([...details.specialties, ...advisor.tags])];
  const base = {
    advisor,
    firstName: details.firstName ?? advisor.title.trim().split(/\s+/)[0] ?? advisor.title,
    agencyName: details.agencyName,
    yearsExperience: details.yearsExperience,
    languages: details.languages,
    destinations: details.destinations,
  };
  const occasions = OCCASIONS.filter((occasion) => advisor.goodFor.includes(occasion.slug)).map((occasion) => ({
    slug: occasion.slug,
    name: occasion.name,
    path: `/occassions/${occasion.slug}`,
  }));

  if (details.profileTier === "basic") {
    return {
      ...base,
      tier: "basic",
      specialties: specialties.slice(0, BASIC_SPECIALTY_LIMIT),
      occasions: occasions.slice(0, BASIC_SPECIALTY_LIMIT),
      acceptsInquiries: false,
      video: null,
      affiliations: [],
      reviews: [],
      ownOffers: [],
      specialOffers: [],
      ownArticle: null,
      article: null,
      workshop: null,
    };
  }

  // What the advisor wrote comes first; the catalogue's offers and article fill an empty area.
  const ownOffers = today === undefined ? details.specialOffers : details.specialOffers.filter((offer) => isOfferRunning(offer, today));
  const [specialOffers, article] = await Promise.all([
    ownOffers.length > 0 ? Promise.resolve([]) : catalogueOffers(db, details.offerIds, advisor.goodFor),
    details.article !== null ? Promise.resolve(null) : catalogueArticle(db, details.articleId, advisor.title),
  ]);
  return {
    ...base,
    tier: "featured",
    specialties,
    occasions,
    acceptsInquiries: true,
    video: { url: details.videoUrl },
    affiliations: details.affiliations,
    reviews: details.reviews,
    ownOffers,
    specialOffers,
    ownArticle: details.article,
    article,
    workshop: details.workshop,
  };
}

function catalogueOffers(db: Database, offerIds: number[], occasions: string[]): Promise<ListingSummary[]> {
  return offerIds.length > 0 ? listListingsByKey({ db, by: { ids: offerIds.slice(0, SPECIAL_OFFER_LIMIT) }, types: ["offer"] }) : offersForOccasions(db, occasions);
}

async function catalogueArticle(db: Database, articleId: number | null, author: string): Promise<ListingSummary | null> {
  if (articleId === null) return articleBy(db, author);
  const [found] = await listListingsByKey({ db, by: { ids: [articleId] }, types: ["article"] });
  return found ?? null;
}

/**
 * Until a Featured advisor picks their own offers, the page shows current offers for the
 * occasions they plan (then any current offers), so the area is never empty.
 */
async function offersForOccasions(db: Database, occasions: string[]): Promise<ListingSummary[]> {
  const active = and(eq(listings.type, "offer"), eq(listings.status, "active"));
  const rows = await db
    .select()
    .from(listings)
    .where(active)
    // PostgreSQL refuses a constant in ORDER BY, so without occasions the term is left out.
    .orderBy(...(occasions.length > 0 ? [desc(arrayOverlaps(listings.goodFor, occasions))] : []), desc(listings.isFeatured), asc(listings.id))
    .limit(SPECIAL_OFFER_LIMIT);
  const covers = await coverImages(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toListingSummary(row, covers.get(row.id)));
}

/** The Featured profile's one article: the newest written by the advisor, else the newest of all. */
async function articleBy(db: Database, author: string): Promise<ListingSummary | null> {
  const [row] = await db
    .select()
    .from(listings)
    .where(and(eq(listings.type, "article"), eq(listings.status, "active")))
    .orderBy(desc(sql`(${listings.details} ->> 'author') is not distinct from ${author}`), desc(listings.publishedAt), desc(listings.id))
    .limit(1);
  if (!row) return null;
  const covers = await coverImages(db, [row.id]);
  return toListingSummary(row, covers.get(row.id));
}
