import { and, eq, inArray, sql } from "drizzle-orm";
import { HOTEL_LISTING_TYPES, OCCASIONS, type MediaSizes, type OccasionSlug } from "../../../core/listing-types";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/catalogue";
import { coverImages } from "./paginate-listings";

export type OccasionSummary = {
  slug: OccasionSlug;
  name: string;
  path: string;
  hotelCount: number;
  /** The cover of a top hotel good for it, so each occasion card has a picture. */
  image: { alt: string; sizes: MediaSizes } | null;
};

export type ListOccasionsOptions = { db: Database };

const COVER_CANDIDATES = 8;

/** The six occasions (docs/product.md §1) with how many active hotels suit each. */
export async function listOccasions({ db }: ListOccasionsOptions): Promise<OccasionSummary[]> {
  const slugs = OCCASIONS.map((occasion) => occasion.slug);
  const occasion = sql<string>`occasion`;
  const rows = await db
    .select({
      occasion,
      hotelCount: sql<number>`count(*)::int`,
      // Spotlight hotels first, as on the occasion's own page; a few, to pick distinct covers.
      topHotelIds: sql<number[]>`(array_agg(${listings.id} order by (${listings.type} = 'property') desc, ${listings.isFeatured} desc, ${listings.id}))[1:${COVER_CANDIDATES}]`,
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
  // The same Spotlight hotel tops most occasions; six identical pictures side by side would
  // say nothing, so each occasion takes its best hotel not already used by an earlier one.
  const used = new Set<number>();
  const coverHotel = new Map<string, number>();
  for (const { slug } of OCCASIONS) {
    const candidates = byOccasion.get(slug)?.topHotelIds ?? [];
    const chosen = candidates.find((id) => !used.has(id)) ?? candidates[0];
    if (chosen === undefined) continue;
    used.add(chosen);
    coverHotel.set(slug, chosen);
  }
  const covers = await coverImages(db, [...new Set(coverHotel.values())]);
  return OCCASIONS.map(({ slug, name }) => {
    const row = byOccasion.get(slug);
    const hotelId = coverHotel.get(slug);
    const cover = hotelId === undefined ? undefined : covers.get(hotelId);
    return {
      slug,
      name,
      path: `/occassions/${slug}`,
      hotelCount: row?.hotelCount ?? 0,
      image: cover ? { alt: cover.alt || name, sizes: cover.sizes } : null,
    };
  });
}
