import type { ListingType } from "./listing-types";

/**
 * Where a listing lives on the site (docs/product.md §2 "/{id}" and "Search result links"): hotels,
 * brands, destinations, offers and itineraries sit at the root; the rest under their section.
 */
export function listingPath(type: ListingType, slug: string): string {
  switch (type) {
    case "advisor":
      return `/ta/${slug}`;
    case "collection":
      return `/collection/${slug}`;
    case "article":
      return `/article/${slug}`;
    case "basic":
    case "property":
    case "brand":
    case "destination":
    case "offer":
    case "itinerary":
      return `/${slug}`;
  }
}

/** docs/product.md §2 /marketplace-vendor/{id}: the deals of the hotel whose root page is `hotelPath`. */
export function marketplaceVendorPath(hotelPath: string): string {
  return `/marketplace-vendor/${hotelPath.replace(/^\/+/, "")}`;
}
