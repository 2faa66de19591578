import { and, eq, inArray } from "drizzle-orm";
import { dealRequestsLeft } from "../../../core/deal-rules";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/catalogue";
import { countDealRequests, REQUESTABLE_TYPES } from "./create-deal-request";

export type DealRequestStart = {
  /** The active hotel, advisor or destination the request starts from; null when there is none. */
  listing: { id: number; title: string } | null;
  /** Free Pass requests left; null for a visitor or VIP Access. */
  requestsLeft: number | null;
  /** A Free Pass member who used every request: the page offers VIP Access instead of the form. */
  limitReached: boolean;
};

/**
 * What /request-a-deal needs before the form (docs/product.md §2, §6, §9): the listing the request
 * starts from and the member's Free Pass quota, by core's rule (the server enforces it again on send).
 */
export async function dealRequestStart(
  db: Database,
  { userId, listingId }: { userId: number | null; listingId: number | null },
  now: Date,
): Promise<DealRequestStart> {
  const [listing] =
    listingId !== null
      ? await db
          .select({ id: listings.id, title: listings.title })
          .from(listings)
          .where(and(eq(listings.id, listingId), eq(listings.status, "active"), inArray(listings.type, [...REQUESTABLE_TYPES])))
      : [];
  const usage = userId !== null ? await countDealRequests(db, userId, now) : null;
  const requestsLeft = usage === null ? null : dealRequestsLeft(usage.used, usage.isVip);
  return { listing: listing ?? null, requestsLeft, limitReached: requestsLeft === 0 };
}
