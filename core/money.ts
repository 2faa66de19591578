/**
 * Money as the product shows and reads it (decision 015: amounts are integer cents, in one
 * currency). Kept apart from the prices (pricing.ts) so a page that only shows an amount loads
 * only this.
 */
import { formatCount } from "./counts";

export const CURRENCY = "USD" as const;
export type Currency = typeof CURRENCY;

export function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not an amount of cents: ${cents}`);
}

export type MoneyFormat = {
  /** Round half up to whole dollars ('$1,251' for 125050 cents), as listing prices and the seed's texts show them. */
  wholeDollars?: boolean;
  /** ISO 4217 code of an offer's price; anything but USD is shown with its own symbol ('€1,500'). */
  currency?: string;
};

/**
 * The one money formatter (decision 015: amounts are integer cents): '$1,500', '$56.25', '$0', cents
 * only when there are some (docs/product.md: prices in dollars). Browser and server both use it.
 */
export function formatDollars(cents: number, options: MoneyFormat = {}): string {
  assertCents(cents);
  const amount = options.wholeDollars ? Math.floor((cents + 50) / 100) * 100 : cents;
  if (options.currency !== undefined && options.currency !== CURRENCY) {
    return new Intl.NumberFormat("en-US", { style: "currency", currency: options.currency, maximumFractionDigits: amount % 100 === 0 ? 0 : 2 }).format(amount / 100);
  }
  const whole = formatCount(Math.floor(amount / 100));
  const rest = amount % 100;
  return rest === 0 ? `$${whole}` : `$${whole}.${rest.toString().padStart(2, "0")}`;
}

/**
 * A dollar amount as a client sends it (docs/product.md §7: 100, 199, 540, '56.25') in cents; undefined
 * for anything that is not a plain non-negative amount with at most two decimals.
 */
export function parseDollars(value: unknown): number | undefined {
  const text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : typeof value === "string" ? value.trim() : "";
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}
