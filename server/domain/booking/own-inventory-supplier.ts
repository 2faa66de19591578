import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Board } from "../../../core/booking/inventory-rules";
import { priceStay, type InventoryNight, type RatePlanTerms } from "../../../core/booking/stay-price";
import type { HotelAvailability, HotelAvailabilitySupplier, OfferFilter, RoomRate, StayQuery, UnavailableRoom } from "../../adapters/hotel-supply/hotel-supplier";
import type { Database } from "../../db/client";
import type { Clock } from "../../kernel/clock";
import { addDays } from "../../../core/booking/stay-dates";
import { inventoryNights, ratePlans, roomTypes } from "../../db/schema/inventory";
import { decodeRateKey, encodeRateKey } from "./rate-key";

/** The own inventory's supplier name, as `hotel_suppliers.supplier` would say it (it never does: no row means this one). */
export const OWN_INVENTORY = "amora";

/** The easternmost time zone (UTC+14): the first place where a day ends. */
const LATEST_OFFSET_MS = 14 * 3_600_000;

/** What pricing reads of a rate plan (core/booking/stay-price.ts) and what an offer shows of it. */
type PlanTerms = RatePlanTerms & {
  name: string;
  board: Board;
  freeCancellationDays: number | null;
  cancellationChargePercent: number;
};

/** One (room type, rate plan) of a hotel with the nights the stay reads, from one query. */
type Offer = {
  listingId: number;
  ratePlanId: number;
  roomTypeId: number;
  roomName: string;
  maxAdults: number;
  maxChildren: number;
  plan: PlanTerms;
  nights: InventoryNight[];
};

/** A night as the offers' query writes it: [night, price, rooms left, stop-sell, closed to arrival, closed to departure, min stay]. */
type NightTuple = [string, number, number, boolean, boolean, boolean, number | null];

/**
 * Every rate plan of the given hotels (or the one plan) with its room type and its nights from
 * check-in to check-out, the check-out day included (closed to departure): one query, one row a
 * plan with its nights as one compact JSON array (a city's search reads hundreds of plans; a row
 * a night and every column would cost more to send and parse than to price). The nights come
 * through the (rate_plan_id, night) key.
 */
async function loadOffers(db: Database, where: { listingIds: number[] } | { ratePlanId: number }, stay: StayQuery): Promise<Offer[]> {
  // The room types are narrowed by their hotels too, so they are read through their own index.
  const plans =
    "listingIds" in where ? and(inArray(ratePlans.listingId, where.listingIds), inArray(roomTypes.listingId, where.listingIds)) : eq(ratePlans.id, where.ratePlanId);
  const nights = sql<NightTuple[] | null>`(
    select json_agg(json_build_array(${inventoryNights.night}, ${inventoryNights.priceCents}, ${inventoryNights.roomsLeft}, ${inventoryNights.stopSell},
      ${inventoryNights.closedToArrival}, ${inventoryNights.closedToDeparture}, ${inventoryNights.minStay}) order by ${inventoryNights.night})
    from ${inventoryNights}
    where ${inventoryNights.ratePlanId} = ${ratePlans.id} and ${inventoryNights.night} between ${stay.checkIn} and ${stay.checkOut}
  )`;
  const rows = await db
    .select({
      id: ratePlans.id,
      listingId: ratePlans.listingId,
      roomTypeId: roomTypes.id,
      roomName: roomTypes.name,
      maxAdults: roomTypes.maxAdults,
      maxChildren: roomTypes.maxChildren,
      name: ratePlans.name,
      board: ratePlans.board,
      freeCancellationDays: ratePlans.freeCancellationDays,
      cancellationChargePercent: ratePlans.cancellationChargePercent,
      minStay: ratePlans.minStay,
      maxStay: ratePlans.maxStay,
      includedAdults: ratePlans.includedAdults,
      extraAdultCents: ratePlans.extraAdultCents,
      childCents: ratePlans.childCents,
      childFreeUnderAge: ratePlans.childFreeUnderAge,
      taxPercent: ratePlans.taxPercent,
      feeCentsPerNight: ratePlans.feeCentsPerNight,
      nights,
    })
    .from(ratePlans)
    .innerJoin(roomTypes, eq(roomTypes.id, ratePlans.roomTypeId))
    .where(plans)
    .orderBy(asc(ratePlans.listingId), asc(roomTypes.position), asc(roomTypes.id), asc(ratePlans.position), asc(ratePlans.id));
  return rows.map(({ id, listingId, roomTypeId, roomName, maxAdults, maxChildren, nights: tuples, ...plan }) => ({
    listingId,
    ratePlanId: id,
    roomTypeId,
    roomName,
    maxAdults,
    maxChildren,
    plan,
    nights: (tuples ?? []).map(([night, priceCents, roomsLeft, stopSell, closedToArrival, closedToDeparture, minStay]) => ({
      night,
      priceCents,
      roomsLeft,
      stopSell,
      closedToArrival,
      closedToDeparture,
      minStay,
    })),
  }));
}

type Priced = { offer: Offer; rate: RoomRate } | { offer: Offer; reason: string };

/**
 * The terms an offer can still be sold with: a free period whose last day is already over (at the
 * latest clock on Earth, UTC+14, so a hotel's day is never past when we promise it) is no longer
 * free, as a bed bank reports it too (decision 030).
 */
