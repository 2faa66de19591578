import { ADMIN_EMAIL_MESSAGES } from "../../../core/admin-emails";
import * as contracts from "../../../core/contracts/admin-emails";
import { getEmail } from "../../domain/admin/emails/get-email";
import { listEmails, listEmailTemplates, type AdminEmailSummary } from "../../domain/admin/emails/list-emails";
import { resendEmail } from "../../domain/admin/emails/resend-email";
import type { ApiRegistry } from "./route";

function summaryWire(email: AdminEmailSummary) {
  return {
    id: email.id,
    to: email.toAddress,
    subject: email.subject,
    template: email.template,
    state: email.state,
    attempts: email.attempts,
    last_error: email.lastError,
    created_at: email.createdAt.toISOString(),
    sent_at: email.sentAt ? email.sentAt.toISOString() : null,
  };
}

/** The handlers of core/contracts/admin-emails.ts; the rules are server/domain/admin/emails. */
export function registerAdminEmailRoutes(api: ApiRegistry): void {
  api.route(contracts.listAdminEmails, async ({ query, services }) => {
    const [list, templates] = await Promise.all([
      listEmails(services, { state: query.state, template: query.template, address: query.to, page: query.page }),
      listEmailTemplates(services),
    ]);
    return { data: list.items.map(summaryWire), page: list.page, last_page: list.lastPage, total: list.total, templates };
  });

  api.route(contracts.getAdminEmail, async ({ params, services }) => {
    const detail = await getEmail(services, params.id);
    const { email } = detail;
    return {
      data: {
        ...summaryWire(email),
        text: email.text,
        html: email.html,
        attachments: email.attachments.map((attachment) => ({ filename: attachment.filename, content_type: attachment.contentType })),
        resends: detail.resends.map((resend) => ({ at: resend.at.toISOString(), by: resend.by, copy_id: resend.copyId })),
        copy_of: detail.copyOf ? { id: detail.copyOf.id, by: detail.copyOf.by, at: detail.copyOf.at.toISOString() } : null,
      },
    };
  });

  api.route(contracts.resendAdminEmail, async ({ params, admin, services }) => {
    const copy = await resendEmail(services, admin, params.id);
    return { message: ADMIN_EMAIL_MESSAGES.resent(copy.toAddress), data: { id: copy.copyId, to: copy.toAddress } };
  });
}
