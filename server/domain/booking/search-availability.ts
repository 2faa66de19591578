import { and, eq, exists, isNotNull, or, sql, type SQL } from "drizzle-orm";
import type { Stay } from "../../../core/booking/occupancy";
import type { Board } from "../../../core/booking/inventory-rules";
import { listingPath } from "../../../core/listing-path";
import type { ListingType, OccasionSlug } from "../../../core/listing-types";
import type { RoomRate } from "../../adapters/hotel-supply/hotel-supplier";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/catalogue";
import { hotelSuppliers, ratePlans } from "../../db/schema/inventory";
import { notFound } from "../../kernel/errors";
import { catalogueCacheKey, type CatalogueCache } from "../catalogue/catalogue-cache";
import { coverImages } from "../catalogue/paginate-listings";
import { PLACE_NOT_FOUND, resolveBookingLocation, type LocationKind } from "./booking-location";
import { OWN_INVENTORY } from "./own-inventory-supplier";
import type { SupplierRegistry } from "./supplier-registry";

export const AVAILABILITY_SORTS = ["recommended", "price_asc", "price_desc", "stars"] as const;
export type AvailabilitySort = (typeof AVAILABILITY_SORTS)[number];

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 200;

export type AvailabilityFilters = {
  /** Whole dollars a night (the room's price, before taxes and fees). */
  minPrice?: number;
  maxPrice?: number;
  /** Star classes: 4 takes 4 and 4.5. */
  stars?: number[];
  /** Hotels with at least one offer on one of these boards. */
  boards?: Board[];
  freeCancellationOnly?: boolean;
  /** An occasion's slug (core/listing-types.ts OCCASIONS). */
  goodFor?: OccasionSlug;
};

/** Everything that decides a result list; the next-result key carries it whole. */
export type AvailabilitySearch = {
  location: string;
  stay: Stay;
  filters: AvailabilityFilters;
  sort: AvailabilitySort;
  pageSize: number;
  /** Hotels already shown. */
  offset: number;
};

export type HotelResult = {
  id: number;
  type: ListingType;
  slug: string;
  path: string;
  title: string;
  city: string | null;
  country: string | null;
  starRating: number | null;
  category: string | null;
  isFeatured: boolean;
  /** The cover at the small size, or null. */
  image: { alt: string; url: string } | null;
  /** Who supplies the rooms (OWN_INVENTORY for Amora's own). */
  supplier: string;
  cheapest: RoomRate;
  /** The cheapest offer's stay total, taxes and fees included. */
  totalCents: number;
  /** The cheapest offer's room price a night (before taxes and fees), rounded to the cent. */
  perNightCents: number;
  boards: Board[];
  hasFreeCancellation: boolean;
};

export type AvailabilityPage = {
  location: { kind: LocationKind; locationId: string; name: string; country: string | null };
  /** Every hotel the search found, over all pages. */
  total: number;
  hotels: HotelResult[];
  /** Where the next page starts, or null on the last page. */
  nextOffset: number | null;
};

type Candidate = {
  id: number;
  type: ListingType;
  slug: string;
  title: string;
  city: string | null;
  country: string | null;
  starRating: number | null;
  category: string | null;
  isFeatured: boolean;
  supplier: string;
  supplierHotelId: string;
  image: { alt: string; url: string } | null;
};

function listingConditions(filters: AvailabilityFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.stars && filters.stars.length > 0) {
    conditions.push(sql`floor(${listings.starRating})::int in (${sql.join(filters.stars.map((star) => sql`${star}`), sql`, `)})`);
  }
  if (filters.goodFor) conditions.push(sql`${filters.goodFor} = any(${listings.goodFor})`);
  return conditions;
}

function compare(sort: AvailabilitySort): (a: HotelResult, b: HotelResult) => number {
  const byPrice = (a: HotelResult, b: HotelResult) => a.perNightCents - b.perNightCents || a.id - b.id;
  switch (sort) {
    case "price_asc":
      return byPrice;
    case "price_desc":
      return (a, b) => b.perNightCents - a.perNightCents || a.id - b.id;
    case "stars":
      return (a, b) => (b.starRating ?? -1) - (a.starRating ?? -1) || byPrice(a, b);
    case "recommended":
      // As the location's page lists its hotels: Spotlight listings, then featured, then oldest first.
      return (a, b) => Number(b.type === "property") - Number(a.type === "property") || Number(b.isFeatured) - Number(a.isFeatured) || a.id - b.id;
  }
}

/**
 * The place a LocationId names and its hotels that can have rooms (an outside supplier's, or the
 * own inventory's with a rate plan), with the listing data a result shows and the small cover:
 * everything of a search that is not the stay's rooms and prices, so it can be kept between
 * searches (a place's hotels change as rarely as the catalogue does).
 */
