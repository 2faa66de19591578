import { STATISTICS_PERIODS } from "../business-statistics";
import { defineContract } from "./contract";

/** Page views counted without cookies (decision 035), and a business's own statistics. */

const schemas = () => import("./statistics-schemas");
const tags = ["statistics"] as const;

export const recordListingView = defineContract({
  method: "POST",
  path: "/listings/:id/views",
  operationId: "recordListingView",
  auth: "none",
  summary: "Counts a view of a listing's page (the page and the apps call it once per visit)",
  description:
    "No cookie is set or read and nothing about the visitor is stored: the same visitor's repeats on one day are dropped with a hash salted for that day and kept only in memory. Crawlers and prefetches are not counted (counted: false).",
  tags,
  errors: [404],
  schemas: () => schemas().then((s) => s.recordListingView),
});

/** The most listings one impressions call may name: a results page's worth. */
export const MAX_IMPRESSIONS_PER_CALL = 50;

export const recordSearchImpressions = defineContract({
  method: "POST",
  path: "/listings/impressions",
  operationId: "recordSearchImpressions",
  auth: "none",
  summary: "Counts the listings a results page showed (the web's search pages call it; the API's own searches count themselves)",
  description: `Up to ${MAX_IMPRESSIONS_PER_CALL} listing ids; unknown ones are left out. Counted like page views: no cookie, nothing stored about the visitor, one per visitor and listing a day, crawlers and prefetches not counted.`,
  tags,
  schemas: () => schemas().then((s) => s.recordSearchImpressions),
});

export const getBusinessStatistics = defineContract({
  method: "GET",
  path: "/business/statistics",
  operationId: "getBusinessStatistics",
  auth: "business",
  summary: `The signed-in business's statistics over the last ${STATISTICS_PERIODS.join(", ")} days`,
  description:
    "Its listing's page views and search impressions by day (UTC), and over the period: favourites, deal requests matched, offers sent, the median time to a first offer, offers booked and declined, bookings and their revenue less refunds. Only an active business account (403 otherwise).",
  tags,
  errors: [401, 403],
  schemas: () => schemas().then((s) => s.getBusinessStatistics),
});
