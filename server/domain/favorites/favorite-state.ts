import type { ListingType } from "../../../core/listing-types";
import type { Database } from "../../db/client";
import type { CatalogueCache } from "../catalogue/catalogue-cache";
import type { Clock } from "../../kernel/clock";

/** What a like or unlike answers: the listing, whether the member now has it, and its count. */
export type FavoriteState = {
  id: number;
  isLiked: boolean;
  likesCount: number;
};

export type ChangeFavoriteOptions = {
  db: Database;
  clock: Clock;
  /** The process's catalogue cache: a real change forgets it, so pages show the new count. */
  cache?: CatalogueCache;
  userId: number;
  listingId: number;
  /** Only listings of these kinds (the `/{resource}/{id}/likes` calls); any kind when absent. */
  types?: readonly ListingType[];
  /** The 404 message when the listing is unknown, inactive or of another kind. */
  notFoundMessage?: string;
};

export const LISTING_NOT_FOUND = "No listing found";
