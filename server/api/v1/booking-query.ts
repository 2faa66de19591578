import { BOARD_VALUES, type Board } from "../../../core/booking/inventory-rules";
import { parseStayQuery, STAY_MESSAGES, type Stay } from "../../../core/booking/occupancy";
import { OCCASIONS, type OccasionSlug } from "../../../core/listing-types";
import { AppError } from "../../kernel/errors";
import {
  AVAILABILITY_SORTS,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  type AvailabilityFilters,
  type AvailabilitySearch,
  type AvailabilitySort,
} from "../../domain/booking/search-availability";

/**
 * Reads the booking operations' queries (already bounded text, core/contracts/booking-schemas.ts)
 * into the domain's shapes, with the product's words: every field in error is named at once, a 422.
 */

export const BOOKING_MESSAGES = {
  location: "Choose where you would like to stay",
  hotel: "Choose a hotel",
  price: "Enter a price a night in whole dollars",
  priceOrder: "The lowest price must not be above the highest",
  stars: "Choose star classes from 1 to 5, e.g. 4,5",
  board: `Choose boards among ${BOARD_VALUES.join(", ")}`,
  freeCancellation: "Say 1 or true for free cancellation only, 0 or false for any",
  goodFor: `Choose an occasion: ${OCCASIONS.map((occasion) => occasion.slug).join(", ")}`,
  sort: `Sort by ${AVAILABILITY_SORTS.join(", ")}`,
  pageSize: `Choose from 1 to ${MAX_PAGE_SIZE} hotels a page`,
  page: "Choose a page from 1",
  nextResultKey: "This list has expired or the link is broken: please search again",
} as const;

type Errors = Record<string, string[]>;

function refuse(errors: Errors): never {
  const first = Object.values(errors)[0]?.[0] ?? "The given data was invalid.";
  throw new AppError("VALIDATION_FAILED", first, errors);
}

const given = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === "" ? undefined : trimmed;
};

/** The searcher's day: the server's clock, in UTC. */
export const todayOf = (now: Date) => now.toISOString().slice(0, 10);

type StayFields = { checkin?: string; checkout?: string; adults?: string; children?: string };

/** The stay, required: without dates there is nothing to price. */
function readStay(query: StayFields, today: string, errors: Errors): Stay | null {
  const parsed = parseStayQuery(query, today);
  if (!parsed.ok) {
    for (const [field, message] of Object.entries(parsed.errors)) if (message) errors[field] = [message];
    return null;
  }
  if (parsed.stay === null) {
    errors.checkin = [STAY_MESSAGES.checkInMissing];
    errors.checkout = [STAY_MESSAGES.checkOutMissing];
    return null;
  }
  return parsed.stay;
}

function commaList(value: string | undefined): string[] | undefined {
  const text = given(value);
  return text === undefined ? undefined : text.split(",").map((part) => part.trim().toLowerCase());
}

function dollars(value: string | undefined, field: string, errors: Errors): number | undefined {
  const text = given(value);
  if (text === undefined) return undefined;
  if (!/^\d{1,7}$/.test(text)) {
    errors[field] = [BOOKING_MESSAGES.price];
    return undefined;
  }
  return Number(text);
}

export type AvailabilityQuery = StayFields & {
  location?: string;
  min_price?: string;
  max_price?: string;
  stars?: string;
  board?: string;
  free_cancellation?: string;
  good_for?: string;
  sort?: string;
  page_size?: string;
};

export function readAvailabilityQuery(query: AvailabilityQuery, today: string): AvailabilitySearch {
  const errors: Errors = {};
  const location = given(query.location);
  if (location === undefined) errors.location = [BOOKING_MESSAGES.location];
  const stay = readStay(query, today, errors);

  const filters: AvailabilityFilters = {};
  const minPrice = dollars(query.min_price, "min_price", errors);
  const maxPrice = dollars(query.max_price, "max_price", errors);
  if (minPrice !== undefined) filters.minPrice = minPrice;
  if (maxPrice !== undefined) filters.maxPrice = maxPrice;
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) errors.max_price = [BOOKING_MESSAGES.priceOrder];

  const stars = commaList(query.stars);
  if (stars !== undefined) {
    if (stars.length > 5 || stars.some((star) => !/^[1-5]$/.test(star))) errors.stars = [BOOKING_MESSAGES.stars];
    else filters.stars = [...new Set(stars.map(Number))].sort();
  }
  const boards = commaList(query.board);
  if (boards !== undefined) {
    const known = new Set<string>(BOARD_VALUES);
    if (boards.length > BOARD_VALUES.length || boards.some((board) => !known.has(board))) errors.board = [BOOKING_MESSAGES.board];
    else filters.boards = [...new Set(boards as Board[])];
  }
  const free = given(query.free_cancellation)?.toLowerCase();
  if (free !== undefined) {
    if (free === "1" || free === "true") filters.freeCancellationOnly = true;
    else if (free !== "0" && free !== "false") errors.free_cancellation = [BOOKING_MESSAGES.freeCancellation];
  }
  const goodFor = given(query.good_for)?.toLowerCase();
  if (goodFor !== undefined) {
    const occasion = OCCASIONS.find((item) => item.slug === goodFor);
    if (occasion) filters.goodFor = occasion.slug as OccasionSlug;
    else errors.good_for = [BOOKING_MESSAGES.goodFor];
  }
  const sortText = given(query.sort)?.toLowerCase() ?? "recommended";
  const sort = AVAILABILITY_SORTS.find((name) => name === sortText);
  if (!sort) errors.sort = [BOOKING_MESSAGES.sort];
  const sizeText = given(query.page_size);
  const pageSize = sizeText === undefined ? DEFAULT_PAGE_SIZE : /^\d{1,3}$/.test(sizeText) ? Number(sizeText) : 0;
  if (pageSize < 1 || pageSize > MAX_PAGE_SIZE) errors.page_size = [BOOKING_MESSAGES.pageSize];

  if (Object.keys(errors).length > 0 || location === undefined || stay === null || !sort) refuse(errors);
  return { location, stay, filters, sort: sort as AvailabilitySort, pageSize, offset: 0 };
}

export function readRoomsQuery(query: StayFields & { hotel?: string }, today: string): { hotel: string; stay: Stay } {
  const errors: Errors = {};
  const hotel = given(query.hotel);
  if (hotel === undefined) errors.hotel = [BOOKING_MESSAGES.hotel];
  const stay = readStay(query, today, errors);
  if (Object.keys(errors).length > 0 || hotel === undefined || stay === null) refuse(errors);
  return { hotel, stay };
}

export function requireText(value: string | undefined, field: string, message: string): string {
  const text = given(value);
  if (text === undefined) refuse({ [field]: [message] });
  return text;
}

export function readPage(value: string | undefined): number {
  const text = given(value);
  if (text === undefined) return 1;
  if (!/^[1-9]\d{0,5}$/.test(text)) refuse({ page: [BOOKING_MESSAGES.page] });
  return Number(text);
}

export function refuseNextResultKey(): never {
  refuse({ next_result_key: [BOOKING_MESSAGES.nextResultKey] });
}
