import type { ListingDetail, ListingSummary } from "../../../core/listing-view";
import type { Database } from "../../db/client";
import { getListing } from "./get-listing";
import { listArticles } from "./list-articles";
import { listListings } from "./list-listings";
import { listListingsById } from "./list-listings-by-id";
import { parseAdvisorDetails } from "./parse-listing-details";

/** SPEC section 6: a Basic profile gets "limited specialty tagging". */
export const BASIC_SPECIALTY_LIMIT = 3;
const SPECIAL_OFFER_LIMIT = 3;

export type AdvisorProfile = {
  advisor: ListingDetail;
  tier: "basic" | "featured";
  agencyName: string | null;
  specialties: string[];
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
 * An advisor's public profile, with what their plan allows (SPEC section 6). A Basic profile
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
    agencyName: details.agencyName,
    languages: details.languages,
  };

  if (details.profileTier === "basic") {
    return {
      ...base,
      tier: "basic",
      specialties: specialties.slice(0, BASIC_SPECIALTY_LIMIT),
      acceptsInquiries: false,
      video: null,
      affiliations: [],
      reviews: [],
      specialOffers: [],
      article: null,
      workshop: null,
    };
  }

  const [ownOffers, ownArticle] = await Promise.all([
    listListingsById({ db, ids: details.offerIds.slice(0, SPECIAL_OFFER_LIMIT), types: ["offer"] }),
    details.articleId === null
      ? Promise.resolve([])
      : listListingsById({ db, ids: [details.articleId], types: ["article"] }),
  ]);
  // A Featured profile always shows its offers and article areas: until the advisor picks their
  // own, the marketplace's current offers and the newest article fill them.
  const [specialOffers, article] = await Promise.all([
    ownOffers.length > 0
      ? ownOffers
      : listListings({ db, types: ["offer"], perPage: SPECIAL_OFFER_LIMIT }).then((page) => page.items),
    ownArticle[0] ?? listArticles({ db, perPage: 1 }).then((page) => page.items[0] ?? null),
  ]);
  return {
    ...base,
    tier: "featured",
    specialties,
    acceptsInquiries: true,
    video: { url: details.videoUrl },
    affiliations: details.affiliations,
    reviews: details.reviews,
    specialOffers,
    article,
    workshop: details.workshop,
  };
}
