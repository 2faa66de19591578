import { z } from "zod";
import { isCalendarDate } from "../../../core/calendar-date";
import type { AdvisorArticle, AdvisorOffer, AdvisorWorkshop } from "../../../core/storefront-extras";

/**
 * Kind-specific fields live in listings.details (jsonb), written by the seed and, later, by
 * business owners. These readers turn that free-form object into typed values; a missing or
 * malformed field becomes an empty value instead of an error, so one bad row never takes a
 * page down.
 */

const text = z.string().trim().min(1).optional().catch(undefined);
const texts = z.array(z.unknown()).optional().catch(undefined);
const positiveInt = z.coerce.number().int().positive().optional().catch(undefined);
const date = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)))
  .optional()
  .catch(undefined);

function stringsOf(values: unknown[] | undefined): string[] {
  return (values ?? []).filter((value): value is string => typeof value === "string" && value.trim() !== "");
}

export type HotelFacts = {
  rooms: number | null;
  checkIn: string | null;
  checkOut: string | null;
  /** Written by the hotel in its storefront (issue 19). */
  highlights: string[];
  policies: string | null;
  address: string | null;
  /** The postal code the hotel gave in its storefront, stored next to the address. */
  postalCode: string | null;
};

export function parseHotelFacts(details: Record<string, unknown>): HotelFacts {
  const parsed = z.object({ rooms: positiveInt, checkIn: text, checkOut: text, highlights: texts, policies: text, address: text, postalCode: text }).parse(details);
  return {
    rooms: parsed.rooms ?? null,
    checkIn: parsed.checkIn ?? null,
    checkOut: parsed.checkOut ?? null,
    highlights: stringsOf(parsed.highlights),
    policies: parsed.policies ?? null,
    address: parsed.address ?? null,
    postalCode: parsed.postalCode ?? null,
  };
}

/** Hotels name their brand in details.brandId. */
export function parseBrandId(details: Record<string, unknown>): number | null {
  return positiveInt.parse(details.brandId) ?? null;
}

export type DestinationFacts = {
  bestTime: string | null;
  highlights: string[];
  /** The hotels and itineraries the destination's page features (its storefront), in order. */
  featuredHotelIds: number[];
  featuredItineraryIds: number[];
};

function idsOf(values: unknown[] | undefined): number[] {
  return [...new Set((values ?? []).filter((value): value is number => typeof value === "number" && Number.isSafeInteger(value) && value > 0))];
}

export function parseDestinationFacts(details: Record<string, unknown>): DestinationFacts {
  const parsed = z.object({ bestTime: text, highlights: texts, featuredHotelIds: texts, featuredItineraryIds: texts }).parse(details);
  return {
    bestTime: parsed.bestTime ?? null,
    highlights: stringsOf(parsed.highlights),
    featuredHotelIds: idsOf(parsed.featuredHotelIds),
    featuredItineraryIds: idsOf(parsed.featuredItineraryIds),
  };
}

export type BrandFacts = { founded: number | null; headquarters: string | null; regions: string[] };

export function parseBrandFacts(details: Record<string, unknown>): BrandFacts {
  const parsed = z.object({ founded: positiveInt, headquarters: text, regions: texts }).parse(details);
  return { founded: parsed.founded ?? null, headquarters: parsed.headquarters ?? null, regions: stringsOf(parsed.regions) };
}

export type OfferTerms = {
  discountPercent: number | null;
  /** "Up to N%": the discount is the best case, not every night. */
  isUpTo: boolean;
  validFrom: string | null;
  validUntil: string | null;
  minimumNights: number | null;
  perks: string[];
  hotelId: number | null;
  terms: string | null;
  /** A marketplace post's deal: its price is for the whole stay, as its form asked, not a night's. */
  pricedPerStay: boolean;
};

