import { ACCOUNT_MESSAGES } from "./account-rules";
import { isCalendarDate } from "./calendar-date";
import { parseDollars } from "./money";
import { MARKETPLACE_AD_DURATION_DAYS } from "./pricing";

/** Field messages of the marketplace request form (docs/product.md /marketplace-request), one per rule. */
export const MARKETPLACE_POST_MESSAGES = {
  businessName: "Enter Business Name",
  email: ACCOUNT_MESSAGES.emailRequired,
  emailInvalid: ACCOUNT_MESSAGES.emailInvalid,
  title: "Enter Deal Title",
  description: "Enter Deal Description",
  destination: "Enter Destination",
  price: "Enter the deal price in dollars (for example 1200 or 1199.99)",
  priceRange: "The deal price must be more than $0 and at most $1,000,000",
  validUntil: "Enter the date the deal is valid until (YYYY-MM-DD)",
  validUntilPast: "The deal must be valid until today or a later date",
  validUntilFar: "The deal may be valid for at most 5 years from today",
  adDuration: `Select an ad duration of ${MARKETPLACE_AD_DURATION_DAYS.join(", ").replace(/, (\d+)$/, " or $1")} days`,
  featured: "The featured listing option is true or false",
  couponName: "The promo code may not be longer than 100 characters",
  couponBelowMinimum: "This promo code cannot be used on this marketplace post",
} as const;

export const MARKETPLACE_POST_LIMITS = {
  businessName: 120,
  title: 120,
  description: 5000,
  destination: 120,
  /** A deal's price per stay, in cents: $1,000,000. */
  maxDealPriceCents: 100_000_000,
  /** How far ahead a deal's last day may be. */
  maxValidYears: 5,
} as const;

/** 'YYYY-MM-DD' of a day in UTC. */
const utcDayOf = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * Why a deal's last day (a calendar date, YYYY-MM-DD) cannot be used on `now`, or null: today or
 * later, at most MARKETPLACE_POST_LIMITS.maxValidYears ahead (UTC). The request form and the
 * dashboard's editor are checked by this one rule.
 */
export function validUntilMessage(validUntil: string, now: Date): string | null {
  if (validUntil < utcDayOf(now)) return MARKETPLACE_POST_MESSAGES.validUntilPast;
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + MARKETPLACE_POST_LIMITS.maxValidYears);
  return validUntil > utcDayOf(latest) ? MARKETPLACE_POST_MESSAGES.validUntilFar : null;
}

/** A post's editable fields as the dashboard's form holds them (as typed). */
export type MarketplacePostEditValues = { title: string; description: string; destination: string; price: string; validUntil: string };

const tooLongMessage = (what: string, limit: number) => `${what} may not be longer than ${limit} characters`;

/**
 * The dashboard editor's check before sending, with the request form's messages (the server's
 * schema says the same words, and checks again). Empty when nothing is wrong.
 */
export function checkMarketplacePostEdit(values: MarketplacePostEditValues, now: Date): Partial<Record<keyof MarketplacePostEditValues, string>> {
  const errors: Partial<Record<keyof MarketplacePostEditValues, string>> = {};
  const text = (field: "title" | "description" | "destination", missing: string, what: string, limit: number) => {
    const value = values[field].trim();
    if (value === "") errors[field] = missing;
    else if (value.length > limit) errors[field] = tooLongMessage(what, limit);
  };
  text("title", MARKETPLACE_POST_MESSAGES.title, "The title", MARKETPLACE_POST_LIMITS.title);
  text("description", MARKETPLACE_POST_MESSAGES.description, "The description", MARKETPLACE_POST_LIMITS.description);
  text("destination", MARKETPLACE_POST_MESSAGES.destination, "The destination", MARKETPLACE_POST_LIMITS.destination);
  const cents = parseDollars(values.price.trim());
  if (cents === undefined) errors.price = MARKETPLACE_POST_MESSAGES.price;
  else if (cents <= 0 || cents > MARKETPLACE_POST_LIMITS.maxDealPriceCents) errors.price = MARKETPLACE_POST_MESSAGES.priceRange;
  const day = values.validUntil.trim();
  if (!isCalendarDate(day)) errors.validUntil = MARKETPLACE_POST_MESSAGES.validUntil;
  else {
    const problem = validUntilMessage(day, now);
    if (problem !== null) errors.validUntil = problem;
  }
  return errors;
}
