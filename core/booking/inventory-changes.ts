import { BOARDS, type Board } from "./inventory-rules";
import { calendarDateMessage } from "../calendar-date";

/**
 * The rules of a hotel's own inventory (decision 029) in the words a hotel reads: the dashboard's
 * editors run them before sending and the domain (server/domain/inventory) runs them again, so
 * both say the same. Plain functions, no zod: the browser imports them.
 */

/** The most a night may cost: $100,000, in cents. */
export const MAX_NIGHT_PRICE_CENTS = 10_000_000;
export const MAX_ROOMS_LEFT = 999;
/** The most nights one calendar change may cover. */
export const MAX_RANGE_NIGHTS = 366;
const MAX_GUEST_CENTS = 10_000_000;

export const INVENTORY_MESSAGES = {
  notAHotel: "Only hotels manage rooms and rates.",
  noListing: "Your hotel has no profile yet, so there are no rooms to manage.",
  roomTypeNotFound: "We could not find this room type.",
  ratePlanNotFound: "We could not find this rate plan.",
  roomTypeName: "Give the room type a name",
  rateName: "Give the rate plan a name",
  nameLength: "Keep the name to 100 characters",
  descriptionLength: "Keep the description to 2,000 characters",
  beds: "Say which beds the room has, like “1 king bed”",
  bedsLength: "Keep the beds to 100 characters",
  size: "The size is a whole number of square metres from 1 to 2,000, or empty",
  maxAdults: "Adults is a whole number from 1 to 20",
  maxChildren: "Children is a whole number from 0 to 20",
  amenities: "List at most 30 amenities of up to 60 characters each",
  position: "The position is a whole number from 0",
  board: `Choose the board: ${Object.values(BOARDS).join(", ")}`,
  freeCancellationDays: "Free cancellation is a whole number of days from 0 to 365, or empty for non-refundable",
  cancellationCharge: "The cancellation charge is a percentage from 0 to 100",
  minStay: "The minimum stay is a whole number of nights from 1 to 365",
  maxStay: "The maximum stay is empty, or a number of nights from the minimum stay to 365",
  includedAdults: "Adults included is a whole number from 1 to 20",
  guestCents: "A guest's price is between $0 and $100,000 a night",
  childFreeUnderAge: "The free-under age is a whole number from 0 to 18",
  taxPercent: "Taxes are a percentage from 0 to 100",
  feeCents: "Fees are between $0 and $100,000 a night",
  pastDate: "Choose dates from today on",
  rangeOrder: "The last night is on or after the first",
  rangeLength: `Change at most ${MAX_RANGE_NIGHTS} nights at a time`,
  price: "A night’s price is between $0 and $100,000",
  roomsLeft: `Rooms left is a whole number from 0 to ${MAX_ROOMS_LEFT}`,
  nothingToChange: "Choose what to change: price, rooms left, stop-sell, minimum stay or arrival and departure",
  newNightsNeedPrice: "Some of these nights have no price yet: set one to open them",
  newNightsNeedRooms: "Some of these nights have no rooms yet: say how many are left",
  roomTypeSaved: "Room type saved",
  roomTypeDeleted: "Room type deleted",
  ratePlanSaved: "Rate plan saved",
  ratePlanDeleted: "Rate plan deleted",
  rangeSaved: "Calendar updated",
} as const;

export type RoomTypeInput = {
  name: string;
  description: string;
  beds: string;
  sizeSqm: number | null;
  maxAdults: number;
  maxChildren: number;
  amenities: string[];
};

export type RatePlanInput = {
  name: string;
  board: Board;
  /** Null: non-refundable from booking. */
  freeCancellationDays: number | null;
  cancellationChargePercent: number;
  minStay: number;
  maxStay: number | null;
  includedAdults: number;
  extraAdultCents: number;
  childCents: number;
  childFreeUnderAge: number;
  taxPercent: number;
  feeCentsPerNight: number;
};

/** A change to a range of nights of one rate plan; only the fields given change. */
export type InventoryRangeInput = {
  ratePlanId: number;
  /** First night, YYYY-MM-DD. */
  from: string;
  /** Last night (included), YYYY-MM-DD. */
  to: string;
  priceCents?: number;
  roomsLeft?: number;
  stopSell?: boolean;
  /** Null: the rate plan's minimum stay applies. */
  minStay?: number | null;
  closedToArrival?: boolean;
  closedToDeparture?: boolean;
};

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

export const ROOM_TYPE_DEFAULTS: RoomTypeInput = { name: "", description: "", beds: "", sizeSqm: null, maxAdults: 2, maxChildren: 0, amenities: [] };

export const RATE_PLAN_DEFAULTS: RatePlanInput = {
  name: "",
  board: "room_only",
  freeCancellationDays: null,
  cancellationChargePercent: 100,
  minStay: 1,
  maxStay: null,
  includedAdults: 2,
  extraAdultCents: 0,
  childCents: 0,
  childFreeUnderAge: 0,
  taxPercent: 0,
  feeCentsPerNight: 0,
};

function isWhole(value: unknown, min: number, max: number): boolean {
  return typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;
}

