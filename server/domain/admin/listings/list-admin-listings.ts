import { and, count, desc, eq, isNotNull, isNull, ne, sql, type SQL } from "drizzle-orm";
import { ADMIN_LISTINGS_PAGE_SIZE, type AdminListingQuery } from "../../../../core/admin-listings";
import type { Database } from "../../../db/client";
import { businessAccounts } from "../../../db/schema/business";
import { listingMedia, listings } from "../../../db/schema/catalogue";
import { ownerOf, toAdminListing, type AdminListing } from "./admin-listing-view";

export type AdminListingPage = { items: AdminListing[]; page: number; lastPage: number; total: number };

/** A LIKE pattern matching `text` anywhere, its own wildcards read as themselves. */
function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`;
}

/**
 * Every listing, published or not, newest first, filtered by title (any part, any case), type,
 * publication, featured and whether a business owns it; 25 a page, each with its owner and cover.
 */
export async function listAdminListings(deps: { db: Database }, query: AdminListingQuery): Promise<AdminListingPage> {
  const conditions: SQL[] = [];
  const q = query.q?.trim();
  if (q) conditions.push(sql`lower(${listings.title}) like ${containing(q)}`);
  if (query.type) conditions.push(eq(listings.type, query.type));
  if (query.status === "published") conditions.push(eq(listings.status, "active"));
  if (query.status === "unpublished") conditions.push(ne(listings.status, "active"));
  if (query.featured) conditions.push(eq(listings.isFeatured, query.featured === "yes"));
  if (query.owner) conditions.push(query.owner === "business" ? isNotNull(businessAccounts.id) : isNull(businessAccounts.id));
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const [counted] = await deps.db.select({ total: count() }).from(listings).leftJoin(businessAccounts, eq(businessAccounts.listingId, listings.id)).where(where);
  const total = counted?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / ADMIN_LISTINGS_PAGE_SIZE));
  const page = Math.min(Math.max(1, query.page ?? 1), lastPage);
  const rows = await deps.db
    .select({
      listing: listings,
      owner: { id: businessAccounts.id, kind: businessAccounts.kind, name: businessAccounts.name, email: businessAccounts.email, status: businessAccounts.status },
      cover: sql<AdminListing["cover"]>`(
        select json_build_object('alt', ${listingMedia.alt}, 'sizes', ${listingMedia.sizes}) from ${listingMedia}
        where ${listingMedia.listingId} = ${listings.id} order by ${listingMedia.position}, ${listingMedia.id} limit 1)`,
    })
    .from(listings)
    .leftJoin(businessAccounts, eq(businessAccounts.listingId, listings.id))
    .where(where)
    .orderBy(desc(listings.id))
    .limit(ADMIN_LISTINGS_PAGE_SIZE)
    .offset((page - 1) * ADMIN_LISTINGS_PAGE_SIZE);
  return {
    items: rows.map((row) => toAdminListing(row.listing, row.owner?.id ? ownerOf(row.owner) : null, row.cover)),
    page,
    lastPage,
    total,
  };
}
