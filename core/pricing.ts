import { assertCents, parseDollars } from "./money";

/**
 * Every price of the product (docs/product.md §9), as integer cents in one currency. The server
 * computes what a payment must be from these; a browser's amount is only ever compared with them
 * (`checkClientAmount`), never charged as sent. Pages import the same constants to show prices.
 */
/** Returned instead of a price where the product is sold by quote and invoice, never by card. */
export const BY_QUOTE = "by-quote" as const;
export type ByQuote = typeof BY_QUOTE;

const dollars = (whole: number): number => whole * 100;

export const DESTINATION_SIGNUP_CENTS = dollars(100);
export const ADVISOR_BASIC_CENTS = dollars(199);
/** Billed once a year; pages show it as a monthly figure (`monthlyEquivalent`). */
export const ADVISOR_FEATURED_CENTS = dollars(675);
export const VIP_ACCESS_CENTS = dollars(99);

/** A Romance Marketplace post (docs/product.md `/marketplace-request`): how long the ad runs, and its price. */
export const MARKETPLACE_AD_DURATIONS: readonly { days: number; cents: number }[] = [
  { days: 30, cents: dollars(149) },
  { days: 60, cents: dollars(249) },
  { days: 90, cents: dollars(329) },
];
/** The featured-listing option of a marketplace post (docs/product.md marketplace_request_featured_listing). */
export const MARKETPLACE_FEATURED_CENTS = dollars(99);

/** The ad durations on offer, in days (docs/product.md marketplace_request_ad_duration). */
export const MARKETPLACE_AD_DURATION_DAYS: readonly number[] = MARKETPLACE_AD_DURATIONS.map((option) => option.days);

/** A marketplace post's price before any coupon; undefined for a duration not on offer. */
export function marketplacePostCents(adDurationDays: number, featured: boolean): number | undefined {
  const duration = MARKETPLACE_AD_DURATIONS.find((option) => option.days === adDurationDays);
  return duration ? duration.cents + (featured ? MARKETPLACE_FEATURED_CENTS : 0) : undefined;
}

export type HotelTierId = "up-to-50" | "51-100" | "101-200" | "201-300" | "300-plus" | "multi-property";

export type HotelTier = {
  id: HotelTierId;
  /** The room-count choice of the hotel signup form (docs/product.md: noOfRooms). */
  label: string;
  /** What the form sends as the tier (docs/product.md: ratingHotel): the yearly dollars, or 'By quote'. */
  value: number | "By quote";
  cents: number | ByQuote;
};

/** docs/product.md §9 "Hotel tiers", in the form's order. The last two are invoice only. */
export const HOTEL_TIERS: readonly HotelTier[] = [
  { id: "up-to-50", label: "Up to 50", value: 1500, cents: dollars(1500) },
  { id: "51-100", label: "51-100", value: 2000, cents: dollars(2000) },
  { id: "101-200", label: "101-200", value: 2500, cents: dollars(2500) },
  { id: "201-300", label: "201-300", value: 3000, cents: dollars(3000) },
  { id: "300-plus", label: "300+", value: "By quote", cents: BY_QUOTE },
  { id: "multi-property", label: "Multi-property", value: "By quote", cents: BY_QUOTE },
];

const normalise = (text: string): string => text.trim().toLowerCase().replace(/\s+/g, " ");

/**
 * The tier a form or an app names, by id, label ('51-100', 'up to 50 rooms'), or value (2000,
 * '2000', 'By quote'). Both by-quote tiers share the value 'By quote'; it answers the first, which
 * prices the same as the other. Unknown input: undefined.
 */
export function hotelTierFor(labelOrValue: string | number): HotelTier | undefined {
  if (typeof labelOrValue === "number") return HOTEL_TIERS.find((tier) => tier.value === labelOrValue);
  const wanted = normalise(labelOrValue).replace(/ rooms?$/, "");
  if (wanted === "") return undefined;
  if (/^\d+$/.test(wanted)) return hotelTierFor(Number(wanted));
  return HOTEL_TIERS.find(
    (tier) => tier.id === wanted || normalise(tier.label) === wanted || (typeof tier.value === "string" && normalise(tier.value) === wanted),
  );
}

export type PricedProduct = "destination" | "advisor-basic" | "advisor-featured" | "hotel" | "vip" | "marketplace-post";

export type PriceRequest =
  | { product: Exclude<PricedProduct, "hotel" | "marketplace-post"> }
  | { product: "hotel"; tier: string | number }
  | { product: "marketplace-post"; adDurationDays: number; featured: boolean };

/**
 * The full yearly (or one-off) price in cents, or 'by-quote'. Throws for an unknown hotel tier or
 * a marketplace ad duration not on offer.
 */
export function priceFor(request: PriceRequest): number | ByQuote {
  switch (request.product) {
    case "destination":
      return DESTINATION_SIGNUP_CENTS;
    case "advisor-basic":
      return ADVISOR_BASIC_CENTS;
    case "advisor-featured":
      return ADVISOR_FEATURED_CENTS;
    case "vip":
      return VIP_ACCESS_CENTS;
    case "hotel": {
      const tier = hotelTierFor(request.tier);
      if (!tier) throw new RangeError(`Unknown hotel tier: ${String(request.tier)}`);
      return tier.cents;
    }
    case "marketplace-post": {
      const cents = marketplacePostCents(request.adDurationDays, request.featured);
      if (cents === undefined) throw new RangeError(`Unknown marketplace ad duration: ${request.adDurationDays}`);
      return cents;
    }
  }
}

