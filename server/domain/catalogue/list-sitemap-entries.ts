import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { listingPath, marketplaceVendorPath } from "../../../core/listing-path";
import { HOTEL_LISTING_TYPES } from "../../../core/listing-types";
import { SITE_PAGES } from "../../../core/site-pages";
import type { Database } from "../../db/client";
import { articleCategories, listings } from "../../db/schema/catalogue";
import { pageMetadata } from "../../db/schema/content";
import { runningOfferCondition } from "./offer-validity";

export type SitemapEntry = {
  /** Absolute URL. */
  loc: string;
  /** W3C date (YYYY-MM-DD), or null when unknown. */
  lastmod: string | null;
};

export type ListSitemapEntriesOptions = {
  db: Database;
  /** Absolute origin the URLs are built on, e.g. "https://amora.travel". */
  origin: string;
  /** 1-based page; each sitemap file holds at most `pageSize` URLs. */
  page?: number;
  pageSize?: number;
  /** Decides which marketplace deals still run (a vendor page is listed only while it has one). */
  now: Date;
};

export type SitemapPage = { entries: SitemapEntry[]; pageCount: number };

/** The sitemap protocol allows 50,000 URLs per file; stay below it with room to spare. */
export const SITEMAP_PAGE_SIZE = 45_000;

/**
 * Every public, indexable address: the fixed pages of docs/product.md §2 marked indexable, the
 * article category pages, the marketplace vendor pages of hotels with a running deal, then every
 * active listing at its own path (core/listing-path).
 * Private paths (/offer, /profile, /reservations, /favorite) are never in it.
 */
export async function listSitemapEntries({
  db,
  origin,
  page = 1,
  pageSize = SITEMAP_PAGE_SIZE,
  now,
}: ListSitemapEntriesOptions): Promise<SitemapPage> {
  const fixed = await fixedEntries(db, origin, now);
  const active = eq(listings.status, "active");
  const [totals] = await db.select({ total: count() }).from(listings).where(active);
  const listingTotal = totals?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil((fixed.length + listingTotal) / pageSize));

  const start = (page - 1) * pageSize;
  const end = start + pageSize;
  const entries = fixed.slice(start, end);
  const listingStart = Math.max(0, start - fixed.length);
  const listingLimit = end - fixed.length - listingStart;
  if (listingLimit > 0 && listingStart < listingTotal) {
    const rows = await db
      .select({ type: listings.type, slug: listings.slug, updatedAt: listings.updatedAt })
      .from(listings)
      .where(active)
      .orderBy(asc(listings.id))
      .limit(listingLimit)
      .offset(listingStart);
    for (const row of rows) {
      entries.push({ loc: absolute(origin, listingPath(row.type, row.slug)), lastmod: dateOf(row.updatedAt) });
    }
  }
  return { entries, pageCount };
}

async function fixedEntries(db: Database, origin: string, now: Date): Promise<SitemapEntry[]> {
  const pages = SITE_PAGES.filter((page) => page.isIndexable);
  const categories = await db
    .select({ slug: articleCategories.slug })
    .from(articleCategories)
    .orderBy(asc(articleCategories.slug));
  // Hotels that a running deal names (details.hotelId): their /marketplace-vendor page has deals.
  // Inside the subquery "listings" is the offer; outside, the hotel.
  const runningDealHotelIds = db
    .select({ hotelId: sql`${listings.details} ->> 'hotelId'` })
    .from(listings)
    .where(runningOfferCondition(now));
  const vendors = await db
    .selectDistinct({ slug: listings.slug })
    .from(listings)
    .where(
      and(
        eq(listings.status, "active"),
        inArray(listings.type, [...HOTEL_LISTING_TYPES]),
        inArray(sql`${listings.id}::text`, runningDealHotelIds),
      ),
    )
    .orderBy(asc(listings.slug));
  const paths = [
    ...pages.map((page) => page.path),
    ...categories.map((category) => `/article/category/${category.slug}`),
    ...vendors.map((vendor) => marketplaceVendorPath(vendor.slug)),
  ];
  const metadata = await db
    .select({ path: pageMetadata.path, updatedAt: pageMetadata.updatedAt })
    .from(pageMetadata)
    .where(inArray(pageMetadata.path, paths));
  const updated = new Map(metadata.map((row) => [row.path, dateOf(row.updatedAt)]));
  return paths.map((path) => ({ loc: absolute(origin, path), lastmod: updated.get(path) ?? null }));
}

function absolute(origin: string, path: string): string {
  return new URL(path, origin).toString();
}

function dateOf(value: Date): string {
  return value.toISOString().slice(0, 10);
}
