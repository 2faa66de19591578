import * as contracts from "../../../core/contracts/admin-users";
import { mediaStorageFor } from "../../adapters/storage/media-storage-for";
import type { UserRow } from "../../db/schema/accounts";
import { discardAvatarFiles } from "../../domain/accounts/set-avatar";
import { blockUser, unblockUser } from "../../domain/admin/users/block-user";
import { deleteUserAccount } from "../../domain/admin/users/delete-user-account";
import { exportUser } from "../../domain/admin/users/export-user";
import { getUserDetail } from "../../domain/admin/users/get-user-detail";
import { listUsers, type AdminUserSummary } from "../../domain/admin/users/list-users";
import type { ApiRegistry } from "./route";

const iso = (value: Date) => value.toISOString();
const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);

function summaryWire(user: AdminUserSummary) {
  return {
    id: user.id,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    role: user.role,
    admin_role: user.adminRole,
    is_vip: user.isVip,
    has_business: user.hasBusiness,
    blocked_at: isoOrNull(user.blockedAt),
    created_at: iso(user.createdAt),
  };
}

function rowWire(user: UserRow) {
  return summaryWire({
    ...user,
    isVip: false,
    hasBusiness: user.role === "business",
    blockedAt: user.disabledAt,
  });
}

/** The handlers of core/contracts/admin-users.ts; the rules are server/domain/admin/users. */
export function registerAdminUserRoutes(api: ApiRegistry): void {
  api.route(contracts.listAdminUsers, async ({ query, services }) => {
    const list = await listUsers(services, { search: query.q, filter: query.filter, page: query.page });
    return { data: list.items.map(summaryWire), page: list.page, last_page: list.lastPage, total: list.total };
  });

  api.route(contracts.getAdminUser, async ({ params, services }) => {
    const detail = await getUserDetail(services, params.id);
    const { profile } = detail;
    return {
      data: {
        profile: {
          id: profile.id,
          email: profile.email,
          firstname: profile.firstname,
          lastname: profile.lastname,
          role: profile.role,
          admin_role: profile.adminRole,
          has_password: profile.hasPassword,
          email_verified_at: isoOrNull(profile.emailVerifiedAt),
          is_vip: profile.isVip,
          subscription_sku: profile.subscriptionSku,
          subscription_expires_at: isoOrNull(profile.subscriptionExpiresAt),
          sign_in_providers: profile.signInProviders,
          created_at: iso(profile.createdAt),
        },
        block: detail.block ? { blocked_at: iso(detail.block.blockedAt), reason: detail.block.reason, by: detail.block.by } : null,
        favourites: {
          total: detail.favourites.total,
          items: detail.favourites.items.map((item) => ({ listing_id: item.listingId, title: item.title, type: item.type, saved_at: iso(item.createdAt) })),
        },
        deal_requests: detail.dealRequests.map((request) => ({
          id: request.id,
          occasion: request.occasion,
          status: request.status,
          destinations: request.destinations,
          offers: request.offers,
          created_at: iso(request.createdAt),
        })),
        subscriptions: detail.subscriptions.map((subscription) => ({
          id: subscription.id,
          status: subscription.status,
          price_id: subscription.priceId,
          current_period_end: isoOrNull(subscription.currentPeriodEnd),
          cancel_at_period_end: subscription.cancelAtPeriodEnd,
          created_at: iso(subscription.createdAt),
        })),
        reservations: detail.reservations.map((reservation) => ({
          id: reservation.id,
          confirmation_number: reservation.confirmationNumber,
          status: reservation.status,
          listing_title: reservation.listingTitle,
          check_in: reservation.checkIn,
          check_out: reservation.checkOut,
          total_cents: reservation.totalCents,
          currency: reservation.currency,
        })),
        payments: detail.payments.map((payment) => ({
          id: payment.id,
          purpose: payment.purpose,
          amount_cents: payment.amountCents,
          currency: payment.currency,
          status: payment.status,
          created_at: iso(payment.createdAt),
        })),
        business_accounts: detail.businessAccounts,
        sessions: detail.sessions.map((session) => ({ id: session.id, device: session.deviceName, created_at: iso(session.createdAt), last_used_at: iso(session.lastUsedAt) })),
        emails: detail.emails.map((email) => ({
          id: email.id,
          subject: email.subject,
          template: email.template,
          state: email.state,
          created_at: iso(email.createdAt),
          sent_at: isoOrNull(email.sentAt),
        })),
        audit: detail.audit.map((entry) => ({ id: entry.id, at: iso(entry.createdAt), actor_email: entry.actorEmail, event: entry.event, summary: entry.summary })),
      },
    };
  });

  api.route(contracts.blockAdminUser, async ({ params, body, admin, services }) => {
    const user = await blockUser(services, admin, { userId: params.id, reason: body.reason });
    return { message: `${user.email} is blocked. Every session ended and every sign-in is refused.`, data: rowWire(user) };
  });

  api.route(contracts.unblockAdminUser, async ({ params, body, admin, services }) => {
    const user = await unblockUser(services, admin, { userId: params.id, note: body.note });
    return { message: `${user.email} is unblocked and may sign in again.`, data: rowWire(user) };
  });

  api.route(contracts.exportAdminUser, async ({ params, admin, services, reply }) => {
    const document = await exportUser(services, admin, params.id);
    reply.header("content-disposition", `attachment; filename="amora-account-${params.id}.json"`);
    reply.header("cache-control", "private, no-store");
    return document;
  });

  api.route(contracts.deleteAdminUser, async ({ params, body, admin, services }) => {
    const deleted = await deleteUserAccount(services, admin, { userId: params.id, confirmEmail: body.confirm_email });
    // The account is gone; its pictures go with it (after the commit: a rollback keeps them).
    await discardAvatarFiles(mediaStorageFor(services.config), deleted.user.avatarSizes);
    return {
      message: `The account of ${deleted.user.email} is deleted.`,
      data: {
        id: deleted.user.id,
        email: deleted.user.email,
        anonymised_payments: deleted.anonymisedPayments,
        anonymised_reservations: deleted.anonymisedReservations,
      },
    };
  });
}
