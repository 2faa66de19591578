import { CATALOGUE_RESOURCE_NAMES, CATALOGUE_RESOURCES } from "../../../core/catalogue-resources";
import * as favorites from "../../../core/contracts/favorites";
import { resourceNotFoundMessage } from "../../../core/contracts/resources";
import type { ChangeFavoriteOptions, FavoriteState } from "../../domain/favorites/favorite-state";
import { likeListing } from "../../domain/favorites/like-listing";
import { listFavoriteIds } from "../../domain/favorites/list-favorite-ids";
import { listFavorites } from "../../domain/favorites/list-favorites";
import { unlikeListing } from "../../domain/favorites/unlike-listing";
import type { ApiRegistry } from "./route";

const { FAVORITE_MESSAGES } = favorites;

function changeResponse(state: FavoriteState) {
  return {
    message: state.isLiked ? FAVORITE_MESSAGES.added : FAVORITE_MESSAGES.removed,
    data: { id: state.id, is_liked: state.isLiked, likes_count: state.likesCount },
  };
}

/** What limits a change: a resource's kinds and its 404 message; none for /user/like/{id}. */
type ChangeScope = Pick<ChangeFavoriteOptions, "types" | "notFoundMessage">;

/** Routes one like or unlike contract to its domain change, for the signed-in member. */
function routeChange(
  api: ApiRegistry,
  contract: typeof favorites.likeListing,
  change: (options: ChangeFavoriteOptions) => Promise<FavoriteState>,
  scope: ChangeScope = {},
): void {
  api.route(contract, async ({ auth, params, services }) =>
    changeResponse(
      await change({ db: services.db, clock: services.clock, cache: services.catalogueCache, userId: auth.user.id, listingId: params.id, ...scope }),
    ),
  );
}

/** The handlers of core/contracts/favorites.ts. */
export function registerFavoriteRoutes(api: ApiRegistry): void {
  routeChange(api, favorites.likeListing, likeListing);
  routeChange(api, favorites.unlikeListing, unlikeListing);

  api.route(favorites.listFavorites, async ({ auth, query, services }) => {
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
  });

  api.route(favorites.listFavoriteIds, async ({ auth, services }) => {
    const { user } = auth;
    return { data: await listFavoriteIds({ db: services.db, userId: user.id }) };
  });

  for (const resource of CATALOGUE_RESOURCE_NAMES) {
    const scope = { types: CATALOGUE_RESOURCES[resource], notFoundMessage: resourceNotFoundMessage(resource) };
    routeChange(api, favorites.resourceLikes[resource].like, likeListing, scope);
    routeChange(api, favorites.resourceLikes[resource].unlike, unlikeListing, scope);
  }
}
