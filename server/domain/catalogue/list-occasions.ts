import { and, eq, inArray, sql } from "drizzle-orm";
import { HOTEL_LISTING_TYPES, OCCASIONS, type MediaSizes, type OccasionSlug } from "../../../core/listing-types";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/catalogue";
import { coverImages } from "./list-listings";

export type OccasionSummary = {
  slug: OccasionSlug;
  name: string;
  path: string;
  hotelCount: number;
  /** The cover of the first hotel good for it, so each occasion card has a picture. */
  image: { alt: string; sizes: MediaSizes } | null;
};

export type ListOccasionsOptions = { db: Database };

/** The six occasions (SPEC section 1) with how many active hotels suit each. */
export async function listOccasions({ db }: ListOccasionsOptions): Promise<OccasionSummary[]> {
  const slugs = OCCASIONS.map((occasion) => occasion.slug);
  const occasion = sql<string>`occasion`;
  const rows = await db
    .select({
      occasion,
      hotelCount: sql<number>`count(*)::int`,
      // Spotlight hotels first, as on the occasion's own page.
      firstHotelId: sql<number>`(array_agg(${listings.id} order by (${listings.type} = 'property') desc, ${listings.isFeatured} desc, ${listings.id}))[1]`,
    })
    .from(sql`${listings} cross join lateral unnest(${listings.goodFor}) as occasion`)
    .where(
      and(
        inArray(listings.type, [...HOTEL_LISTING_TYPES]),
        eq(listings.status, "active"),
        sql`occasion in ${slugs}`,
      ),
    )
    .groupBy(occasion);
  const byOccasion = new Map(rows.map((row) => [row.occasion, row]));
  const covers = await coverImages(
    db,
    rows.map((row) => row.firstHotelId),
  );
  return OCCASIONS.map(({ slug, name }) => {
    const row = byOccasion.get(slug);
    const cover = row ? covers.get(row.firstHotelId) : undefined;
    return {
      slug,
      name,
      path: `/occassions/${slug}`,
      hotelCount: row?.hotelCount ?? 0,
      image: cover ? { alt: cover.alt || name, sizes: cover.sizes } : null,
    };
  });
}
