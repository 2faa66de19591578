import { sql } from "drizzle-orm";
import type { Board } from "../../../core/booking/inventory-rules";
import { priceStay, type InventoryNight, type RatePlanTerms } from "../../../core/booking/stay-price";
import type { HotelAvailability, HotelAvailabilitySupplier, OfferFilter, RoomRate, StayQuery, UnavailableRoom } from "../../adapters/hotel-supply/hotel-supplier";
import type { Database } from "../../db/client";
import type { Clock } from "../../kernel/clock";
import { catalogueCacheKey, type CatalogueCache } from "../catalogue/catalogue-cache";
import { daysBetween, stayNights } from "../../../core/booking/stay-dates";
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

/** One (room type, rate plan) of a hotel with the nights the stay reads. */
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

/** A rate plan as the offers' first query reads it: its terms and its room type. */
type PlanRow = PlanTerms & {
  ratePlanId: number;
  listingId: number;
  roomTypeId: number;
  roomName: string;
  maxAdults: number;
  maxChildren: number;
};

/**
 * The nights' query's one row: for each plan "id:" and its nights, joined by "|"; a plan's
 * nights are "packed,price" a night, joined by ";", where
 * packed = ((day × 8 + flags) × 1024 + rooms left) × 512 + minimum stay (0 for none); day counts
 * from check-in. One number and the price a night: converting five numbers to text a night cost
 * more than the whole scan, on the embedded database above all.
 */
type NightsRows = { plans: string | null };

/** Ids as one array parameter (`= any(...)`): one bind value, however many hotels. */
const idArray = (ids: number[]) => sql`${`{${ids.join(",")}}`}::int[]`;

/** The flags of a night: stop-sell 1, closed to arrival 2, closed to departure 4. */
const STOP_SELL = 1;
const CLOSED_TO_ARRIVAL = 2;
const CLOSED_TO_DEPARTURE = 4;
/** Rooms left as packed: at most 1023 (the hotels' editor allows 999; MAX_ROOMS_LEFT). */
const ROOMS_SPAN = 1024;
/** A minimum stay as packed: 1 to 365 nights, 0 for none. */
const MIN_STAY_SPAN = 512;

function readNights(text: string, days: readonly string[]): InventoryNight[] {
  const nights: InventoryNight[] = [];
  for (const entry of text.split(";")) {
    const comma = entry.indexOf(",");
    let packed = Number(entry.slice(0, comma));
    const minStay = packed % MIN_STAY_SPAN;
    packed = (packed - minStay) / MIN_STAY_SPAN;
    const roomsLeft = packed % ROOMS_SPAN;
    packed = (packed - roomsLeft) / ROOMS_SPAN;
    const flags = packed % 8;
    nights.push({
      night: days[(packed - flags) / 8] ?? "",
      priceCents: Number(entry.slice(comma + 1)),
      roomsLeft,
      stopSell: (flags & STOP_SELL) !== 0,
      closedToArrival: (flags & CLOSED_TO_ARRIVAL) !== 0,
      closedToDeparture: (flags & CLOSED_TO_DEPARTURE) !== 0,
      minStay: minStay === 0 ? null : minStay,
    });
  }
  return nights;
}

/**
 * The rate plans of the given hotels (or the one plan) with their room types, through
 * rate_plans (listing_id) and room_types (listing_id). Plain SQL, not the query builder: a city's
 * search reads hundreds of plans, and the builder's per-parameter and per-column work costs more
 * than the pricing.
 */
async function loadPlans(db: Database, where: { listingIds: number[] } | { ratePlanId: number }): Promise<PlanRow[]> {
  const plansWhere =
    "listingIds" in where ? sql`p.listing_id = any(${idArray(where.listingIds)}) and r.listing_id = any(${idArray(where.listingIds)})` : sql`p.id = ${where.ratePlanId}`;
  const result = (await db.execute(sql`
    select p.id as "ratePlanId", p.listing_id as "listingId", r.id as "roomTypeId", r.name as "roomName",
      r.max_adults as "maxAdults", r.max_children as "maxChildren",
      p.name, p.board, p.free_cancellation_days as "freeCancellationDays", p.cancellation_charge_percent as "cancellationChargePercent",
      p.min_stay as "minStay", p.max_stay as "maxStay", p.included_adults as "includedAdults", p.extra_adult_cents as "extraAdultCents",
      p.child_cents as "childCents", p.child_free_under_age as "childFreeUnderAge", p.tax_percent as "taxPercent",
      p.fee_cents_per_night as "feeCentsPerNight"
    from ${ratePlans} p
    join ${roomTypes} r on r.id = p.room_type_id
    where ${plansWhere}
    order by p.listing_id, r.position, r.id, p.position, p.id
  `)) as unknown as { rows: PlanRow[] };
  return result.rows;
}

/**
 * The nights of the given hotels' plans (or the one plan) from check-in to check-out, the
 * check-out day included (closed to departure), through inventory_nights (listing_id, night) or
 * its key: one text for all (NightsRows), as thousands of night rows cost more to decode than
 * to price.
 */
