/**
 * Every kind of catalogue listing the product shows. Hotels are `basic` (a plain listing) or
 * `property` (a paid "Spotlight" listing); the other kinds are their own pages.
 */
export const LISTING_TYPES = [
  "basic",
  "property",
  "brand",
  "destination",
  "collection",
  "itinerary",
  "article",
  "offer",
  "advisor",
] as const;

export type ListingType = (typeof LISTING_TYPES)[number];

export const HOTEL_LISTING_TYPES = ["basic", "property"] as const satisfies readonly ListingType[];

/** The type name search results carry on /api/v1 (docs/product.md §3, spelled as the apps expect). */
export const SEARCH_RESULT_TYPE: Record<ListingType, string> = {
  basic: "basic",
  property: "property",
  brand: "brand",
  destination: "destination",
  collection: "collection",
  itinerary: "worldiaitenararies",
  article: "article",
  offer: "offer",
  advisor: "advisor",
};

/** Labels shown beside a search result; `basic` shows none. */
export const SEARCH_RESULT_LABEL: Partial<Record<ListingType, string>> = {
  property: "Spotlight",
  advisor: "Travel Advisor",
  brand: "Brand",
  collection: "Inspire Me",
  destination: "Destination",
  itinerary: "Itinerary",
  offer: "Marketplace Deals",
};

export const MEDIA_SIZES = ["thumbnail", "small", "medium", "large"] as const;
export type MediaSize = (typeof MEDIA_SIZES)[number];
export type MediaSizes = Record<MediaSize, string>;

/** Pixel widths of each stored size (height follows the image's own ratio). */
export const MEDIA_SIZE_WIDTH: Record<MediaSize, number> = {
  thumbnail: 150,
  small: 400,
  medium: 800,
  large: 1600,
};

export const OCCASIONS = [
  { slug: "destinationwedding", name: "Destination Wedding" },
  { slug: "honeymoon", name: "Honeymoon" },
  { slug: "anniversary", name: "Anniversary" },
  { slug: "babymoon", name: "Babymoon" },
  { slug: "vowrenewal", name: "Vow Renewal" },
  { slug: "proposal", name: "Proposal" },
] as const;

export type OccasionSlug = (typeof OCCASIONS)[number]["slug"];
