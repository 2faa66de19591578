import { z } from "zod";
import { boundedPattern } from "../bounded-pattern-schema";
import { LISTING_TYPES, MEDIA_SIZES } from "../listing-types";

const mediaSizes = z.object(
  Object.fromEntries(MEDIA_SIZES.map((size) => [size, z.string()])) as Record<
    (typeof MEDIA_SIZES)[number],
    z.ZodString
  >,
);

export const listingImage = z.object({ alt: z.string(), sizes: mediaSizes }).nullable();

export const listingSummary = z.object({
  id: z.number().int(),
  type: z.enum(LISTING_TYPES),
  slug: z.string(),
  path: z.string(),
  title: z.string(),
  heading: z.string().nullable(),
  description: z.string(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  category: z.string().nullable(),
  starRating: z.number().nullable(),
  priceFrom: z.number().nullable(),
  isFeatured: z.boolean(),
  likesCount: z.number().int(),
  image: listingImage,
});

export const listingDetail = listingSummary.extend({
  body: z.string(),
  keywords: z.string().nullable(),
  region: z.string().nullable(),
  website: z.string().nullable(),
  amenities: z.array(z.string()),
  goodFor: z.array(z.string()),
  tags: z.array(z.string()),
  categories: z.array(z.string()),
  details: z.record(z.string(), z.unknown()),
  gallery: z.array(z.object({ alt: z.string(), sizes: mediaSizes })),
  publishedAt: z.string(),
});

/** Numeric ids in a path: digits only, so "12abc" is a 400 and not a lookup. */
export const idParam = z.object({
  id: boundedPattern({ pattern: /^\d{1,9}$/, maxLength: 9, message: "must be a positive whole number" }).transform(Number),
});

export const slugParam = z.object({
  // PostgreSQL text cannot hold NUL, so control characters are refused here rather than failing there.
  slug: boundedPattern(
    { pattern: /^\P{Cc}+$/u, maxLength: 200, message: "must not contain control characters", tooLong: "must be at most 200 characters" },
    z.string().min(1),
  ),
});
