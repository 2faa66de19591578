import { z } from "zod";
import { createBookingPayment } from "../../domain/payments/create-booking-payment";
import { listPlans } from "../../domain/payments/list-plans";
import { AppError } from "../../kernel/errors";
import type { ApiRegistry } from "./route";

const plansResponse = z.object({
  data: z.array(
    z.object({
      id: z.string().describe("The price id to subscribe with (createSubscription priceId)"),
      product: z.string(),
      interval: z.enum(["month", "year"]),
      interval_count: z.number().int(),
      amount: z.number().int().describe("Cents; pages show amount/100 dollars"),
      livemode: z.boolean(),
    }),
  ),
});

const ITEMS_MESSAGE = "Send one item with the amount to pay.";
const AMOUNT_MESSAGE = "The amount field is required.";

const payBody = z.object({
  items: z
    .array(
      z.object({
        amount: z
          .union([z.number(), z.string()], { error: AMOUNT_MESSAGE })
          .describe("Dollars, as the page shows them (100, 199, '607.50'); must equal the server's price"),
      }),
      { error: ITEMS_MESSAGE },
    )
    .length(1, ITEMS_MESSAGE),
  product: z
    .string({ error: "The product must be text." })
    .max(40, "The product may not be longer than 40 characters.")
    .optional()
    .describe(
      "'destination', 'advisor-basic', 'advisor-featured', 'hotel' or 'marketplace-post'. Optional: without it a tier means a hotel, a coupon_name the featured advisor profile, and otherwise the amount says which sign-up (100, 199, 675, 1500, 2000, 2500, 3000)",
    ),
  tier: z
    .union([z.string().max(40, "The tier may not be longer than 40 characters."), z.number()], { error: "The tier must be text or a number." })
    .optional()
    .describe("Hotel only: the tier's value (1500), label ('51-100') or id"),
  coupon_name: z
    .string({ error: "The coupon name must be text." })
    .max(100, "The coupon name may not be longer than 100 characters.")
    .optional()
    .describe(
      "Featured advisor only: a promo code taking its percentage off 675, the amount then being the discounted price (a marketplace post's code is given with the post)",
    ),
  marketplace_request_id: z
    .union([z.number(), z.string().max(20, "The marketplace request id may not be longer than 20 characters.")], {
      error: "The marketplace request id must be a number.",
    })
    .optional()
    .describe("Product 'marketplace-post' only: the id POST /marketplace-requests answered"),
});

const payResponse = z.object({ clientSecret: z.string().describe("Confirms this one payment in the browser") });

const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

/** The optional Idempotency-Key header: one value, 1 to 255 characters. */
function idempotencyKeyHeader(value: string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string" || value.trim() === "" || value.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw new AppError("VALIDATION_FAILED", `The Idempotency-Key header is 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters.`);
  }
  return value;
}

/**
 * Card payments (docs/product.md §7 "Payments"). Amounts are the server's (core/pricing); what the
 * browser sends is only compared with them.
 */
export function registerPaymentRoutes(api: ApiRegistry): void {
  const tags = ["payments"] as const;

  api.inline({
    method: "POST",
    path: "/payments/getStripePlans",
    operationId: "getStripePlans",
    auth: "none",
    summary: "The VIP Access plans, monthly, quarterly and yearly",
    tags,
    response: plansResponse,
    handler: async ({ services }) => ({
      data: (await listPlans(services.payments)).map((plan) => ({
        id: plan.id,
        product: plan.product,
        interval: plan.interval,
        interval_count: plan.intervalCount,
        amount: plan.amountCents,
        livemode: plan.livemode,
      })),
    }),
  });

  api.inline({
    method: "POST",
    path: "/payments/order/booking/pay",
    operationId: "bookingPay",
    auth: "optional",
    summary: "Start a business card payment (destination, advisor, hotel or a marketplace post) for the server's price",
    tags,
    body: payBody,
    invalidBody: "validation",
    response: payResponse,
    errors: [409, 429],
    handler: async ({ body, auth, services, request }) => {
      const userAgent = request.headers["user-agent"];
      return createBookingPayment({
        db: services.db,
        clock: services.clock,
        payments: services.payments,
        request: {
          product: body.product,
          tier: body.tier,
          couponName: body.coupon_name,
          marketplaceRequestId: body.marketplace_request_id,
          sentAmount: body.items[0]?.amount,
          idempotencyKey: idempotencyKeyHeader(request.headers["idempotency-key"]),
        },
        caller: {
          clientAddress: request.ip,
          ...(auth ? { userId: String(auth.user.id), email: auth.user.email } : {}),
          ...(typeof userAgent === "string" ? { userAgent } : {}),
        },
      });
    },
  });
}
