import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { type EmailAttachment, outboundEmails } from "../../db/schema/accounts";
import type { EmailSentEffects, JobQueue } from "../../jobs/job-queue";
import type { Clock } from "../../kernel/clock";
import type { EmailTemplate, EmailTemplateName } from "./email-templates";
import { renderEmail } from "./render-email";

export type QueueEmailOptions = {
  /** The transaction of the change that causes the e-mail: a rollback sends nothing. */
  db: Database;
  jobs: JobQueue;
  clock: Clock;
  config: Pick<Config, "productName" | "publicUrl">;
  /** Used for links when PUBLIC_URL is not set (the request's origin). */
  origin?: string;
  to: string;
  template: EmailTemplate;
  /** Recorded by the delivery job once the e-mail is sent (e.g. a contact message marked notified). */
  onSent?: EmailSentEffects;
  /** Files sent with the e-mail (a booking's calendar file), stored with it and sent as MIME parts. */
  attachments?: EmailAttachment[];
};

/**
 * E-mails a person is waiting for on screen, whose code expires in minutes, and the warning that
 * someone is guessing the owner's password (which tells them to reset it now): they go to the mail
 * server before any backlog of other mail (welcome messages, contact forms, deal news).
 */
export const URGENT_EMAIL_TEMPLATES: ReadonlySet<EmailTemplateName> = new Set<EmailTemplateName>([
  "sign-in-code",
  "password-reset-code",
  "password-lockout",
]);

/** The delivery job's priority for urgent e-mail (the others have pg-boss's default, 0). */
export const URGENT_EMAIL_PRIORITY = 10;

/** Where the e-mails' links point: PUBLIC_URL, else the request's origin, else the local server. */
export function emailSiteUrl(config: Pick<Config, "publicUrl">, origin?: string): string {
  return config.publicUrl ?? origin ?? "http://localhost:3000";
}

/**
 * Renders the e-mail, stores it in outbound_emails and queues its delivery, all in `db`. The
 * delivery job (server/jobs/deliver-email.ts) sends it with retries and backoff.
 */
export async function queueEmail({ db, jobs, clock, config, origin, to, template, onSent, attachments = [] }: QueueEmailOptions): Promise<number> {
  const siteUrl = emailSiteUrl(config, origin);
  const rendered = renderEmail(template, { productName: config.productName, siteUrl });
  const [row] = await db
    .insert(outboundEmails)
    .values({ toAddress: to, template: template.name, createdAt: clock.now(), attachments, ...rendered })
    .returning({ id: outboundEmails.id });
  if (!row) throw new Error("outbound e-mail insert returned no row");
  await jobs.send(
    db,
    "deliver-email",
    onSent ? { emailId: row.id, onSent } : { emailId: row.id },
    URGENT_EMAIL_TEMPLATES.has(template.name) ? { priority: URGENT_EMAIL_PRIORITY } : {},
  );
  return row.id;
}
