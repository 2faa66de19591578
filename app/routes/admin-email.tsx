import { data } from "react-router";
import { ADMIN_EMAIL_MESSAGES } from "../../core/admin-emails";
import { adminMay } from "../../core/admin-roles";
import { findUserByEmail } from "../../server/domain/accounts/find-user";
import { getEmail } from "../../server/domain/admin/emails/get-email";
import { resendEmail } from "../../server/domain/admin/emails/resend-email";
import { AppError } from "../../server/kernel/errors";
import { ADMIN_PAGE_HEADERS, adminOutcome, adminPage } from "../admin-view.server";
import { RouteErrorBoundary } from "../components/route-error";
import { AdminEmailDetail } from "../features/admin/emails/admin-email-detail-view";
import { recordIdOf } from "../features/admin/users/record-id";
import type { Route } from "./+types/admin-email";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const admin = adminPage(context, request, "email.read");
  const emailId = recordIdOf(params.emailId);
  const detail = await getEmail(context.services, emailId).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  });
  const { email } = detail;
  const recipient = adminMay(admin.role, "users.read") ? await findUserByEmail(context.services.db, email.toAddress) : undefined;
  return data(
    {
      productName: context.publicConfig.productName,
      mayResend: adminMay(admin.role, "email.resend"),
      email: {
        id: email.id,
        to: email.toAddress,
        userId: recipient?.id ?? null,
        subject: email.subject,
        template: email.template,
        state: email.state,
        attempts: email.attempts,
        lastError: email.lastError,
        createdAt: email.createdAt.toISOString(),
        sentAt: email.sentAt?.toISOString() ?? null,
        text: email.text,
        html: email.html,
        attachments: email.attachments.map((file) => ({ filename: file.filename, contentType: file.contentType })),
        resends: detail.resends.map((resend) => ({ at: resend.at.toISOString(), by: resend.by, copyId: resend.copyId })),
        copyOf: detail.copyOf ? { id: detail.copyOf.id, by: detail.copyOf.by, at: detail.copyOf.at.toISOString() } : null,
      },
    },
    { headers: ADMIN_PAGE_HEADERS },
  );
}

/** Resend: a copy to the same address through the delivery job. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = adminPage(context, request, "email.resend");
  const emailId = recordIdOf(params.emailId);
  return adminOutcome(async () => {
    const copy = await resendEmail(context.services, admin, emailId);
    return `${ADMIN_EMAIL_MESSAGES.resent(copy.toAddress)} (e-mail #${copy.copyId})`;
  });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `${loaderData?.email.subject ?? "E-mail"} | E-mail | ${loaderData?.productName ?? "Amora"} admin` },
  { name: "robots", content: "noindex, nofollow" },
];

export const ErrorBoundary = RouteErrorBoundary;

export default function AdminEmail({ loaderData, actionData }: Route.ComponentProps) {
  const { productName: _productName, ...view } = loaderData;
  return <AdminEmailDetail {...view} outcome={actionData?.outcome ?? null} />;
}
