import { eq } from "drizzle-orm";
import { ADMIN_EMAIL_MESSAGES, consoleSubject } from "../../../../core/admin-emails";
import type { Database } from "../../../db/client";
import { outboundEmails } from "../../../db/schema/accounts";
import type { JobQueue } from "../../../jobs/job-queue";
import type { Clock } from "../../../kernel/clock";
import { notFound } from "../../../kernel/errors";
import { URGENT_EMAIL_PRIORITY, URGENT_EMAIL_TEMPLATES } from "../../mail/queue-email";
import type { EmailTemplateName } from "../../mail/email-templates";
import { requireAdminAction, type AdminActor } from "../admin-actor";
import { recordAdminAction } from "../audit-log";

/**
 * Queues a copy of an outbox e-mail to the same address, through the normal delivery job (retries,
 * backoff, the sent mark): the same subject, bodies and attachments as rendered then. Only ever to
 * the original recipient, so nothing can be redirected. Audited with the original and the copy.
 */
export async function resendEmail(deps: { db: Database; clock: Clock; jobs: JobQueue }, actor: AdminActor, emailId: number): Promise<{ copyId: number; toAddress: string }> {
  requireAdminAction(actor, "email.resend");
  return deps.db.transaction(async (tx) => {
    const [original] = await tx.select().from(outboundEmails).where(eq(outboundEmails.id, emailId)).limit(1);
    if (!original) throw notFound(ADMIN_EMAIL_MESSAGES.notFound);
    const [copy] = await tx
      .insert(outboundEmails)
      .values({
        toAddress: original.toAddress,
        subject: original.subject,
        html: original.html,
        text: original.text,
        template: original.template,
        attachments: original.attachments,
        createdAt: deps.clock.now(),
      })
      .returning({ id: outboundEmails.id });
    if (!copy) throw new Error("outbound e-mail insert returned no row");
    const isUrgent = URGENT_EMAIL_TEMPLATES.has(original.template as EmailTemplateName);
    await deps.jobs.send(tx, "deliver-email", { emailId: copy.id }, isUrgent ? { priority: URGENT_EMAIL_PRIORITY } : {});
    await recordAdminAction({ db: tx, clock: deps.clock }, actor, {
      action: "email.resend",
      event: "email.resend",
      target: { type: "email", id: emailId },
      summary: `Resent "${consoleSubject(original.template, original.subject)}" to ${original.toAddress}`,
      before: { id: original.id, toAddress: original.toAddress, template: original.template, sentAt: original.sentAt?.toISOString() ?? null },
      after: { copyId: copy.id, toAddress: original.toAddress, template: original.template },
    });
    return { copyId: copy.id, toAddress: original.toAddress };
  });
}
