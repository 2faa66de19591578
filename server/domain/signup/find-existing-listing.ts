import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { HOTEL_LISTING_TYPES, type ListingType } from "../../../core/listing-types";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/catalogue";
import { coverImages } from "../catalogue/paginate-listings";

/** docs/product.md §3 "Existing hotel record": title, rating, type (basic or other), the thumbnail. */
export type ExistingListing = {
  id: number;
  title: string;
  rating: number | null;
  type: string;
  city: string | null;
  country: string | null;
  featured_image: { sizes: { thumbnail: string | null } };
};

const KIND_TYPES: Record<"hotel" | "destination", readonly ListingType[]> = {
  hotel: HOTEL_LISTING_TYPES,
  destination: ["destination"],
};

/** Names compared the way people type them: case, accents and repeated spaces do not matter. */
function comparable(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim()
    .toLowerCase()
    .replace(/\s+/g, " ");
}

/**
 * docs/product.md §7 checkExistHotel (and our checkExistDestination): the active listing of that kind
 * with this name, the featured one first. Listings still in review (someone's new profile) are not
 * offered for claiming.
 */
export async function findExistingListing(
  { db }: { db: Database },
  { kind, name }: { kind: "hotel" | "destination"; name: string },
): Promise<ExistingListing | null> {
  const wanted = comparable(name);
  if (wanted === "") return null;
  const candidates = await db
    .select({ id: listings.id, title: listings.title, type: listings.type, starRating: listings.starRating, city: listings.city, country: listings.country })
    .from(listings)
    .where(and(inArray(listings.type, [...KIND_TYPES[kind]]), eq(listings.status, "active"), sql`(lower(${listings.title}) = ${name.trim().toLowerCase().replace(/\s+/g, " ")} or lower(${listings.title}) like ${`${wanted.slice(0, 3).replace(/[\\%_]/g, "\\$&")}%`})`))
    .orderBy(desc(listings.isFeatured), asc(listings.id))
    .limit(200);
  const found = candidates.find((candidate) => comparable(candidate.title) === wanted);
  if (!found) return null;
  const cover = (await coverImages(db, [found.id])).get(found.id);
  return {
    id: found.id,
    title: found.title,
    rating: found.starRating,
    type: found.type,
    city: found.city,
    country: found.country,
    featured_image: { sizes: { thumbnail: cover?.sizes.thumbnail ?? null } },
  };
}
