import {
  BOARD_VALUES,
  type Board,
} from "../../../core/booking/inventory-rules";
import {
  parseStayQuery,
  type Stay,
  type StayQueryField,
} from "../../../core/booking/occupancy";
import { OCCASIONS, type OccasionSlug } from "../../../core/listing-types";
import {
  PLACE_NOT_FOUND,
  resolveBookingLocation,
} from "../../../server/domain/booking/booking-location";
import {
  decodeNextResultKey,
  encodeNextResultKey,
} from "../../../server/domain/booking/next-result-key";
import {
  AVAILABILITY_SORTS,
  searchAvailability,
  type AvailabilityFilters,
  type AvailabilitySearch,
  type AvailabilitySort,
} from "../../../server/domain/booking/search-availability";
import { appSuppliers } from "../../../server/domain/booking/supplier-registry";
import type { CatalogueCache } from "../../../server/domain/catalogue/catalogue-cache";
import { AppError, notFound } from "../../../server/kernel/errors";
import type {
  AvailabilityCard,
  FilterValues,
  StayValues,
} from "./booking-types";

export const RESULTS_PAGE_SIZE = 12;
export const EXPIRED_KEY_MESSAGE =
  "This list has expired or the link is broken: please search again.";

/**
 * The page's own path: on a client navigation the loader is asked at `{path}.data`, and links
 * and form actions built from that would point at the data, not the page.
 */
export const pagePathOf = (url: URL) => url.pathname.replace(/\.data$/, "");

/** The searcher's day: the server's clock, in UTC (as the API reads it). */
export const todayOf = (now: Date) => now.toISOString().slice(0, 10);

const given = (value: string | null) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/** The stay fields as typed, for the form to show again. */
export function stayValuesOf(url: URL): StayValues {
  return {
    checkin: url.searchParams.get("checkin") ?? "",
    checkout: url.searchParams.get("checkout") ?? "",
    adults: url.searchParams.get("adults") ?? "",
    children: url.searchParams.get("children") ?? "",
  };
}

export type StayRead = {
  stay: Stay | null;
  errors: Partial<Record<StayQueryField, string>>;
};

/** The page's stay: none without dates, the rules' messages when it does not read. */
export function readStay(url: URL, today: string): StayRead {
  const values = stayValuesOf(url);
  const parsed = parseStayQuery(values, today);
  return parsed.ok
    ? { stay: parsed.stay, errors: {} }
    : { stay: null, errors: parsed.errors };
}

/**
 * The results page's filters from its GET form. The form only offers valid choices; anything else
 * in a hand-written address is left out rather than refused.
 */
export function readFilters(url: URL): {
  filters: AvailabilityFilters;
  sort: AvailabilitySort;
  values: FilterValues;
} {
  const params = url.searchParams;
  const filters: AvailabilityFilters = {};
  const values: FilterValues = {};
  const dollars = (name: "min_price" | "max_price") => {
    const text = given(params.get(name));
    if (text === undefined || !/^\d{1,6}$/.test(text)) return undefined;
    values[name] = text;
    return Number(text);
  };
  const minPrice = dollars("min_price");
  const maxPrice = dollars("max_price");
  if (minPrice !== undefined) filters.minPrice = minPrice;
  if (maxPrice !== undefined) filters.maxPrice = maxPrice;
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    // Swapped ends still mean the same band.
    filters.minPrice = maxPrice;
    filters.maxPrice = minPrice;
  }
  const stars = given(params.get("stars"));
  if (stars && /^[1-5]$/.test(stars)) {
    filters.stars = [1, 2, 3, 4, 5].filter((star) => star >= Number(stars));
    values.stars = stars;
  }
  const board = given(params.get("board"))?.toLowerCase();
  if (board && (BOARD_VALUES as string[]).includes(board)) {
    filters.boards = [board as Board];
    values.board = board;
  }
  const free = given(params.get("free_cancellation"));
  if (free === "1" || free === "true") {
    filters.freeCancellationOnly = true;
    values.free_cancellation = "1";
  }
  const goodFor = given(params.get("good_for"))?.toLowerCase();
  const occasion = OCCASIONS.find((item) => item.slug === goodFor);
  if (occasion) {
    filters.goodFor = occasion.slug as OccasionSlug;
    values.good_for = occasion.slug;
  }
  const sortText = given(params.get("sort"))?.toLowerCase();
  const sort =
    AVAILABILITY_SORTS.find((name) => name === sortText) ?? "recommended";
  if (sort !== "recommended") values.sort = sort;
  return { filters, sort, values };
}

export type SearchPlace = {
  kind: "destination" | "city" | "hotel";
  locationId: string;
  name: string;
  country: string | null;
};

export type AvailabilityResults = {
  total: number;
  hotels: AvailabilityCard[];
  nextKey: string | null;
  /** The search this page shows (from the key when there is one). */
  stay: Stay;
};

/**
 * One page of hotels with rooms for the stay: the first from the form, the next ones from the
 * `key` of the previous page (the availability search's next-result key). Null for a key that
 * does not read; an unknown place throws the domain's 404.
 */
export async function loadAvailability(
  services: Parameters<typeof appSuppliers>[0] & { catalogueCache?: CatalogueCache },
  {
    location,
    stay,
    filters,
    sort,
    key,
  }: {
    location: string;
    stay: Stay;
    filters: AvailabilityFilters;
    sort: AvailabilitySort;
    key?: string;
  },
): Promise<{ place: SearchPlace; results: AvailabilityResults | null }> {
  let search: AvailabilitySearch | null = {
    location,
    stay,
    filters,
    sort,
    pageSize: RESULTS_PAGE_SIZE,
    offset: 0,
  };
  if (key !== undefined) {
    search = decodeNextResultKey(key);
    // A key is for this place only.
    if (!search || search.location.toLowerCase() !== location.toLowerCase()) {
      const place = await resolveBookingLocation(services.db, location);
      if (!place) throw notFound(PLACE_NOT_FOUND);
      return {
        place: {
          kind: place.kind,
          locationId: place.locationId,
          name: place.name,
          country: place.country,
        },
        results: null,
      };
    }
  }
  const page = await searchAvailability(
    { db: services.db, suppliers: appSuppliers(services), ...(services.catalogueCache ? { cache: services.catalogueCache } : {}) },
    search,
  );
  return {
    place: page.location,
    results: {
      total: page.total,
      stay: search.stay,
      nextKey:
        page.nextOffset === null
          ? null
          : encodeNextResultKey({ ...search, offset: page.nextOffset }),
      hotels: page.hotels.map((hotel) => ({
        id: hotel.id,
        slug: hotel.slug,
        path: hotel.path,
        title: hotel.title,
        city: hotel.city,
        country: hotel.country,
        stars: hotel.starRating,
        image: hotel.image,
        totalCents: hotel.totalCents,
        perNightCents: hotel.perNightCents,
        roomName: hotel.cheapest.roomName,
        board: hotel.cheapest.board,
        freeCancellation:
          hotel.cheapest.cancellation.freeCancellationDays !== null ||
          hotel.cheapest.cancellation.chargePercent === 0,
        anyFreeCancellation: hotel.hasFreeCancellation,
      })),
    },
  };
}

/** True for the domain's "not found" (an unknown place or hotel). */
export function isNotFound(error: unknown): boolean {
  return error instanceof AppError && error.status === 404;
}
