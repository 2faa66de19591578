import { and, eq, isNull } from "drizzle-orm";
import { checkMessageBody } from "../../../core/deal-rules";
import { businessAccounts } from "../../db/schema/business";
import { dealMessages, dealRequests, deals, type DealMessageRow, type MessageSender } from "../../db/schema/deals";
import { AppError } from "../../kernel/errors";
import { publishLiveEvent } from "../live/publish-live-event";
import { queueEmail } from "../mail/queue-email";
import { activeBusinessAccountOf } from "./business-account-of";
import { businessDashboardUrl, type DealDeps } from "./deal-deps";
import { offerEmailLink } from "./offer-email-link";
import { DEAL_NOT_FOUND } from "./act-on-deal";
import { planMessage } from "../../../core/deal-transitions";
import { notifyCouple } from "./notify-couple";

const EXCERPT_LENGTH = 280;

/**
 * A message in a deal's thread (decision 021), from the couple or from the business. Stored,
 * e-mailed to the other side through the queue, and pushed live; a business's message also
 * notifies the couple ('New Message'). Each side reaches only its own deals.
 */
export async function postMessage(
  deps: DealDeps,
  { userId, dealId, body, as }: { userId: number; dealId: number; body: string; as: MessageSender },
): Promise<DealMessageRow> {
  const { db, clock, jobs, config, origin } = deps;
  const problem = checkMessageBody(body);
  if (problem) throw new AppError("VALIDATION_FAILED", problem, { body: [problem] });
  const account = as === "business" ? await activeBusinessAccountOf(db, userId) : null;
  return db.transaction(async (tx) => {
    const now = clock.now();
    const [found] = await tx
      .select({ deal: deals, request: dealRequests, business: businessAccounts })
      .from(deals)
      .innerJoin(dealRequests, eq(dealRequests.id, deals.requestId))
      .innerJoin(businessAccounts, eq(businessAccounts.id, deals.businessAccountId))
      .where(and(eq(deals.id, dealId), account ? eq(deals.businessAccountId, account.id) : and(eq(deals.userId, userId), isNull(deals.hiddenAt))))
      .for("update", { of: deals });
    if (!found) throw new AppError("NOT_FOUND", DEAL_NOT_FOUND);
    const { deal, request, business } = found;
    const plan = planMessage(deal.status, as);
    if (!plan.allowed) throw new AppError("CONFLICT", plan.message);
    const text = body.trim();
    const [message] = await tx.insert(dealMessages).values({ dealId, sender: as, senderUserId: userId, body: text, createdAt: now }).returning();
    if (!message) throw new Error("message insert returned no row");
    await tx
      .update(deals)
      .set(as === "business" ? { coupleHasNewMessage: true, updatedAt: now } : { businessHasNewMessage: true, updatedAt: now })
      .where(eq(deals.id, dealId));
    const excerpt = text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text;
    if (as === "business") {
      await notifyCouple(tx, { type: "new_message", deal, request, businessName: business.name, now, jobs });
      const threadUrl = await offerEmailLink(tx, deps, { dealId: deal.id, userId: deal.userId, requestEmail: request.email });
      await queueEmail({
        db: tx,
        jobs,
        clock,
        config,
        origin,
        to: request.email,
        template: { name: "new-message", recipient: "couple", senderName: business.name, offerTitle: deal.title, excerpt, threadUrl },
      });
    } else {
      await queueEmail({
        db: tx,
        jobs,
        clock,
        config,
        origin,
        to: business.email,
        template: {
          name: "new-message",
          recipient: "business",
          senderName: `${request.firstName} ${request.lastName.slice(0, 1)}.`,
          offerTitle: deal.title,
          excerpt,
          threadUrl: businessDashboardUrl({ config, origin }, `/leads/${request.id}`),
        },
      });
      await publishLiveEvent(tx, { userId: business.userId, event: { type: "message", data: { dealId, messageId: message.id } } });
    }
    await publishLiveEvent(tx, { userId: deal.userId, event: { type: "message", data: { dealId, messageId: message.id } } });
    return message;
  });
}
