import { HOTEL_LISTING_TYPES, LISTING_TYPES, type ListingType } from "./listing-types";

/**
 * The `{resource}` names of the generic /api/v1 calls (docs/product.md §7) and the listing kinds each
 * one reads. Every kind is a row of the one `listings` table (decision 001), so a resource is only
 * a fixed type filter. `posts` is every kind, as the apps' feed and search expect. A name that is
 * not here has no routes, so it answers 404 in the API's error shape.
 */
export const CATALOGUE_RESOURCES = {
  posts: LISTING_TYPES,
  hotels: HOTEL_LISTING_TYPES,
  destinations: ["destination"],
  collections: ["collection"],
  itineraries: ["itinerary"],
  articles: ["article"],
  offers: ["offer"],
  advisors: ["advisor"],
  brands: ["brand"],
} as const satisfies Record<string, readonly ListingType[]>;

export type CatalogueResource = keyof typeof CATALOGUE_RESOURCES;

export const CATALOGUE_RESOURCE_NAMES = Object.keys(CATALOGUE_RESOURCES) as CatalogueResource[];

/** How operationIds name one and many of each resource (getHotel, listHotels, likeHotel). */
export const RESOURCE_OPERATION_NAMES = {
  posts: { one: "Post", many: "Posts" },
  hotels: { one: "Hotel", many: "Hotels" },
  destinations: { one: "Destination", many: "Destinations" },
  collections: { one: "Collection", many: "Collections" },
  itineraries: { one: "Itinerary", many: "Itineraries" },
  articles: { one: "Article", many: "Articles" },
  offers: { one: "Offer", many: "Offers" },
  advisors: { one: "Advisor", many: "Advisors" },
  brands: { one: "Brand", many: "Brands" },
} as const satisfies Record<CatalogueResource, { one: string; many: string }>;
