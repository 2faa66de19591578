import { sql } from "drizzle-orm";
import type { Board } from "../../../core/booking/inventory-rules";
import { priceStay, type InventoryNight, type RatePlanTerms } from "../../../core/booking/stay-price";
import type { HotelAvailability, HotelAvailabilitySupplier, OfferFilter, RoomRate, StayQuery, UnavailableRoom } from "../../adapters/hotel-supply/hotel-supplier";
import type { Database } from "../../db/client";
import type { Clock } from "../../kernel/clock";
import { catalogueCacheKey, type CatalogueCache } from "../catalogue/catalogue-cache";
import { daysBetween, stayNights } from "../../../core/booking/stay-dates";
import { ratePlans, roomTypes } from "../../db/schema/inventory";
import { epochDay, idArray, nightsOf, readNightSpans } from "./inventory-nights";
import type { NightsStore } from "./inventory-nights-store";
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
 * check-out day included (closed to departure): from the nights store when one is given (a
 * search), else from the table.
 */
async function loadNights(db: Database, where: { listingIds: number[] } | { ratePlanId: number }, stay: StayQuery, store?: NightsStore): Promise<Map<number, InventoryNight[]>> {
  const firstDay = epochDay(stay.checkIn);
  const lastDay = epochDay(stay.checkOut);
  const spans = store && "listingIds" in where ? await store.read(where.listingIds, firstDay, lastDay) : await readNightSpans(db, where, firstDay, lastDay);
  // Check-in up to check-out, both included.
  const days = [...stayNights(stay.checkIn, stay.checkOut), stay.checkOut];
  const byPlan = new Map<number, InventoryNight[]>();
  for (const span of spans) byPlan.set(span.ratePlanId, nightsOf(span, firstDay, days));
  return byPlan;
}

/** Plans and their nights, read together. */
async function loadOffers(
  db: Database,
  where: { listingIds: number[] } | { ratePlanId: number },
  stay: StayQuery,
  plansOf: (where: { listingIds: number[] } | { ratePlanId: number }) => Promise<PlanRow[]> = (plansWhere) => loadPlans(db, plansWhere),
  store?: NightsStore,
): Promise<Offer[]> {
  const [plans, nights] = await Promise.all([plansOf(where), loadNights(db, where, stay, store)]);
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
export function ownInventorySupplier(db: Database, clock: Clock, cache?: CatalogueCache, nights?: NightsStore): HotelAvailabilitySupplier {
  // A search's or a hotel's rate plans (terms and room types) and nights may be kept between
  // searches: an inventory change clears the catalogue cache and the nights store. The price
  // check reads them fresh.
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
      for (const priced of (await loadOffers(db, { listingIds }, stay, searchPlans, nights)).map((offer) => price(offer, stay, ahead, false))) {
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
      const priced = (await loadOffers(db, { listingIds: [listingId] }, stay, searchPlans, nights)).map((offer) => price(offer, stay, ahead));
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
