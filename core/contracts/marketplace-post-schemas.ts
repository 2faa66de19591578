import { z } from "zod";
import { isEmail, normaliseEmail } from "../account-rules";
import { boundedPattern } from "../bounded-pattern-schema";
import { isCalendarDate } from "../calendar-date";
import { MARKETPLACE_POST_LIMITS, MARKETPLACE_POST_MESSAGES } from "../marketplace-post-rules";
import { MARKETPLACE_AD_DURATION_DAYS } from "../pricing";
import { parseDollars } from "../money";
import { MARKETPLACE_POST_WIRE_NAMES } from "./marketplace-post-wire-names";
import { wireObject } from "./wire-object";

/** The schemas of the marketplace request operations (core/contracts/marketplace-posts.ts). */

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
 * The marketplace request's fields (the dashboard's editor reuses some, with the same messages).
 * The request as a business submits it (JSON; the apps and the web form send the same
 * names). Booleans and numbers may arrive as form text ('true', '30'): both are accepted.
 */
export const marketplacePostFields = {
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
};

export const marketplacePostBody = wireObject(MARKETPLACE_POST_WIRE_NAMES, marketplacePostFields);

/** A marketplace request as the API answers it (its creation and its read). */
export const marketplacePostView = z.object({
  id: z.number().int().describe("marketplace_request_id of the pay call"),
  token: z.string().describe("Reads the request back: GET /marketplace-requests/{id}?token="),
  status: z.enum(["awaiting_payment", "paid", "refunded"]),
  business_name: z.string(),
  email: z.string(),
  title: z.string(),
  description: z.string(),
  destination: z.string(),
  price: z.number().describe("The deal's price per stay, dollars"),
  valid_until: z.string().describe("YYYY-MM-DD"),
  marketplace_request_ad_duration: z.number().int().describe("Days: 30, 60 or 90"),
  marketplace_request_featured_listing: z.boolean(),
  coupon_name: z.string().nullable(),
  discount: z.number().int().nullable().describe("The promo code's percentage"),
  original_amount: z.number().describe("Dollars before the promo code"),
  amount: z.number().describe("Dollars to pay: the pay call's items[0].amount"),
  amount_cents: z.number().int(),
  currency: z.string(),
  expires_at: z.string().describe("When the 10-minute payment session ends (ISO 8601)"),
  expires_in: z.number().int().describe("Seconds left in the payment session"),
  payment_id: z.string().nullable(),
  paid_at: z.string().nullable(),
  listing: z.object({ id: z.number().int(), slug: z.string(), path: z.string() }).nullable().describe("The published deal, once paid"),
  created_at: z.string(),
});

const postResponse = z.object({ data: marketplacePostView });

export const createMarketplaceRequest = { body: marketplacePostBody, response: postResponse };

export const getMarketplaceRequest = {
  params: z.object({
    id: boundedPattern({ pattern: /^[1-9]\d{0,8}$/, maxLength: 9, message: "The id is a positive whole number." }).transform(Number),
  }),
  query: z.object({
    token: z.string({ error: "The token is required." }).max(100, "The token is not valid.").describe("The token the creation answered"),
  }),
  response: postResponse,
};