async function loadNights(db: Database, where: { listingIds: number[] } | { ratePlanId: number }, stay: StayQuery): Promise<Map<number, InventoryNight[]>> {
  const nightsWhere = "listingIds" in where ? sql`n.listing_id = any(${idArray(where.listingIds)})` : sql`n.rate_plan_id = ${where.ratePlanId}`;
  // One row in all, "planId:nights|planId:nights...": a row a plan costs the embedded database a
  // protocol message each, about as much as the scan.
  const result = (await db.execute(sql`
    select string_agg(plan.rate_plan_id || ':' || plan.nights, '|') as "plans"
    from (
      select n.rate_plan_id,
        string_agg(
          ((((n.night - ${stay.checkIn}::date)::int8 * 8
            + n.stop_sell::int * ${STOP_SELL} + n.closed_to_arrival::int * ${CLOSED_TO_ARRIVAL} + n.closed_to_departure::int * ${CLOSED_TO_DEPARTURE})
            * ${ROOMS_SPAN} + least(n.rooms_left, ${ROOMS_SPAN - 1})) * ${MIN_STAY_SPAN} + coalesce(n.min_stay, 0)) || ',' || n.price_cents,
          ';' order by n.night) as nights
      from ${inventoryNights} n
      where ${nightsWhere} and n.night between ${stay.checkIn}::date and ${stay.checkOut}::date
      group by n.rate_plan_id
    ) plan
  `)) as unknown as { rows: NightsRows[] };
  // Check-in up to check-out, both included, as the query's day numbers count them.
  const days = [...stayNights(stay.checkIn, stay.checkOut), stay.checkOut];
  const byPlan = new Map<number, InventoryNight[]>();
  const text = result.rows[0]?.plans;
  if (!text) return byPlan;
  for (const plan of text.split("|")) {
    const colon = plan.indexOf(":");
    byPlan.set(Number(plan.slice(0, colon)), readNights(plan.slice(colon + 1), days));
  }
  return byPlan;
}

/** Plans and their nights, read together. */
async function loadOffers(
  db: Database,
  where: { listingIds: number[] } | { ratePlanId: number },
  stay: StayQuery,
  plansOf: (where: { listingIds: number[] } | { ratePlanId: number }) => Promise<PlanRow[]> = (plansWhere) => loadPlans(db, plansWhere),
): Promise<Offer[]> {
  const [plans, nights] = await Promise.all([plansOf(where), loadNights(db, where, stay)]);
  return plans.map(({ ratePlanId, listingId, roomTypeId, roomName, maxAdults, maxChildren, ...plan }) => ({
    listingId,
    ratePlanId,
    roomTypeId,
    roomName,
    maxAdults,
    maxChildren,
    plan,
    nights: nights.get(ratePlanId) ?? [],
  }));
}

type Priced = { offer: Offer; rate: RoomRate } | { offer: Offer; reason: string };

/**
 * The terms an offer can still be sold with: a free period whose last day is already over (at the
 * latest clock on Earth, UTC+14, so a hotel's day is never past when we promise it) is no longer
 * free, as a bed bank reports it too (decision 030).
 */
function termsNow(freeCancellationDays: number | null, chargePercent: number, daysAhead: number) {
  // The free period ends `freeCancellationDays` before check-in: over once that is before today.
  if (freeCancellationDays !== null && freeCancellationDays > daysAhead) return { freeCancellationDays: null, chargePercent };
  return { freeCancellationDays, chargePercent };
}

/**
 * `daysAhead`: days from the latest today to check-in (negative once it is past). `keyed`: false
 * leaves the rate key empty, for a search that keys only each hotel's cheapest offer.
 */
function price(offer: Offer, stay: StayQuery, daysAhead: number, keyed = true): Priced {
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
      rateKey: keyed ? encodeRateKey({ ratePlanId: offer.ratePlanId, stay }) : "",
      roomTypeId: String(offer.roomTypeId),
      roomName: offer.roomName,
      ratePlanName: plan.name,
      board: plan.board,
      cancellation: termsNow(plan.freeCancellationDays, plan.cancellationChargePercent, daysAhead),
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
export function ownInventorySupplier(db: Database, clock: Clock, cache?: CatalogueCache): HotelAvailabilitySupplier {
  // A search's or a hotel's rate plans (terms and room types, not nights) may be kept between
  // searches: an inventory change clears the catalogue cache. The price check reads them fresh.
  const searchPlans = (where: { listingIds: number[] } | { ratePlanId: number }) =>
    cache && "listingIds" in where
      ? cache.read(catalogueCacheKey("own-inventory-plans", { hotels: [...where.listingIds].sort((a, b) => a - b) }), () => loadPlans(db, where))
      : loadPlans(db, where);
  const daysAhead = (checkIn: string) => daysBetween(new Date(clock.now().getTime() + LATEST_OFFSET_MS).toISOString().slice(0, 10), checkIn);
  return {
    name: OWN_INVENTORY,

    async searchAvailability(hotelIds, stay, only) {
      const listingIds = [...new Set(hotelIds.map(listingIdOf).filter((id): id is number => id !== null))];
      if (listingIds.length === 0) return [];
      const byHotel = new Map<number, { rate: RoomRate; ratePlanId: number }[]>();
      const ahead = daysAhead(stay.checkIn);
      for (const priced of (await loadOffers(db, { listingIds }, stay, searchPlans)).map((offer) => price(offer, stay, ahead, false))) {
        if (!("rate" in priced) || !wanted(priced.rate, only)) continue;
        const rates = byHotel.get(priced.offer.listingId) ?? [];
        rates.push({ rate: priced.rate, ratePlanId: priced.offer.ratePlanId });
        byHotel.set(priced.offer.listingId, rates);
      }
      const found: HotelAvailability[] = [];
      for (const [listingId, entries] of byHotel) {
        const rates = entries.map((entry) => entry.rate);
        const [first] = [...entries].sort((a, b) => cheaper(a.rate, b.rate));
        if (!first) continue;
        const cheapest = { ...first.rate, rateKey: encodeRateKey({ ratePlanId: first.ratePlanId, stay }) };
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
      const ahead = daysAhead(stay.checkIn);
      const priced = (await loadOffers(db, { listingIds: [listingId] }, stay, searchPlans)).map((offer) => price(offer, stay, ahead));
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
      const priced = price(offer, key.stay, daysAhead(key.stay.checkIn));
      return "rate" in priced ? priced.rate : null;
    },
  };
}
