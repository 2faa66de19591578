import { sql } from "drizzle-orm";
import type { InventoryNight } from "../../../core/booking/stay-price";
import type { Database } from "../../db/client";
import { inventoryNights } from "../../db/schema/inventory";

/**
 * Reading a hotel's nights (price, rooms left, restrictions per rate plan and day) from
 * inventory_nights, as compact spans of typed arrays: one slot a day, NaN price for a day without
 * a row. The own inventory's supplier reads them fresh for a price check and through the nights
 * store (inventory-nights-store.ts) for searches.
 */

/** The nights of one rate plan over a run of days. */
export type NightSpan = {
  listingId: number;
  ratePlanId: number;
  /** The span's first day, as days since 1970-01-01. */
  firstDay: number;
  /** Cents a day, NaN where the plan has no night. */
  price: Float64Array;
  /** Flags, rooms left and minimum stay a day, packed as below. */
  packed: Int32Array;
};

/** The flags of a night: stop-sell 1, closed to arrival 2, closed to departure 4. */
const STOP_SELL = 1;
const CLOSED_TO_ARRIVAL = 2;
const CLOSED_TO_DEPARTURE = 4;
/** Rooms left as packed: at most 1023 (the hotels' editor allows 999; MAX_ROOMS_LEFT). */
const ROOMS_SPAN = 1024;
/** A minimum stay as packed: 1 to 365 nights, 0 for none. */
const MIN_STAY_SPAN = 512;

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a YYYY-MM-DD day. */
export function epochDay(date: string): number {
  return Math.round(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS);
}

/** The YYYY-MM-DD of days since 1970-01-01. */
export function dayOf(epoch: number): string {
  return new Date(epoch * DAY_MS).toISOString().slice(0, 10);
}

/** Ids as one array parameter (`= any(...)`): one bind value, however many hotels. */
export const idArray = (ids: number[]) => sql`${`{${ids.join(",")}}`}::int[]`;

/**
 * The query's one row: for each plan "listing:plan:" and its nights, joined by "|"; a plan's
 * nights are "packed,price" a night, joined by ";", where
 * packed = ((day × 8 + flags) × 1024 + rooms left) × 512 + minimum stay (0 for none), the day
 * counted from the span's first. One row of numbers as text: a row a plan costs the embedded
 * database a protocol message each, and five columns a night cost more to convert than the scan.
 */
type SpansRow = { plans: string | null };

/**
 * The nights of the given hotels' plans (or of one plan) from `firstDay` to `lastDay`, both
 * included (days since 1970-01-01), through inventory_nights (listing_id, night) or its key.
 * A plan without a night in the run has no span.
 */
export async function readNightSpans(db: Database, where: { listingIds: number[] } | { ratePlanId: number }, firstDay: number, lastDay: number): Promise<NightSpan[]> {
  const nightsWhere = "listingIds" in where ? sql`n.listing_id = any(${idArray(where.listingIds)})` : sql`n.rate_plan_id = ${where.ratePlanId}`;
  const from = dayOf(firstDay);
  const result = (await db.execute(sql`
    select string_agg(plan.listing_id || ':' || plan.rate_plan_id || ':' || plan.nights, '|') as "plans"
    from (
      select n.listing_id, n.rate_plan_id,
        string_agg(
          ((((n.night - ${from}::date)::int8 * 8
            + n.stop_sell::int * ${STOP_SELL} + n.closed_to_arrival::int * ${CLOSED_TO_ARRIVAL} + n.closed_to_departure::int * ${CLOSED_TO_DEPARTURE})
            * ${ROOMS_SPAN} + least(n.rooms_left, ${ROOMS_SPAN - 1})) * ${MIN_STAY_SPAN} + coalesce(n.min_stay, 0)) || ',' || n.price_cents,
          ';') as nights
      from ${inventoryNights} n
      where ${nightsWhere} and n.night between ${from}::date and ${dayOf(lastDay)}::date
      group by n.listing_id, n.rate_plan_id
    ) plan
  `)) as unknown as { rows: SpansRow[] };
  const text = result.rows[0]?.plans;
  if (!text) return [];
  const length = lastDay - firstDay + 1;
  const spans: NightSpan[] = [];
  for (const plan of text.split("|")) {
    const first = plan.indexOf(":");
    const second = plan.indexOf(":", first + 1);
    const price = new Float64Array(length).fill(Number.NaN);
    const packed = new Int32Array(length);
    for (const entry of plan.slice(second + 1).split(";")) {
      const comma = entry.indexOf(",");
      const value = Number(entry.slice(0, comma));
      const day = Math.floor(value / (8 * ROOMS_SPAN * MIN_STAY_SPAN));
      packed[day] = value - day * 8 * ROOMS_SPAN * MIN_STAY_SPAN;
      price[day] = Number(entry.slice(comma + 1));
    }
    spans.push({ listingId: Number(plan.slice(0, first)), ratePlanId: Number(plan.slice(first + 1, second)), firstDay, price, packed });
  }
  return spans;
}

/**
 * The nights a span holds of `days` (consecutive YYYY-MM-DD from `firstDay`, days since
 * 1970-01-01), as pricing reads them; days the plan has no night for are left out.
 */
export function nightsOf(span: NightSpan, firstDay: number, days: readonly string[]): InventoryNight[] {
  const nights: InventoryNight[] = [];
  const offset = firstDay - span.firstDay;
  for (let index = 0; index < days.length; index++) {
    const slot = offset + index;
    if (slot < 0 || slot >= span.price.length) continue;
    const priceCents = span.price[slot]!;
    if (Number.isNaN(priceCents)) continue;
    let packed = span.packed[slot]!;
    const minStay = packed % MIN_STAY_SPAN;
    packed = (packed - minStay) / MIN_STAY_SPAN;
    const roomsLeft = packed % ROOMS_SPAN;
    const flags = (packed - roomsLeft) / ROOMS_SPAN;
    nights.push({
      night: days[index]!,
      priceCents,
      roomsLeft,
      stopSell: (flags & STOP_SELL) !== 0,
      closedToArrival: (flags & CLOSED_TO_ARRIVAL) !== 0,
      closedToDeparture: (flags & CLOSED_TO_DEPARTURE) !== 0,
      minStay: minStay === 0 ? null : minStay,
    });
  }
  return nights;
}
