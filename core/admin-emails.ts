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

export const EMAILS_PER_PAGE = 30;
export const EMAIL_ADDRESS_FILTER_MAX_LENGTH = 254;
export const EMAIL_TEMPLATE_FILTER_MAX_LENGTH = 60;

export const ADMIN_EMAIL_MESSAGES = {
  notFound: "There is no such e-mail.",
  resent: (address: string) => `A copy was queued to ${address}. It appears at the top of the list.`,
} as const;
