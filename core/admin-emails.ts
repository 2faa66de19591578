/**
 * The admin console's view of outgoing e-mail (issue 20). An outbox row is "sent" once the mail
 * server took it, "failed" while its last attempt failed (the job retries with backoff until it
 * gives up), and "queued" before any attempt failed.
 */

export const EMAIL_STATES = ["queued", "sent", "failed"] as const;
export type EmailState = (typeof EMAIL_STATES)[number];

export const EMAIL_STATE_LABELS: Record<EmailState, string> = { queued: "Queued", sent: "Sent", failed: "Failed" };

export function isEmailState(value: unknown): value is EmailState {
  return typeof value === "string" && (EMAIL_STATES as readonly string[]).includes(value);
}

export function emailStateOf(row: { sentAt: Date | string | null; lastError: string | null }): EmailState {
  if (row.sentAt !== null) return "sent";
  return row.lastError !== null ? "failed" : "queued";
}

/**
 * Templates that carry a secret for the recipient alone: a one-time code (its digits are in the
 * subject too), a claim's verification link, an invoice's private page. An admin who could read
 * them could sign in as the member or act for the business, so the console shows neither their
 * words nor the code; a resend still sends the e-mail as it was, to its own recipient.
 */
export const SECRET_EMAIL_TEMPLATES: ReadonlySet<string> = new Set(["sign-in-code", "password-reset-code", "business-claim", "invoice"]);

export const HIDDEN_EMAIL_BODY = "Not shown: this e-mail carries a one-time code or a private link meant for the recipient alone.";

export function isSecretEmail(template: string): boolean {
  return SECRET_EMAIL_TEMPLATES.has(template);
}

/** The subject as the console shows it: a code's digits masked. */
export function consoleSubject(template: string, subject: string): string {
  return isSecretEmail(template) ? subject.replace(/\d{4,}/g, "••••••") : subject;
}

export const EMAILS_PER_PAGE = 30;
export const EMAIL_ADDRESS_FILTER_MAX_LENGTH = 254;
export const EMAIL_TEMPLATE_FILTER_MAX_LENGTH = 60;

export const ADMIN_EMAIL_MESSAGES = {
  notFound: "There is no such e-mail.",
  resent: (address: string) => `A copy was queued to ${address}. It appears at the top of the list.`,
} as const;
