import { z } from "zod";
import { BOARD_VALUES } from "../../../core/booking/inventory-rules";
import { MAX_ADULTS, MAX_CHILD_AGE, MAX_CHILDREN, MAX_NIGHTS } from "../../../core/booking/occupancy";
import { daysBetween } from "../../../core/booking/stay-dates";
import { isCalendarDate } from "../../../core/calendar-date";
import { OCCASIONS } from "../../../core/listing-types";
import { MAX_LOCATION_ID_LENGTH } from "./booking-location";
import { AVAILABILITY_SORTS, MAX_PAGE_SIZE, type AvailabilitySearch } from "./search-availability";

/**
 * The next-result key of an availability search: the whole search (place, stay, filters, sort,
 * page size) and where the next page starts, encoded as base64url JSON. Each page runs the search
 * again, so the key holds no result and no state on the server; it is read back through the same
 * bounds as a first search, and anything else is null.
 */

/** Longer than any key this code writes. */
export const MAX_NEXT_RESULT_KEY_LENGTH = 1_500;
/** A search of this many hotels is not paged further. */
const MAX_OFFSET = 100_000;

const calendarDate = z.string().max(10).refine(isCalendarDate);
const whole = (min: number, max: number) => z.number().int().min(min).max(max);

const keySchema = z
  .object({
    v: z.literal(1),
    location: z.string().min(1).max(MAX_LOCATION_ID_LENGTH),
    checkIn: calendarDate,
    checkOut: calendarDate,
    adults: whole(1, MAX_ADULTS),
    childAges: z.array(whole(0, MAX_CHILD_AGE)).max(MAX_CHILDREN),
    filters: z
      .object({
        minPrice: whole(0, 1_000_000).optional(),
        maxPrice: whole(0, 1_000_000).optional(),
        stars: z.array(whole(0, 5)).max(6).optional(),
        boards: z.array(z.enum(BOARD_VALUES)).max(BOARD_VALUES.length).optional(),
        freeCancellationOnly: z.boolean().optional(),
        goodFor: z.enum(OCCASIONS.map((occasion) => occasion.slug)).optional(),
      })
      .strict(),
    sort: z.enum(AVAILABILITY_SORTS),
    pageSize: whole(1, MAX_PAGE_SIZE),
    offset: whole(1, MAX_OFFSET),
  })
  .strict();

export function encodeNextResultKey(search: AvailabilitySearch): string {
  const { location, stay, filters, sort, pageSize, offset } = search;
  const key: z.input<typeof keySchema> = {
    v: 1,
    location,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    adults: stay.occupancy.adults,
    childAges: stay.occupancy.childAges,
    filters,
    sort,
    pageSize,
    offset,
  };
  return Buffer.from(JSON.stringify(key), "utf8").toString("base64url");
}

export function decodeNextResultKey(key: string): AvailabilitySearch | null {
  if (key.length === 0 || key.length > MAX_NEXT_RESULT_KEY_LENGTH || !/^[A-Za-z0-9_-]+$/.test(key)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(key, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const parsed = keySchema.safeParse(json);
  if (!parsed.success) return null;
  const { location, checkIn, checkOut, adults, childAges, filters, sort, pageSize, offset } = parsed.data;
  const nights = daysBetween(checkIn, checkOut);
  if (nights < 1 || nights > MAX_NIGHTS) return null;
  return { location, stay: { checkIn, checkOut, nights, occupancy: { adults, childAges } }, filters, sort, pageSize, offset };
}
