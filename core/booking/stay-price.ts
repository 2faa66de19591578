/**
 * The price of a stay on one rate plan (decision 029), from the plan's terms, the room type's
 * capacity and the plan's nights: each night's price plus extra adults and paying children, taxes
 * in percent of the room price and fees a night, shown apart. Integer cents throughout. When the
 * stay cannot be sold, the reason and the words a couple reads.
 */
import { assertCents } from "../money";
import type { Occupancy } from "./occupancy";
import { daysBetween, formatDayMonth, nightsText, stayNights } from "./stay-dates";

/** A rate plan's terms, as in `rate_plans` (a row fits). */
export type RatePlanTerms = {
  minStay: number;
  maxStay: number | null;
  includedAdults: number;
  extraAdultCents: number;
  childCents: number;
  /** Children younger than this stay free. */
  childFreeUnderAge: number;
  taxPercent: number;
  feeCentsPerNight: number;
};

/** A room type's capacity, as in `room_types` (a row fits). */
export type RoomCapacity = { maxAdults: number; maxChildren: number };

/** One night of the rate plan, as in `inventory_nights` (a row fits). */
export type InventoryNight = {
  night: string;
  priceCents: number;
  roomsLeft: number;
  stopSell: boolean;
  closedToArrival: boolean;
  closedToDeparture: boolean;
  /** A stay arriving this night must be at least this long (the plan's when null). */
  minStay: number | null;
};

export type PriceStayInput = {
  plan: RatePlanTerms;
  room: RoomCapacity;
  stay: { checkIn: string; checkOut: string; occupancy: Occupancy };
  /**
   * The plan's nights from check-in to the day before check-out; a night that is missing is not on
   * sale. The check-out day's row may be given too: its `closedToDeparture` is read.
   */
  nights: InventoryNight[];
};

export type StayPriceRefusal = "occupancy" | "sold_out" | "not_on_sale" | "min_stay" | "max_stay" | "closed_to_arrival" | "closed_to_departure";

export type StayPrice =
  | {
      ok: true;
      nightly: { night: string; cents: number }[];
      /** The nights' sum, guests included, before taxes and fees. */
      roomCents: number;
      taxCents: number;
      feeCents: number;
      totalCents: number;
      /** The fewest rooms left over the nights. */
      roomsLeft: number;
    }
  | { ok: false; reason: StayPriceRefusal; message: string };

function refuse(reason: StayPriceRefusal, message: string): StayPrice {
  return { ok: false, reason, message };
}

function occupancyMessage(occupancy: Occupancy, room: RoomCapacity): string | null {
  if (occupancy.adults > room.maxAdults) return room.maxAdults === 1 ? "Sleeps 1 adult at most" : `Sleeps ${room.maxAdults} adults at most`;
  if (occupancy.childAges.length > room.maxChildren) {
    if (room.maxChildren === 0) return "For adults only: no children in this room";
    return room.maxChildren === 1 ? "Sleeps 1 child at most" : `Sleeps ${room.maxChildren} children at most`;
  }
  return null;
}

/**
 * Prices a stay, or says why it cannot be sold. The checks run in this order: the guests, then
 * each night in turn (missing or stop-sell: not on sale; no rooms left: sold out), then the
 * stay's length (the arrival night's minimum, else the plan's; the plan's maximum), then arrival
 * and departure.
 */
export function priceStay(input: PriceStayInput): StayPrice {
  const { plan, room, stay } = input;
  const nightCount = daysBetween(stay.checkIn, stay.checkOut);
  if (nightCount < 1) throw new RangeError(`Check-out ${stay.checkOut} is not after check-in ${stay.checkIn}`);

  const occupancy = occupancyMessage(stay.occupancy, room);
  if (occupancy !== null) return refuse("occupancy", occupancy);

  const byNight = new Map(input.nights.map((row) => [row.night, row]));
  const extraAdults = Math.max(0, stay.occupancy.adults - plan.includedAdults);
  const payingChildren = stay.occupancy.childAges.filter((age) => age >= plan.childFreeUnderAge).length;
  const guestCents = extraAdults * plan.extraAdultCents + payingChildren * plan.childCents;

  const nightly: { night: string; cents: number }[] = [];
  let roomsLeft = Number.POSITIVE_INFINITY;
  for (const night of stayNights(stay.checkIn, stay.checkOut)) {
    const row = byNight.get(night);
    if (row === undefined || row.stopSell) return refuse("not_on_sale", `Not available on ${formatDayMonth(night)}`);
    if (row.roomsLeft <= 0) return refuse("sold_out", `Sold out on ${formatDayMonth(night)}`);
    assertCents(row.priceCents);
    nightly.push({ night, cents: row.priceCents + guestCents });
    roomsLeft = Math.min(roomsLeft, row.roomsLeft);
  }

  const arrival = byNight.get(stay.checkIn);
  const nightMinStay = arrival?.minStay ?? null;
  const minStay = nightMinStay ?? plan.minStay;
  if (nightCount < minStay) {
    return refuse("min_stay", nightMinStay === null ? `Minimum stay ${nightsText(minStay)}` : `Minimum stay ${nightsText(minStay)} from this date`);
  }
  if (plan.maxStay !== null && nightCount > plan.maxStay) return refuse("max_stay", `Maximum stay ${nightsText(plan.maxStay)}`);
  if (arrival?.closedToArrival) return refuse("closed_to_arrival", `No arrivals on ${formatDayMonth(stay.checkIn)}: choose another check-in date`);
  if (byNight.get(stay.checkOut)?.closedToDeparture) {
    return refuse("closed_to_departure", `No departures on ${formatDayMonth(stay.checkOut)}: choose another check-out date`);
  }

  const roomCents = nightly.reduce((sum, { cents }) => sum + cents, 0);
  // Round half up: a tax of 12.5 cents is 13.
  const taxCents = Math.floor((roomCents * plan.taxPercent + 50) / 100);
  const feeCents = plan.feeCentsPerNight * nightCount;
  const totalCents = roomCents + taxCents + feeCents;
  assertCents(totalCents);
  return { ok: true, nightly, roomCents, taxCents, feeCents, totalCents, roomsLeft };
}
