import type { ListingType, MediaSizes } from "./listing-types";

/** What a card shows; the same shape on the web pages and in /api/v1 lists. */
export type ListingSummary = {
  id: number;
  type: ListingType;
  slug: string;
  path: string;
  title: string;
  heading: string | null;
  description: string;
  city: string | null;
  country: string | null;
  category: string | null;
  starRating: number | null;
  /** Whole dollars, for "From $price". */
  priceFrom: number | null;
  isFeatured: boolean;
  likesCount: number;
  image: { alt: string; sizes: MediaSizes } | null;
};

/** What a detail page shows. */
export type ListingDetail = ListingSummary & {
  body: string;
  keywords: string | null;
  region: string | null;
  website: string | null;
  amenities: string[];
  goodFor: string[];
  tags: string[];
  categories: string[];
  details: Record<string, unknown>;
  gallery: { alt: string; sizes: MediaSizes }[];
  publishedAt: string;
  /** ISO time of the last change (JSON-LD dateModified, article:modified_time). */
  updatedAt: string;
};
