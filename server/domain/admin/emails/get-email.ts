import { and, desc, eq, sql } from "drizzle-orm";
import { ADMIN_EMAIL_MESSAGES, consoleSubject, emailStateOf, HIDDEN_EMAIL_BODY, isSecretEmail } from "../../../../core/admin-emails";
import type { Database } from "../../../db/client";
import { outboundEmails } from "../../../db/schema/accounts";
import { adminAuditLog } from "../../../db/schema/admin";
import { notFound } from "../../../kernel/errors";

/**
 * One e-mail of the outbox with its bodies and its delivery history (queued, attempts and the last
 * error, sent), the copies admins queued of it, and the e-mail it is a copy of: both read from the
 * audit log's "email.resend" entries (target: the original; after.copyId: the copy). An e-mail
 * carrying a code or a private link comes without its words (core/admin-emails.ts).
 */
export async function getEmail({ db }: { db: Database }, emailId: number) {
  const [row] = await db.select().from(outboundEmails).where(eq(outboundEmails.id, emailId)).limit(1);
  if (!row) throw notFound(ADMIN_EMAIL_MESSAGES.notFound);
  const [resends, copiedFrom] = await Promise.all([
    db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.event, "email.resend"), eq(adminAuditLog.targetType, "email"), eq(adminAuditLog.targetId, String(emailId))))
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(50),
    db
      .select({ targetId: adminAuditLog.targetId, actorEmail: adminAuditLog.actorEmail, createdAt: adminAuditLog.createdAt })
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.event, "email.resend"), sql`${adminAuditLog.after}->>'copyId' = ${String(emailId)}`))
      .limit(1),
  ]);
  const original = copiedFrom[0];
  return {
    email: {
      ...row,
      subject: consoleSubject(row.template, row.subject),
      ...(isSecretEmail(row.template) ? { text: HIDDEN_EMAIL_BODY, html: `<p>${HIDDEN_EMAIL_BODY}</p>` } : {}),
      isHidden: isSecretEmail(row.template),
      state: emailStateOf(row),
    },
    resends: resends.map((entry) => ({
      at: entry.createdAt,
      by: entry.actorEmail,
      copyId: typeof entry.after?.copyId === "number" ? entry.after.copyId : null,
    })),
    copyOf: original?.targetId ? { id: Number(original.targetId), by: original.actorEmail, at: original.createdAt } : null,
  };
}

export type AdminEmailDetail = Awaited<ReturnType<typeof getEmail>>;
