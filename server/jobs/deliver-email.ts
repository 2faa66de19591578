import { eq, sql } from "drizzle-orm";
import type { MailTransport } from "../adapters/mail/mail-transport";
import type { Database } from "../db/client";
import { outboundEmails } from "../db/schema/accounts";
import type { Clock } from "../domain/clock";

export type DeliverEmailOptions = {
  db: Database;
  transport: MailTransport;
  clock: Clock;
  from: string;
  emailId: number;
};

/**
 * Hands one queued e-mail to the transport. Already sent: nothing happens (a job retried after a
 * crash between sending and recording sends at most one extra copy, never none). A failure is
 * recorded and rethrown so the queue retries with backoff.
 */
export async function deliverEmail({ db, transport, clock, from, emailId }: DeliverEmailOptions): Promise<void> {
  const [email] = await db.select().from(outboundEmails).where(eq(outboundEmails.id, emailId));
  if (!email || email.sentAt) return;
  try {
    await transport.send({ from, to: email.toAddress, subject: email.subject, html: email.html, text: email.text });
  } catch (error) {
    await db
      .update(outboundEmails)
      .set({ attempts: sql`${outboundEmails.attempts} + 1`, lastError: error instanceof Error ? error.message : String(error) })
      .where(eq(outboundEmails.id, emailId));
    throw error;
  }
  await db
    .update(outboundEmails)
    .set({ attempts: sql`${outboundEmails.attempts} + 1`, lastError: null, sentAt: clock.now() })
    .where(eq(outboundEmails.id, emailId));
}
