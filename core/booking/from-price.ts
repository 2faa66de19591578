/**
 * A hotel's "From $price" (decision 029): the lowest nightly price on sale in the coming months.
 * The server's SQL (server/domain/booking/from-price.ts) computes the same for many hotels at once.
 */
import { addMonths } from "./stay-dates";
import type { InventoryNight } from "./stay-price";

/** How far ahead the From price looks, in months. */
export const FROM_PRICE_MONTHS = 6;

export type FromPriceWindow = {
  /** The hotel's day, YYYY-MM-DD: earlier nights are past. */
  today: string;
  /** The window ends the same day this many months later (the month's last day when shorter), exclusive. */
  months?: number;
};

/**
 * The lowest nightly price (cents) among the nights on sale (rooms left, not stop-sell) from today
 * to `months` months later, or null when none is.
 */
export function lowestFromPrice(nights: readonly Pick<InventoryNight, "night" | "priceCents" | "roomsLeft" | "stopSell">[], window: FromPriceWindow): number | null {
  const end = addMonths(window.today, window.months ?? FROM_PRICE_MONTHS);
  let lowest: number | null = null;
  for (const { night, priceCents, roomsLeft, stopSell } of nights) {
    if (night < window.today || night >= end || roomsLeft <= 0 || stopSell) continue;
    if (lowest === null || priceCents < lowest) lowest = priceCents;
  }
  return lowest;
}
