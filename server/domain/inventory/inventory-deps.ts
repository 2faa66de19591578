import { eq, sql } from "drizzle-orm";
import { dateInZone } from "../../../core/booking/zoned-time";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/catalogue";
import type { Clock } from "../../kernel/clock";
import { AppError } from "../../kernel/errors";
import type { CatalogueCache } from "../catalogue/catalogue-cache";
import { invalidateCatalogue } from "../catalogue/invalidate-catalogue";
import { refreshFromPrices } from "../booking/from-price";
import { SEARCH_DOCUMENTS_CHANNEL } from "../search/search-engine";
import { hotelTimeZone } from "../booking/rooms-and-rates";
import { activeBusinessAccountOf } from "../deals/business-account-of";
import { INVENTORY_MESSAGES, type FieldErrors } from "../../../core/booking/inventory-changes";

/** What the inventory functions need (a subset of AppServices, so tests can pass their own). */
export type InventoryDeps = {
  db: Database;
  clock: Clock;
  /** Cleared after each change, with the page cache that depends on it; absent in most tests. */
  catalogueCache?: CatalogueCache;
};

/** Today as YYYY-MM-DD (UTC): the "From $price" of every listing counts nights from this day. */
export function todayOf(clock: Clock): string {
  return clock.now().toISOString().slice(0, 10);
}

/**
 * The hotel's own today, YYYY-MM-DD in its time zone (its details, else its city's, else its
 * country's, else UTC; decision 029): its calendar starts there, and nights before it are over.
 * At 02:00 UTC a hotel in Honolulu is still on the day before; at 23:00 UTC one in Tokyo is on the next.
 */
export async function hotelTodayOf(deps: Pick<InventoryDeps, "db" | "clock">, listingId: number): Promise<string> {
  const [hotel] = await deps.db.select({ details: listings.details, city: listings.city, country: listings.country }).from(listings).where(eq(listings.id, listingId)).limit(1);
  const timeZone = hotel ? hotelTimeZone(hotel.details, hotel.city, hotel.country) : "UTC";
  return dateInZone(deps.clock.now(), timeZone);
}

/**
 * The listing of the signed-in hotel: an active hotel account with a listing of its own, else 403
 * (the same refusals as the business's leads, decision 021). Everything else is scoped to it.
 */
export async function ownHotelListingId(db: Database, userId: number): Promise<number> {
  const account = await activeBusinessAccountOf(db, userId);
  if (account.kind !== "hotel") throw new AppError("FORBIDDEN", INVENTORY_MESSAGES.notAHotel);
  if (account.listingId === null) throw new AppError("FORBIDDEN", INVENTORY_MESSAGES.noListing);
  return account.listingId;
}

/** Refuses with the first field's message and every field's, as the forms show them. */
export function refuseIfInvalid<T>(errors: FieldErrors<T>): void {
  const entries = Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  if (entries.length === 0) return;
  throw new AppError("VALIDATION_FAILED", entries[0]![1], Object.fromEntries(entries.map(([field, message]) => [field, [message]])));
}

/**
 * After every change to a hotel's inventory: the listing's "From $price" follows its nights, and
 * the catalogue's reads (the visitors' pages, the nights kept for searches) are cleared so the
 * change shows at once: in this process now, in every other one when the search index's
 * notification for the listing reaches it (its search engine then clears the catalogue cache,
 * server.ts).
 */
export async function inventoryChanged(deps: InventoryDeps, listingId: number): Promise<void> {
  await refreshFromPrices(deps.db, [listingId], todayOf(deps.clock));
  invalidateCatalogue({ cache: deps.catalogueCache });
  await deps.db.execute(sql`select pg_notify(${SEARCH_DOCUMENTS_CHANNEL}, ${String(listingId)})`);
}
