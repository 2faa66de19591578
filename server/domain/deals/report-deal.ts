import { and, eq, isNull } from "drizzle-orm";
import { checkReportReason, MODERATION_MESSAGES } from "../../../core/admin-moderation";
import type { Database } from "../../db/client";
import { businessAccounts } from "../../db/schema/business";
import { dealMessages, dealReports, deals, type DealReportRow, type MessageSender } from "../../db/schema/deals";
import type { Clock } from "../../kernel/clock";
import { AppError } from "../../kernel/errors";
import { DEAL_NOT_FOUND } from "./act-on-deal";

/**
 * A couple or a business reports an offer or a message on a deal they take part in (the couple:
 * the business's offer or messages; the business: the couple's messages), for the admins' deals
 * oversight. Someone else's deal is 404, as everywhere; the same open report twice is refused.
 */
export async function reportDeal(
  { db, clock }: { db: Database; clock: Clock },
  { userId, dealId, messageId, reason }: { userId: number; dealId: number; messageId: number | null; reason: string },
): Promise<DealReportRow> {
  const problem = checkReportReason(reason);
  if (problem) throw new AppError("VALIDATION_FAILED", problem, { reason: [problem] });
  const text = reason.trim();
  const [found] = await db
    .select({ deal: deals, businessUserId: businessAccounts.userId })
    .from(deals)
    .innerJoin(businessAccounts, eq(businessAccounts.id, deals.businessAccountId))
    .where(eq(deals.id, dealId));
  const side: MessageSender | null = !found ? null : found.deal.userId === userId && found.deal.hiddenAt === null ? "couple" : found.businessUserId === userId ? "business" : null;
  if (!found || side === null) throw new AppError("NOT_FOUND", DEAL_NOT_FOUND);
  if (messageId !== null) {
    const [message] = await db.select({ id: dealMessages.id }).from(dealMessages).where(and(eq(dealMessages.id, messageId), eq(dealMessages.dealId, dealId)));
    if (!message) throw new AppError("NOT_FOUND", MODERATION_MESSAGES.messageNotFound);
  }
  return db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: dealReports.id })
      .from(dealReports)
      .where(
        and(
          eq(dealReports.dealId, dealId),
          eq(dealReports.reporterUserId, userId),
          eq(dealReports.status, "open"),
          messageId === null ? isNull(dealReports.messageId) : eq(dealReports.messageId, messageId),
        ),
      )
      .for("update");
    if (open) throw new AppError("CONFLICT", MODERATION_MESSAGES.reportedAlready);
    const [row] = await tx
      .insert(dealReports)
      .values({ dealId, messageId, reporterUserId: userId, reporterSide: side, reason: text, createdAt: clock.now() })
      .returning();
    if (!row) throw new Error("deal report insert returned no row");
    return row;
  });
}
