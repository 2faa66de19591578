import { z } from "zod";
import { COUPON_MESSAGES, COUPON_TARGETS } from "../../../core/pricing";
import { checkCoupon } from "../../domain/payments/coupons/check-coupon";
import { listCoupons } from "../../domain/payments/coupons/list-coupons";
import type { ApiRegistry } from "./route";

const couponTarget = z.enum(COUPON_TARGETS);

const listResponse = z.object({
  data: z.array(
    z.object({
      name: z.string(),
      discount: z.number().int().describe("Percentage taken off the price, 1 to 100"),
      applies_to: z.array(couponTarget).describe("The payments the code may be used on"),
    }),
  ),
});

const TYPE_MESSAGE = "The type must be Advisor, Hotel or Marketplace.";

const checkBody = z.object({
  coupon_name: z
    .string({ error: "The coupon name field is required." })
    .max(100, "The coupon name may not be longer than 100 characters.")
    .describe("The promo code as typed; letter case and surrounding spaces do not matter"),
  type: z
    .string({ error: TYPE_MESSAGE })
    .transform((value) => value.trim().toLowerCase())
    .pipe(z.enum(COUPON_TARGETS, { error: TYPE_MESSAGE }))
    .describe("What is being paid for: 'Advisor', 'Hotel' or 'Marketplace' (any letter case)"),
});

const checkResponse = z.object({
  message: z.literal(COUPON_MESSAGES.exists),
  coupon: z.object({
    name: z.string().describe("The code as stored"),
    discount: z.number().int().describe("Percentage taken off the price, 1 to 100"),
  }),
});

/**
 * Promo codes (docs/product.md §7 "coupons (all) and POST check"). The check answers 404 with the
 * message 'Promo Code does not exist' for any code that cannot be used on that kind of payment;
 * it is limited per client address so codes cannot be found by trying them.
 */
export function registerCouponRoutes(api: ApiRegistry): void {
  const tags = ["coupons"] as const;

  api.inline({
    method: "GET",
    path: "/coupons",
    operationId: "listCoupons",
    auth: "none",
    summary: "The promo codes that can be used now",
    tags,
    response: listResponse,
    handler: async ({ services }) => ({
      data: (await listCoupons(services)).map((coupon) => ({
        name: coupon.name,
        discount: coupon.discountPercent,
        applies_to: coupon.appliesTo,
      })),
    }),
  });

  api.inline({
    method: "POST",
    path: "/coupons/check",
    operationId: "checkCoupon",
    auth: "none",
    summary: "Check a promo code for an advisor, hotel or marketplace payment",
    tags,
    body: checkBody,
    invalidBody: "validation",
    response: checkResponse,
    errors: [404, 429],
    handler: async ({ body, services, request }) => {
      const coupon = await checkCoupon({
        db: services.db,
        clock: services.clock,
        clientAddress: request.ip,
        name: body.coupon_name,
        target: body.type,
      });
      return { message: COUPON_MESSAGES.exists, coupon: { name: coupon.name, discount: coupon.discountPercent } };
    },
  });
}
