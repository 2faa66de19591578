import { and, asc, eq, isNull, ne } from "drizzle-orm";
import { HIDDEN_MESSAGE_TEXT } from "../../../core/admin-moderation";
import { businessAccounts } from "../../db/schema/business";
import { listings } from "../../db/schema/catalogue";
import { dealMessages, dealRequests, deals, type DealRequestRow, type MessageSender } from "../../db/schema/deals";
import { AppError } from "../../kernel/errors";
import { publishLiveEvent } from "../live/publish-live-event";
import { DEAL_NOT_FOUND } from "./act-on-deal";
import type { DealDeps } from "./deal-deps";
import { dealViewColumns, toDealView, type DealView } from "./deal-view";
import { describeWhen } from "./describe-request";
import { dealViewsOf } from "./list-deals";
import { refreshUnreadCounts } from "./unread-counts";

export type ThreadMessage = { id: number; sender: MessageSender; body: string; createdAt: string };

export type RequestSummary = {
  id: number;
  status: DealRequestRow["status"];
  occasion: string;
  destinations: string[];
  inspireMe: boolean;
  when: string;
  travellers: number;
  budget: string;
  special: string;
  createdAt: string;
};

export type DealDetail = { deal: DealView; request: RequestSummary; messages: ThreadMessage[]; comparison: DealView[] };

export function summariseRequest(request: DealRequestRow): RequestSummary {
  return {
    id: request.id,
    status: request.status,
    occasion: request.occasion,
    destinations: request.destinations,
    inspireMe: request.inspireMe,
    when: describeWhen(request),
    travellers: request.travellers,
    budget: request.budget,
    special: request.special,
    createdAt: request.createdAt.toISOString(),
  };
}

export async function threadOf(db: DealDeps["db"], dealId: number): Promise<ThreadMessage[]> {
  const rows = await db.select().from(dealMessages).where(eq(dealMessages.dealId, dealId)).orderBy(asc(dealMessages.id)).limit(500);
  // A message an admin hid after a report keeps its place in the thread, not its words.
  return rows.map((row) => ({ id: row.id, sender: row.sender, body: row.hiddenAt === null ? row.body : HIDDEN_MESSAGE_TEXT, createdAt: row.createdAt.toISOString() }));
}

/**
 * One deal of the couple's (/offer/{id}): the offer, the business, the request it answers, the
 * message thread and the request's other offers side by side. Opening it marks it read (the
 * 'N new offer' badge goes down). Someone else's deal is a 404.
 */
export async function getDeal(deps: DealDeps, { userId, dealId }: { userId: number; dealId: number }): Promise<DealDetail> {
  const { db, clock } = deps;
  const now = clock.now();
  const [row] = await db
    .select({ ...dealViewColumns, request: dealRequests })
    .from(deals)
    .innerJoin(dealRequests, eq(dealRequests.id, deals.requestId))
    .innerJoin(businessAccounts, eq(businessAccounts.id, deals.businessAccountId))
    .leftJoin(listings, eq(listings.id, deals.listingId))
    .where(and(eq(deals.id, dealId), eq(deals.userId, userId), isNull(deals.hiddenAt)));
  if (!row) throw new AppError("NOT_FOUND", DEAL_NOT_FOUND);
  if (row.deal.readAt === null) {
    await db.transaction(async (tx) => {
      await tx.update(deals).set({ readAt: now }).where(and(eq(deals.id, dealId), eq(deals.userId, userId)));
      await refreshUnreadCounts(tx, userId);
      await publishLiveEvent(tx, { userId, event: { type: "deal-updated", data: { dealId } } });
    });
    row.deal.readAt = now;
  }
  const siblings = await db
    .select({ id: deals.id })
    .from(deals)
    .where(and(eq(deals.requestId, row.deal.requestId), eq(deals.userId, userId), ne(deals.status, "withdrawn"), isNull(deals.hiddenAt)));
  const [messages, comparison] = await Promise.all([threadOf(db, dealId), dealViewsOf(db, userId, siblings.map((sibling) => sibling.id), now)]);
  return { deal: toDealView(row, now), request: summariseRequest(row.request), messages, comparison };
}
