import { z } from "zod";
import { boundedPattern } from "../bounded-pattern-schema";
import { FAVORITE_GROUP_KEYS } from "../favorite-groups";
import { FAVORITE_MESSAGES } from "./favorites";
import { idParam, listingSummary } from "./listing-schemas";

/** The schemas of the favourites operations (core/contracts/favorites.ts). */

const pageNumber = boundedPattern({ pattern: /^[1-9]\d{0,5}$/, maxLength: 6, message: "must be a positive whole number" })
  .transform(Number)
  .optional()
  .default(1)
  .describe("Page number, from 1");

const MAX_PER_PAGE = 100;
const perPage = boundedPattern({ pattern: /^\d{1,3}$/, maxLength: 3, message: `must be a whole number from 1 to ${MAX_PER_PAGE}` })
  .transform(Number)
  .refine((value) => value >= 1 && value <= MAX_PER_PAGE, `must be a whole number from 1 to ${MAX_PER_PAGE}`)
  .optional()
  .default(24)
  .describe(`Listings per page, 1 to ${MAX_PER_PAGE} (default 24)`);

const favoriteGroupCounts = z.object(
  Object.fromEntries(FAVORITE_GROUP_KEYS.map((key) => [key, z.number().int()])) as Record<(typeof FAVORITE_GROUP_KEYS)[number], z.ZodNumber>,
);

/** Liking or unliking a listing, through /user/like/{id} or a resource's /{id}/likes. */
export const favoriteChange = {
  params: idParam,
  response: z.object({
    message: z.enum([FAVORITE_MESSAGES.added, FAVORITE_MESSAGES.removed]),
    data: z.object({
      id: z.number().int().describe("The listing's id"),
      is_liked: z.boolean().describe("Whether the signed-in member has the listing in their favourites now"),
      likes_count: z.number().int().describe("How many favourites the listing has, after this change"),
    }),
  }),
};

export const listFavorites = {
  query: z.object({
    type: z
      .enum(FAVORITE_GROUP_KEYS, { error: `must be one of ${FAVORITE_GROUP_KEYS.join(", ")}` })
      .optional()
      .describe("Only one kind, named as the resource calls name it (hotels, destinations, ...); every kind when absent"),
    page: pageNumber,
    per_page: perPage,
  }),
  response: z.object({
    data: z.array(
      listingSummary.extend({
        is_liked: z.literal(true),
        liked_at: z.string().describe("When the member saved it (ISO 8601)"),
      }),
    ),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    counts: favoriteGroupCounts.describe("Saved listings per kind, whatever `type` filters"),
  }),
};

export const listFavoriteIds = {
  response: z.object({
    data: z.array(z.number().int()).describe("Ids of the saved listings, newest first (at most 1,000)"),
  }),
};