export function checkRoomType(input: RoomTypeInput): FieldErrors<RoomTypeInput> {
  const errors: FieldErrors<RoomTypeInput> = {};
  const name = input.name.trim();
  if (name === "") errors.name = INVENTORY_MESSAGES.roomTypeName;
  else if (name.length > 100) errors.name = INVENTORY_MESSAGES.nameLength;
  if (input.description.length > 2000) errors.description = INVENTORY_MESSAGES.descriptionLength;
  const beds = input.beds.trim();
  if (beds === "") errors.beds = INVENTORY_MESSAGES.beds;
  else if (beds.length > 100) errors.beds = INVENTORY_MESSAGES.bedsLength;
  if (input.sizeSqm !== null && !isWhole(input.sizeSqm, 1, 2000)) errors.sizeSqm = INVENTORY_MESSAGES.size;
  if (!isWhole(input.maxAdults, 1, 20)) errors.maxAdults = INVENTORY_MESSAGES.maxAdults;
  if (!isWhole(input.maxChildren, 0, 20)) errors.maxChildren = INVENTORY_MESSAGES.maxChildren;
  if (input.amenities.length > 30 || input.amenities.some((amenity) => amenity.trim() === "" || amenity.length > 60)) errors.amenities = INVENTORY_MESSAGES.amenities;
  return errors;
}

export function checkRatePlan(input: RatePlanInput): FieldErrors<RatePlanInput> {
  const errors: FieldErrors<RatePlanInput> = {};
  const name = input.name.trim();
  if (name === "") errors.name = INVENTORY_MESSAGES.rateName;
  else if (name.length > 100) errors.name = INVENTORY_MESSAGES.nameLength;
  if (!(input.board in BOARDS)) errors.board = INVENTORY_MESSAGES.board;
  if (input.freeCancellationDays !== null && !isWhole(input.freeCancellationDays, 0, 365)) errors.freeCancellationDays = INVENTORY_MESSAGES.freeCancellationDays;
  if (!isWhole(input.cancellationChargePercent, 0, 100)) errors.cancellationChargePercent = INVENTORY_MESSAGES.cancellationCharge;
  if (!isWhole(input.minStay, 1, 365)) errors.minStay = INVENTORY_MESSAGES.minStay;
  else if (input.maxStay !== null && !isWhole(input.maxStay, input.minStay, 365)) errors.maxStay = INVENTORY_MESSAGES.maxStay;
  if (input.maxStay !== null && !isWhole(input.maxStay, 1, 365)) errors.maxStay = INVENTORY_MESSAGES.maxStay;
  if (!isWhole(input.includedAdults, 1, 20)) errors.includedAdults = INVENTORY_MESSAGES.includedAdults;
  if (!isWhole(input.extraAdultCents, 0, MAX_GUEST_CENTS)) errors.extraAdultCents = INVENTORY_MESSAGES.guestCents;
  if (!isWhole(input.childCents, 0, MAX_GUEST_CENTS)) errors.childCents = INVENTORY_MESSAGES.guestCents;
  if (!isWhole(input.childFreeUnderAge, 0, 18)) errors.childFreeUnderAge = INVENTORY_MESSAGES.childFreeUnderAge;
  if (!isWhole(input.taxPercent, 0, 100)) errors.taxPercent = INVENTORY_MESSAGES.taxPercent;
  if (!isWhole(input.feeCentsPerNight, 0, MAX_GUEST_CENTS)) errors.feeCentsPerNight = INVENTORY_MESSAGES.feeCents;
  return errors;
}

/** Days from one calendar day to another (UTC; both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The calendar day `days` after `day` (YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Every night from `from` to `to`, both included. */
export function nightsOf(from: string, to: string): string[] {
  const count = daysBetween(from, to) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, index) => addDays(from, index));
}

/** Checks a calendar change; `today` is YYYY-MM-DD. */
export function checkInventoryRange(input: Omit<InventoryRangeInput, "ratePlanId">, today: string): FieldErrors<InventoryRangeInput> {
  const errors: FieldErrors<InventoryRangeInput> = {};
  const fromMessage = calendarDateMessage(input.from);
  const toMessage = calendarDateMessage(input.to);
  if (fromMessage) errors.from = fromMessage;
  else if (input.from < today) errors.from = INVENTORY_MESSAGES.pastDate;
  if (toMessage) errors.to = toMessage;
  else if (!fromMessage && input.to < input.from) errors.to = INVENTORY_MESSAGES.rangeOrder;
  else if (!fromMessage && daysBetween(input.from, input.to) + 1 > MAX_RANGE_NIGHTS) errors.to = INVENTORY_MESSAGES.rangeLength;
  if (input.priceCents !== undefined && !isWhole(input.priceCents, 0, MAX_NIGHT_PRICE_CENTS)) errors.priceCents = INVENTORY_MESSAGES.price;
  if (input.roomsLeft !== undefined && !isWhole(input.roomsLeft, 0, MAX_ROOMS_LEFT)) errors.roomsLeft = INVENTORY_MESSAGES.roomsLeft;
  if (input.minStay !== undefined && input.minStay !== null && !isWhole(input.minStay, 1, 365)) errors.minStay = INVENTORY_MESSAGES.minStay;
  const changes = [input.priceCents, input.roomsLeft, input.stopSell, input.minStay, input.closedToArrival, input.closedToDeparture];
  if (changes.every((change) => change === undefined) && Object.keys(errors).length === 0) errors.priceCents = INVENTORY_MESSAGES.nothingToChange;
  return errors;
}

/** "2026-12" → the month's first and last day. */
export function monthBounds(month: string): { first: string; last: string } {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const first = `${month}-01`;
  const last = new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
  return { first, last };
}
