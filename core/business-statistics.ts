/**
 * A business's statistics (issue: "Statistics"): the periods it can look at, what each figure is
 * called, and the CSV and chart drawn from them. Pure, for the server, the page and the apps.
 */
import { formatDollars } from "./money";
import { formatCount } from "./counts";

/** The periods a business can choose, in days; the last 30 by default. */
export const STATISTICS_PERIODS = [7, 30, 90] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];
export const DEFAULT_STATISTICS_PERIOD: StatisticsPeriod = 30;

export function statisticsPeriodOf(value: unknown): StatisticsPeriod {
  const days = Number(value);
  return (STATISTICS_PERIODS as readonly number[]).includes(days) ? (days as StatisticsPeriod) : DEFAULT_STATISTICS_PERIOD;
}

export type DailyCounts = { day: string; pageViews: number; searchImpressions: number };

export type BusinessStatistics = {
  period: StatisticsPeriod;
  /** First and last day counted, YYYY-MM-DD (UTC), both included. */
  from: string;
  to: string;
  days: DailyCounts[];
  totals: {
    pageViews: number;
    searchImpressions: number;
    favourites: number;
    requestsMatched: number;
    offersSent: number;
    /** The median time from a couple's request to this business's first offer on it, in minutes; null without offers. */
    medianReplyMinutes: number | null;
    offersBooked: number;
    offersDeclined: number;
    bookings: number;
    /** Paid bookings' totals less their refunds, in cents. */
    bookingRevenueCents: number;
    /** Views of the business's Romance Marketplace posts' pages, counted like its listing's. */
    marketplacePostViews: number;
    /** Couples' deal requests started from the business's marketplace posts. */
    marketplacePostRequests: number;
  };
};

/** Each figure's name, in the order the page, the table and the CSV show them. */
export const STATISTICS_LABELS: [key: keyof BusinessStatistics["totals"], label: string][] = [
  ["pageViews", "Page views"],
  ["searchImpressions", "Search impressions"],
  ["favourites", "Saved as favourite"],
  ["requestsMatched", "Deal requests matched"],
  ["offersSent", "Offers sent"],
  ["medianReplyMinutes", "Median reply time"],
  ["offersBooked", "Offers booked"],
  ["offersDeclined", "Offers declined"],
  ["bookings", "Bookings"],
  ["bookingRevenueCents", "Booking revenue"],
  ["marketplacePostViews", "Marketplace post views"],
  ["marketplacePostRequests", "Marketplace post requests"],
];

/** "2 h 5 min", "45 min", "3 days 4 h": a reply time a person reads at a glance. */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return "No offers yet";
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  const hours = Math.floor(whole / 60);
  if (hours < 48) return whole % 60 === 0 ? `${hours} h` : `${hours} h ${whole % 60} min`;
  const days = Math.floor(hours / 24);
  return hours % 24 === 0 ? `${days} days` : `${days} days ${hours % 24} h`;
}

/** A figure as the page shows it. */
export function formatStatistic(key: keyof BusinessStatistics["totals"], value: number | null): string {
  if (key === "medianReplyMinutes") return formatMinutes(value);
  if (key === "bookingRevenueCents") return formatDollars(value ?? 0);
  return formatCount(value ?? 0);
}

/** A CSV field, quoted when it must be, and never read as a formula by a spreadsheet. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The CSV export: one row per day with its counts, then the period's totals. */
export function statisticsCsv(listingTitle: string, statistics: BusinessStatistics): string {
  const lines: string[][] = [
    ["Listing", listingTitle],
    ["From", statistics.from],
    ["To", statistics.to],
    [],
    ["Day", "Page views", "Search impressions"],
    ...statistics.days.map((day) => [day.day, String(day.pageViews), String(day.searchImpressions)]),
    [],
    ["Figure", "Value"],
    ...STATISTICS_LABELS.map(([key, label]) => {
      const value = statistics.totals[key];
      if (key === "bookingRevenueCents") return [`${label} (USD)`, ((value ?? 0) / 100).toFixed(2)];
      if (key === "medianReplyMinutes") return [`${label} (minutes)`, value === null ? "" : String(Math.round(value))];
      return [label, String(value ?? 0)];
    }),
  ];
  return `${lines.map((line) => line.map(csvField).join(",")).join("\r\n")}\r\n`;
}

/** The bars of a daily chart: x, width and height of each bar within `width` × `height`, and the scale's top. */
export function barChart(values: readonly number[], width: number, height: number): { bars: { x: number; width: number; height: number }[]; max: number } {
  const max = Math.max(1, ...values);
  const slot = values.length > 0 ? width / values.length : width;
  const barWidth = Math.max(1, slot * 0.7);
  return {
    max,
    bars: values.map((value, index) => ({ x: index * slot + (slot - barWidth) / 2, width: barWidth, height: (value / max) * height })),
  };
}
