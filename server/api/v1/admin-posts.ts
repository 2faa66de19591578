import * as contracts from "../../../core/contracts/admin-posts";
import { getAdminPost, listAdminPosts, type AdminPost, type AdminPostPayment } from "../../domain/admin/posts/admin-posts";
import { approveMarketplacePost, editMarketplacePostAsAdmin, takeDownMarketplacePost } from "../../domain/admin/posts/moderate-post";
import { postApprovalSetting, setPostApprovalMode, type PostApprovalSetting } from "../../domain/admin/settings/console-settings";
import { POST_APPROVAL_LABELS } from "../../../core/admin-moderation";
import { requestOrigin } from "../../http/request-origin";
import type { ApiRegistry } from "./route";

const postWire = (post: AdminPost) => ({
  id: post.id,
  title: post.title,
  description: post.description,
  destination: post.destination,
  business_name: post.businessName,
  email: post.email,
  deal_price_cents: post.dealPriceCents,
  amount_cents: post.amountCents,
  featured: post.featured,
  ad_duration_days: post.adDurationDays,
  valid_until: post.validUntil,
  state: post.state,
  state_label: post.stateLabel,
  ad_ends_at: post.adEndsAt,
  taken_down: post.takenDown,
  listing: post.listing,
  created_at: post.createdAt,
  paid_at: post.paidAt,
});

const paymentWire = (payment: AdminPostPayment) => ({
  id: payment.id,
  provider_payment_id: payment.providerPaymentId,
  amount_cents: payment.amountCents,
  status: payment.status,
  refunded_cents: payment.refundedCents,
  refund_reason: payment.refundReason,
  created_at: payment.createdAt,
});

const oneWire = (found: { post: AdminPost; payments: AdminPostPayment[] }, message?: string) => ({
  ...(message ? { message } : {}),
  data: postWire(found.post),
  payments: found.payments.map(paymentWire),
});

const settingWire = (setting: PostApprovalSetting) => ({ mode: setting.mode, updated_by: setting.updatedByEmail, updated_at: setting.updatedAt?.toISOString() ?? null });

/** The handlers of core/contracts/admin-posts.ts. */
export function registerAdminPostRoutes(api: ApiRegistry): void {
  api.route(contracts.listAdminPosts, async ({ query, services }) => {
    const list = await listAdminPosts(services, query);
    return { data: list.items.map(postWire), page: list.page, last_page: list.lastPage, total: list.total };
  });

  api.route(contracts.getAdminPost, async ({ params, services }) => oneWire(await getAdminPost(services, params.id)));

  api.route(contracts.approveAdminPost, async ({ params, admin, services }) => {
    const found = await approveMarketplacePost(services, admin, params.id);
    return oneWire(found, `"${found.post.title}" is approved and live.`);
  });

  api.route(contracts.updateAdminPost, async ({ params, body, admin, services }) => {
    // The body was parsed into the code's names; the domain parses the wire names again (as a form's fields), so hand it those.
    const found = await editMarketplacePostAsAdmin(services, admin, params.id, {
      title: body.title,
      description: body.description,
      destination: body.destination,
      price: (body.price / 100).toFixed(2),
      valid_until: body.validUntil,
    });
    return oneWire(found, `"${found.post.title}" is saved.`);
  });

  api.route(contracts.takeDownAdminPost, async ({ params, body, admin, services, request }) => {
    const found = await takeDownMarketplacePost({ ...services, origin: requestOrigin(services, request) }, admin, params.id, body);
    return oneWire(found, `"${found.post.title}" is taken down and refunded; the business was e-mailed.`);
  });

  api.route(contracts.getMarketplaceSettings, async ({ services }) => ({ data: settingWire(await postApprovalSetting(services.db)) }));

  api.route(contracts.updateMarketplaceSettings, async ({ body, admin, services }) => {
    const setting = await setPostApprovalMode(services, admin, body.mode);
    return { message: `${POST_APPROVAL_LABELS[setting.mode]}.`, data: settingWire(setting) };
  });
}
