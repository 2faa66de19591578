import * as contracts from "../../../core/contracts/business-marketplace-posts";
import { MARKETPLACE_POST_MANAGE_MESSAGES } from "../../../core/marketplace-post-states";
import { getBusinessMarketplacePost, listBusinessMarketplacePosts } from "../../domain/payments/marketplace/business-marketplace-posts";
import { pauseMarketplacePost, resumeMarketplacePost, updateMarketplacePost } from "../../domain/payments/marketplace/manage-marketplace-post";
import { startMarketplaceRenewal, verifyMarketplaceRenewal } from "../../domain/payments/marketplace/renew-marketplace-post";
import { requestOrigin } from "../../http/request-origin";
import { idempotencyKeyHeader } from "./payments";
import type { ApiRegistry } from "./route";

/** The handlers of core/contracts/business-marketplace-posts.ts: the signed-in business's own posts. */
export function registerBusinessMarketplacePostRoutes(api: ApiRegistry): void {
  api.route(contracts.listBusinessMarketplacePosts, async ({ auth, services }) => ({
    data: await listBusinessMarketplacePosts(services, { userId: auth.user.id }),
  }));

  api.route(contracts.getBusinessMarketplacePost, async ({ auth, params, services }) => ({
    data: await getBusinessMarketplacePost(services, { userId: auth.user.id, postId: params.id }),
  }));

  api.route(contracts.updateBusinessMarketplacePost, async ({ auth, params, body, services }) => {
    const data = await updateMarketplacePost(services, { userId: auth.user.id, postId: params.id, fields: body });
    return { message: data.state === "paused" ? MARKETPLACE_POST_MANAGE_MESSAGES.savedPaused : MARKETPLACE_POST_MANAGE_MESSAGES.saved, data };
  });

  api.route(contracts.pauseBusinessMarketplacePost, async ({ auth, params, services }) => ({
    message: MARKETPLACE_POST_MANAGE_MESSAGES.paused,
    data: await pauseMarketplacePost(services, { userId: auth.user.id, postId: params.id }),
  }));

  api.route(contracts.resumeBusinessMarketplacePost, async ({ auth, params, services }) => ({
    message: MARKETPLACE_POST_MANAGE_MESSAGES.resumed,
    data: await resumeMarketplacePost(services, { userId: auth.user.id, postId: params.id }),
  }));

  api.route(contracts.startMarketplacePostRenewal, async ({ auth, params, body, services, request }) => {
    const started = await startMarketplaceRenewal({ ...services, origin: requestOrigin(services, request) }, {
      userId: auth.user.id,
      postId: params.id,
      adDurationDays: body.adDurationDays,
      idempotencyKey: idempotencyKeyHeader(request.headers["idempotency-key"]),
    });
    return {
      clientSecret: started.clientSecret,
      payment_id: started.paymentId,
      amount: started.amountCents / 100,
      amount_cents: started.amountCents,
      marketplace_request_ad_duration: started.adDurationDays,
    };
  });

  api.route(contracts.verifyMarketplacePostRenewal, async ({ auth, params, body, services, request }) => ({
    message: MARKETPLACE_POST_MANAGE_MESSAGES.renewed,
    data: await verifyMarketplaceRenewal({ ...services, origin: requestOrigin(services, request) }, { userId: auth.user.id, postId: params.id, paymentIntentId: body.paymentIntentId }),
  }));
}
