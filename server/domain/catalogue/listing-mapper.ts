import { listingPath } from "../../../core/listing-path";
import type { ListingDetail, ListingSummary } from "../../../core/listing-view";
import type { ListingMediaRow, ListingRow } from "../../db/schema/catalogue";
import { versionedSceneSizes } from "../media/scene-urls";
import { publicDetailsOf } from "./parse-listing-details";

type MediaLike = Pick<ListingMediaRow, "alt" | "sizes">;

export function toListingSummary(row: ListingRow, cover: MediaLike | undefined): ListingSummary {
  return {
    id: row.id,
    type: row.type,
    slug: row.slug,
    path: listingPath(row.type, row.slug),
    title: row.title,
    heading: row.heading,
    description: row.description,
    city: row.city,
    country: row.country,
    category: row.category,
    starRating: row.starRating,
    priceFrom: row.priceFromCents === null ? null : Math.round(row.priceFromCents / 100),
    isFeatured: row.isFeatured,
    likesCount: row.likesCount,
    // Drawn pictures at the current drawing's address, so a new drawing is not hidden by caches.
    image: cover ? { alt: cover.alt || row.title, sizes: versionedSceneSizes(cover.sizes) } : null,
  };
}

export function toListingDetail(row: ListingRow, media: MediaLike[]): ListingDetail {
  return {
    ...toListingSummary(row, media[0]),
    body: row.body,
    keywords: row.keywords,
    region: row.region,
    website: row.website,
    amenities: row.amenities,
    goodFor: row.goodFor,
    tags: row.tags,
    categories: row.categories,
    details: publicDetailsOf(row.type, row.details),
    gallery: media.map((item) => ({ alt: item.alt || row.title, sizes: versionedSceneSizes(item.sizes) })),
    publishedAt: row.publishedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