/**
 * What a business sign-up paid by card costs (docs/product.md §9), the one rule both server paths
 * use: pricing a payment before it is made and checking one made. `couponPercent` is undefined
 * without a promo code, the code's whole percent, or null for a code whose percent is not known. A
 * code takes its percent off the featured advisor profile only. Undefined for anything that has
 * no card price: an unknown product or tier, a by-quote tier, a code on another product or unknown.
 */
export function signupCardPrice({
  product,
  tier,
  couponPercent,
}: {
  product: string | undefined;
  tier?: string | number | undefined;
  couponPercent?: number | null | undefined;
}): number | undefined {
  switch (product) {
    case "destination":
    case "advisor-basic":
      return couponPercent === undefined ? priceFor({ product }) as number : undefined;
    case "advisor-featured": {
      const full = priceFor({ product }) as number;
      if (couponPercent === undefined) return full;
      return couponPercent === null ? undefined : applyCoupon(full, couponPercent);
    }
    case "hotel": {
      const found = tier === undefined ? undefined : hotelTierFor(tier);
      return found === undefined || found.cents === BY_QUOTE || couponPercent !== undefined ? undefined : found.cents;
    }
    default:
      return undefined;
  }
}

/** A business sign-up paid by card: the product, and for a hotel its tier. */
export type SignupPurchase =
  | { product: "destination" | "advisor-basic" | "advisor-featured" }
  | { product: "hotel"; tier: HotelTier & { cents: number } };

/**
 * The sign-up whose full price is `cents`, for a payment that sends only its amount (the apps send
 * `items:[{amount}]`: a destination 100, an advisor 199 or 675, a hotel its tier's 1500 to 3000).
 * No two sign-ups cost the same, so an amount names at most one; a discounted price names none.
 */
export function signupPurchaseCosting(cents: number): SignupPurchase | undefined {
  if (cents === DESTINATION_SIGNUP_CENTS) return { product: "destination" };
  if (cents === ADVISOR_BASIC_CENTS) return { product: "advisor-basic" };
  if (cents === ADVISOR_FEATURED_CENTS) return { product: "advisor-featured" };
  const tier = HOTEL_TIERS.find((candidate): candidate is HotelTier & { cents: number } => candidate.cents === cents);
  return tier ? { product: "hotel", tier } : undefined;
}

/** Every full price a sign-up can be paid at by card, lowest first (for messages that list them). */
export function signupCardPrices(): number[] {
  const tiers = HOTEL_TIERS.flatMap((tier) => (tier.cents === BY_QUOTE ? [] : [tier.cents]));
  return [DESTINATION_SIGNUP_CENTS, ADVISOR_BASIC_CENTS, ADVISOR_FEATURED_CENTS, ...tiers].sort((a, b) => a - b);
}

/** What a coupon may apply to (coupons.applies_to, and the `type` of a coupon check). */
export const COUPON_TARGETS = ["advisor", "hotel", "marketplace"] as const;
export type CouponTarget = (typeof COUPON_TARGETS)[number];

export function isValidPercent(percent: number): boolean {
  return Number.isInteger(percent) && percent >= 0 && percent <= 100;
}

/**
 * The payable amount after taking `percent` off (docs/product.md: "a coupon takes its percentage off 675").
 * Whole percents only (coupons store integers): a fraction would invite float drift. The payable
 * amount is rounded half up to the cent, in integers, so 20% of 675 is exactly 540.
 */
export function applyCoupon(cents: number, percent: number): number {
  assertCents(cents);
  if (!isValidPercent(percent)) throw new RangeError(`A coupon percentage is a whole number from 0 to 100, not ${percent}`);
  return Math.max(0, Math.floor((cents * (100 - percent) + 50) / 100));
}

/** A yearly price shown per month (675 a year -> 56.25 a month), rounded half up to the cent. */
export function monthlyEquivalent(yearCents: number): number {
  assertCents(yearCents);
  return Math.floor((yearCents + 6) / 12);
}

export type AmountCheck = { ok: true; cents: number } | { ok: false; expectedCents: number | ByQuote };

/**
 * Compares the amount a client says it is paying (dollars) with the server's price. A by-quote
 * product is never paid by card, so any amount for it is refused.
 */
export function checkClientAmount(sentDollars: unknown, expectedCents: number | ByQuote): AmountCheck {
  if (expectedCents === BY_QUOTE) return { ok: false, expectedCents };
  const sent = parseDollars(sentDollars);
  return sent === expectedCents ? { ok: true, cents: sent } : { ok: false, expectedCents };
}

/** docs/product.md §5: what the coupon check answers and what the payment step shows for it. */
export const COUPON_MESSAGES = {
  exists: "Promo Code exists",
  doesNotExist: "Promo Code does not exist",
  /** Shown by the web for 'Promo Code does not exist' (spelled so in docs/product.md §5). */
  invalid: "Coupon in Invalid",
  applied: "The Coupon is applied successfully",
} as const;

/** What the marketplace payment modal and its result pages show (docs/product.md §4 and §8, spelled so). */
export const MARKETPLACE_PAYMENT_MESSAGES = {
  /** The 10-minute payment session lapsed before the post was paid. */
  sessionExpired: "Your booking token is expired you will be navigate to home page",
  /** The charge went through but the post could not be published: the charge is given back. */
  failedAndRefunded: "Oops! Something went wrong please try again later. The amount charged will be refuded",
} as const;

/** docs/product.md §9 "Booking payment session" (600 s): how long a marketplace post may be paid for. */
export const MARKETPLACE_PAYMENT_SESSION_SECONDS = 600;