function termsNow(freeCancellationDays: number | null, chargePercent: number, checkIn: string, latestToday: string) {
  if (freeCancellationDays !== null && addDays(checkIn, -freeCancellationDays) < latestToday) return { freeCancellationDays: null, chargePercent };
  return { freeCancellationDays, chargePercent };
}

function price(offer: Offer, stay: StayQuery, latestToday: string): Priced {
  const { plan } = offer;
  const result = priceStay({
    plan: {
      minStay: plan.minStay,
      maxStay: plan.maxStay,
      includedAdults: plan.includedAdults,
      extraAdultCents: plan.extraAdultCents,
      childCents: plan.childCents,
      childFreeUnderAge: plan.childFreeUnderAge,
      taxPercent: plan.taxPercent,
      feeCentsPerNight: plan.feeCentsPerNight,
    },
    room: { maxAdults: offer.maxAdults, maxChildren: offer.maxChildren },
    stay: { checkIn: stay.checkIn, checkOut: stay.checkOut, occupancy: stay.occupancy },
    nights: offer.nights,
  });
  if (!result.ok) return { offer, reason: result.message };
  return {
    offer,
    rate: {
      rateKey: encodeRateKey({ ratePlanId: offer.ratePlanId, stay }),
      roomTypeId: String(offer.roomTypeId),
      roomName: offer.roomName,
      ratePlanName: plan.name,
      board: plan.board,
      cancellation: termsNow(plan.freeCancellationDays, plan.cancellationChargePercent, stay.checkIn, latestToday),
      nightly: result.nightly,
      roomCents: result.roomCents,
      taxCents: result.taxCents,
      feeCents: result.feeCents,
      totalCents: result.totalCents,
      roomsLeft: result.roomsLeft,
    },
  };
}

/** The own inventory's hotel ids are listing ids, written as decimal text. */
function listingIdOf(hotelId: string): number | null {
  return /^[1-9]\d{0,8}$/.test(hotelId) ? Number(hotelId) : null;
}

const cheaper = (a: RoomRate, b: RoomRate) => a.totalCents - b.totalCents;

const cancelsFree = ({ cancellation }: RoomRate) => cancellation.freeCancellationDays !== null || cancellation.chargePercent === 0;

function wanted(rate: RoomRate, only: OfferFilter | undefined): boolean {
  if (only?.boards && only.boards.length > 0 && !only.boards.includes(rate.board)) return false;
  return !only?.freeCancellationOnly || cancelsFree(rate);
}

/**
 * Amora's own inventory (decision 029) as a supplier: hotels run their room types, rate plans and
 * nights from the dashboard, and each offer is priced with core/booking/stay-price.ts.
 */
export function ownInventorySupplier(db: Database, clock: Clock): HotelAvailabilitySupplier {
  const latestToday = () => new Date(clock.now().getTime() + LATEST_OFFSET_MS).toISOString().slice(0, 10);
  return {
    name: OWN_INVENTORY,

    async searchAvailability(hotelIds, stay, only) {
      const listingIds = [...new Set(hotelIds.map(listingIdOf).filter((id): id is number => id !== null))];
      if (listingIds.length === 0) return [];
      const byHotel = new Map<number, RoomRate[]>();
      for (const priced of (await loadOffers(db, { listingIds }, stay)).map((offer) => price(offer, stay, latestToday()))) {
        if (!("rate" in priced) || !wanted(priced.rate, only)) continue;
        const rates = byHotel.get(priced.offer.listingId) ?? [];
        rates.push(priced.rate);
        byHotel.set(priced.offer.listingId, rates);
      }
      const found: HotelAvailability[] = [];
      for (const [listingId, rates] of byHotel) {
        const [cheapest] = [...rates].sort(cheaper);
        if (!cheapest) continue;
        found.push({
          hotelId: String(listingId),
          cheapest,
          hasFreeCancellation: rates.some(cancelsFree),
          boards: [...new Set(rates.map((rate) => rate.board))],
        });
      }
      return found;
    },

    async roomsAndRates(hotelId, stay) {
      const listingId = listingIdOf(hotelId);
      if (listingId === null) return { rates: [], unavailable: [] };
      const priced = (await loadOffers(db, { listingIds: [listingId] }, stay)).map((offer) => price(offer, stay, latestToday()));
      const rates = priced.flatMap((entry) => ("rate" in entry ? [entry.rate] : []));
      const sellable = new Set(rates.map((rate) => rate.roomTypeId));
      // A room type none of whose rate plans can be sold for the stay, with its first plan's reason.
      const unavailable = new Map<string, UnavailableRoom>();
      for (const entry of priced) {
        const roomTypeId = String(entry.offer.roomTypeId);
        if ("reason" in entry && !sellable.has(roomTypeId) && !unavailable.has(roomTypeId)) {
          unavailable.set(roomTypeId, { roomTypeId, roomName: entry.offer.roomName, reason: entry.reason });
        }
      }
      return { rates, unavailable: [...unavailable.values()] };
    },

    async priceCheck(rateKey) {
      const key = decodeRateKey(rateKey);
      if (!key) return null;
      const [offer] = await loadOffers(db, { ratePlanId: key.ratePlanId }, key.stay);
      if (!offer) return null;
      const priced = price(offer, key.stay, latestToday());
      return "rate" in priced ? priced.rate : null;
    },
  };
}
