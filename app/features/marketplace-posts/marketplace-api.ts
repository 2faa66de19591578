import { COUPON_CHECK_WIRE_NAMES } from "../../../core/contracts/coupon-wire-names";
import { checkCoupon } from "../../../core/contracts/coupons";
import { createMarketplaceRequest } from "../../../core/contracts/marketplace-posts";
import { bookingPay, marketRequestPaymentIntent } from "../../../core/contracts/payments";
import { BOOKING_PAY_WIRE_NAMES, BUSINESS_PAYMENT_WIRE_NAMES } from "../../../core/contracts/payments-wire-names";
import { toWire } from "../../../core/contracts/wire-names";
import { callApi, type ApiResult } from "../../components/api-client";
import type { MarketplacePost, MarketplaceRequestBody } from "./marketplace-request-rules";

/** A call's outcome (components/api-client.ts: never throws, 'No internet' when no answer). */
export type Answer<T> = ApiResult<T>;

/** A success without what the page needs (a proxy's empty page): a failure with no message. */
const MALFORMED = { ok: false, status: 200, message: null } as const;

/** Submits the deal: the server keeps it, prices it and opens its 10-minute payment session. */
export async function submitMarketplaceRequest(body: MarketplaceRequestBody): Promise<Answer<MarketplacePost>> {
  const answer = await callApi(createMarketplaceRequest, { body });
  if (!answer.ok) return answer;
  return answer.data?.data ? { ok: true, data: answer.data.data } : MALFORMED;
}

/** docs/product.md §7 coupon check, for a marketplace post: the code's percentage, or why not. */
export async function checkMarketplaceCoupon(couponName: string): Promise<Answer<{ name: string; discount: number }>> {
  const answer = await callApi(checkCoupon, { body: toWire(COUPON_CHECK_WIRE_NAMES, { name: couponName, target: "marketplace" }) });
  if (!answer.ok) return answer;
  const { name, discount } = answer.data?.coupon ?? {};
  return typeof name === "string" && typeof discount === "number" ? { ok: true, data: { name, discount } } : MALFORMED;
}

/**
 * Starts the post's card payment for its stored amount. The idempotency key is the post's: opening
 * the payment again (the modal closed and reopened, a reload) pays the same payment, never a second.
 */
export async function startMarketplacePayment(post: Pick<MarketplacePost, "id" | "amount">): Promise<Answer<{ clientSecret: string }>> {
  const answer = await callApi(
    bookingPay,
    { body: toWire(BOOKING_PAY_WIRE_NAMES, { items: [{ amount: post.amount }], product: "marketplace-post", marketplaceRequestId: post.id }) },
    { headers: { "Idempotency-Key": `marketplace-post-${post.id}` } },
  );
  if (!answer.ok) return answer;
  const clientSecret = answer.data?.clientSecret;
  return typeof clientSecret === "string" ? { ok: true, data: { clientSecret } } : MALFORMED;
}

/**
 * docs/product.md §7 marketRequestPaymentIntent: the server checks the payment and publishes the post;
 * a 409 means the charge was refunded (the 'Oops!' answer).
 */
export async function verifyMarketplacePayment(
  post: Pick<MarketplacePost, "email" | "amount">,
  paymentIntentId: string,
): Promise<Answer<{ status: string; id: string }>> {
  return callApi(marketRequestPaymentIntent, {
    body: toWire(BUSINESS_PAYMENT_WIRE_NAMES, { paymentIntentId, guestEmail: post.email, paymentTotal: post.amount }),
  });
}
