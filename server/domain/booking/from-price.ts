import { and, eq, gt, gte, inArray, lt, sql } from "drizzle-orm";
import { FROM_PRICE_MONTHS } from "../../../core/booking/from-price";
import { HOTEL_LISTING_TYPES } from "../../../core/listing-types";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/catalogue";
import { inventoryNights } from "../../db/schema/inventory";
import type { CatalogueCache } from "../catalogue/catalogue-cache";
import { invalidateCatalogue } from "../catalogue/invalidate-catalogue";

export type RefreshFromPricesOptions = {
  /**
   * The process's catalogue cache: cleared when a price changed, so listing pages and cards show
   * the new From price at once. A caller without it must clear the cache itself when the result
   * is not empty (`invalidateCatalogue`).
   */
  catalogueCache?: CatalogueCache;
};

/**
 * Sets each hotel's "From $price" (`listings.price_from_cents`) to the lowest nightly price on
 * sale (rooms left, not stop-sell) from `today` (YYYY-MM-DD, the hotel's day) to the same day
 * `FROM_PRICE_MONTHS` months later, exclusive: the SQL twin of core/booking/from-price.ts's
 * `lowestFromPrice`, for many hotels in one statement.
 *
 * Hotels without nights in that window on sale keep their price: a hotel without inventory keeps
 * the price it was listed with, and a hotel sold out for six months keeps its last one.
 * Returns the ids of the listings whose price changed.
 */
export async function refreshFromPrices(
  db: Database,
  listingIds: readonly number[] | "all",
  today: string,
  { catalogueCache }: RefreshFromPricesOptions = {},
): Promise<number[]> {
  if (listingIds !== "all" && listingIds.length === 0) return [];
  const onSale = and(
    listingIds === "all" ? undefined : inArray(inventoryNights.listingId, [...listingIds]),
    gte(inventoryNights.night, today),
    lt(inventoryNights.night, sql`(${today}::date + make_interval(months => ${FROM_PRICE_MONTHS}))::date`),
    gt(inventoryNights.roomsLeft, 0),
    eq(inventoryNights.stopSell, false),
  );
  const lowest = db
    .select({ listingId: inventoryNights.listingId, cents: sql<number>`min(${inventoryNights.priceCents})`.as("cents") })
    .from(inventoryNights)
    .where(onSale)
    .groupBy(inventoryNights.listingId)
    .as("lowest");
  const updated = await db
    .update(listings)
    .set({ priceFromCents: sql`${lowest.cents}` })
    .from(lowest)
    .where(
      and(
        eq(listings.id, lowest.listingId),
        inArray(listings.type, [...HOTEL_LISTING_TYPES]),
        sql`${listings.priceFromCents} is distinct from ${lowest.cents}`,
      ),
    )
    .returning({ id: listings.id });
  const changed = updated.map((row) => row.id).sort((a, b) => a - b);
  if (changed.length > 0) invalidateCatalogue({ cache: catalogueCache });
  return changed;
}
