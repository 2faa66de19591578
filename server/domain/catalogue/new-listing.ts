import { sql } from "drizzle-orm";
import type { ListingType } from "../../../core/listing-types";
import { SITE_PAGES } from "../../../core/site-pages";
import { slugFromTitle } from "../../../core/slug";
import { trimCharactersEnd, trimCharactersStart } from "../../../core/trim-characters";
import type { Transaction } from "../../db/client";
import { listingMedia, listings } from "../../db/schema/catalogue";
import { describeScene } from "../../scenes/describe-scene";
import { toSceneSubject } from "../../scenes/scene-subject";
import { sceneKey, sceneMediaSizes, sceneOriginalUrl } from "../media/scene-urls";

/** Helpers for listings written by people (a marketplace post, a business's new profile). */

const MAX_SLUG_LENGTH = 80;
/** A slug neither starts nor ends with a hyphen or underscore. */
const SLUG_EDGE = /[-_]/;

/**
 * First path segments the site itself uses (docs/product.md §2), which a listing at /{slug} would be
 * hidden behind, plus the server's own prefixes.
 */
const RESERVED_SLUGS = new Set([
  ...SITE_PAGES.map((page) => page.path.split("/")[1] ?? "").filter(Boolean),
  ...["api", "assets", "media", "dev", "payments", "for-destinations", "travel-advisor", "create-hotel", "offer", "profile", "reservations"],
  ...["search", "hotelroom", "hotelbooking", "marketplace-vendor", "checkstatus", "dashboard", "admin", "404", "robots.txt", "sitemap.xml", "favicon.ico"],
]);

/** Whether a listing at /{slug} would be hidden behind a path of the site itself. */
export function isReservedSlug(slug: string): boolean {
  return RESERVED_SLUGS.has(slug);
}

/**
 * The slug rule of docs/product.md §2 (slugFromTitle), limited to characters that are safe in a path
 * and in a scene key: a typed title may hold anything.
 */
export function listingSlugBase(title: string, fallback: string): string {
  const cut = slugFromTitle(
    title
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^A-Za-z0-9\s_-]/g, " "),
  )
    .replace(/-{2,}/g, "-")
    .slice(0, MAX_SLUG_LENGTH);
  const slug = trimCharactersEnd(trimCharactersStart(cut, SLUG_EDGE), SLUG_EDGE);
  return slug === "" ? fallback : slug;
}

/** The title's slug, or the slug with `suffix` (and a counter, should even that be taken). */
export async function uniqueListingSlug(tx: Transaction, title: string, { suffix, fallback }: { suffix: string; fallback: string }): Promise<string> {
  const base = listingSlugBase(title, fallback);
  const withSuffix = `${base}-${suffix}`;
  const taken = new Set(
    (
      await tx
        .select({ slug: listings.slug })
        .from(listings)
        .where(sql`${listings.slug} = ${base} or ${listings.slug} like ${`${withSuffix.replace(/[\\%_]/g, "\\$&")}%`}`)
    ).map((row) => row.slug),
  );
  if (!RESERVED_SLUGS.has(base) && !taken.has(base)) return base;
  for (let counter = 1; ; counter += 1) {
    const candidate = counter === 1 ? withSuffix : `${withSuffix}-${counter}`;
    if (!taken.has(candidate)) return candidate;
  }
}

export type GeneratedCoverListing = {
  id: number;
  type: ListingType;
  slug: string;
  title: string;
  city: string | null;
  country: string | null;
  region: string | null;
  category: string | null;
  details: Record<string, unknown>;
};

/** The listing's first picture, drawn from its own data (decision 007) until an upload replaces it. */
export async function insertGeneratedCover(tx: Transaction, listing: GeneratedCoverListing, now: Date): Promise<void> {
  const key = sceneKey(listing.slug, 1);
  const subject = toSceneSubject(
    {
      type: listing.type,
      slug: listing.slug,
      title: listing.title,
      city: listing.city,
      country: listing.country,
      region: listing.region,
      category: listing.category,
      details: listing.details,
      categoryName: null,
      tiles: [],
    },
    key,
    1,
  );
  await tx.insert(listingMedia).values({
    listingId: listing.id,
    position: 0,
    source: "generated",
    alt: describeScene({ subject }),
    originalUrl: sceneOriginalUrl(key),
    sizes: sceneMediaSizes(key),
    createdAt: now,
  });
}
