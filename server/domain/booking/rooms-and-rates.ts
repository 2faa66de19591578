import { eq } from "drizzle-orm";
import { cancellationPolicy, type CancellationPolicy } from "../../../core/booking/cancellation-policy";
import type { Stay } from "../../../core/booking/occupancy";
import { listingPath } from "../../../core/listing-path";
import type { RoomRate, UnavailableRoom } from "../../adapters/hotel-supply/hotel-supplier";
import type { Database } from "../../db/client";
import { hotelSuppliers } from "../../db/schema/inventory";
import { notFound } from "../../kernel/errors";
import { findHotel } from "./booking-location";
import { HOTEL_NOT_FOUND } from "./hotel-content";
import { OWN_INVENTORY } from "./own-inventory-supplier";
import type { SupplierRegistry } from "./supplier-registry";

export type RateWithPolicy = RoomRate & { policy: CancellationPolicy };

export type HotelRoomsAndRates = {
  hotel: { id: number; slug: string; path: string; name: string };
  rates: RateWithPolicy[];
  unavailable: UnavailableRoom[];
};

/** The hotel's IANA time zone (`details.timeZone`), or UTC when it names none the runtime knows. */
export function hotelTimeZone(details: Record<string, unknown>): string {
  const zone = details.timeZone;
  if (typeof zone !== "string" || zone.length > 64) return "UTC";
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone;
  } catch {
    return "UTC";
  }
}

/**
 * A hotel's offers for a stay (roomsandrate), from its supplier: each with its cancellation policy
 * in words and its deadline in the hotel's time, in the supplier's room order;
 * and the room types that cannot be sold, with why.
 */
export async function getRoomsAndRates(
  { db, suppliers, now }: { db: Database; suppliers: SupplierRegistry; now: Date },
  { hotel, stay }: { hotel: string; stay: Stay },
): Promise<HotelRoomsAndRates> {
  const row = await findHotel(db, hotel);
  if (!row) throw notFound(HOTEL_NOT_FOUND);
  const [link] = await db.select().from(hotelSuppliers).where(eq(hotelSuppliers.listingId, row.id)).limit(1);
  const supplier = suppliers.get(link?.supplier ?? OWN_INVENTORY);
  const summary = { id: row.id, slug: row.slug, path: listingPath(row.type, row.slug), name: row.title };
  // A bed bank that is not configured here has nothing to sell now.
  if (!supplier) return { hotel: summary, rates: [], unavailable: [] };
  const offers = await supplier.roomsAndRates(link?.supplierHotelId ?? String(row.id), {
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    occupancy: stay.occupancy,
  });
  const timeZone = hotelTimeZone(row.details);
  return {
    hotel: summary,
    rates: offers.rates.map((rate) => ({ ...rate, policy: cancellationPolicy(rate.cancellation, { checkIn: stay.checkIn, timeZone, totalCents: rate.totalCents, now }) })),
    unavailable: offers.unavailable,
  };
}
