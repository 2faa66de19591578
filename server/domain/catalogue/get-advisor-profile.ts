import { and, arrayOverlaps, asc, desc, eq, sql } from "drizzle-orm";
import { OCCASIONS } from "../../../core/listing-types";
import type { ListingDetail, ListingSummary } from "../../../core/listing-view";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/catalogue";
import { getListing } from "./get-listing";
import { coverImages } from "./paginate-listings";
import { listListingsByKey } from "./list-listings-by-key";
import { toListingSummary } from "./listing-mapper";
import { parseAdvisorDetails } from "./parse-listing-details";

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
  reviews: { author: string; text: string; rating: number | null }[];
  specialOffers: ListingSummary[];
  /** Featured only: the one article a Featured profile includes. */
  article: ListingSummary | null;
  workshop: string | null;
};

export type GetAdvisorProfileOptions = { db: Database; slug: string };

/**
 * An advisor's public profile, with what their plan allows (docs/product.md §6). A Basic profile
 * shows no inquiries, affiliations, reviews, video, special offers, article or workshop, and
 * only a few specialties; a Featured profile shows all of them. Null when there is no advisor.
 */
export async function getAdvisorProfile({ db, slug }: GetAdvisorProfileOptions): Promise<AdvisorProfile | null> {
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
      specialOffers: [],
      article: null,
      workshop: null,
    };
  }

  const [specialOffers, article] = await Promise.all([
    details.offerIds.length > 0
      ? listListingsByKey({ db, by: { ids: details.offerIds.slice(0, SPECIAL_OFFER_LIMIT) }, types: ["offer"] })
      : offersForOccasions(db, advisor.goodFor),
    details.articleId !== null
      ? listListingsByKey({ db, by: { ids: [details.articleId] }, types: ["article"] }).then((found) => found[0] ?? null)
      : articleBy(db, advisor.title),
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
    specialOffers,
    article,
    workshop: details.workshop,
  };
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
    .orderBy(
      desc(occasions.length > 0 ? arrayOverlaps(listings.goodFor, occasions) : sql`false`),
      desc(listings.isFeatured),
      asc(listings.id),
    )
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
