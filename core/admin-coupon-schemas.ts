import { z } from "zod";
import { ADMIN_COUPON_MESSAGES, COUPON_MAX_USES_LIMIT, COUPON_NAME_LENGTH, COUPON_NAME_PATTERN, COUPON_STATES } from "./admin-coupons";
import { boundedPattern } from "./bounded-pattern-schema";
import { calendarDateSchema } from "./calendar-date-schema";
import { COUPON_TARGETS } from "./pricing";

/**
 * What an admin sends to create or change a coupon, parsed once by the domain (the API's body and
 * the console's form alike) and described by the /api/v1/admin/coupons contracts. Form values
 * arrive as strings ("on", "25", ""), API values as JSON; both are accepted.
 */

const discount = z.coerce
  .number({ error: ADMIN_COUPON_MESSAGES.discountInvalid })
  .int(ADMIN_COUPON_MESSAGES.discountInvalid)
  .min(1, ADMIN_COUPON_MESSAGES.discountInvalid)
  .max(100, ADMIN_COUPON_MESSAGES.discountInvalid)
  .describe("Percentage taken off the price, 1 to 100");

const appliesTo = z
  .preprocess((value) => (typeof value === "string" ? [value] : value), z.array(z.enum(COUPON_TARGETS, { error: ADMIN_COUPON_MESSAGES.appliesToRequired }), { error: ADMIN_COUPON_MESSAGES.appliesToRequired }).max(3).min(1, ADMIN_COUPON_MESSAGES.appliesToRequired))
  .transform((targets) => [...new Set(targets)])
  .describe("The payments the code may be used on: advisor, hotel, marketplace");

/** A checkbox ("on" when ticked, absent when not) or a JSON boolean. */
const flag = z.preprocess((value) => (value === "on" || value === "true" ? true : value === "false" || value === "" ? false : value), z.boolean({ error: "Answer yes or no." }));

const maxUses = z
  .preprocess(
    (value) => (value === "" ? null : value),
    z.coerce.number({ error: ADMIN_COUPON_MESSAGES.maxUsesInvalid }).int(ADMIN_COUPON_MESSAGES.maxUsesInvalid).min(1, ADMIN_COUPON_MESSAGES.maxUsesInvalid).max(COUPON_MAX_USES_LIMIT, ADMIN_COUPON_MESSAGES.maxUsesInvalid).nullable(),
  )
  .describe("How many payments may use the code; null for no limit");

const lastDay = z
  .preprocess((value) => (value === "" ? null : value), calendarDateSchema.nullable())
  .describe("The last day (UTC, YYYY-MM-DD) the code works; null for no end");

export const couponNameSchema = boundedPattern(
  { pattern: COUPON_NAME_PATTERN, maxLength: COUPON_NAME_LENGTH.max, message: ADMIN_COUPON_MESSAGES.nameInvalid },
  z.string({ error: ADMIN_COUPON_MESSAGES.nameInvalid }).trim().min(COUPON_NAME_LENGTH.min, ADMIN_COUPON_MESSAGES.nameInvalid),
).describe("The code people type (letter case is ignored when it is checked)");

export const createCouponInput = z.object({
  name: couponNameSchema,
  discount_percent: discount,
  applies_to: appliesTo,
  advertised: flag.default(false).describe("Listed by GET /coupons (decision 043)"),
  last_day: lastDay.default(null),
  max_uses: maxUses.default(null),
});
export type CreateCouponInput = z.output<typeof createCouponInput>;

export const updateCouponInput = z.object({
  discount_percent: discount.optional(),
  applies_to: appliesTo.optional(),
  advertised: flag.optional(),
  active: flag.optional().describe("False pauses the code (it stops working until turned on again)"),
  last_day: lastDay.optional(),
  max_uses: maxUses.optional(),
});
export type UpdateCouponInput = z.output<typeof updateCouponInput>;

export const couponListQuery = z.object({
  q: z.string().trim().max(100, "Search for at most 100 characters.").optional().describe("Part of the code"),
  state: z.enum(COUPON_STATES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type CouponListQuery = z.output<typeof couponListQuery>;