export function parseOfferTerms(details: Record<string, unknown>): OfferTerms {
  const parsed = z
    .object({
      discountPercent: z.coerce.number().min(1).max(100).optional().catch(undefined),
      isUpTo: z.boolean().optional().catch(undefined),
      validFrom: date,
      validUntil: date,
      minimumNights: positiveInt,
      perks: texts,
      hotelId: positiveInt,
      terms: text,
      marketplacePostId: positiveInt,
    })
    .parse(details);
  return {
    discountPercent: parsed.discountPercent ?? null,
    isUpTo: parsed.isUpTo ?? false,
    validFrom: parsed.validFrom ?? null,
    validUntil: parsed.validUntil ?? null,
    minimumNights: parsed.minimumNights ?? null,
    perks: stringsOf(parsed.perks),
    hotelId: parsed.hotelId ?? null,
    terms: parsed.terms ?? null,
    pricedPerStay: parsed.marketplacePostId !== undefined,
  };
}

export type ItineraryDay = { day: number; title: string; description: string };

export type ItineraryPlan = {
  days: ItineraryDay[];
  /** "7 days" or "5 nights", as the itinerary is sold. */
  lengthLabel: string | null;
  priceNote: string | null;
};

const daySchema = z.object({ title: z.string().trim().min(1), description: z.string().catch("") });

/** The day-by-day plan (details.plan), numbered in order; malformed days are skipped. */
export function parseItineraryPlan(details: Record<string, unknown>): ItineraryPlan {
  const parsed = z
    .object({
      plan: texts,
      days: positiveInt,
      nights: positiveInt,
      lengthLabel: z.enum(["days", "nights"]).optional().catch(undefined),
      priceNote: text,
    })
    .parse(details);
  const days = (parsed.plan ?? [])
    .flatMap((candidate) => {
      const day = daySchema.safeParse(candidate);
      return day.success ? [day.data] : [];
    })
    .map((day, index) => ({ day: index + 1, ...day }));
  const dayCount = parsed.days ?? (days.length > 0 ? days.length : undefined);
  const lengthLabel =
    parsed.lengthLabel === "nights" && parsed.nights
      ? `${parsed.nights} nights`
      : dayCount
        ? `${dayCount} days`
        : null;
  return { days, lengthLabel, priceNote: parsed.priceNote ?? null };
}

/**
 * An advisor's plan: the catalogue's `profileTier`, or the `plan` its sign-up wrote
 * (server/domain/signup), "basic" when neither says "featured".
 */
export function advisorTierOf(details: Record<string, unknown>): "basic" | "featured" {
  return details.profileTier === "featured" || (details.profileTier === undefined && details.plan === "featured") ? "featured" : "basic";
}

/** The `details` keys a Featured advisor's page shows and a Basic one's never does (docs/product.md §6, decision 042). */
export const FEATURED_ADVISOR_DETAIL_KEYS = ["videoUrl", "affiliations", "reviews", "specialOffers", "workshop", "article"] as const;

/**
 * The `details` a listing's public answer carries: as stored, but a Basic advisor's Featured-only
 * parts (kept when a Featured plan lapses, decision 042) are left out, as its page leaves them out.
 */
export function publicDetailsOf(type: string, details: Record<string, unknown>): Record<string, unknown> {
  if (type !== "advisor" || advisorTierOf(details) === "featured") return details;
  const shown = { ...details };
  for (const key of FEATURED_ADVISOR_DETAIL_KEYS) delete shown[key];
  return shown;
}

export type AdvisorDetails = {
  profileTier: "basic" | "featured";
  /** Places the advisor plans trips to (the storefront's destinations; they count as places in matching). */
  destinations: string[];
  firstName: string | null;
  agencyName: string | null;
  yearsExperience: number | null;
  specialties: string[];
  languages: string[];
  affiliations: string[];
  reviews: AdvisorReviewDetails[];
  videoUrl: string | null;
  /** Catalogue offers picked for the page (seeded profiles); the advisor's own are `specialOffers`. */
  offerIds: number[];
  /** A catalogue article picked for the page; the advisor's own is `article`. */
  articleId: number | null;
  /** Written in the storefront (issue 19), in the page's order. */
  specialOffers: AdvisorOffer[];
  workshop: AdvisorWorkshop | null;
  article: AdvisorArticle | null;
};

