import { and, eq, gte, lte, sql } from "drizzle-orm";
import type { BusinessStatistics, DailyCounts, StatisticsPeriod } from "../../../core/business-statistics";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/catalogue";
import { listingDailyCounts } from "../../db/schema/statistics";
import { marketplacePosts } from "../../db/schema/payments";
import { selectRows } from "../../db/select-rows";
import type { Clock } from "../../kernel/clock";
import { activeBusinessAccountOf } from "../deals/business-account-of";
import { ownedBy } from "../payments/marketplace/business-marketplace-posts";
import { listingCounterOf, type ListingCounter } from "./listing-counter";

export type StatisticsDeps = { db: Database; clock: Clock; listingCounter?: ListingCounter };

const DAY_MS = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The days from `from` to `to`, both included (YYYY-MM-DD, UTC). */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= Date.parse(`${to}T00:00:00Z`); time += DAY_MS) days.push(dayOf(new Date(time)));
  return days;
}

type Totals = {
  favourites: number;
  requests_matched: number;
  offers_sent: number;
  median_reply_minutes: number | string | null;
  offers_booked: number;
  offers_declined: number;
  bookings: number;
  booking_revenue_cents: number | string | null;
  marketplace_post_views: number | string | null;
  marketplace_post_requests: number;
};

/**
 * The signed-in business's statistics for the last `period` days (today included, UTC): its
 * listing's views and impressions by day, and what couples did with it. Counts still in this
 * process's memory are written first, so the page shows the view that led to it.
 */
export async function businessStatistics(deps: StatisticsDeps, { userId, period }: { userId: number; period: StatisticsPeriod }): Promise<BusinessStatistics & { listingTitle: string; listingId: number | null }> {
  const account = await activeBusinessAccountOf(deps.db, userId);
  await listingCounterOf(deps).flush();
  const now = deps.clock.now();
  const to = dayOf(now);
  const from = dayOf(new Date(now.getTime() - (period - 1) * DAY_MS));
  // Bound as text and cast: the same on both drivers.
  const start = sql`${`${from}T00:00:00Z`}::timestamptz`;
  const end = sql`${new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS).toISOString()}::timestamptz`;
  const listingId = account.listingId;

  const [listing] = listingId === null ? [] : await deps.db.select({ title: listings.title }).from(listings).where(eq(listings.id, listingId));
  const counted =
    listingId === null
      ? []
      : await deps.db
          .select()
          .from(listingDailyCounts)
          .where(and(eq(listingDailyCounts.listingId, listingId), gte(listingDailyCounts.day, from), lte(listingDailyCounts.day, to)));
  const byDay = new Map(counted.map((row) => [row.day, row]));
  const days: DailyCounts[] = daysBetween(from, to).map((day) => ({ day, pageViews: byDay.get(day)?.pageViews ?? 0, searchImpressions: byDay.get(day)?.searchImpressions ?? 0 }));

  const listingOrNone = listingId ?? -1;
  // The business's marketplace posts are counted like its listing (decision 041).
  const ownPostListings = sql`select ${marketplacePosts.listingId} from ${marketplacePosts} where ${marketplacePosts.listingId} is not null and ${ownedBy(account)}`;
  const [totals] = await selectRows<Totals>(
    deps.db,
    sql`select
      (select count(*)::int from favorites where listing_id = ${listingOrNone} and created_at >= ${start} and created_at < ${end}) as favourites,
      (select count(*)::int from deal_request_matches where business_account_id = ${account.id} and matched_at >= ${start} and matched_at < ${end}) as requests_matched,
      (select count(*)::int from deals where business_account_id = ${account.id} and created_at >= ${start} and created_at < ${end}) as offers_sent,
      (select percentile_cont(0.5) within group (order by minutes) from (
         select extract(epoch from (min(d.created_at) - r.created_at)) / 60 as minutes
         from deals d join deal_requests r on r.id = d.request_id
         where d.business_account_id = ${account.id} and d.created_at >= ${start} and d.created_at < ${end}
         group by r.id, r.created_at) first_offers) as median_reply_minutes,
      (select count(*)::int from deals where business_account_id = ${account.id} and status = 'booked' and status_changed_at >= ${start} and status_changed_at < ${end}) as offers_booked,
      (select count(*)::int from deals where business_account_id = ${account.id} and status = 'rejected' and status_changed_at >= ${start} and status_changed_at < ${end}) as offers_declined,
      (select count(*)::int from reservations where listing_id = ${listingOrNone} and confirmed_at >= ${start} and confirmed_at < ${end}) as bookings,
      (select coalesce(sum(total_cents - coalesce(refund_cents, 0)), 0)::bigint from reservations where listing_id = ${listingOrNone} and confirmed_at >= ${start} and confirmed_at < ${end}) as booking_revenue_cents,
      (select coalesce(sum(c.page_views), 0)::bigint from listing_daily_counts c where c.listing_id in (${ownPostListings}) and c.day >= ${from}::date and c.day <= ${to}::date) as marketplace_post_views,
      (select count(*)::int from deal_requests r where r.listing_id in (${ownPostListings}) and r.created_at >= ${start} and r.created_at < ${end}) as marketplace_post_requests`,
  );
  const median = totals?.median_reply_minutes;
  return {
    listingId,
    listingTitle: listing?.title ?? account.name,
    period,
    from,
    to,
    days,
    totals: {
      pageViews: days.reduce((sum, day) => sum + day.pageViews, 0),
      searchImpressions: days.reduce((sum, day) => sum + day.searchImpressions, 0),
      favourites: totals?.favourites ?? 0,
      requestsMatched: totals?.requests_matched ?? 0,
      offersSent: totals?.offers_sent ?? 0,
      medianReplyMinutes: median === null || median === undefined ? null : Number(median),
      offersBooked: totals?.offers_booked ?? 0,
      offersDeclined: totals?.offers_declined ?? 0,
      bookings: totals?.bookings ?? 0,
      bookingRevenueCents: Number(totals?.booking_revenue_cents ?? 0),
      marketplacePostViews: Number(totals?.marketplace_post_views ?? 0),
      marketplacePostRequests: totals?.marketplace_post_requests ?? 0,
    },
  };
}
