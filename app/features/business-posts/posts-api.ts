import {
  pauseBusinessMarketplacePost,
  resumeBusinessMarketplacePost,
  startMarketplacePostRenewal,
  updateBusinessMarketplacePost,
  verifyMarketplacePostRenewal,
} from "../../../core/contracts/business-marketplace-posts";
import type { getBusinessMarketplacePost } from "../../../core/contracts/business-marketplace-posts";
import {
  MARKETPLACE_POST_EDIT_WIRE_NAMES,
  MARKETPLACE_RENEWAL_VERIFY_WIRE_NAMES,
  MARKETPLACE_RENEWAL_WIRE_NAMES,
} from "../../../core/contracts/business-marketplace-post-wire-names";
import type { ContractOutput } from "../../../core/contracts/contract";
import { toWire } from "../../../core/contracts/wire-names";
import type { MarketplacePostEditValues } from "../../../core/marketplace-post-rules";
import { callApi, type ApiResult } from "../../components/api-client";

/** A post as the dashboard's operations answer it. */
export type DashboardPost = ContractOutput<typeof getBusinessMarketplacePost>["data"];

export type PostChange = ApiResult<{ message: string; data: DashboardPost }>;

const idOf = (post: Pick<DashboardPost, "id">) => ({ id: String(post.id) });

/** "$1,200" or "1,199.99" as typed, in the plain form the API reads ("1200", "1199.99"). */
export function plainPrice(typed: string): string {
  const trimmed = typed.trim().replace(/^\$\s*/, "");
  return /^\d{1,3}(,\d{3})+(\.\d*)?$/.test(trimmed) ? trimmed.replace(/,/g, "") : trimmed;
}

export function savePost(post: Pick<DashboardPost, "id">, values: MarketplacePostEditValues): Promise<PostChange> {
  return callApi(updateBusinessMarketplacePost, { params: idOf(post), body: toWire(MARKETPLACE_POST_EDIT_WIRE_NAMES, { ...values, price: plainPrice(values.price) }) });
}

export function pausePost(post: Pick<DashboardPost, "id">): Promise<PostChange> {
  return callApi(pauseBusinessMarketplacePost, { params: idOf(post) });
}

export function resumePost(post: Pick<DashboardPost, "id">): Promise<PostChange> {
  return callApi(resumeBusinessMarketplacePost, { params: idOf(post) });
}

/** Starts the renewal's card payment; the key is the post's and the days', so a second click pays the same payment. */
export function startRenewal(post: Pick<DashboardPost, "id">, adDurationDays: number, attempt: string) {
  return callApi(
    startMarketplacePostRenewal,
    { params: idOf(post), body: toWire(MARKETPLACE_RENEWAL_WIRE_NAMES, { adDurationDays }) },
    { headers: { "Idempotency-Key": `renewal-${post.id}-${adDurationDays}-${attempt}` } },
  );
}

export function verifyRenewal(post: Pick<DashboardPost, "id">, paymentIntentId: string): Promise<PostChange> {
  return callApi(verifyMarketplacePostRenewal, { params: idOf(post), body: toWire(MARKETPLACE_RENEWAL_VERIFY_WIRE_NAMES, { paymentIntentId }) });
}
