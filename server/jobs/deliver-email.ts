import { eq, sql } from "drizzle-orm";
import type { MailTransport } from "../adapters/mail/mail-transport";
import type { Database } from "../db/client";
import { outboundEmails } from "../db/schema/accounts";
import { contactMessages } from "../db/schema/content";
import type { Clock } from "../kernel/clock";
import type { EmailSentEffects } from "./job-queue";

export type DeliverEmailOptions = {
  db: Database;
  transport: MailTransport;
  clock: Clock;
  from: string;
  emailId: number;
  onSent?: EmailSentEffects;
};

/**
 * Hands one queued e-mail to the transport. Already sent: nothing happens (a job retried after a
 * crash between sending and recording sends at most one extra copy, never none). A failure is
 * recorded and rethrown so the queue retries with backoff. What the sending settles (`onSent`) is
 * recorded with sent_at, in one transaction.
 */
export async function deliverEmail({ db, transport, clock, from, emailId, onSent }: DeliverEmailOptions): Promise<void> {
  const [email] = await db.select().from(outboundEmails).where(eq(outboundEmails.id, emailId));
  if (!email || email.sentAt) return;
  try {
    await transport.send({
      from,
      to: email.toAddress,
      subject: email.subject,
      html: email.html,
      text: email.text,
      ...(email.attachments.length > 0 ? { attachments: email.attachments } : {}),
    });
  } catch (error) {
    await db
      .update(outboundEmails)
      .set({ attempts: sql`${outboundEmails.attempts} + 1`, lastError: error instanceof Error ? error.message : String(error) })
      .where(eq(outboundEmails.id, emailId));
    throw error;
  }
  const sentAt = clock.now();
  await db.transaction(async (tx) => {
    await tx
      .update(outboundEmails)
      .set({ attempts: sql`${outboundEmails.attempts} + 1`, lastError: null, sentAt })
      .where(eq(outboundEmails.id, emailId));
    if (onSent?.contactMessageId !== undefined) {
      await tx.update(contactMessages).set({ notifiedAt: sentAt }).where(eq(contactMessages.id, onSent.contactMessageId));
    }
  });
}
