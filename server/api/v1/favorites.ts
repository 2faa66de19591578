import { z } from "zod";
import { boundedPattern } from "../../../core/bounded-pattern-schema";
import type { AppServices } from "../../app-context";
import { CATALOGUE_RESOURCE_NAMES, CATALOGUE_RESOURCES } from "../../../core/catalogue-resources";
import { FAVORITE_GROUP_KEYS } from "../../domain/favorites/favorite-groups";
import type { FavoriteState } from "../../domain/favorites/favorite-state";
import { likeListing } from "../../domain/favorites/like-listing";
import { listFavoriteIds } from "../../domain/favorites/list-favorite-ids";
import { listFavorites } from "../../domain/favorites/list-favorites";
import { unlikeListing } from "../../domain/favorites/unlike-listing";
import { idParam, listingSummary } from "../../../core/contracts/listing-schemas";
import { RESOURCE_OPERATION_NAMES } from "../../../core/contracts/resources";
import type { ApiRegistry } from "./route";

export const FAVORITE_MESSAGES = { added: "Added to favorites", removed: "Removed from favorites" } as const;

const favoriteState = z.object({
  id: z.number().int().describe("The listing's id"),
  is_liked: z.boolean().describe("Whether the signed-in member has the listing in their favourites now"),
  likes_count: z.number().int().describe("How many favourites the listing has, after this change"),
});

const favoriteChangeResponse = z.object({
  message: z.enum([FAVORITE_MESSAGES.added, FAVORITE_MESSAGES.removed]),
  data: favoriteState,
});

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

const favoriteListQuery = z.object({
  type: z
    .enum(FAVORITE_GROUP_KEYS, { error: `must be one of ${FAVORITE_GROUP_KEYS.join(", ")}` })
    .optional()
    .describe("Only one kind, named as the resource calls name it (hotels, destinations, ...); every kind when absent"),
  page: pageNumber,
  per_page: perPage,
});

const favoriteGroupCounts = z.object(
  Object.fromEntries(FAVORITE_GROUP_KEYS.map((key) => [key, z.number().int()])) as Record<(typeof FAVORITE_GROUP_KEYS)[number], z.ZodNumber>,
);

const favoriteListResponse = z.object({
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
});

const favoriteIdsResponse = z.object({
  data: z.array(z.number().int()).describe("Ids of the saved listings, newest first (at most 1,000)"),
});

function changeResponse(state: FavoriteState) {
  return {
    message: state.isLiked ? FAVORITE_MESSAGES.added : FAVORITE_MESSAGES.removed,
    data: { id: state.id, is_liked: state.isLiked, likes_count: state.likesCount },
  };
}

function changeOptions(services: AppServices, userId: number, listingId: number) {
  return { db: services.db, clock: services.clock, cache: services.catalogueCache, userId, listingId };
}

/**
 * Favourites (docs/product.md §7): `POST|DELETE /user/like/{id}` for any listing, the same through
 * `POST|DELETE /{resource}/{id}/likes` for each catalogue resource (a listing of another kind is
 * a 404 there), and the member's own list. Every call needs a signed-in member and reaches only
 * that member's favourites: the user id always comes from the session, never from the request.
 */
export function registerFavoriteRoutes(api: ApiRegistry): void {
  const tags = ["favorites"] as const;

  api.inline({
    method: "POST",
    path: "/user/like/:id",
    operationId: "likeListing",
    auth: "member",
    summary: "Save a listing to the signed-in member's favourites (liking twice is one like)",
    tags,
    params: idParam,
    response: favoriteChangeResponse,
    errors: [401, 404],
    handler: async ({ auth, params, services }) => {
      const { user } = auth;
      return changeResponse(await likeListing(changeOptions(services, user.id, params.id)));
    },
  });

  api.inline({
    method: "DELETE",
    path: "/user/like/:id",
    operationId: "unlikeListing",
    auth: "member",
    summary: "Remove a listing from the signed-in member's favourites",
    tags,
    params: idParam,
    response: favoriteChangeResponse,
    errors: [401, 404],
    handler: async ({ auth, params, services }) => {
      const { user } = auth;
      return changeResponse(await unlikeListing(changeOptions(services, user.id, params.id)));
    },
  });

  api.inline({
    method: "GET",
    path: "/user/likes",
    operationId: "listFavorites",
    auth: "member",
    summary: "The signed-in member's favourites, newest first, a page at a time, optionally of one kind",
    tags,
    query: favoriteListQuery,
    response: favoriteListResponse,
    errors: [401],
    handler: async ({ auth, query, services }) => {
      const { user } = auth;
      const page = await listFavorites({ db: services.db, userId: user.id, group: query.type, page: query.page, perPage: query.per_page });
      return {
        data: page.items.map(({ likedAt, ...listing }) => ({ ...listing, is_liked: true as const, liked_at: likedAt })),
        current_page: page.page,
        last_page: page.lastPage,
        per_page: page.perPage,
        total: page.total,
        counts: page.counts,
      };
    },
  });

  api.inline({
    method: "GET",
    path: "/user/likes/ids",
    operationId: "listFavoriteIds",
    auth: "member",
    summary: "Ids of the listings the signed-in member saved, to draw hearts without loading each list",
    tags,
    response: favoriteIdsResponse,
    errors: [401],
    handler: async ({ auth, services }) => {
      const { user } = auth;
      return { data: await listFavoriteIds({ db: services.db, userId: user.id }) };
    },
  });

  for (const resource of CATALOGUE_RESOURCE_NAMES) {
    const missing = `No ${resource === "posts" ? "listing" : resource.replace(/s$/, "")} found`;
    const resourceTags = [resource, ...tags];
    const { one } = RESOURCE_OPERATION_NAMES[resource];
    const options = (services: AppServices, userId: number, listingId: number) => ({
      ...changeOptions(services, userId, listingId),
      types: CATALOGUE_RESOURCES[resource],
      notFoundMessage: missing,
    });

    api.inline({
      method: "POST",
      path: `/${resource}/:id/likes`,
      operationId: `like${one}`,
      auth: "member",
      summary: `Save one of ${resource} to the signed-in member's favourites`,
      tags: resourceTags,
      params: idParam,
      response: favoriteChangeResponse,
      errors: [401, 404],
      handler: async ({ auth, params, services }) => {
        const { user } = auth;
        return changeResponse(await likeListing(options(services, user.id, params.id)));
      },
    });

    api.inline({
      method: "DELETE",
      path: `/${resource}/:id/likes`,
      operationId: `unlike${one}`,
      auth: "member",
      summary: `Remove one of ${resource} from the signed-in member's favourites`,
      tags: resourceTags,
      params: idParam,
      response: favoriteChangeResponse,
      errors: [401, 404],
      handler: async ({ auth, params, services }) => {
        const { user } = auth;
        return changeResponse(await unlikeListing(options(services, user.id, params.id)));
      },
    });
  }
}
