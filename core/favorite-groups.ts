import type { ListingType } from "./listing-types";
import { CATALOGUE_RESOURCES } from "./catalogue-resources";

/**
 * How saved listings are grouped for the member: one group per catalogue resource of /api/v1
 * (hotels, destinations, ...), so `GET /user/likes?type=hotels` filters with the same names the
 * resource calls use, and the /favorite page shows the groups in this order.
 */
export const FAVORITE_GROUPS = [
  { key: "hotels", label: "Hotels" },
  { key: "destinations", label: "Destinations" },
  { key: "collections", label: "Collections" },
  { key: "itineraries", label: "Itineraries" },
  { key: "offers", label: "Offers" },
  { key: "advisors", label: "Travel Advisors" },
  { key: "articles", label: "Articles" },
  { key: "brands", label: "Brands" },
] as const satisfies readonly { key: Exclude<keyof typeof CATALOGUE_RESOURCES, "posts">; label: string }[];

export type FavoriteGroup = (typeof FAVORITE_GROUPS)[number]["key"];

export const FAVORITE_GROUP_KEYS = FAVORITE_GROUPS.map((group) => group.key) as [FavoriteGroup, ...FavoriteGroup[]];

export function favoriteGroupTypes(group: FavoriteGroup): readonly ListingType[] {
  return CATALOGUE_RESOURCES[group];
}

/** The group a listing kind is shown under. */
export function favoriteGroupOf(type: ListingType): FavoriteGroup {
  const group = FAVORITE_GROUPS.find((candidate) => (CATALOGUE_RESOURCES[candidate.key] as readonly ListingType[]).includes(type));
  // Every kind belongs to a resource (catalogue-resources.ts); a new kind without one is a bug to see at once.
  if (!group) throw new Error(`listing type ${type} has no favourites group`);
  return group.key;
}

export function favoriteGroupLabel(group: FavoriteGroup): string {
  return FAVORITE_GROUPS.find((candidate) => candidate.key === group)?.label ?? group;
}
