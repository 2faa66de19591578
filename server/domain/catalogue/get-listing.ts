import { and, asc, eq, inArray } from "drizzle-orm";
import type { ListingDetail } from "../../../core/listing-view";
import type { ListingType } from "../../../core/listing-types";
import type { Database } from "../../db/client";
import { listingMedia, listings } from "../../db/schema/catalogue";
import { toListingDetail } from "./listing-mapper";

export type GetListingOptions = {
  db: Database;
  /** Look up by slug or by numeric id. */
  by: { slug: string } | { id: number };
  /** Only these kinds (e.g. root pages may show hotels but not articles). */
  types?: readonly ListingType[];
};

/** An active listing with its gallery, or null when there is none. */
export async function getListing({ db, by, types }: GetListingOptions): Promise<ListingDetail | null> {
  const conditions = [
    "slug" in by ? eq(listings.slug, by.slug) : eq(listings.id, by.id),
    eq(listings.status, "active"),
  ];
  if (types) conditions.push(inArray(listings.type, [...types]));
  const [row] = await db
    .select()
    .from(listings)
    .where(and(...conditions))
    .limit(1);
  if (!row) return null;
  const media = await db
    .select({ alt: listingMedia.alt, sizes: listingMedia.sizes })
    .from(listingMedia)
    .where(eq(listingMedia.listingId, row.id))
    .orderBy(asc(listingMedia.position));
  return toListingDetail(row, media);
}
