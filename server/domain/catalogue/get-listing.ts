import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { ListingDetail } from "../../../core/listing-view";
import type { ListingType } from "../../../core/listing-types";
import type { Database } from "../../db/client";
import { listingMedia, listings } from "../../db/schema/catalogue";
import { catalogueCacheKey, type CatalogueCache } from "./catalogue-cache";
import { toListingDetail } from "./listing-mapper";

export type GetListingOptions = {
  db: Database;
  /** Look up by slug, by numeric id, or by title (case-insensitive; featured first, then oldest). */
  by: { slug: string } | { id: number } | { title: string };
  /** Only these kinds (e.g. root pages may show hotels but not articles). */
  types?: readonly ListingType[];
  /** Serve repeated reads from memory; omit to always query. */
  cache?: CatalogueCache;
};

/** An active listing with its gallery, or null when there is none. */
export function getListing({ db, by, types, cache }: GetListingOptions): Promise<ListingDetail | null> {
  const load = () => loadListing(db, by, types);
  if (!cache) return load();
  return cache.read(catalogueCacheKey("getListing", { by, types: types ? [...types].sort() : null }), load);
}

async function loadListing(db: Database, by: GetListingOptions["by"], types: GetListingOptions["types"]): Promise<ListingDetail | null> {
  const conditions = [
    "slug" in by ? eq(listings.slug, by.slug) : "id" in by ? eq(listings.id, by.id) : sql`lower(${listings.title}) = lower(${by.title})`,
    eq(listings.status, "active"),
  ];
  if (types) conditions.push(inArray(listings.type, [...types]));
  const [row] = await db
    .select()
    .from(listings)
    .where(and(...conditions))
    .orderBy(desc(listings.isFeatured), asc(listings.id))
    .limit(1);
  if (!row) return null;
  const media = await db
    .select({ alt: listingMedia.alt, sizes: listingMedia.sizes })
    .from(listingMedia)
    .where(eq(listingMedia.listingId, row.id))
    .orderBy(asc(listingMedia.position));
  return toListingDetail(row, media);
}
