import { and, eq, sql, type SQL } from "drizzle-orm";
import { listings } from "../../db/schema/catalogue";

/**
 * The marketplace deals still running at `now`: active offers whose last valid day
 * (details.validUntil, a YYYY-MM-DD date) is today or later in UTC, or that have none. This is
 * the SQL twin of the offer page's own test (getListingRelations' isExpired: the deal runs to the
 * end of its last day), so a vendor page or the sitemap never lists a deal whose page says it
 * has ended. Only the date part is compared, so a cache key built from the same day stays valid.
 */
export function runningOfferCondition(now: Date): SQL {
  return and(
    eq(listings.type, "offer"),
    eq(listings.status, "active"),
    sql`left(coalesce(${listings.details} ->> 'validUntil', '9999-12-31'), 10) >= ${utcDay(now)}`,
  )!;
}

/**
 * The last day a deal may end on and still run at `now` (YYYY-MM-DD, UTC): today, except at the
 * very stroke of midnight, which still belongs to yesterday's last day as on the offer page.
 * Cache keys use it, so they change once a day.
 */
export function utcDay(now: Date): string {
  return new Date(now.getTime() - 1).toISOString().slice(0, 10);
}
