import { CATALOGUE_RESOURCE_NAMES, RESOURCE_OPERATION_NAMES, type CatalogueResource } from "../catalogue-resources";
import { defineContract } from "./contract";

/**
 * Favourites (docs/product.md §7): `POST|DELETE /user/like/{id}` for any listing, the same through
 * `POST|DELETE /{resource}/{id}/likes` for each catalogue resource (a listing of another kind is
 * a 404 there), and the member's own list. Every call needs a signed-in member and reaches only
 * that member's favourites: the user id always comes from the session, never from the request.
 */

const schemas = () => import("./favorite-schemas");
const tags = ["favorites"] as const;

export const FAVORITE_MESSAGES = { added: "Added to favorites", removed: "Removed from favorites" } as const;

export const likeListing = defineContract({
  method: "POST",
  path: "/user/like/:id",
  operationId: "likeListing",
  auth: "member",
  summary: "Save a listing to the signed-in member's favourites (liking twice is one like)",
  tags,
  errors: [401, 404],
  schemas: () => schemas().then((s) => s.favoriteChange),
});

export const unlikeListing = defineContract({
  method: "DELETE",
  path: "/user/like/:id",
  operationId: "unlikeListing",
  auth: "member",
  summary: "Remove a listing from the signed-in member's favourites",
  tags,
  errors: [401, 404],
  schemas: () => schemas().then((s) => s.favoriteChange),
});

export const listFavorites = defineContract({
  method: "GET",
  path: "/user/likes",
  operationId: "listFavorites",
  auth: "member",
  summary: "The signed-in member's favourites, newest first, a page at a time, optionally of one kind",
  tags,
  errors: [401],
  schemas: () => schemas().then((s) => s.listFavorites),
});

export const listFavoriteIds = defineContract({
  method: "GET",
  path: "/user/likes/ids",
  operationId: "listFavoriteIds",
  auth: "member",
  summary: "Ids of the listings the signed-in member saved, to draw hearts without loading each list",
  tags,
  errors: [401],
  schemas: () => schemas().then((s) => s.listFavoriteIds),
});

function resourceLikeContracts(resource: CatalogueResource) {
  const { one } = RESOURCE_OPERATION_NAMES[resource];
  const resourceTags = [resource, ...tags] as const;
  return {
    like: defineContract({
      method: "POST",
      path: `/${resource}/:id/likes`,
      operationId: `like${one}`,
      auth: "member",
      summary: `Save one of ${resource} to the signed-in member's favourites`,
      tags: resourceTags,
      errors: [401, 404],
      schemas: () => schemas().then((s) => s.favoriteChange),
    }),
    unlike: defineContract({
      method: "DELETE",
      path: `/${resource}/:id/likes`,
      operationId: `unlike${one}`,
      auth: "member",
      summary: `Remove one of ${resource} from the signed-in member's favourites`,
      tags: resourceTags,
      errors: [401, 404],
      schemas: () => schemas().then((s) => s.favoriteChange),
    }),
  };
}

/** POST|DELETE /{resource}/{id}/likes: `resourceLikes.hotels.like` and so on. */
export const resourceLikes = /* @__PURE__ */ Object.fromEntries(CATALOGUE_RESOURCE_NAMES.map((resource) => [resource, resourceLikeContracts(resource)])) as Record<
  CatalogueResource,
  ReturnType<typeof resourceLikeContracts>
>;
