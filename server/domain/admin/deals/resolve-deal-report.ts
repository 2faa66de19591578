import { and, eq } from "drizzle-orm";
import { DEAL_REPORT_ACTION_LABELS, DEAL_REPORT_ACTIONS, MODERATION_MESSAGES, MODERATION_REASON_LENGTH } from "../../../../core/admin-moderation";
import type { Database } from "../../../db/client";
import { dealMessages, dealReports, dealRequests, deals } from "../../../db/schema/deals";
import type { Clock } from "../../../kernel/clock";
import { AppError, notFound } from "../../../kernel/errors";
import { refreshUnreadCounts } from "../../deals/unread-counts";
import type { AdminActor } from "../admin-actor";
import { auditState, recordAdminAction } from "../audit-log";

/**
 * An admin's answer to an open abuse report, in one transaction with its audit entry:
 * - hide: the reported message shows "removed" to both sides, or the reported offer leaves the
 *   couple's inbox (the business still sees its own offer);
 * - close_request: the couple's request takes no more offers (the offers already sent stay);
 * - dismiss: nothing was wrong.
 * The note (optional) is kept on the report as what was done.
 */
export async function resolveDealReport(
  { db, clock }: { db: Database; clock: Clock },
  admin: AdminActor,
  reportId: number,
  input: { action?: unknown; note?: unknown },
) {
  const action = DEAL_REPORT_ACTIONS.find((candidate) => candidate === input.action);
  if (!action) throw new AppError("VALIDATION_FAILED", MODERATION_MESSAGES.actionInvalid, { action: [MODERATION_MESSAGES.actionInvalid] });
  const note = typeof input.note === "string" ? input.note.trim() : "";
  if (note.length > MODERATION_REASON_LENGTH.max || note.includes("\u0000")) {
    throw new AppError("VALIDATION_FAILED", `Keep the note under ${MODERATION_REASON_LENGTH.max} characters.`, { note: ["Too long"] });
  }
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [report] = await tx.select().from(dealReports).where(eq(dealReports.id, reportId)).for("update");
    if (!report) throw notFound(MODERATION_MESSAGES.reportNotFound);
    if (report.status !== "open") throw new AppError("CONFLICT", MODERATION_MESSAGES.reportClosed);
    const [deal] = await tx.select().from(deals).where(eq(deals.id, report.dealId)).for("update");
    if (!deal) throw notFound(MODERATION_MESSAGES.dealNotFound);
    let before: Record<string, unknown> | null = null;
    let after: Record<string, unknown> | null = null;
    let target: { type: string; id: number } = { type: "deal", id: deal.id };
    let done: string;
    if (action === "hide" && report.messageId !== null) {
      const [message] = await tx.select().from(dealMessages).where(and(eq(dealMessages.id, report.messageId), eq(dealMessages.dealId, deal.id)));
      if (!message) throw notFound(MODERATION_MESSAGES.messageNotFound);
      await tx.update(dealMessages).set({ hiddenAt: message.hiddenAt ?? now }).where(eq(dealMessages.id, message.id));
      target = { type: "deal_message", id: message.id };
      before = { body: message.body, hiddenAt: message.hiddenAt?.toISOString() ?? null };
      after = { body: message.body, hiddenAt: (message.hiddenAt ?? now).toISOString() };
      done = `Hid a ${message.sender}'s message on deal ${deal.id}`;
    } else if (action === "hide") {
      await tx.update(deals).set({ hiddenAt: deal.hiddenAt ?? now, updatedAt: now }).where(eq(deals.id, deal.id));
      await refreshUnreadCounts(tx, deal.userId);
      before = { title: deal.title, status: deal.status, hiddenAt: deal.hiddenAt?.toISOString() ?? null };
      after = { title: deal.title, status: deal.status, hiddenAt: (deal.hiddenAt ?? now).toISOString() };
      done = `Hid offer "${deal.title}" (deal ${deal.id}) from the couple`;
    } else if (action === "close_request") {
      const [request] = await tx.select().from(dealRequests).where(eq(dealRequests.id, deal.requestId)).for("update");
      if (!request) throw notFound(MODERATION_MESSAGES.requestNotFound);
      if (request.status !== "open") throw new AppError("CONFLICT", MODERATION_MESSAGES.requestAlreadyClosed);
      await tx.update(dealRequests).set({ status: "closed", updatedAt: now }).where(eq(dealRequests.id, request.id));
      target = { type: "deal_request", id: request.id };
      before = { status: request.status };
      after = { status: "closed" };
      done = `Closed deal request ${request.id}`;
    } else {
      done = `Dismissed report ${report.id} on deal ${deal.id}`;
    }
    const resolution = note ? `${DEAL_REPORT_ACTION_LABELS[action]}: ${note}` : DEAL_REPORT_ACTION_LABELS[action];
    const [resolved] = await tx
      .update(dealReports)
      .set({ status: action === "dismiss" ? "dismissed" : "actioned", resolution, resolvedByEmail: admin.email, resolvedAt: now })
      .where(eq(dealReports.id, report.id))
      .returning();
    await recordAdminAction({ db: tx, clock }, admin, {
      action: "deals.moderate",
      event: `deal_report.${action}`,
      target,
      summary: `${done} (report ${report.id})${note ? `: ${note}` : ""}`,
      before: auditState({ report: { id: report.id, status: report.status, reason: report.reason }, ...before }),
      after: auditState({ report: { id: report.id, status: resolved?.status, resolution }, ...after }),
    });
    return { requestId: deal.requestId, message: `${DEAL_REPORT_ACTION_LABELS[action]}: done.` };
  });
}
