import { data, redirect } from "react-router";
import { adminMay } from "../../core/admin-roles";
import { mediaStorageFor } from "../../server/adapters/storage/media-storage-for";
import { discardAvatarFiles } from "../../server/domain/accounts/set-avatar";
import { blockUser, unblockUser } from "../../server/domain/admin/users/block-user";
import { deleteUserAccount } from "../../server/domain/admin/users/delete-user-account";
import { getUserDetail } from "../../server/domain/admin/users/get-user-detail";
import { AppError } from "../../server/kernel/errors";
import { ADMIN_PAGE_HEADERS, adminOutcome, adminPage } from "../admin-view.server";
import { RouteErrorBoundary } from "../components/route-error";
import { AdminUserDetail } from "../features/admin/users/admin-user-detail-view";
import { recordIdOf } from "../features/admin/users/record-id";
import type { Route } from "./+types/admin-user";

const userIdOf = recordIdOf;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const admin = adminPage(context, request, "users.read");
  const userId = userIdOf(params.userId);
  const detail = await getUserDetail(context.services, userId).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  });
  const iso = (value: Date | null) => value?.toISOString() ?? null;
  const { profile } = detail;
  return data(
    {
      productName: context.publicConfig.productName,
      mayBlock: adminMay(admin.role, "users.block"),
      mayDelete: adminMay(admin.role, "users.delete"),
      isSelf: admin.userId === userId,
      profile: {
        id: profile.id,
        email: profile.email,
        name: [profile.firstname, profile.lastname].filter(Boolean).join(" "),
        role: profile.role,
        adminRole: profile.adminRole,
        hasPassword: profile.hasPassword,
        emailVerifiedAt: iso(profile.emailVerifiedAt),
        isVip: profile.isVip,
        subscriptionExpiresAt: iso(profile.subscriptionExpiresAt),
        signInProviders: profile.signInProviders,
        createdAt: profile.createdAt.toISOString(),
      },
      block: detail.block ? { blockedAt: detail.block.blockedAt.toISOString(), reason: detail.block.reason, by: detail.block.by } : null,
      favourites: {
        total: detail.favourites.total,
        items: detail.favourites.items.map((item) => ({ listingId: item.listingId, title: item.title, type: item.type, savedAt: item.createdAt.toISOString() })),
      },
      dealRequests: detail.dealRequests.map((request) => ({ ...request, createdAt: request.createdAt.toISOString() })),
      subscriptions: detail.subscriptions.map((subscription) => ({
        id: subscription.id,
        status: subscription.status,
        priceId: subscription.priceId,
        currentPeriodEnd: iso(subscription.currentPeriodEnd),
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      })),
      reservations: detail.reservations.map((reservation) => ({
        id: reservation.id,
        confirmationNumber: reservation.confirmationNumber,
        status: reservation.status,
        listingTitle: reservation.listingTitle,
        checkIn: reservation.checkIn,
        checkOut: reservation.checkOut,
        totalCents: reservation.totalCents,
      })),
      payments: detail.payments.map((payment) => ({ id: payment.id, purpose: payment.purpose, amountCents: payment.amountCents, status: payment.status, createdAt: payment.createdAt.toISOString() })),
      businessAccounts: detail.businessAccounts,
      sessions: detail.sessions.map((session) => ({ id: session.id, device: session.deviceName, createdAt: session.createdAt.toISOString(), lastUsedAt: session.lastUsedAt.toISOString() })),
      emails: detail.emails.map((email) => ({ id: email.id, subject: email.subject, template: email.template, state: email.state, createdAt: email.createdAt.toISOString() })),
      audit: detail.audit.map((entry) => ({ id: entry.id, at: entry.createdAt.toISOString(), actorEmail: entry.actorEmail, event: entry.event, summary: entry.summary })),
    },
    { headers: ADMIN_PAGE_HEADERS },
  );
}

/** Block (with a reason), unblock, or delete (owner, with the address typed again). */
export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = adminPage(context, request, "users.block");
  const userId = userIdOf(params.userId);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "delete") {
    adminPage(context, request, "users.delete");
    let deletedEmail = "";
    const answer = await adminOutcome(async () => {
      const deleted = await deleteUserAccount(context.services, admin, { userId, confirmEmail: String(form.get("confirm_email") ?? "") });
      await discardAvatarFiles(mediaStorageFor(context.services.config), deleted.user.avatarSizes);
      deletedEmail = deleted.user.email;
      return `The account of ${deleted.user.email} is deleted.`;
    });
    if (answer.data.outcome.kind === "done") throw redirect(`/admin/users?deleted=${encodeURIComponent(deletedEmail)}`);
    return answer;
  }
  if (intent === "unblock") {
    return adminOutcome(async () => {
      const user = await unblockUser(context.services, admin, { userId, note: String(form.get("note") ?? "") });
      return `${user.email} is unblocked and may sign in again.`;
    });
  }
  return adminOutcome(async () => {
    const user = await blockUser(context.services, admin, { userId, reason: String(form.get("reason") ?? "") });
    return `${user.email} is blocked. Every session ended and every sign-in is refused.`;
  });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `${loaderData?.profile.email ?? "User"} | Users | ${loaderData?.productName ?? "Amora"} admin` },
  { name: "robots", content: "noindex, nofollow" },
];

export const ErrorBoundary = RouteErrorBoundary;

export default function AdminUser({ loaderData, actionData }: Route.ComponentProps) {
  const { productName: _productName, ...view } = loaderData;
  return <AdminUserDetail {...view} outcome={actionData?.outcome ?? null} />;
}
