import { callApiAt, type ApiResult } from "../../components/api-client";
import type { MarketplacePost, MarketplaceRequestBody } from "./marketplace-request-rules";

export type Answer<T> = ApiResult<T>;

/** POSTs JSON to /api/v1 (components/api-client.ts: never throws, 'No internet' when no answer). */
function postJson<T>(path: string, body: object, headers: Record<string, string> = {}): Promise<Answer<T>> {
  return callApiAt<T>("POST", path, body, headers);
}

/** Submits the deal: the server keeps it, prices it and opens its 10-minute payment session. */
export async function submitMarketplaceRequest(body: MarketplaceRequestBody): Promise<Answer<MarketplacePost>> {
  const answer = await postJson<{ data?: MarketplacePost }>("/marketplace-requests", body);
  if (!answer.ok) return answer;
  return answer.data.data ? { ok: true, data: answer.data.data } : { ok: false, status: 200, message: null };
}

/** docs/product.md §7 coupon check, for a marketplace post: the code's percentage, or why not. */
export async function checkMarketplaceCoupon(couponName: string): Promise<Answer<{ name: string; discount: number }>> {
  const answer = await postJson<{ coupon?: { name?: unknown; discount?: unknown } }>("/coupons/check", { coupon_name: couponName, type: "marketplace" });
  if (!answer.ok) return answer;
  const { name, discount } = answer.data.coupon ?? {};
  return typeof name === "string" && typeof discount === "number" ? { ok: true, data: { name, discount } } : { ok: false, status: 200, message: null };
}

/**
 * Starts the post's card payment for its stored amount. The idempotency key is the post's: opening
 * the payment again (the modal closed and reopened, a reload) pays the same payment, never a second.
 */
export async function startMarketplacePayment(post: Pick<MarketplacePost, "id" | "amount">): Promise<Answer<{ clientSecret: string }>> {
  const answer = await postJson<{ clientSecret?: unknown }>(
    "/payments/order/booking/pay",
    { items: [{ amount: post.amount }], product: "marketplace-post", marketplace_request_id: post.id },
    { "Idempotency-Key": `marketplace-post-${post.id}` },
  );
  if (!answer.ok) return answer;
  const { clientSecret } = answer.data;
  return typeof clientSecret === "string" ? { ok: true, data: { clientSecret } } : { ok: false, status: 200, message: null };
}

/**
 * docs/product.md §7 marketRequestPaymentIntent: the server checks the payment and publishes the post;
 * a 409 means the charge was refunded (the 'Oops!' answer).
 */
export async function verifyMarketplacePayment(
  post: Pick<MarketplacePost, "email" | "amount">,
  paymentIntentId: string,
): Promise<Answer<{ status: string; id: string }>> {
  return postJson<{ status: string; id: string }>("/payments/marketRequestPaymentIntent", {
    paymentintentid: paymentIntentId,
    guestEmail: post.email,
    paymentTotal: post.amount,
  });
}
