import { describeScene } from "../scenes/describe-scene";
import { toSceneSubject, type ScenePlace } from "../scenes/scene-subject";
import { sceneKey, sceneMediaSizes, sceneOriginalUrl } from "../domain/media/scene-urls";
import type { listingMedia } from "../db/schema/catalogue";
import { ARTICLE_CATEGORIES } from "./seed-articles";
import { SEED_CREATED_AT } from "./seed-text";
import type { ListingDraft } from "./seed-types";

export type MediaDraft = Omit<typeof listingMedia.$inferInsert, "listingId"> & { listingSlug: string };

/**
 * listing_media rows: every listing gets its generated pictures (one per gallery view), served
 * by GET /media/scenes/..., with alt text that says what each picture shows.
 */
export function buildMedia(listings: ListingDraft[]): MediaDraft[] {
  const places = new Map<string, ScenePlace>(
    listings.map((listing) => [listing.row.slug, { city: listing.row.city ?? null, country: listing.row.country ?? null, region: listing.row.region ?? null }]),
  );
  const media: MediaDraft[] = [];
  for (const listing of listings) {
    const { row } = listing;
    const categoryName = ARTICLE_CATEGORIES.find((category) => category.slug === row.categories?.[0])?.name ?? null;
    const tiles = listing.itemSlugs.slice(0, 3).flatMap((slug) => places.get(slug) ?? []);
    for (let view = 1; view <= listing.imageCount; view += 1) {
      const key = sceneKey(row.slug, view);
      const subject = toSceneSubject(
        {
          type: row.type,
          slug: row.slug,
          title: row.title,
          city: row.city ?? null,
          country: row.country ?? null,
          region: row.region ?? null,
          category: row.category ?? null,
          details: row.details ?? {},
          categoryName,
          tiles,
        },
        key,
        view,
      );
      media.push({
        listingSlug: row.slug,
        position: view - 1,
        source: "generated",
        alt: describeScene({ subject }),
        originalUrl: sceneOriginalUrl(key),
        sizes: sceneMediaSizes(key),
        createdAt: SEED_CREATED_AT,
      });
    }
  }
  return media;
}
