import type { NewListingRow } from "../db/schema/catalogue";

/** A listing before it has an id; references to other listings are by slug until insert time. */
export type ListingDraft = {
  row: Omit<NewListingRow, "id" | "destinationId"> & { slug: string; title: string };
  /** The destination listing this one belongs to (hotels, itineraries, offers). */
  destinationSlug: string | null;
  /** Offers: the hotel whose id goes into details.hotelId. */
  hotelSlug: string | null;
  /** Collections: their hotels, in order. */
  itemSlugs: string[];
  /** How many generated pictures (gallery views) the listing gets. */
  imageCount: number;
  /** Head metadata of the listing's page (docs/product.md §2). */
  metadata: { title: string; description: string | null; keywords: string | null };
};
