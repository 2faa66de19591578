import { z } from "zod";

/**
 * Kind-specific fields live in listings.details (jsonb). These readers turn that free-form
 * object into typed values; a missing or malformed field becomes an empty value instead of an
 * error, so one bad row never takes a page down.
 */

const text = z.string().trim().min(1).catch("").optional();
const id = z.coerce.number().int().positive().optional().catch(undefined);
const date = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)))
  .optional()
  .catch(undefined);

const offerSchema = z.object({
  discountPercent: z.coerce.number().min(0).max(100).optional().catch(undefined),
  validFrom: date,
  validUntil: date,
  hotelId: id,
  terms: text,
});

export type OfferTerms = {
  discountPercent: number | null;
  validFrom: string | null;
  validUntil: string | null;
  hotelId: number | null;
  terms: string | null;
};

export function parseOfferTerms(details: Record<string, unknown>): OfferTerms {
  const parsed = offerSchema.parse(details);
  return {
    discountPercent: parsed.discountPercent ?? null,
    validFrom: parsed.validFrom ?? null,
    validUntil: parsed.validUntil ?? null,
    hotelId: parsed.hotelId ?? null,
    terms: parsed.terms || null,
  };
}

const daySchema = z.object({
  title: z.string().trim().min(1),
  description: z.string().catch(""),
});

export type ItineraryDay = { day: number; title: string; description: string };

export function parseItineraryDays(details: Record<string, unknown>): ItineraryDay[] {
  const days = z.array(z.unknown()).catch([]).parse(details.days ?? []);
  return days.flatMap((candidate) => {
    const parsed = daySchema.safeParse(candidate);
    return parsed.success ? [parsed.data] : [];
  }).map((day, index) => ({ day: index + 1, ...day }));
}

export function parseBrandId(details: Record<string, unknown>): number | null {
  return id.parse(details.brandId) ?? null;
}

const reviewSchema = z.object({
  author: z.string().trim().min(1),
  text: z.string().trim().min(1),
  rating: z.coerce.number().min(0).max(5).optional().catch(undefined),
});

const advisorSchema = z.object({
  profileTier: z.enum(["basic", "featured"]).catch("basic"),
  agencyName: text,
  specialties: z.array(z.string()).catch([]).default([]),
  languages: z.array(z.string()).catch([]).default([]),
  affiliations: z.array(z.string()).catch([]).default([]),
  reviews: z.array(z.unknown()).catch([]).default([]),
  videoUrl: text,
  offerIds: z.array(z.coerce.number().int().positive()).catch([]).default([]),
  articleId: id,
  workshop: text,
});

export type AdvisorDetails = {
  profileTier: "basic" | "featured";
  agencyName: string | null;
  specialties: string[];
  languages: string[];
  affiliations: string[];
  reviews: { author: string; text: string; rating: number | null }[];
  videoUrl: string | null;
  offerIds: number[];
  articleId: number | null;
  workshop: string | null;
};

export function parseAdvisorDetails(details: Record<string, unknown>): AdvisorDetails {
  const parsed = advisorSchema.parse(details);
  return {
    profileTier: parsed.profileTier,
    agencyName: parsed.agencyName || null,
    specialties: parsed.specialties.filter(Boolean),
    languages: parsed.languages.filter(Boolean),
    affiliations: parsed.affiliations.filter(Boolean),
    reviews: parsed.reviews.flatMap((candidate) => {
      const review = reviewSchema.safeParse(candidate);
      return review.success ? [{ ...review.data, rating: review.data.rating ?? null }] : [];
    }),
    videoUrl: parsed.videoUrl || null,
    offerIds: parsed.offerIds,
    articleId: parsed.articleId ?? null,
    workshop: parsed.workshop || null,
  };
}
