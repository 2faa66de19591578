/**
 * A search's stay and guests as they travel in a page's query and an API query (decision 029):
 * `checkin`, `checkout` (YYYY-MM-DD), `adults` (1 to 8, 2 when absent), `children` (their ages,
 * comma-separated, 0 to 17, at most 6), one room. The search form, the pages' loaders and the API
 * read them here, so all say the same words.
 */
import { calendarDateMessage } from "../calendar-date";
import { addDays, daysBetween, formatDayMonth } from "./stay-dates";

export const DEFAULT_ADULTS = 2;
export const MAX_ADULTS = 8;
export const MAX_CHILDREN = 6;
export const MAX_CHILD_AGE = 17;
export const MAX_NIGHTS = 30;
/** How far ahead a stay can start, in days from today. */
export const BOOKING_HORIZON_DAYS = 500;

export type Occupancy = { adults: number; childAges: number[] };

export type Stay = {
  checkIn: string;
  /** After check-in; the nights are check-in up to the day before. */
  checkOut: string;
  nights: number;
  occupancy: Occupancy;
};

/** The query's names, which are also the keys of the errors. */
export type StayQueryField = "checkin" | "checkout" | "adults" | "children";

export type StayQueryResult =
  | { ok: true; stay: Stay }
  /** No dates given: the search shows what there is without a stay. */
  | { ok: true; stay: null }
  | { ok: false; errors: Partial<Record<StayQueryField, string>> };

export const STAY_MESSAGES = {
  checkInMissing: "Choose a check-in date",
  checkOutMissing: "Choose a check-out date",
  checkInPast: "Choose a check-in date from today on",
  checkOutBeforeCheckIn: "Choose a check-out date after check-in",
  tooLong: `Stays can be ${MAX_NIGHTS} nights at most: choose an earlier check-out date`,
  adults: `Choose between 1 and ${MAX_ADULTS} adults`,
  childAge: `Give each child's age, from 0 to ${MAX_CHILD_AGE}`,
  tooManyChildren: `Up to ${MAX_CHILDREN} children can share a room`,
} as const;

/** "Choose a check-in date by 10 Apr 2028", the last day a stay can start. */
function tooFarMessage(today: string): string {
  const last = addDays(today, BOOKING_HORIZON_DAYS);
  return `Stays can start up to ${BOOKING_HORIZON_DAYS} days ahead: choose a check-in date by ${formatDayMonth(last)} ${last.slice(0, 4)}`;
}

function given(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === "" ? undefined : trimmed;
}

function parseAdults(value: string | undefined): number | undefined {
  const text = given(value);
  if (text === undefined) return DEFAULT_ADULTS;
  if (!/^\d{1,2}$/.test(text)) return undefined;
  const adults = Number(text);
  return adults >= 1 && adults <= MAX_ADULTS ? adults : undefined;
}

function parseChildAges(value: string | undefined): { ages: number[] } | { error: string } {
  const text = given(value);
  if (text === undefined) return { ages: [] };
  const parts = text.split(",").map((part) => part.trim());
  if (parts.length > MAX_CHILDREN) return { error: STAY_MESSAGES.tooManyChildren };
  const ages: number[] = [];
  for (const part of parts) {
    if (!/^\d{1,2}$/.test(part) || Number(part) > MAX_CHILD_AGE) return { error: STAY_MESSAGES.childAge };
    ages.push(Number(part));
  }
  return { ages };
}

/**
 * Reads a stay from a query. `today` is the searcher's day (YYYY-MM-DD). Guests are checked even
 * without dates, so a wrong number is said at once.
 */
export function parseStayQuery(query: Record<string, string | undefined>, today: string): StayQueryResult {
  if (calendarDateMessage(today) !== null) throw new RangeError(`Not a calendar date: ${today}`);
  const errors: Partial<Record<StayQueryField, string>> = {};

  const adults = parseAdults(query.adults);
  if (adults === undefined) errors.adults = STAY_MESSAGES.adults;
  const children = parseChildAges(query.children);
  if ("error" in children) errors.children = children.error;

  const checkIn = given(query.checkin);
  const checkOut = given(query.checkout);
  if (checkIn === undefined && checkOut === undefined) {
    return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, stay: null };
  }

  const checkInMessage = checkIn === undefined ? STAY_MESSAGES.checkInMissing : calendarDateMessage(checkIn);
  const checkOutMessage = checkOut === undefined ? STAY_MESSAGES.checkOutMissing : calendarDateMessage(checkOut);
  if (checkInMessage !== null) errors.checkin = checkInMessage;
  if (checkOutMessage !== null) errors.checkout = checkOutMessage;

  if (checkIn !== undefined && checkInMessage === null) {
    if (checkIn < today) errors.checkin = STAY_MESSAGES.checkInPast;
    else if (daysBetween(today, checkIn) > BOOKING_HORIZON_DAYS) errors.checkin = tooFarMessage(today);
  }
  if (checkIn !== undefined && checkOut !== undefined && checkInMessage === null && checkOutMessage === null) {
    const nights = daysBetween(checkIn, checkOut);
    if (nights < 1) errors.checkout = STAY_MESSAGES.checkOutBeforeCheckIn;
    else if (nights > MAX_NIGHTS) errors.checkout = STAY_MESSAGES.tooLong;
  }

  if (Object.keys(errors).length > 0 || checkIn === undefined || checkOut === undefined || adults === undefined || "error" in children) {
    return { ok: false, errors };
  }
  return { ok: true, stay: { checkIn, checkOut, nights: daysBetween(checkIn, checkOut), occupancy: { adults, childAges: children.ages } } };
}

/**
 * The query of a stay, for links (without the "?"): `checkin=2027-03-12&checkout=2027-03-15&adults=2&children=4,9`.
 * `parseStayQuery` reads it back to the same stay.
 */
export function stayQueryString(stay: Pick<Stay, "checkIn" | "checkOut" | "occupancy">): string {
  const query = [`checkin=${stay.checkIn}`, `checkout=${stay.checkOut}`, `adults=${stay.occupancy.adults}`];
  if (stay.occupancy.childAges.length > 0) query.push(`children=${stay.occupancy.childAges.join(",")}`);
  return query.join("&");
}
