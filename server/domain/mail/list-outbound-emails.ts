import { desc, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { outboundEmails, type OutboundEmailRow } from "../../db/schema/accounts";

export type OutboundEmailSummary = Pick<
  OutboundEmailRow,
  "id" | "toAddress" | "subject" | "template" | "createdAt" | "sentAt" | "attempts" | "lastError"
>;

export type ListOutboundEmailsOptions = {
  db: Database;
  /** Only e-mails to this address (any case). */
  to?: string;
  limit?: number;
};

/** The outbox, newest first, without the bodies: what the dev mailbox lists. */
export async function listOutboundEmails({
  db,
  to,
  limit = 200,
}: ListOutboundEmailsOptions): Promise<OutboundEmailSummary[]> {
  return (
    db
      .select({
        id: outboundEmails.id,
        toAddress: outboundEmails.toAddress,
        subject: outboundEmails.subject,
        template: outboundEmails.template,
        createdAt: outboundEmails.createdAt,
        sentAt: outboundEmails.sentAt,
        attempts: outboundEmails.attempts,
        lastError: outboundEmails.lastError,
      })
      .from(outboundEmails)
      .where(to ? sql`lower(${outboundEmails.toAddress}) = ${to.toLowerCase()}` : undefined)
      // Ids break ties: a fixed clock (tests) gives many e-mails the same created_at.
      .orderBy(desc(outboundEmails.createdAt), desc(outboundEmails.id))
      .limit(limit)
  );
}
