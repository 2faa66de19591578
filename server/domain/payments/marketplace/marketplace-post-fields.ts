import { z } from "zod";
import { ACCOUNT_MESSAGES, isEmail, normaliseEmail } from "../../../../core/account-rules";
import { isCalendarDate } from "../../../../core/calendar-date";
import { MARKETPLACE_AD_DURATION_DAYS, parseDollars } from "../../../../core/pricing";

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

const tooLong = (what: string, limit: number) => `${what} may not be longer than ${limit} characters`;

/** Required text, trimmed at both ends; blank is missing. */
function requiredText(missing: string, what: string, limit: number) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(limit, tooLong(what, limit));
}

/**
 * The marketplace request as a business submits it (JSON; the apps and the web form send the same
 * names). Booleans and numbers may arrive as form text ('true', '30'): both are accepted.
 */
export const marketplacePostFieldsSchema = z.object({
  business_name: requiredText(MARKETPLACE_POST_MESSAGES.businessName, "The business name", MARKETPLACE_POST_LIMITS.businessName).describe(
    "The business posting the deal",
  ),
  email: z
    .string({ error: MARKETPLACE_POST_MESSAGES.email })
    .trim()
    .min(1, MARKETPLACE_POST_MESSAGES.email)
    .refine(isEmail, MARKETPLACE_POST_MESSAGES.emailInvalid)
    .transform(normaliseEmail)
    .describe("The business's contact e-mail (the payment's guestEmail)"),
  title: requiredText(MARKETPLACE_POST_MESSAGES.title, "The title", MARKETPLACE_POST_LIMITS.title).describe("The deal's title"),
  description: requiredText(MARKETPLACE_POST_MESSAGES.description, "The description", MARKETPLACE_POST_LIMITS.description).describe(
    "What the deal includes",
  ),
  destination: requiredText(MARKETPLACE_POST_MESSAGES.destination, "The destination", MARKETPLACE_POST_LIMITS.destination).describe(
    "Where the deal is, as text ('Santorini, Greece')",
  ),
  price: z
    .union([z.number(), z.string()], { error: MARKETPLACE_POST_MESSAGES.price })
    .transform((value, context) => {
      const cents = parseDollars(value);
      if (cents === undefined) {
        context.addIssue({ code: "custom", message: MARKETPLACE_POST_MESSAGES.price });
        return z.NEVER;
      }
      if (cents <= 0 || cents > MARKETPLACE_POST_LIMITS.maxDealPriceCents) {
        context.addIssue({ code: "custom", message: MARKETPLACE_POST_MESSAGES.priceRange });
        return z.NEVER;
      }
      return cents;
    })
    .describe("The deal's price per stay, in dollars (1200 or '1199.99')"),
  valid_until: z
    .string({ error: MARKETPLACE_POST_MESSAGES.validUntil })
    .trim()
    .refine(isCalendarDate, MARKETPLACE_POST_MESSAGES.validUntil)
    .describe("The deal's last day, YYYY-MM-DD: today or later, at most 5 years ahead"),
  marketplace_request_ad_duration: z
    .union([z.number(), z.string()], { error: MARKETPLACE_POST_MESSAGES.adDuration })
    .transform((value, context) => {
      // trim() drops exactly what \s matches; the pattern then reads no more than four characters.
      const days = typeof value === "number" ? value : /^\d{1,3}$/.test(value.trim()) ? Number(value) : Number.NaN;
      if (!MARKETPLACE_AD_DURATION_DAYS.includes(days)) {
        context.addIssue({ code: "custom", message: MARKETPLACE_POST_MESSAGES.adDuration });
        return z.NEVER;
      }
      return days;
    })
    .describe("How many days the ad runs: 30, 60 or 90"),
  marketplace_request_featured_listing: z
    .union([z.boolean(), z.enum(["true", "false", "1", "0"]), z.literal(1), z.literal(0)], { error: MARKETPLACE_POST_MESSAGES.featured })
    .optional()
    .transform((value) => value === true || value === "true" || value === "1" || value === 1)
    .describe("The featured listing option (shown first on /marketplace); default false"),
  coupon_name: z
    .string({ error: MARKETPLACE_POST_MESSAGES.couponName })
    .max(100, MARKETPLACE_POST_MESSAGES.couponName)
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : undefined))
    .describe("A marketplace promo code (BizLoveYou); blank for none"),
});

export type MarketplacePostFields = z.output<typeof marketplacePostFieldsSchema>;
