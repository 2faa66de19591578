import { and, count, eq, inArray } from "drizzle-orm";
import {
  budgetLabel,
  checkDealRequest,
  DEAL_MESSAGES,
  DEAL_RESPONSE_WINDOW_HOURS,
  dealRequestsLeft,
  occasionName,
  type DealRequestInput,
} from "../../../core/deal-rules";
import { HOTEL_LISTING_TYPES } from "../../../core/listing-types";
import { hasVipAccess } from "../../../core/member-rules";
import { MARKETPLACE_POST_MANAGE_MESSAGES } from "../../../core/marketplace-post-states";
import type { Database } from "../../db/client";
import { users, type UserRow } from "../../db/schema/accounts";
import { listings } from "../../db/schema/catalogue";
import { dealRequests, type DealRequestRow } from "../../db/schema/deals";
import { marketplacePosts } from "../../db/schema/payments";
import { AppError } from "../../kernel/errors";
import { publishLiveEvent } from "../live/publish-live-event";
import { queueEmail } from "../mail/queue-email";
import { businessDashboardUrl, type DealDeps } from "./deal-deps";
import { describeWhen } from "./describe-request";
import { matchBusinesses, type Match } from "./match-businesses";

/** VIP Access now, by core's rule (the browser asks the same through canUpgrade). */
export function isVipMember(user: Pick<UserRow, "subscriptionSku" | "subscriptionExpiresAt">, now: Date): boolean {
  return hasVipAccess({ sku: user.subscriptionSku, expiresAt: user.subscriptionExpiresAt }, now);
}

/** How many requests the member has sent, and whether VIP Access lifts the Free Pass limit. */
export async function countDealRequests(db: Database, userId: number, now: Date): Promise<{ used: number; isVip: boolean }> {
  const [user] = await db.select({ subscriptionSku: users.subscriptionSku, subscriptionExpiresAt: users.subscriptionExpiresAt }).from(users).where(eq(users.id, userId));
  const [used] = await db.select({ total: count() }).from(dealRequests).where(eq(dealRequests.userId, userId));
  return { used: used?.total ?? 0, isVip: user ? isVipMember(user, now) : false };
}

/** Listing kinds a request may be started from (a hotel, an advisor or a destination page). */
/** What a request can be started from: a hotel, an advisor, a destination, or a special offer (a marketplace post's leads go to its owner). */
export const REQUESTABLE_TYPES = [...HOTEL_LISTING_TYPES, "advisor", "destination", "offer"] as const;

export type CreatedDealRequest = { request: DealRequestRow; matches: Match[]; requestsLeft: number | null };

/**
 * A signed-in couple's deal request (docs/product.md §1, §6, §9; decision 021), in one transaction:
 * checked like the form, the Free Pass limit enforced (the member's row is locked, so two
 * requests sent at once cannot both be the third), stored exactly as submitted, matched with
 * businesses, and each matched business e-mailed through the queue.
 */
export async function createDealRequest(
  deps: DealDeps,
  { userId, input, submission }: { userId: number; input: DealRequestInput; submission: Record<string, unknown> },
): Promise<CreatedDealRequest> {
  const { db, clock, jobs, config, origin } = deps;
  const now = clock.now();
  const checked = checkDealRequest(input, now.toISOString().slice(0, 10));
  if (!checked.ok) {
    const fieldErrors = Object.fromEntries(Object.entries(checked.errors).map(([field, message]) => [field, [message]]));
    throw new AppError("VALIDATION_FAILED", Object.values(checked.errors)[0] ?? "Check the form", fieldErrors);
  }
  const clean = checked.request;
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!user) throw new AppError("UNAUTHENTICATED", "Please sign in again.");
    const vip = isVipMember(user, now);
    const [used] = await tx.select({ total: count() }).from(dealRequests).where(eq(dealRequests.userId, userId));
    const usedCount = used?.total ?? 0;
    if (dealRequestsLeft(usedCount, vip) === 0) throw new AppError("FORBIDDEN", DEAL_MESSAGES.limitReached);

    let listingId = clean.listingId;
    if (listingId !== null) {
      const [listing] = await tx
        .select({ id: listings.id })
        .from(listings)
        .where(and(eq(listings.id, listingId), eq(listings.status, "active"), inArray(listings.type, [...REQUESTABLE_TYPES])));
      // A paused or ended marketplace post cannot be requested: its owner would never see the lead (decision 041).
      if (!listing && (await tx.select({ id: marketplacePosts.id }).from(marketplacePosts).where(eq(marketplacePosts.listingId, listingId)).limit(1)).length > 0) {
        throw new AppError("VALIDATION_FAILED", MARKETPLACE_POST_MANAGE_MESSAGES.notAvailable, { listing_id: [MARKETPLACE_POST_MANAGE_MESSAGES.notAvailable] });
      }
      listingId = listing?.id ?? null;
    }
    const [request] = await tx
      .insert(dealRequests)
      .values({
        userId,
        status: "open",
        occasion: clean.occasion,
        destinations: clean.destinations,
        inspireMe: clean.inspireMe,
        listingId,
        startDate: clean.startDate,
        endDate: clean.endDate,
        flexibleMonth: clean.flexibleMonth,
        nights: clean.nights,
        budget: clean.budget,
        travellers: clean.travellers,
        special: clean.special,
        firstName: clean.firstName,
        lastName: clean.lastName,
        email: clean.email,
        phone: clean.phone,
        submission,
        respondBy: new Date(now.getTime() + DEAL_RESPONSE_WINDOW_HOURS * 3_600_000),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!request) throw new Error("deal request insert returned no row");
    // The member's own names fill in an account that had none.
    if (!user.firstname && !user.lastname) {
      await tx.update(users).set({ firstname: clean.firstName, lastname: clean.lastName, updatedAt: now }).where(eq(users.id, userId));
    }

    const matches = await matchBusinesses(tx, request, now);
    for (const match of matches) {
      await queueEmail({
        db: tx,
        jobs,
        clock,
        config,
        origin,
        to: match.email,
        template: {
          name: "deal-request-matched",
          businessName: match.name,
          occasion: occasionName(request.occasion),
          destinations: request.destinations.length > 0 ? request.destinations.join(", ") : "open to ideas",
          when: describeWhen(request),
          travellers: request.travellers,
          budget: budgetLabel(request.budget),
          reason: match.reason,
          dashboardUrl: businessDashboardUrl({ config, origin }, `/leads/${request.id}`),
        },
      });
      await publishLiveEvent(tx, { userId: match.userId, event: { type: "lead", data: { requestId: request.id } } });
    }
    return { request, matches, requestsLeft: dealRequestsLeft(usedCount + 1, vip) };
  });
}
