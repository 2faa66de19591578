import { createRequire } from "node:module";
import { eq } from "drizzle-orm";
import type { MediaSizes } from "../../../core/listing-types";
import { cancellationPolicy, type CancellationPolicy } from "../../../core/booking/cancellation-policy";
import type { Stay } from "../../../core/booking/occupancy";
import { listingPath } from "../../../core/listing-path";
import type { RoomRate, UnavailableRoom } from "../../adapters/hotel-supply/hotel-supplier";
import type { Database } from "../../db/client";
import { hotelSuppliers, roomTypes } from "../../db/schema/inventory";
import { notFound } from "../../kernel/errors";
import { catalogueCacheKey, type CatalogueCache } from "../catalogue/catalogue-cache";
import { findHotel } from "./booking-location";
import { HOTEL_NOT_FOUND } from "./hotel-content";
import { OWN_INVENTORY } from "./own-inventory-supplier";
import type { SupplierRegistry } from "./supplier-registry";

/** A room's uploaded photos, first shown first; empty when it has none (or its supplier shows none). */
type WithPhotos = { photos: MediaSizes[] };

export type RateWithPolicy = RoomRate & { policy: CancellationPolicy } & WithPhotos;

export type HotelRoomsAndRates = {
  hotel: { id: number; slug: string; path: string; name: string };
  rates: RateWithPolicy[];
  unavailable: (UnavailableRoom & WithPhotos)[];
};

type CityZone = { city: string; country: string; timezone: string };

let citiesByName: Map<string, CityZone[]> | undefined;
let zoneByCountry: Map<string, string> | undefined;

function loadCityZones(): void {
  // The `city-timezones` dataset (about 7,300 cities), read once on first use.
  const { cityMapping } = createRequire(import.meta.url)("city-timezones") as { cityMapping: CityZone[] };
  citiesByName = new Map();
  zoneByCountry = new Map();
  for (const entry of cityMapping) {
    const key = entry.city.toLowerCase();
    citiesByName.set(key, [...(citiesByName.get(key) ?? []), entry]);
    if (!zoneByCountry.has(entry.country.toLowerCase())) zoneByCountry.set(entry.country.toLowerCase(), entry.timezone);
  }
}

/** Zones already asked about: building a formatter to check one costs more than the rest of a price check. */
const knownZones = new Map<string, boolean>();

function isKnownZone(zone: unknown): zone is string {
  if (typeof zone !== "string" || zone.length === 0 || zone.length > 64) return false;
  const known = knownZones.get(zone);
  if (known !== undefined) return known;
  let valid: boolean;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    valid = true;
  } catch {
    valid = false;
  }
  // Bounded: the zones a database can name are a few hundred; anything beyond is not kept.
  if (knownZones.size < 1_000) knownZones.set(zone, valid);
  return valid;
}

/**
 * The hotel's IANA time zone: `details.timeZone` when the hotel names one, else its city's (in its
 * country), else its country's first listed zone, else UTC. Cancellation deadlines are the end of
 * a day in this zone.
 */
export function hotelTimeZone(details: Record<string, unknown>, city: string | null = null, country: string | null = null): string {
  if (isKnownZone(details.timeZone)) return details.timeZone;
  if (!citiesByName || !zoneByCountry) loadCityZones();
  const wantedCountry = country?.toLowerCase();
  const namesakes = city ? (citiesByName?.get(city.toLowerCase()) ?? []) : [];
  const match = namesakes.find((entry) => !wantedCountry || entry.country.toLowerCase() === wantedCountry) ?? (wantedCountry ? undefined : namesakes[0]);
  const zone = match?.timezone ?? (wantedCountry ? zoneByCountry?.get(wantedCountry) : undefined);
  return isKnownZone(zone) ? zone : "UTC";
}

/** The uploaded photos of a hotel's own room types, by room type id. */
async function photosByRoomType(db: Database, listingId: number): Promise<Map<string, MediaSizes[]>> {
  const rows = await db.select({ id: roomTypes.id, photos: roomTypes.photos }).from(roomTypes).where(eq(roomTypes.listingId, listingId));
  return new Map(rows.map((room) => [String(room.id), room.photos]));
}

/** What rooms and rates need of a hotel besides its offers: who supplies it, its time zone, its rooms' photos. */
type HotelHead = {
  summary: HotelRoomsAndRates["hotel"];
  supplier: string;
  supplierHotelId: string;
  timeZone: string;
  photos: Map<string, MediaSizes[]>;
};

async function hotelHead(db: Database, hotel: string): Promise<HotelHead> {
  const row = await findHotel(db, hotel);
  if (!row) throw notFound(HOTEL_NOT_FOUND);
  const [link] = await db.select().from(hotelSuppliers).where(eq(hotelSuppliers.listingId, row.id)).limit(1);
  const supplier = link?.supplier ?? OWN_INVENTORY;
  return {
    summary: { id: row.id, slug: row.slug, path: listingPath(row.type, row.slug), name: row.title },
    supplier,
    supplierHotelId: link?.supplierHotelId ?? String(row.id),
    timeZone: hotelTimeZone(row.details, row.city, row.country),
    // The own inventory's room type ids are room_types' ids; a bed bank's rooms have none here.
    photos: supplier === OWN_INVENTORY ? await photosByRoomType(db, row.id) : new Map(),
  };
}

/**
 * A hotel's offers for a stay (roomsandrate), from its supplier: each with its cancellation policy
 * in words and its deadline in the hotel's time, in the supplier's room order;
 * and the room types that cannot be sold, with why. Each carries its room's uploaded photos.
 * The hotel's listing data, supplier and photos may come from the catalogue cache (an inventory
 * change clears it); the offers are the supplier's.
 */
export async function getRoomsAndRates(
  { db, suppliers, now, cache }: { db: Database; suppliers: SupplierRegistry; now: Date; cache?: CatalogueCache },
  { hotel, stay }: { hotel: string; stay: Stay },
): Promise<HotelRoomsAndRates> {
  const head = cache ? await cache.read(catalogueCacheKey("booking-hotel-head", { hotel }), () => hotelHead(db, hotel)) : await hotelHead(db, hotel);
  const supplier = suppliers.get(head.supplier);
  // A bed bank that is not configured here has nothing to sell now.
  if (!supplier) return { hotel: head.summary, rates: [], unavailable: [] };
  const offers = await supplier.roomsAndRates(head.supplierHotelId, { checkIn: stay.checkIn, checkOut: stay.checkOut, occupancy: stay.occupancy });
  const photosOf = (roomTypeId: string) => head.photos.get(roomTypeId) ?? [];
  return {
    hotel: head.summary,
    rates: offers.rates.map((rate) => ({
      ...rate,
      policy: cancellationPolicy(rate.cancellation, { checkIn: stay.checkIn, timeZone: head.timeZone, totalCents: rate.totalCents, now }),
      photos: photosOf(rate.roomTypeId),
    })),
    unavailable: offers.unavailable.map((room) => ({ ...room, photos: photosOf(room.roomTypeId) })),
  };
}
