import * as payments from "../../../core/contracts/payments";
import { createBookingPayment } from "../../domain/payments/create-booking-payment";
import { listPlans } from "../../domain/payments/list-plans";
import { AppError } from "../../kernel/errors";
import { claimableListing } from "../../domain/signup/claims";
import type { ApiRegistry } from "./route";

const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

/** The optional Idempotency-Key header: one value, 1 to 255 characters. */
export function idempotencyKeyHeader(value: string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string" || value.trim() === "" || value.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw new AppError("VALIDATION_FAILED", `The Idempotency-Key header is 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters.`);
  }
  return value;
}

/**
 * The handlers of core/contracts/payments.ts's getStripePlans and bookingPay (docs/product.md §7
 * "Payments"). Amounts are the server's (core/pricing); what the browser sends is only compared with them.
 */
export function registerPaymentRoutes(api: ApiRegistry): void {
  api.route(payments.getStripePlans, async ({ services }) => ({
    data: (await listPlans(services.payments)).map((plan) => ({
      id: plan.id,
      product: plan.product,
      interval: plan.interval,
      interval_count: plan.intervalCount,
      amount: plan.amountCents,
      livemode: plan.livemode,
    })),
  }));

  api.route(payments.bookingPay, async ({ body, auth, services, request }) => {
    // A hotel's claim: refused before any charge when the hotel already has a verified owner (decision 033).
    if (body.claimPostId !== undefined && body.product === "hotel") await claimableListing(services.db, { kind: "hotel", listingId: body.claimPostId });
    const userAgent = request.headers["user-agent"];
    return createBookingPayment({
      db: services.db,
      clock: services.clock,
      payments: services.payments,
      request: {
        product: body.product,
        tier: body.tier,
        couponName: body.couponName,
        marketplaceRequestId: body.marketplaceRequestId,
        sentAmount: body.items[0]?.amount,
        idempotencyKey: idempotencyKeyHeader(request.headers["idempotency-key"]),
      },
      caller: {
        clientAddress: request.ip,
        ...(auth ? { userId: String(auth.user.id), email: auth.user.email } : {}),
        ...(typeof userAgent === "string" ? { userAgent } : {}),
      },
    });
  });
}