async function placeHotels(db: Database, locationId: string, filters: AvailabilityFilters) {
  const location = await resolveBookingLocation(db, locationId);
  if (!location) throw notFound(PLACE_NOT_FOUND);
  const rows = await db
    .select({
      id: listings.id,
      type: listings.type,
      slug: listings.slug,
      title: listings.title,
      city: listings.city,
      country: listings.country,
      starRating: listings.starRating,
      category: listings.category,
      isFeatured: listings.isFeatured,
      supplier: hotelSuppliers.supplier,
      supplierHotelId: hotelSuppliers.supplierHotelId,
    })
    .from(listings)
    .leftJoin(hotelSuppliers, eq(hotelSuppliers.listingId, listings.id))
    // A hotel of the own inventory without a rate plan has nothing to sell: most of a city's
    // hotels list without booking, and the suppliers are only asked about the others.
    .where(and(location.hotels, ...listingConditions(filters), or(isNotNull(hotelSuppliers.supplier), exists(db.select({ one: sql`1` }).from(ratePlans).where(eq(ratePlans.listingId, listings.id))))));
  const covers = await coverImages(
    db,
    rows.map((row) => row.id),
  );
  const candidates: Candidate[] = rows.map((row) => {
    const cover = covers.get(row.id);
    return {
      ...row,
      supplier: row.supplier ?? OWN_INVENTORY,
      supplierHotelId: row.supplierHotelId ?? String(row.id),
      image: cover ? { alt: cover.alt || row.title, url: cover.sizes.small } : null,
    };
  });
  return { location: { kind: location.kind, locationId: location.locationId, name: location.name, country: location.country }, candidates };
}

/**
 * The hotels of a place with rooms for a stay (issue 17): each supplier is asked once for all of
 * its hotels there, the answers are filtered and sorted, and one page is returned with where the
 * next starts. A place without hotels, or without rooms for the stay, is an empty list; a
 * LocationId that names nothing is a 404.
 */
export async function searchAvailability(
  {
    db,
    suppliers,
    onSupplierError,
    cache,
  }: {
    db: Database;
    suppliers: SupplierRegistry;
    /** Told when an outside supplier fails; its hotels are then left out of this page, the rest is answered. */
    onSupplierError?: (supplier: string, error: unknown) => void;
    /** Keeps the place and its hotels (listing data, not rooms or prices) between searches. */
    cache?: CatalogueCache;
  },
  search: AvailabilitySearch,
): Promise<AvailabilityPage> {
  const { stars, goodFor } = search.filters;
  const load = () => placeHotels(db, search.location, search.filters);
  const { location, candidates } = cache
    ? await cache.read(catalogueCacheKey("booking-place-hotels", { location: search.location, stars: stars ? [...stars].sort() : null, goodFor: goodFor ?? null }), load)
    : await load();

  const bySupplier = new Map<string, Map<string, Candidate>>();
  for (const candidate of candidates) {
    if (!suppliers.has(candidate.supplier)) continue;
    const hotels = bySupplier.get(candidate.supplier) ?? new Map<string, Candidate>();
    hotels.set(candidate.supplierHotelId, candidate);
    bySupplier.set(candidate.supplier, hotels);
  }
  const stay = { checkIn: search.stay.checkIn, checkOut: search.stay.checkOut, occupancy: search.stay.occupancy };
  const { minPrice, maxPrice, boards, freeCancellationOnly } = search.filters;
  // With a board or free cancellation asked for, each hotel's price is its cheapest such offer.
  const only = { ...(boards ? { boards } : {}), ...(freeCancellationOnly ? { freeCancellationOnly } : {}) };
  const answers = await Promise.all(
    [...bySupplier].map(async ([name, hotels]) => {
      try {
        return { name, hotels, found: await suppliers.get(name)!.searchAvailability([...hotels.keys()], stay, only) };
      } catch (error) {
        // A bed bank that is down or refuses costs its own hotels, not the search; the own inventory's failure is ours.
        if (name === OWN_INVENTORY) throw error;
        onSupplierError?.(name, error);
        return { name, hotels, found: [] };
      }
    }),
  );

  const results: HotelResult[] = [];
  for (const { name, hotels, found } of answers) {
    for (const availability of found) {
      const hotel = hotels.get(availability.hotelId);
      if (!hotel) continue;
      const perNightCents = Math.round(availability.cheapest.roomCents / search.stay.nights);
      if (minPrice !== undefined && perNightCents < minPrice * 100) continue;
      if (maxPrice !== undefined && perNightCents > maxPrice * 100) continue;
      if (boards && boards.length > 0 && !availability.boards.some((board) => boards.includes(board))) continue;
      if (freeCancellationOnly && !availability.hasFreeCancellation) continue;
      results.push({
        id: hotel.id,
        type: hotel.type,
        slug: hotel.slug,
        path: listingPath(hotel.type, hotel.slug),
        title: hotel.title,
        city: hotel.city,
        country: hotel.country,
        starRating: hotel.starRating,
        category: hotel.category,
        isFeatured: hotel.isFeatured,
        image: hotel.image,
        supplier: name,
        cheapest: availability.cheapest,
        totalCents: availability.cheapest.totalCents,
        perNightCents,
        boards: availability.boards,
        hasFreeCancellation: availability.hasFreeCancellation,
      });
    }
  }
  results.sort(compare(search.sort));

  const page = results.slice(search.offset, search.offset + search.pageSize);
  const end = search.offset + page.length;
  return {
    location,
    total: results.length,
    hotels: page,
    nextOffset: end < results.length ? end : null,
  };
}