export type AdvisorReviewDetails = { author: string; trip: string; text: string; rating: number | null };

const reviewSchema = z.object({
  author: z.string().trim().min(1),
  trip: z.string().trim().catch(""),
  text: z.string().trim().min(1),
  rating: z.coerce.number().min(0).max(5).optional().catch(undefined),
});

const optionalText = z.string().trim().catch("");
const httpsLink = z
  .string()
  .trim()
  .refine((value) => value === "" || value.startsWith("https://"))
  .catch("");
const dayOrEmpty = z
  .string()
  .trim()
  .refine((value) => value === "" || isCalendarDate(value))
  .catch("");

const offerSchema = z.object({ title: z.string().trim().min(1), text: optionalText, validUntil: dayOrEmpty, url: httpsLink });

/** A workshop as the storefront writes it; anything else (an older free-text note) reads as none. */
const workshopSchema = z.object({
  title: z.string().trim().min(1),
  date: z.string().trim().refine(isCalendarDate),
  isOnline: z.boolean().catch(false),
  place: optionalText,
  text: optionalText,
  signUpUrl: httpsLink,
});

const articleSchema = z.object({ title: z.string().trim().min(1), body: z.string().trim().min(1) });

function itemsOf<Item>(values: unknown[] | undefined, schema: z.ZodType<Item>): Item[] {
  return (values ?? []).flatMap((candidate) => {
    const item = schema.safeParse(candidate);
    return item.success ? [item.data] : [];
  });
}

export function parseAdvisorDetails(details: Record<string, unknown>): AdvisorDetails {
  const parsed = z
    .object({
      firstName: text,
      destinations: texts,
      agencyName: text,
      yearsExperience: positiveInt,
      specialties: texts,
      languages: texts,
      affiliations: texts,
      reviews: texts,
      // The page links to it: https only, as the storefront takes it.
      videoUrl: z.url({ protocol: /^https$/ }).optional().catch(undefined),
      offerIds: texts,
      articleId: positiveInt,
      specialOffers: texts,
    })
    .parse(details);
  const workshop = workshopSchema.safeParse(details.workshop);
  const article = articleSchema.safeParse(details.article);
  return {
    profileTier: advisorTierOf(details),
    destinations: stringsOf(parsed.destinations),
    firstName: parsed.firstName ?? null,
    agencyName: parsed.agencyName ?? null,
    yearsExperience: parsed.yearsExperience ?? null,
    specialties: stringsOf(parsed.specialties),
    languages: stringsOf(parsed.languages),
    affiliations: stringsOf(parsed.affiliations),
    reviews: itemsOf(parsed.reviews, reviewSchema).map((review) => ({ ...review, rating: review.rating ?? null })),
    videoUrl: parsed.videoUrl ?? null,
    offerIds: (parsed.offerIds ?? []).flatMap((id) => {
      const value = positiveInt.parse(id);
      return value === undefined ? [] : [value];
    }),
    articleId: parsed.articleId ?? null,
    specialOffers: itemsOf(parsed.specialOffers, offerSchema),
    workshop: workshop.success ? workshop.data : null,
    article: article.success ? article.data : null,
  };
}

export type ArticleDetails = { author: string | null; readingMinutes: number | null; hotelSlugs: string[] };

export function parseArticleDetails(details: Record<string, unknown>): ArticleDetails {
  const parsed = z.object({ author: text, readingMinutes: positiveInt, hotelSlugs: texts }).parse(details);
  return {
    author: parsed.author ?? null,
    readingMinutes: parsed.readingMinutes ?? null,
    hotelSlugs: stringsOf(parsed.hotelSlugs),
  };
}
