import { z } from "zod";
import { STATISTICS_PERIODS } from "../business-statistics";
import { MAX_IMPRESSIONS_PER_CALL } from "./statistics";
import { idParam } from "./listing-schemas";

/** The schemas of the statistics operations (core/contracts/statistics.ts), by operationId. */

export const recordListingView = {
  params: idParam,
  response: z.object({ counted: z.boolean().describe("False for a crawler, a prefetch or this visitor's repeat today") }),
};

const count = z.number().int().nonnegative();

export const recordSearchImpressions = {
  body: z.object({
    listing_ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(MAX_IMPRESSIONS_PER_CALL).describe("The listings the results page showed"),
  }),
  response: z.object({ counted: count.describe("How many were new for this visitor today") }),
};

export const getBusinessStatistics = {
  query: z.object({
    period: z
      .enum(STATISTICS_PERIODS.map(String) as [string, ...string[]])
      .optional()
      .describe("Days to look back over, today included (default 30)"),
  }),
  response: z.object({
    listing_id: z.number().int().nullable(),
    listing_title: z.string(),
    period: z.number().int(),
    from: z.string().describe("First day counted (YYYY-MM-DD, UTC)"),
    to: z.string().describe("Last day counted, today (YYYY-MM-DD, UTC)"),
    days: z.array(z.object({ day: z.string(), page_views: count, search_impressions: count })),
    totals: z.object({
      page_views: count,
      search_impressions: count,
      favourites: count,
      requests_matched: count,
      offers_sent: count,
      median_reply_minutes: z.number().nonnegative().nullable().describe("From a couple's request to this business's first offer on it; null without offers"),
      offers_booked: count,
      offers_declined: count,
      bookings: count,
      booking_revenue_cents: z.number().int().describe("Bookings confirmed in the period, less their refunds"),
      marketplace_post_views: count.describe("Page views of the business's marketplace posts, counted like the listing's"),
      marketplace_post_requests: count.describe("Deal requests couples started from the business's marketplace posts"),
    }),
  }),
};
