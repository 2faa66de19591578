import { and, eq, inArray } from "drizzle-orm";
import { isbot } from "isbot";
import type { FastifyRequest } from "fastify";
import { statisticsPeriodOf } from "../../../core/business-statistics";
import * as contracts from "../../../core/contracts/statistics";
import { listings } from "../../db/schema/catalogue";
import { AppError } from "../../kernel/errors";
import { listingCounterOf } from "../../domain/statistics/listing-counter";
import { businessStatistics } from "../../domain/statistics/listing-statistics";
import type { AppServices } from "../../app-context";
import type { ApiRegistry } from "./route";

/** A crawler, or a page the browser fetched ahead of a visit that may not come: not a person's view. */
export function isCountableVisit(request: Pick<FastifyRequest, "headers">): boolean {
  const userAgent = request.headers["user-agent"] ?? "";
  if (userAgent === "" || isbot(userAgent)) return false;
  const purpose = `${request.headers["sec-purpose"] ?? ""} ${request.headers.purpose ?? ""}`;
  return !/prefetch|prerender/i.test(purpose);
}

/** Counts the listings a search answer showed to this caller (the API's searches and the web's results pages). */
export function countImpressions(services: AppServices, request: Pick<FastifyRequest, "headers" | "ip">, listingIds: readonly number[]): number {
  if (listingIds.length === 0 || !isCountableVisit(request)) return 0;
  return listingCounterOf(services).record("searchImpressions", listingIds, { address: request.ip, userAgent: request.headers["user-agent"] ?? "" });
}

/** The handlers of core/contracts/statistics.ts. */
export function registerStatisticsRoutes(api: ApiRegistry): void {
  api.route(contracts.recordListingView, async ({ params, services, request }) => {
    const [listing] = await services.db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.id, params.id), eq(listings.status, "active")))
      .limit(1);
    if (!listing) throw new AppError("NOT_FOUND", "No listing found");
    if (!isCountableVisit(request)) return { counted: false };
    const counted = listingCounterOf(services).record("pageViews", [listing.id], { address: request.ip, userAgent: request.headers["user-agent"] ?? "" });
    return { counted: counted > 0 };
  });

  api.route(contracts.recordSearchImpressions, async ({ body, services, request }) => {
    const known = await services.db
      .select({ id: listings.id })
      .from(listings)
      .where(and(inArray(listings.id, [...new Set(body.listing_ids)]), eq(listings.status, "active")));
    return { counted: countImpressions(services, request, known.map((row) => row.id)) };
  });

  api.route(contracts.getBusinessStatistics, async ({ auth, query, services }) => {
    const statistics = await businessStatistics(services, { userId: auth.user.id, period: statisticsPeriodOf(query.period) });
    return {
      listing_id: statistics.listingId,
      listing_title: statistics.listingTitle,
      period: statistics.period,
      from: statistics.from,
      to: statistics.to,
      days: statistics.days.map((day) => ({ day: day.day, page_views: day.pageViews, search_impressions: day.searchImpressions })),
      totals: {
        page_views: statistics.totals.pageViews,
        search_impressions: statistics.totals.searchImpressions,
        favourites: statistics.totals.favourites,
        requests_matched: statistics.totals.requestsMatched,
        offers_sent: statistics.totals.offersSent,
        median_reply_minutes: statistics.totals.medianReplyMinutes,
        offers_booked: statistics.totals.offersBooked,
        offers_declined: statistics.totals.offersDeclined,
        bookings: statistics.totals.bookings,
        booking_revenue_cents: statistics.totals.bookingRevenueCents,
        marketplace_post_views: statistics.totals.marketplacePostViews,
        marketplace_post_requests: statistics.totals.marketplacePostRequests,
      },
    };
  });
}
