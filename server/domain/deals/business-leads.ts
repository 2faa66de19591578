import { and, count, desc, eq, sql } from "drizzle-orm";
import { dealMessages, dealRequestMatches, dealRequests, deals, type DealRequestRow, type DealRow } from "../../db/schema/deals";
import { AppError } from "../../kernel/errors";
import { activeBusinessAccountOf } from "./business-account-of";
import type { DealDeps } from "./deal-deps";
import { threadClosedBecause } from "../../../core/deal-transitions";
import { summariseRequest, threadOf, type RequestSummary, type ThreadMessage } from "./get-deal";
import { REQUEST_NOT_FOUND } from "./send-offer";

/** A request as the business sees it: the couple's vision, their contact details only when revealed. */
export type Lead = {
  request: RequestSummary;
  reason: string;
  matchedAt: string;
  seenAt: string | null;
  /** First name and last initial until contact details are revealed. */
  coupleName: string;
  /** Revealed once the couple wrote to this business or booked its offer (decision 021). */
  contact: { name: string; email: string; phone: string | null } | null;
  isLateNow: boolean;
  /** The business's own offer on it: what it wrote and how it stands (nothing of the couple's inbox). */
  offer:
    | (Pick<DealRow, "id" | "status" | "isLate" | "title" | "priceCents" | "currency" | "included" | "perks" | "images" | "checkIn" | "checkOut" | "message" | "businessHasNewMessage"> & {
        expiresAt: string;
        createdAt: string;
        isExpired: boolean;
        readByCouple: boolean;
        /** Why the business may no longer write in the thread (it withdrew the offer); null while it may. */
        threadClosedBecause: string | null;
      })
    | null;
};

function toLead(now: Date, row: { request: DealRequestRow; reason: string; matchedAt: Date; seenAt: Date | null; deal: DealRow | null; coupleWrote: boolean }): Lead {
  const { request, deal } = row;
  const revealed = row.coupleWrote || deal?.status === "booked";
  return {
    request: summariseRequest(request),
    reason: row.reason,
    matchedAt: row.matchedAt.toISOString(),
    seenAt: row.seenAt?.toISOString() ?? null,
    coupleName: `${request.firstName} ${request.lastName.slice(0, 1)}.`,
    contact: revealed ? { name: `${request.firstName} ${request.lastName}`, email: request.email, phone: request.phone } : null,
    isLateNow: now.getTime() > request.respondBy.getTime(),
    offer: deal
      ? {
          id: deal.id,
          status: deal.status,
          isLate: deal.isLate,
          title: deal.title,
          priceCents: deal.priceCents,
          currency: deal.currency,
          included: deal.included,
          perks: deal.perks,
          images: deal.images,
          checkIn: deal.checkIn,
          checkOut: deal.checkOut,
          message: deal.message,
          businessHasNewMessage: deal.businessHasNewMessage,
          expiresAt: deal.expiresAt.toISOString(),
          createdAt: deal.createdAt.toISOString(),
          isExpired: (deal.status === "received" || deal.status === "late") && deal.expiresAt.getTime() <= now.getTime(),
          readByCouple: deal.readAt !== null,
          threadClosedBecause: threadClosedBecause(deal.status, "business"),
        }
      : null,
  };
}

const coupleWrote = sql<boolean>`exists (select 1 from ${dealMessages} where ${dealMessages.dealId} = ${deals.id} and ${dealMessages.sender} = 'couple')`;

/** The business's inbox of matched requests, newest first (an active hotel, advisor or tourism board). */
export async function listLeads(deps: Pick<DealDeps, "db" | "clock">, { userId, page = 1, perPage = 20 }: { userId: number; page?: number; perPage?: number }) {
  const { db, clock } = deps;
  const account = await activeBusinessAccountOf(db, userId);
  const where = eq(dealRequestMatches.businessAccountId, account.id);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ request: dealRequests, reason: dealRequestMatches.reason, matchedAt: dealRequestMatches.matchedAt, seenAt: dealRequestMatches.seenAt, deal: deals, coupleWrote })
      .from(dealRequestMatches)
      .innerJoin(dealRequests, eq(dealRequests.id, dealRequestMatches.requestId))
      .leftJoin(deals, and(eq(deals.requestId, dealRequests.id), eq(deals.businessAccountId, account.id)))
      .where(where)
      .orderBy(desc(dealRequestMatches.matchedAt), desc(dealRequestMatches.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(dealRequestMatches).where(where),
  ]);
  const total = totals?.total ?? 0;
  const now = clock.now();
  return { account, items: rows.map((row) => toLead(now, row)), page, perPage, total, lastPage: Math.max(1, Math.ceil(total / perPage)) };
}

/** One matched request, with the business's offer and its thread; the first look marks it seen. */
export async function getLead(deps: Pick<DealDeps, "db" | "clock">, { userId, requestId }: { userId: number; requestId: number }): Promise<Lead & { messages: ThreadMessage[] }> {
  const { db, clock } = deps;
  const account = await activeBusinessAccountOf(db, userId);
  const [row] = await db
    .select({ request: dealRequests, reason: dealRequestMatches.reason, matchedAt: dealRequestMatches.matchedAt, seenAt: dealRequestMatches.seenAt, deal: deals, coupleWrote, matchId: dealRequestMatches.id })
    .from(dealRequestMatches)
    .innerJoin(dealRequests, eq(dealRequests.id, dealRequestMatches.requestId))
    .leftJoin(deals, and(eq(deals.requestId, dealRequests.id), eq(deals.businessAccountId, account.id)))
    .where(and(eq(dealRequestMatches.requestId, requestId), eq(dealRequestMatches.businessAccountId, account.id)));
  if (!row) throw new AppError("NOT_FOUND", REQUEST_NOT_FOUND);
  const now = clock.now();
  if (!row.seenAt) {
    await db.update(dealRequestMatches).set({ seenAt: now }).where(eq(dealRequestMatches.id, row.matchId));
  }
  if (row.deal?.businessHasNewMessage) {
    await db.update(deals).set({ businessHasNewMessage: false }).where(eq(deals.id, row.deal.id));
  }
  const messages = row.deal ? await threadOf(db, row.deal.id) : [];
  return { ...toLead(now, row), messages };
}
