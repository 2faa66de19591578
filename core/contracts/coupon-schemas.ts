import { z } from "zod";
import { COUPON_MESSAGES, COUPON_TARGETS } from "../pricing";
import { COUPON_CHECK_WIRE_NAMES } from "./coupon-wire-names";
import { wireObject } from "./wire-object";

/** The schemas of the coupon operations (core/contracts/coupons.ts), by operationId. */

const couponTarget = z.enum(COUPON_TARGETS);

const TYPE_MESSAGE = "The type must be Advisor, Hotel or Marketplace.";

export const listCoupons = {
  response: z.object({
    data: z.array(
      z.object({
        name: z.string(),
        discount: z.number().int().describe("Percentage taken off the price, 1 to 100"),
        applies_to: z.array(couponTarget).describe("The payments the code may be used on"),
      }),
    ),
  }),
};

export const checkCoupon = {
  body: wireObject(COUPON_CHECK_WIRE_NAMES, {
    coupon_name: z
      .string({ error: "The coupon name field is required." })
      .max(100, "The coupon name may not be longer than 100 characters.")
      .describe("The promo code as typed; letter case and surrounding spaces do not matter"),
    type: z
      .string({ error: TYPE_MESSAGE })
      .transform((value) => value.trim().toLowerCase())
      .pipe(z.enum(COUPON_TARGETS, { error: TYPE_MESSAGE }))
      .describe("What is being paid for: 'Advisor', 'Hotel' or 'Marketplace' (any letter case)"),
  }),
  response: z.object({
    message: z.literal(COUPON_MESSAGES.exists),
    coupon: z.object({
      name: z.string().describe("The code as stored"),
      discount: z.number().int().describe("Percentage taken off the price, 1 to 100"),
    }),
  }),
};
