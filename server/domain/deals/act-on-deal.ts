import { and, eq, isNull } from "drizzle-orm";
import { dealRequests, deals, notifications, type DealRow } from "../../db/schema/deals";
import { AppError } from "../../kernel/errors";
import { publishLiveEvent } from "../live/publish-live-event";
import { businessAccounts } from "../../db/schema/business";
import { queueEmail } from "../mail/queue-email";
import { businessDashboardUrl, type DealDeps } from "./deal-deps";
import { planDealAction, planRequestMove, type CoupleDealAction } from "../../../core/deal-transitions";
import { refreshUnreadCounts } from "./unread-counts";

export const DEAL_NOT_FOUND = "This offer was not found.";

export const DEAL_ACTION_MESSAGES: Record<CoupleDealAction, string> = {
  pin: "Offer pinned",
  unpin: "Offer unpinned",
  archive: "Offer archived",
  unarchive: "Offer moved back to your inbox",
  lateresponse: "Late response accepted",
  reject: "Offer declined",
  booked: "Offer marked as booked",
  newmessageupdate: "Messages marked as read",
};

/**
 * The couple's deal actions (docs/product.md §4 "Deal actions"): the transition table decides; a
 * refused action changes nothing. Booking an offer books its request too. Only the couple's
 * own deals are found: anyone else's id is a 404, the same as one that does not exist.
 */
export async function actOnDeal(deps: DealDeps, { userId, dealId, action }: { userId: number; dealId: number; action: CoupleDealAction }): Promise<DealRow> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const [deal] = await tx
      .select()
      .from(deals)
      .where(and(eq(deals.id, dealId), eq(deals.userId, userId)))
      .for("update");
    if (!deal) throw new AppError("NOT_FOUND", DEAL_NOT_FOUND);
    const plan = planDealAction(
      { status: deal.status, pinned: deal.pinnedAt !== null, archived: deal.archivedAt !== null, expired: deal.expiresAt.getTime() <= now.getTime() },
      action,
    );
    if (!plan.allowed) throw new AppError("CONFLICT", plan.message);
    // The request is locked after the deal (the order every booking takes), so of two offers
    // booked at once on one request, the second sees the first's booking and is refused.
    const [request] =
      action === "booked" || action === "reject"
        ? await tx.select().from(dealRequests).where(eq(dealRequests.id, deal.requestId)).for("update")
        : [];
    const requestPlan = action === "booked" && request ? planRequestMove(request.status, "book") : null;
    if (requestPlan && !requestPlan.allowed) throw new AppError("CONFLICT", requestPlan.message);
    const statusChanged = plan.status !== deal.status;
    const [updated] = await tx
      .update(deals)
      .set({
        status: plan.status,
        pinnedAt: plan.pinned ? (deal.pinnedAt ?? now) : null,
        archivedAt: plan.archived ? (deal.archivedAt ?? now) : null,
        ...(statusChanged ? { statusChangedAt: now } : {}),
        ...(action === "newmessageupdate" ? { coupleHasNewMessage: false } : {}),
        updatedAt: now,
      })
      .where(eq(deals.id, deal.id))
      .returning();
    if (request) {
      if (requestPlan?.allowed) {
        await tx.update(dealRequests).set({ status: requestPlan.status, updatedAt: now }).where(eq(dealRequests.id, request.id));
      }
      const [business] = await tx.select().from(businessAccounts).where(eq(businessAccounts.id, deal.businessAccountId));
      if (business) {
        await queueEmail({
          db: tx,
          jobs: deps.jobs,
          clock: deps.clock,
          config: deps.config,
          origin: deps.origin,
          to: business.email,
          template: {
            name: "offer-answered",
            answer: action === "booked" ? "booked" : "declined",
            coupleName: `${request.firstName} ${request.lastName.slice(0, 1)}.`,
            offerTitle: deal.title,
            leadUrl: businessDashboardUrl(deps, `/leads/${request.id}`),
          },
        });
        await publishLiveEvent(tx, { userId: business.userId, event: { type: "lead", data: { requestId: request.id } } });
      }
    }
    if (action === "newmessageupdate") {
      await tx
        .update(notifications)
        .set({ readAt: now })
        .where(and(eq(notifications.dealId, deal.id), eq(notifications.type, "new_message"), isNull(notifications.readAt)));
      await refreshUnreadCounts(tx, userId);
    }
    await publishLiveEvent(tx, { userId, event: { type: "deal-updated", data: { dealId: deal.id } } });
    return updated!;
  });
}
