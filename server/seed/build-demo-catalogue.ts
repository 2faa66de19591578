import { slugFromTitle } from "../../core/slug";
import { SITE_PAGES } from "../../core/site-pages";
import type { pageMetadata } from "../db/schema/content";
import { advisorNames, buildAdvisors } from "./seed-advisors";
import { ARTICLE_CATEGORIES, buildArticles } from "./seed-articles";
import { buildBanners, type BannerSeed } from "./seed-banners";
import { BRANDS, buildBrands } from "./seed-brands";
import { buildCollections } from "./seed-collections";
import { buildDestinations } from "./seed-destinations";
import { buildHotels } from "./seed-hotels";
import { buildItineraries } from "./seed-itineraries";
import { buildMedia, type MediaDraft } from "./seed-media";
import { buildOffers } from "./seed-offers";
import { buildPageMetadata } from "./seed-page-metadata";
import { DESTINATIONS } from "./seed-places";
import { seedRandom } from "./seed-random";
import type { ListingDraft } from "./seed-types";

export type DemoCatalogue = {
  /**
   * Listings in insert order: destinations and brands first (hotels point at them), then
   * hotels (offers and collections point at them), then everything else.
   */
  phases: [ListingDraft[], ListingDraft[], ListingDraft[]];
  media: MediaDraft[];
  pageMetadata: (typeof pageMetadata.$inferInsert)[];
  articleCategories: { slug: string; name: string; description: string }[];
  banners: BannerSeed[];
};

/**
 * The whole demo catalogue as plain data. Pure and deterministic: every call returns the same
 * rows (seeded randomness, fixed dates), which is what makes the seed repeatable and testable.
 */
export function buildDemoCatalogue(): DemoCatalogue {
  // Fixed page names and destination/brand titles are reserved first so no hotel takes them.
  const taken = new Set<string>([
    ...SITE_PAGES.map((page) => page.path.split("/")[1] ?? ""),
    ...DESTINATIONS.map((destination) => slugFromTitle(destination.title)),
    ...BRANDS.map((brand) => slugFromTitle(brand.title)),
  ]);
  const hotels = buildHotels(seedRandom("hotels"), taken);

  const hotelCounts = new Map<string, number>();
  for (const hotel of hotels) {
    for (const key of [hotel.destinationSlug, hotel.row.details?.brandSlug]) {
      if (typeof key === "string") hotelCounts.set(key, (hotelCounts.get(key) ?? 0) + 1);
    }
  }

  const destinations = buildDestinations(seedRandom("destinations"), hotelCounts);
  const brands = buildBrands(seedRandom("brands"), hotelCounts);
  const advisors = buildAdvisors(seedRandom("advisors"));
  const rest = [
    ...buildItineraries(seedRandom("itineraries")),
    ...buildOffers(seedRandom("offers"), hotels),
    ...buildCollections(seedRandom("collections"), hotels),
    ...buildArticles(seedRandom("articles"), hotels, advisorNames()),
    ...advisors,
  ];
  const phases: DemoCatalogue["phases"] = [[...destinations, ...brands], hotels, rest];
  const all = phases.flat();
  assertCleanSlugs(all);

  return {
    phases,
    media: buildMedia(all),
    pageMetadata: buildPageMetadata(seedRandom("page-metadata"), all),
    articleCategories: ARTICLE_CATEGORIES.map((category) => ({ ...category })),
    banners: buildBanners(),
  };
}

/** Every slug follows the search-link rule (core/slug) and is unique, or the build fails loudly. */
function assertCleanSlugs(listings: ListingDraft[]): void {
  const seen = new Set<string>();
  for (const { row } of listings) {
    if (row.slug !== slugFromTitle(row.title)) throw new Error(`slug ${row.slug} does not follow the rule for "${row.title}"`);
    if (!/^[a-z0-9_-]+$/.test(row.slug)) throw new Error(`slug ${row.slug} is not a clean URL segment`);
    if (seen.has(row.slug)) throw new Error(`duplicate slug ${row.slug}`);
    seen.add(row.slug);
  }
}
